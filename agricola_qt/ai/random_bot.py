"""The simplest bot: any legal move, chosen by a seeded generator (for either game)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from agricola_qt.engine import legal_moves


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0,
                 legal: Callable[[Any], Sequence[Any]] = legal_moves) -> None:
        self._rng = random.Random(seed)
        self._legal = legal  # the game's own legal_moves (Agricola's unless told)

    def choose(self, state: Any) -> Any:  # a GameState and its Move, of either game
        moves = self._legal(state)
        return moves[self._rng.randrange(len(moves))]
