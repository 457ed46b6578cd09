"""Searches end on their work budget, not on the safety clock, so moves do not depend on time.

The clock-not-firing checks run the real levels on full 5-player positions (the costliest
game there is) on this machine; the safety clock is CPU time of the searching thread, so other
programs keeping the machine busy do not make it fire.
"""

from __future__ import annotations

import threading
import warnings
from functools import cache

import pytest

from agricola_qt.ai import work
from agricola_qt.ai.heuristic_bot import HeuristicBot
from agricola_qt.ai.mcts import MctsBot, is_placement
from agricola_qt.ai.registry import make_bot
from agricola_qt.engine import GameState, apply, new_game, new_setup, why_illegal


@cache
def _positions(players: int, family: bool, seed: int, rounds: tuple[int, ...]) -> list[GameState]:
    """The first placement of each of ``rounds`` in a heuristic self-play game."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = new_game(new_setup(players, family=family, seed=seed))
    bot = HeuristicBot()
    out: list[GameState] = []
    wanted = set(rounds)
    while not state.is_over and wanted:
        if is_placement(state) and state.round in wanted:
            out.append(state)
            wanted.discard(state.round)
        state = apply(state, bot.choose(state))
    return out


def _full_five() -> list[GameState]:
    return _positions(5, False, 13, (2, 7, 11))


@pytest.mark.parametrize("level", ["mcts-easy", "mcts-medium", "mcts-hard", "mcts-expert"])
def test_the_budget_not_the_clock_ends_searches_in_full_five_player_games(level: str):
    states = _full_five() if level in ("mcts-easy", "mcts-medium") else _full_five()[:2]
    assert len(states) >= 2
    for i, state in enumerate(states):
        bot = make_bot(level, seed=i)
        move = bot.choose(state)
        assert why_illegal(state, move) is None
        # "wall": the backstop for a machine far too busy (other programs), not the clock
        assert bot.last_stop in ("budget", "iterations", "wall"), (level, state.round,
                                                                   bot.last_stop)
        assert bot.last_iterations >= 1


@pytest.mark.slow
@pytest.mark.parametrize("level", ["mcts-hard", "mcts-expert"])
@pytest.mark.parametrize("players,family", [(1, True), (2, True), (5, True), (1, False),
                                            (2, False), (3, False), (5, False)])
def test_the_budget_ends_hard_searches_in_every_variant(players: int, family: bool, level: str):
    for i, state in enumerate(_positions(players, family, 30 + players, (1, 5, 9, 13))):
        bot = make_bot(level, seed=i)
        bot.choose(state)
        assert bot.last_stop in ("budget", "iterations", "wall"), (players, family, state.round)


def test_the_same_seed_gives_the_same_move_and_the_same_work_twice():
    state = _full_five()[1]
    first, again = make_bot("mcts-medium", seed=4), make_bot("mcts-medium", seed=4)
    assert first.choose(state) == again.choose(state)
    assert first.last_work == again.last_work > 0
    assert first.last_iterations == again.last_iterations


def test_a_search_stops_once_its_budget_is_spent():
    state = _positions(2, True, 5, (3,))[0]
    bot = MctsBot(seed=1, steps=400, iterations=10**6, seconds=60)
    bot.choose(state)
    assert bot.last_stop == "budget"
    assert bot.last_work >= 400
    assert bot.last_iterations >= 1


def test_the_meter_counts_each_thread_apart():
    state = _positions(2, True, 5, (3,))[0]
    before = work.spent()
    seen: list[float] = []

    def elsewhere() -> None:
        start = work.spent()
        MctsBot(seed=2, steps=200, iterations=10**6, seconds=60).choose(state)
        seen.append(work.spent() - start)

    thread = threading.Thread(target=elsewhere)
    thread.start()
    thread.join()
    assert seen and seen[0] >= 200
    assert work.spent() == before  # nothing charged to this thread


def test_every_kind_of_work_has_a_positive_weight():
    assert set(work.WEIGHTS) == set(work.Work)
    assert all(w > 0 for w in work.WEIGHTS.values())


def test_a_search_costs_the_same_whatever_the_thread_spent_before():
    """The meter's total is exact, so a search's cost does not depend on the thread's history
    (with weights like 0.4 its rounding did, and the same seed could cost 1e-12 more)."""
    state = _full_five()[1]
    seen: list[tuple[str, float, int]] = []

    def search(before: int) -> None:
        for kind in work.Work:
            work.charge(kind, before)
        bot = make_bot("mcts-medium", seed=4)
        move = bot.choose(state)
        seen.append((str(move), bot.last_work, bot.last_iterations))

    for before in (0, 1, 7919, 1_000_003):
        thread = threading.Thread(target=search, args=(before,))
        thread.start()
        thread.join()
    assert len(seen) == 4
    assert all(s == seen[0] for s in seen), seen
