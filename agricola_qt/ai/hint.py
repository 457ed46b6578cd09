"""A hint for a human: what a bot (the Hard one by default) would do in the actor's seat.

Qt-free; the GUI calls it from a worker thread and highlights the answer.  Like every bot it
sees only the actor's seat view.
"""

from __future__ import annotations

from agricola_qt.ai.registry import make_bot
from agricola_qt.engine import GameState, Move


def hint(state: GameState, level: str = "hard", seed: int = 0) -> Move:
    """The move ``level`` (a bot name or easy/medium/hard) would make for ``state.actor``."""
    if state.is_over:
        raise ValueError("the game is over: there is nothing to hint")
    return make_bot(level, seed=seed).choose(state)
