"""Heartland bots by name: ``random``, ``heuristic`` (it farms: it counts a farm's whole tax),
``hesitant`` (the heuristic before: it counts part of it, spends fields on farm points and
seldom reaches a farm), ``wary`` (the heuristic, wary of regions it hands to the next player),
``greedy`` (the hesitant model without its credit for farm progress: victory points only),
``mcts-medium`` and ``mcts`` (the search with a smaller and a larger budget); levels ``easy``
(hesitant), ``medium`` (heuristic) and ``hard`` (mcts).  With greedy at medium the easy and
medium players were as strong (49 % of 200) and neither farmed; the heuristic beats the hesitant
one 60 % of 400 games.  Measured strengths: docs/heartland.md.

Every bot has ``name`` and ``choose(state) -> Move`` (the same interface as the Agricola bots
in ``agricola_qt.ai.registry``) and is deterministic for a given seed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from attrs import evolve

from agricola_qt.ai.heartland.heuristic import HeuristicBot
from agricola_qt.ai.heartland.random_bot import RandomBot
from agricola_qt.heartland import GameState, Move


class Bot(Protocol):
    name: str

    def choose(self, state: GameState) -> Move: ...


def _mcts(name: str, steps: int, width: int) -> Callable[..., Bot]:
    def make(seed: int = 0) -> Bot:
        from agricola_qt.ai.heartland.mcts import MctsBot

        return MctsBot(seed=seed, steps=steps, width=width, name=name)
    return make


def _wary(seed: int = 0) -> Bot:
    from agricola_qt.ai.heartland.values import DEFAULT

    return HeuristicBot(seed, evolve(DEFAULT, exposure=0.5), "wary")


def _hesitant(seed: int = 0) -> Bot:
    from agricola_qt.ai.heartland.values import EARLIER

    return HeuristicBot(seed, EARLIER, "hesitant")


def _greedy(seed: int = 0) -> Bot:
    from agricola_qt.ai.heartland.mcts import GREEDY

    return HeuristicBot(seed, GREEDY, "greedy")


_FACTORIES: dict[str, Callable[..., Bot]] = {
    "random": RandomBot,
    "heuristic": HeuristicBot,
    "hesitant": _hesitant,
    "wary": _wary,
    "greedy": _greedy,
    "mcts-medium": _mcts("mcts-medium", steps=300, width=4),
    "mcts": _mcts("mcts", steps=800, width=6),
}
LEVELS: dict[str, str] = {"easy": "hesitant", "medium": "heuristic", "hard": "mcts"}
BOT_NAMES: tuple[str, ...] = (*_FACTORIES, *LEVELS)


def make_bot(name: str, seed: int = 0) -> Bot:
    """A new Heartland bot by name or level; raises KeyError for an unknown name."""
    return _FACTORIES[LEVELS.get(name, name)](seed=seed)
