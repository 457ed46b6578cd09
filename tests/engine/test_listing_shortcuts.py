"""The shortcuts listing takes give the answers of the slow ways they replace."""

import random
import warnings

import pytest

from agricola_qt.engine import apply, legal_moves, new_game, new_setup, playable
from agricola_qt.engine import improvements as imp
from agricola_qt.engine.actions import (
    BUILD,
    FENCES,
    IMPROVEMENT,
    OCCUPATION,
    PLOW_SOW,
    SOW_BAKE,
    STABLE_BAKE,
    WorkFacts,
    frame_has_work,
)
from agricola_qt.engine.state import Frame, GameState
from agricola_qt.engine.values import replace
from tests.engine.same_games import VARIANTS

MINOR_ONLY = Frame("action", 0, improvements=1, allow_major=False)
FRAMES = (BUILD, FENCES, IMPROVEMENT, OCCUPATION, PLOW_SOW, SOW_BAKE, STABLE_BAKE, MINOR_ONLY,
          Frame("action", 0, occupations=1, occupation_food=(1, 1, 2)))


def states(players: int, family: bool, decks: tuple[str, ...], seed: int) -> list[GameState]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = new_game(new_setup(players, family=family, decks=decks or ("E",), seed=seed))
    rng = random.Random(seed)
    out = []
    while not state.is_over:
        out.append(state)
        moves = legal_moves(state)
        state = apply(state, moves[rng.randrange(len(moves))])
    return out[::3]


CASES = [(players, family, decks, seeds[0])
         for name, players, family, decks, seeds in VARIANTS if not name.startswith("solo")]


@pytest.mark.parametrize(("players", "family", "decks", "seed"), CASES[::2])
def test_work_facts_and_yes_no_questions_agree_with_the_lists(
        players: int, family: bool, decks: tuple[str, ...], seed: int) -> None:
    asked = 0
    for state in states(players, family, decks, seed):
        for player in range(players):
            facts = WorkFacts(state, player)
            for frame in FRAMES:  # asked twice: the second answer comes from the memo
                assert facts.has_work(frame) == frame_has_work(state, frame, player)
                assert facts.has_work(frame) == frame_has_work(state, frame, player)
            assert playable.any_affordable_major(state, player) == bool(
                imp.affordable_majors(state, player))
            assert playable.any_playable_minor(state, player) == bool(
                imp.playable_minors(state, player))
            assert playable.any_minor_major(state, player) == bool(
                imp.minor_majors(state, player))
            assert playable.any_playable_occupation(state, player, OCCUPATION) == bool(
                imp.playable_occupations(state, player, OCCUPATION))
            asked += 1
    assert asked >= 15


def test_replace_copies_every_field_and_refuses_unknown_ones() -> None:
    state = new_game(new_setup(2, family=True, seed=3))
    changed = replace(state, round=5, current=1)
    assert (changed.round, changed.current) == (5, 1)
    assert (state.round, state.current) == (1, state.current)
    assert replace(changed, round=state.round, current=state.current) == state
    with pytest.raises(TypeError, match="no field 'rounds'"):
        replace(state, rounds=2)
