"""The heuristic bot: fast rules of thumb (see ``policy``), deciding from its seat's view."""

from __future__ import annotations

from agricola_qt.ai.policy import decide
from agricola_qt.ai.unstick import AnswerRun
from agricola_qt.ai.view import seat_view
from agricola_qt.ai.weights import STANDARD, Weights
from agricola_qt.engine import GameState, Move


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seed: int = 0, cards: bool = True, weights: Weights = STANDARD,
                 name: str = "heuristic", guard: bool = True) -> None:
        self.seed = seed  # the heuristic has no chance in it; kept for a uniform interface
        self.cards = cards  # False: the older card play, only to measure the difference
        self.weights = weights
        self.name = name
        self.guard = guard  # the begging guard (ai/begging.py); False: the plain heuristic
        if not cards:
            self.name = "heuristic-plain"
        self._answers = AnswerRun()

    def choose(self, state: GameState) -> Move:
        masked = seat_view(state, state.actor).state
        if masked.frame is None:  # a placement (or nothing to answer)
            self._answers.placed()
            return decide(masked, self.cards, self.weights, self.guard)
        return self._answers.answer(masked, self.weights, self.cards, self.guard)
