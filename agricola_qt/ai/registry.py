"""Bots by name, for the command line and the new-game dialog."""

from __future__ import annotations

from typing import Protocol

from agricola_qt.ai.random_bot import RandomBot
from agricola_qt.engine import GameState, Move


class Bot(Protocol):
    name: str

    def choose(self, state: GameState) -> Move: ...


_FACTORIES = {"random": RandomBot}
BOT_NAMES: tuple[str, ...] = tuple(_FACTORIES)


def make_bot(name: str, seed: int = 0) -> Bot:
    return _FACTORIES[name](seed=seed)
