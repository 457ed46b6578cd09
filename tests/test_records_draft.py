"""A game whose hands were drafted: its record keeps the drafted hands and says so."""

from __future__ import annotations

from pathlib import Path

from agricola_qt.ai.draft_pick import choose_pick, draft_worth
from agricola_qt.ai.registry import make_bot
from agricola_qt.engine import apply, new_game, new_setup
from agricola_qt.engine.draft import drafted, pick, start_draft
from agricola_qt.engine.setup import Setup
from agricola_qt.records import load_game, save_game


def _drafted_by_computers(players: int, seed: int) -> Setup:
    draft = start_draft(new_setup(players, family=False, decks=("E", "I", "K"), seed=seed))
    while not draft.done:
        for seat in draft.waiting:
            draft = pick(draft, seat, choose_pick(draft, seat))
    return drafted(draft)


def test_the_computers_keep_the_card_they_value_most_of_each_pack() -> None:
    setup = new_setup(3, family=False, decks=("E", "I", "K"), seed=21)
    draft = start_draft(setup)
    chosen = choose_pick(draft, 1)
    pack = setup.hands[1]
    assert chosen.occupation == max(pack.occupations, key=draft_worth)
    assert chosen.minor == max(pack.minors, key=draft_worth)


def test_a_drafted_game_saves_and_loads_with_its_hands(tmp_path: Path) -> None:
    setup = _drafted_by_computers(2, seed=33)
    assert setup.hands != new_setup(2, family=False, decks=("E", "I", "K"), seed=33).hands
    state = new_game(setup)
    bots = [make_bot("heuristic", seed=i) for i in range(2)]
    moves = []
    while state.round < 3:
        move = bots[state.actor].choose(state)
        moves.append(move)
        state = apply(state, move)
    path = tmp_path / "drafted.agr"
    save_game(path, setup, moves, bots=["heuristic", "heuristic"])
    assert "\nhands: drafted\n" in path.read_text(encoding="utf-8")
    record, states = load_game(path)
    assert record.setup == setup and record.setup.drafted
    assert states[-1] == state


def test_a_dealt_game_says_nothing_of_a_draft(tmp_path: Path) -> None:
    setup = new_setup(2, family=False, decks=("E",), seed=2)
    path = tmp_path / "dealt.agr"
    save_game(path, setup, [], bots=["heuristic", "heuristic"])
    assert "hands:" not in path.read_text(encoding="utf-8")
    assert not load_game(path)[0].setup.drafted
