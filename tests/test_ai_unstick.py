"""The net under the heuristic's answers (``ai/unstick.py``): answers that go round in a
circle still end, in the playouts and in the bots that play a live game."""

from __future__ import annotations

import pytest
from attrs import evolve

from agricola_qt.ai import unstick
from agricola_qt.ai.heuristic_bot import HeuristicBot
from agricola_qt.ai.mcts import MctsBot, to_next_placement
from agricola_qt.ai.policy import decide
from agricola_qt.engine import GameState, Move, apply, legal_moves, new_game, new_setup
from agricola_qt.engine.farmyard import Farmyard
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.state import Frame


def _fences_taken() -> GameState:
    """Round 5 of a solo game, Fences just taken, wood enough for a pasture."""
    state = new_game(new_setup(1, family=True, seed=3))
    player = evolve(state.players[0], farm=Farmyard(), goods=Goods(wood=12, food=9))
    frame = Frame(kind="action", player=0, space="fences", stable_cost=2, fences=True,
                  need_one=True)
    return evolve(state, players=(player,), pending=(frame,), round=5)


def _circling(state: GameState, cards: bool = True, w: object = None,
              guard: bool = False) -> Move:
    """The Fences bug as it was: add a cell, clear it, add it again."""
    legal = legal_moves(state)
    for verb in ("fence-clear", "fence-add"):
        for move in legal:
            if move.verb == verb:
                return move
    return decide(state)


def test_the_circle_is_real_without_the_net() -> None:
    """The stand-in loops: a hundred of its answers leave the action still open."""
    state = _fences_taken()
    for _ in range(100):
        state = apply(state, _circling(state))
    assert state.frame is not None and state.frame.kind == "action"


def test_a_playout_leaves_the_circle_past_the_cap(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(unstick, "decide", _circling)
    state, steps = to_next_placement(_fences_taken())
    assert state.frame is None  # the action ended
    assert unstick.ANSWER_CAP <= steps < unstick.ANSWER_CAP + 10
    assert state.players[0].farm.pastures  # by building, not by giving up


@pytest.mark.parametrize("bot", [HeuristicBot(), MctsBot(steps=300, iterations=8)],
                         ids=["heuristic", "search"])
def test_a_bot_leaves_the_circle_past_the_cap(bot: object,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(unstick, "decide", _circling)
    state = _fences_taken()
    answers = 0
    while state.frame is not None and answers < unstick.ANSWER_CAP + 50:
        state = apply(state, bot.choose(state))  # type: ignore[attr-defined]
        answers += 1
    assert state.frame is None
    assert answers >= unstick.ANSWER_CAP


def test_below_the_cap_the_heuristic_answers() -> None:
    state = _fences_taken()
    assert unstick.answer(state, unstick.ANSWER_CAP - 1) == decide(state)
