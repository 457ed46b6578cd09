"""Heartland bots: legal, blind to hidden facts, deterministic, and the heuristic beats random."""

import random

from attrs import evolve

from agricola_qt.ai.heartland.determinize import determinize
from agricola_qt.ai.heartland.mcts import MctsBot
from agricola_qt.ai.heartland.registry import BOT_NAMES, make_bot
from agricola_qt.ai.heartland.tournament import match
from agricola_qt.heartland import apply, legal_moves, new_game, seat_view, why_illegal
from agricola_qt.heartland.state import Step
from tests.heartland.test_random_games import check_invariants


def _positions(seed: int, count: int) -> list:
    """Some states along a random game (each with a decision due)."""
    rng = random.Random(seed)
    state = new_game(2, seed)
    out = []
    while not state.is_over and len(out) < count:
        if rng.random() < 0.3:
            out.append(state)
        moves = legal_moves(state)
        state = apply(state, moves[rng.randrange(len(moves))])
    return out


def test_every_bot_name_builds_a_bot_that_moves_legally() -> None:
    states = _positions(3, 6)
    for name in BOT_NAMES:
        bot = make_bot(name, 1)
        if isinstance(bot, MctsBot):
            bot.steps = 60  # keep the test fast
        for state in states:
            assert why_illegal(state, bot.choose(state)) is None, (name, state.step)


def test_bots_decide_from_their_seat_view_only() -> None:
    for state in _positions(5, 5):
        other = evolve(state, stack=tuple(reversed(state.stack)))
        assert seat_view(other, state.actor) == seat_view(state, state.actor)
        assert make_bot("heuristic").choose(state) == make_bot("heuristic").choose(other)
        a = MctsBot(seed=4, steps=80).choose(state)
        b = MctsBot(seed=4, steps=80).choose(other)
        assert a == b


def test_the_search_is_deterministic_for_a_seed() -> None:
    state = new_game(2, 8)
    for _ in range(3):
        a, b = MctsBot(seed=2, steps=120), MctsBot(seed=2, steps=120)
        move = a.choose(state)
        assert b.choose(state) == move
        state = apply(state, move)


def test_a_determinized_view_is_a_consistent_full_game() -> None:
    rng = random.Random(1)
    for state in _positions(11, 8):
        view = seat_view(state, state.actor)
        world = determinize(view, rng)
        check_invariants(world)
        assert seat_view(world, state.actor) == view
        assert all(a.value for p in world.players for a in p.animals)


def test_heuristic_beats_random() -> None:
    share, games = match("heuristic", "random", 4, first_seed=40)
    assert games == 4 and share == 1.0


def test_search_plays_a_whole_game_with_a_small_budget() -> None:
    from agricola_qt.ai.heartland.registry import _FACTORIES
    from agricola_qt.ai.heartland.tournament import play_game

    _FACTORIES["mcts-tiny"] = lambda seed=0: MctsBot(seed=seed, steps=40, name="mcts-tiny")
    try:
        state = play_game(("mcts-tiny", "heuristic"), 3)
    finally:
        del _FACTORIES["mcts-tiny"]
    assert state.is_over and state.step is Step.OVER


def test_selfplay_random_games_for_every_player_count() -> None:
    from agricola_qt.ai.heartland.tournament import selfplay

    for players in (2, 3, 4, 5):
        games = selfplay(players, ["random"], 3, first_seed=players)
        assert len(games) == 3 and all(g.is_over and g.end_drawn_by >= 0 for g in games)
        assert len({g.players for g in games}) == 3  # different seeds, different games


def test_the_heuristics_quick_region_sizes_match_a_search() -> None:
    from agricola_qt.ai.heartland.values import Judge
    from agricola_qt.heartland import Verb

    rng = random.Random(2)
    checked = 0
    for state in _positions(21, 12) + _positions(22, 12):
        if state.step is not Step.PLACE:
            continue
        judge = Judge(state, state.actor)
        slow = Judge(state, state.actor)
        slow._fast_regions = lambda fields: None  # type: ignore[method-assign]
        for move in rng.sample(legal_moves(state), 30):
            if move.verb in (Verb.LARGE, Verb.SMALL):
                assert judge.placement(move) == slow.placement(move), move
                checked += 1
    assert checked > 100


def test_the_tournament_interval_and_parallel_games_agree_with_one_process() -> None:
    from agricola_qt.ai.heartland.tournament import wilson

    low, high = wilson(0.75, 100)
    assert abs(low - 0.657) < 0.002 and abs(high - 0.825) < 0.002
    assert wilson(1.0, 40)[1] == 1.0 and wilson(0.0, 40)[0] == 0.0
    assert match("greedy", "heuristic", 2, first_seed=9, jobs=2) == match(
        "greedy", "heuristic", 2, first_seed=9)


def test_the_levels_are_the_hesitant_heuristic_the_farming_one_and_the_search() -> None:
    """Greedy at medium played as strong as the easy heuristic and never farmed: medium is
    the heuristic that farms, easy the one before it."""
    from agricola_qt.ai.heartland.mcts import GREEDY, SEARCH
    from agricola_qt.ai.heartland.values import DEFAULT, EARLIER

    easy, medium = make_bot("easy"), make_bot("medium")
    assert easy.name == "hesitant" and easy.weights == EARLIER
    assert medium.name == "heuristic" and medium.weights == DEFAULT
    hard = make_bot("hard")
    assert isinstance(hard, MctsBot) and hard.weights == SEARCH
    assert GREEDY.farm_share == 0.0 and SEARCH.farm_share == 0.0 and SEARCH.exposure > 0
