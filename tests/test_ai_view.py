"""The seat view hides other players' hands and the undrawn round cards, and bots see only it."""

from __future__ import annotations

import random

from attrs import evolve

from agricola_qt.ai.heuristic_bot import HeuristicBot
from agricola_qt.ai.mcts import MctsBot
from agricola_qt.ai.view import determinize, seat_view
from agricola_qt.engine import GameState, apply, new_game, new_setup
from agricola_qt.engine.setup import Hand
from agricola_qt.engine.spaces import ROUND_CARD_BY_ID

FAKE_A = (("occ-a1", "occ-a2"), ("minor-a1",))
FAKE_B = (("occ-b1", "occ-b2"), ("minor-b1",))


def _with_hidden(state: GameState, seat: int, hand: tuple[tuple[str, ...], tuple[str, ...]],
                 reverse_rounds: bool) -> GameState:
    """Change what ``seat`` must not see: other hands and the order of unrevealed cards."""
    occupations, minors = hand
    players = tuple(p if i == seat else evolve(p, occupations=occupations, minors=minors)
                    for i, p in enumerate(state.players))
    hands = tuple(Hand() if i == seat else Hand(occupations, minors)
                  for i in range(len(state.players)))
    cards = state.setup.round_cards
    if reverse_rounds:
        # swap within stages only, as real orders do: reverse each stage's unrevealed cards
        shown = list(cards[:state.round])
        rest = list(cards[state.round:])
        by_stage: dict[int, list[str]] = {}
        for c in rest:
            by_stage.setdefault(ROUND_CARD_BY_ID[c].stage, []).append(c)
        cards = (*shown, *[c for stage in sorted(by_stage) for c in reversed(by_stage[stage])])
    setup = evolve(state.setup, round_cards=tuple(cards), hands=hands, seed=12345)
    return evolve(state, players=players, setup=setup)


def _midgame(players: int = 2, moves: int = 30) -> GameState:
    state = new_game(new_setup(players, family=True, seed=5))
    bot = HeuristicBot()
    for _ in range(moves):
        state = apply(state, bot.choose(state))
    return state


def test_view_hides_other_hands_and_unrevealed_round_cards():
    state = _midgame()
    seat = state.actor
    a = _with_hidden(state, seat, FAKE_A, reverse_rounds=False)
    b = _with_hidden(state, seat, FAKE_B, reverse_rounds=True)
    assert a.setup.round_cards != b.setup.round_cards
    view_a, view_b = seat_view(a, seat), seat_view(b, seat)
    assert view_a == view_b
    other = 1 - seat
    assert view_a.state.players[other].occupations == ()
    assert view_a.state.players[other].minors == ()
    assert view_a.hidden_hands[other] == (2, 1)
    assert view_a.state.setup.seed == 0
    assert view_a.state.setup.round_cards[:state.round] == state.setup.round_cards[:state.round]


def test_view_keeps_own_hand():
    state = _midgame()
    seat = state.actor
    mine = evolve(state.players[seat], occupations=("my-occ",), minors=("my-minor",))
    state = state.with_player(seat, mine)
    view = seat_view(state, seat)
    assert view.state.players[seat].occupations == ("my-occ",)
    assert view.state.players[seat].minors == ("my-minor",)


def test_bots_decide_the_same_whatever_is_hidden():
    state = _midgame(moves=24)
    seat = state.actor
    a = _with_hidden(state, seat, FAKE_A, reverse_rounds=False)
    b = _with_hidden(state, seat, FAKE_B, reverse_rounds=True)
    assert HeuristicBot().choose(a) == HeuristicBot().choose(b)
    small = {"steps": 400, "iterations": 12}
    assert MctsBot(seed=3, **small).choose(a) == MctsBot(seed=3, **small).choose(b)


def test_determinize_keeps_what_is_known_and_shuffles_within_stages():
    state = _midgame(moves=10)
    view = seat_view(state, state.actor)
    known = state.setup.round_cards[:state.round]
    orders = set()
    for seed in range(8):
        sample = determinize(view, random.Random(seed))
        cards = sample.setup.round_cards
        assert cards[:state.round] == known
        assert sorted(cards) == sorted(state.setup.round_cards)
        assert [ROUND_CARD_BY_ID[c].stage for c in cards] == [
            ROUND_CARD_BY_ID[c].stage for c in state.setup.round_cards]
        orders.add(cards)
    assert len(orders) > 1
    assert determinize(view, random.Random(4)) == determinize(view, random.Random(4))
