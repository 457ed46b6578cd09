"""The rules of Agricola as pure values and functions; never imports Qt.

    state = new_game(new_setup(2, family=True, seed=7))
    for move in legal_moves(state): ...
    state = apply(state, "place wood")

The names below load on first use (PEP 562), so that importing a small part of the engine
(``engine.cards.catalog_data`` for a deck list, say) does not load every card.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from agricola_qt.engine.moves import IllegalMove, Move, MoveSyntaxError
    from agricola_qt.engine.rules import (
        RULES_VERSION,
        apply,
        find_move,
        legal_moves,
        new_game,
        why_illegal,
    )
    from agricola_qt.engine.scoring import ScoreSheet, score_player, scores, winners
    from agricola_qt.engine.setup import Setup, new_setup
    from agricola_qt.engine.state import GameState, PlayerState

_HOMES: dict[str, str] = {
    "IllegalMove": "moves", "Move": "moves", "MoveSyntaxError": "moves",
    "RULES_VERSION": "rules", "apply": "rules", "find_move": "rules", "legal_moves": "rules",
    "new_game": "rules", "why_illegal": "rules",
    "ScoreSheet": "scoring", "score_player": "scoring", "scores": "scoring", "winners": "scoring",
    "Setup": "setup", "new_setup": "setup",
    "GameState": "state", "PlayerState": "state",
}

__all__ = [
    "RULES_VERSION", "GameState", "IllegalMove", "Move", "MoveSyntaxError", "PlayerState",
    "ScoreSheet", "Setup",
    "apply", "find_move", "legal_moves", "new_game", "new_setup", "score_player", "scores",
    "why_illegal", "winners",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"agricola_qt.engine.{home}"), name)
    globals()[name] = value  # found once, then an ordinary module attribute
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
