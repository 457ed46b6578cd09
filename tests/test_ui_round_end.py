"""The round's end without a harvest, where Manure asks before the next round starts (rules
12): no harvest in the log, the status bar or the undo history, the next round's header
after the answer, and the answer's own end-of-turn words."""

from __future__ import annotations

from cards.helpers import cells, full_game, with_cards
from cards.test_deck_e_minors import finish_work, set_farm

from agricola_qt.engine import GameState, Move, apply
from agricola_qt.engine.farmyard import Farmyard, SownField
from agricola_qt.engine.grid import parse_cell
from agricola_qt.ui.controller import barrier_between
from agricola_qt.ui.handoff import ending_of
from agricola_qt.ui.log_text import game_lines
from agricola_qt.ui.text import round_lines


def _manure_round() -> tuple[list[GameState], list[Move]]:
    """Round 1 played to its end, Manure's question answered, round 2 begun."""
    farm = Farmyard(fields=cells("c1"), sown=(SownField(parse_cell("c1"), "grain", 3),))
    state = set_farm(with_cards(full_game(), 0, "manure"), 0, farm)
    states, moves = [state], []
    for text in ("place clay", "place reed", "place grain", "place wood",
                 "choose harvest"):
        moves.append(Move.parse(text))
        states.append(apply(states[-1], moves[-1]))
    assert finish_work(state).phase == "round_end"
    return states, moves


def test_the_round_s_end_is_no_harvest(qapp) -> None:  # noqa: ANN001
    states, moves = _manure_round()
    asked, after = states[-2], states[-1]
    assert (asked.phase, asked.round, after.round) == ("round_end", 1, 2)
    assert barrier_between(states[0], asked) == ""
    assert barrier_between(states[0], after) == "round"
    assert round_lines(asked)[0] == "Round 1 of 14 · stage 1 · end of the round"
    assert ending_of(asked, 0) == "answer"  # "your answer is given", not "your turn"
    texts = [(line.kind, line.text) for line in game_lines(states, moves)]
    assert not any(kind == "harvest" for kind, _ in texts)
    answer = next(k for k, (_, text) in enumerate(texts) if "answered Manure" in text)
    header = next(k for k, (kind, _) in enumerate(texts) if kind == "round" and k > 0)
    assert answer < header and "Round 2" in texts[header][1]
