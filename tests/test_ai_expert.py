"""The Expert's search: sequential halving over paired playouts, legal and deterministic."""

from __future__ import annotations

import random
import warnings

import pytest

from agricola_qt.ai import expert
from agricola_qt.ai.expert import ExpertBot
from agricola_qt.ai.heuristic_bot import HeuristicBot
from agricola_qt.ai.mcts import is_placement
from agricola_qt.ai.registry import make_bot
from agricola_qt.engine import GameState, Move, apply, legal_moves, new_game, new_setup, why_illegal


def _setup(players: int, variant: str, seed: int):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return new_setup(players, family=variant == "family", seed=seed)


def _placements(players: int, variant: str, seed: int, count: int) -> list[GameState]:
    """Placement decisions met along a random game, ``count`` of them picked."""
    rng = random.Random(seed)
    state = new_game(_setup(players, variant, seed))
    seen = []
    while not state.is_over:
        if is_placement(state):
            seen.append(state)
        moves = legal_moves(state)
        state = apply(state, moves[rng.randrange(len(moves))])
    return [seen[i] for i in sorted(rng.sample(range(len(seen)), count))]


@pytest.mark.parametrize("players,variant", [(1, "family"), (2, "family"), (3, "full"),
                                             (5, "family"), (4, "full"), (1, "full")])
def test_the_expert_answers_legally_in_every_variant(players: int, variant: str):
    for state in _placements(players, variant, seed=7 * players, count=3):
        bot = ExpertBot(seed=1, steps=600, iterations=40, width=4)
        move = bot.choose(state)
        assert why_illegal(state, move) is None, (variant, str(move))
        # "none": a single candidate needs no search
        assert bot.last_stop in ("budget", "iterations", "none")
        assert (bot.last_iterations >= 1) == (bot.last_stop != "none")


def test_the_same_seed_gives_the_same_move_and_work():
    state = _placements(2, "full", seed=4, count=1)[0]
    first, again = (ExpertBot(seed=3, steps=1500, iterations=200, width=5) for _ in range(2))
    assert first.choose(state) == again.choose(state)
    # the meter is a running float total: two readings agree to rounding
    assert first.last_work == pytest.approx(again.last_work) and first.last_work > 0
    assert first.last_iterations == again.last_iterations


def test_a_costly_game_keeps_the_search_close_to_its_budget():
    """Early in a 5-player full game a playout costs a tenth of this budget or more: the
    candidates the budget cannot pay for drop out instead of running it over."""
    state = _placements(5, "full", seed=13, count=3)[0]
    bot = ExpertBot(seed=1, steps=2500, iterations=10**6, width=8)
    bot.choose(state)
    assert bot.last_stop == "budget"
    # at most the one playout that crossed the line comes on top of the budget
    assert 2500 <= bot.last_work <= 2500 + 2 * bot.last_work / bot.last_iterations


class _Scripted(ExpertBot):
    """A playout's result is a fixed value per move; counts the playouts of each move."""

    def __init__(self, values: dict[str, float]) -> None:
        super().__init__(seed=1, steps=10**9, iterations=8 * 3 * 4)
        self.values = values
        self.played: dict[str, int] = {}
        self.last = ""

    def _advance(self, state: GameState, move: Move) -> GameState:
        self.last = str(move)
        self.played[self.last] = self.played.get(self.last, 0) + 1
        return state

    def _rollout(self, state: GameState, rng: random.Random | None = None,
                 until_round: int = 0) -> GameState:
        return state


def test_sequential_halving_plays_the_better_half_on(monkeypatch: pytest.MonkeyPatch):
    state = _placements(2, "family", seed=5, count=1)[0]
    options = [(0.0, m) for m in legal_moves(state)[:8]]
    assert len(options) == 8
    names = [str(m) for _, m in options]
    bot = _Scripted({name: k / 10 for k, name in enumerate(names)})  # the last is the best
    monkeypatch.setattr(expert, "rewards_of", lambda _totals, _share: [bot.values[bot.last]] * 2)
    monkeypatch.setattr(bot, "options", lambda _state: options)
    move = bot.choose(state)
    assert str(move) == names[-1]
    counts = [bot.played.get(name, 0) for name in names]
    # round 1 plays all eight alike; the better four go on to round 2, the better two to 3
    assert len(set(counts[:4])) == 1 and len(set(counts[4:6])) == 1
    assert 0 < counts[0] < counts[4] < counts[6] == counts[7]
    assert bot.last_stop == "iterations"


def test_expert_is_a_level_and_hard_stays_reachable():
    assert make_bot("expert").name == "mcts-expert"
    assert isinstance(make_bot("mcts-expert"), ExpertBot)
    assert make_bot("hard").name == "mcts-hard"
    assert not isinstance(make_bot("hard"), ExpertBot)


def test_the_heuristic_decides_the_follow_ups():
    state = new_game(_setup(2, "family", seed=2))
    bot = make_bot("expert", seed=1)
    place = next(m for m in legal_moves(state) if str(m) == "place plow")
    after = apply(state, place)
    assert not is_placement(after)
    assert bot.choose(after) == HeuristicBot().choose(after)
    assert bot.last_iterations == 0


def test_the_expert_plays_for_its_own_score_and_hard_for_the_margin() -> None:
    from agricola_qt.ai.mcts import SCORE_SHARE, rewards_of
    from agricola_qt.ai.registry import EXPERT_SCORE_SHARE, make_bot

    assert make_bot("expert").score_share == EXPERT_SCORE_SHARE == 1.0
    # its own score alone: the rival's score changes nothing
    assert rewards_of([30, 40], 1.0)[0] == rewards_of([30, 10], 1.0)[0] == pytest.approx(0.5)
    # Hard's reward is mostly the margin: a weaker rival is worth more than own points
    assert SCORE_SHARE == 0.25
    assert rewards_of([30, 10])[0] > rewards_of([36, 40])[0]


def test_a_cut_playout_counts_the_cards_it_played_in_the_full_game() -> None:
    """An Expert played one occupation of seven in a whole 2-player game: a playout cut two
    rounds on is worth, besides the model's estimate, each card it played times its prior
    and the share of the game left; cards held before and majors add nothing."""
    from attrs import evolve

    from agricola_qt.ai.cardplay import card_prior
    from agricola_qt.ai.registry import EXPERT_CARD_BONUS

    bot = make_bot("expert", seed=1)
    assert isinstance(bot, ExpertBot) and bot.card_bonus == EXPERT_CARD_BONUS > 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        start = new_game(new_setup(2, family=False, decks=("E", "I", "K"), seed=5))
    p = start.players[0]
    card = p.occupations[0]
    start = start.with_player(0, evolve(p, cards=("fireplace-2",)))
    end = evolve(start, round=4).with_player(
        0, evolve(start.players[0], cards=("fireplace-2", card)))
    bonus = bot._card_bonus(start, end)
    assert bonus[1] == 0.0 and card_prior(card) > 0
    assert bonus[0] == pytest.approx(EXPERT_CARD_BONUS * card_prior(card) * 10 / 14)
