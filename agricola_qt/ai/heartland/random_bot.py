"""The simplest Heartland bot: any legal move, chosen by a seeded generator."""

from __future__ import annotations

from agricola_qt.ai.random_bot import RandomBot as AnyGameRandomBot
from agricola_qt.heartland import legal_moves


class RandomBot(AnyGameRandomBot):
    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, legal=legal_moves)
