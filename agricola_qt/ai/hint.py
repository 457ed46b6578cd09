"""A hint for a human: what a bot (the Hard one by default) would do in the actor's seat.

Qt-free; the GUI calls it from a worker thread and highlights the answer.  Like every bot it
sees only the actor's seat view.  ``top_moves`` gives the coach's three best moves with their
values and reasons (``coach.advise``) for a Hint that explains; ``Adviser`` is the same with a
``stop`` for the GUI, which asks in a worker thread and may drop the question.
"""

from __future__ import annotations

import threading

from agricola_qt.ai.coach import ADVICE_BUDGET, Advice, advise
from agricola_qt.ai.registry import make_bot
from agricola_qt.engine import GameState, Move


def hint(state: GameState, level: str = "hard", seed: int = 0) -> Move:
    """The move ``level`` (a bot name or easy/medium/hard) would make for ``state.actor``."""
    if state.is_over:
        raise ValueError("the game is over: there is nothing to hint")
    return make_bot(level, seed=seed).choose(state)


def top_moves(state: GameState, count: int = 3, seed: int = 0) -> list[Advice]:
    """The coach's ``count`` best moves for ``state.actor`` with values and reasons."""
    return advise(state, count=count, seed=seed)


class Adviser:
    """The coach's top moves for one question; ``stop()`` (from any thread) ends it soon."""

    def __init__(self, seed: int = 0, count: int = 3, budget: float = ADVICE_BUDGET) -> None:
        self.seed = seed
        self.count = count
        self.budget = budget
        self.stopped = threading.Event()

    def stop(self) -> None:
        self.stopped.set()

    def advise(self, state: GameState) -> list[Advice]:
        return advise(state, count=self.count, budget=self.budget, seed=self.seed,
                      stop=self.stopped.is_set)
