"""Goods a card put on the round spaces without naming itself there (the engine keeps their
source empty: a source changes the events the goods raise) are told with the card that put
them there: "received 1 wood" said nothing of the Wood Deliveryman."""

from __future__ import annotations

from cards.helpers import at_round, full_game, give, with_cards, with_hand, with_space

from agricola_qt.engine import GameState, Move, apply, legal_moves
from agricola_qt.ui.log_text import game_lines
from agricola_qt.ui.text import player_name


def _to_round(state: GameState, *moves: str, until: int) -> list[str]:
    """The log's lines of ``moves``, then of the first legal moves until round ``until``."""
    states, played = [state], []
    for text in moves:
        played.append(Move.parse(text))
        states.append(apply(states[-1], played[-1]))
    while states[-1].round < until:
        options = legal_moves(states[-1])
        played.append(next((m for m in options if m.verb == "done"), options[0]))
        states.append(apply(states[-1], played[-1]))
    return [line.text for line in game_lines(states, played)]


def test_the_wood_deliverymans_wood_names_the_card(qapp) -> None:  # noqa: ANN001
    state = with_hand(give(at_round(full_game(), 7), 0, food=9), 0,
                      occupations=("wood-deliveryman",))
    lines = _to_round(state, "place occupation", "occupation wood-deliveryman", until=9)
    mei = player_name(state, 0)
    assert lines.count(f"{mei} received 1 wood (Wood Deliveryman)") == 2  # rounds 8 and 9
    assert f"{mei} received 1 wood" not in lines


def test_the_water_carriers_food_names_the_card_beside_the_wells(qapp) -> None:  # noqa: ANN001
    """The Water Carrier's food comes once the Well is built (here by its owner, whose Well
    gives food of its own, named already)."""
    state = with_cards(with_space(give(full_game(), 0, wood=1, stone=3, food=9),
                                  "improvement"), 0, "water-carrier")
    lines = _to_round(state, "place improvement", "buy well", until=2)
    mei = player_name(state, 0)
    assert f"{mei} received 1 food (Well)" in lines
    assert f"{mei} received 1 food (Water Carrier)" in lines


def test_the_wood_distributor_s_spreading_says_where_the_wood_went(qapp) -> None:  # noqa: ANN001
    """"answered Wood Distributor with “Spread it”" said nothing of where the wood went (a
    tester thought the card did nothing)."""
    state = with_hand(full_game(), 0, occupations=("wood-distributor",))
    lines = _to_round(state, "place occupation", "occupation wood-distributor",
                      "place clay", "place reed", "place day-labourer", "choose spread",
                      until=2)
    assert ("Player 1 moved 6 wood from “3 Wood” onto “1 Clay”, “1 Reed” and “Fishing” "
            "(Wood Distributor)") in lines
    assert not any("answered Wood Distributor" in line for line in lines)
