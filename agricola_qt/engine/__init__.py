"""The rules of Agricola as pure values and functions; never imports Qt.

    state = new_game(new_setup(2, family=True, seed=7))
    for move in legal_moves(state): ...
    state = apply(state, "place wood")
"""

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

__all__ = [
    "RULES_VERSION", "GameState", "IllegalMove", "Move", "MoveSyntaxError", "PlayerState",
    "ScoreSheet", "Setup",
    "apply", "find_move", "legal_moves", "new_game", "new_setup", "score_player", "scores",
    "why_illegal", "winners",
]
