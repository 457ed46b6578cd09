"""The heuristic bot: fast rules of thumb (see ``policy``), deciding from its seat's view."""

from __future__ import annotations

from agricola_qt.ai.policy import decide
from agricola_qt.ai.view import seat_view
from agricola_qt.engine import GameState, Move


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed  # the heuristic has no chance in it; kept for a uniform interface

    def choose(self, state: GameState) -> Move:
        return decide(seat_view(state, state.actor).state)
