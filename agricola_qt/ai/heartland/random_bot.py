"""The simplest Heartland bot: any legal move, chosen by a seeded generator."""

from __future__ import annotations

import random

from agricola_qt.heartland import GameState, Move, legal_moves


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: GameState) -> Move:
        moves = legal_moves(state)
        return moves[self._rng.randrange(len(moves))]
