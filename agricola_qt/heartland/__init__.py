"""Heartland (2009): the second farm game, a tile-laying game of fields, barns and farms.

No Qt here.  The same shape as ``agricola_qt.engine``: an immutable ``GameState``, ``Move``
values with a stable text form, ``new_game``/``legal_moves``/``apply``/``why_illegal`` (which
share one check), and ``seat_view`` for what one seat may see.  See docs/heartland.md.
"""

from agricola_qt.heartland.components import CROPS, Crop, components
from agricola_qt.heartland.moves import IllegalMove, Move, MoveSyntaxError, Verb
from agricola_qt.heartland.refusals import Refusal, RefusalCode
from agricola_qt.heartland.rules import apply, find_move, legal_moves, new_game, why_illegal
from agricola_qt.heartland.scoring import board_side, results, winners
from agricola_qt.heartland.state import GameState, Step
from agricola_qt.heartland.view import SeatView, seat_view

__all__ = ["CROPS", "Crop", "components", "IllegalMove", "Move", "MoveSyntaxError", "Verb",
           "Refusal", "RefusalCode", "apply", "find_move", "legal_moves", "new_game",
           "why_illegal", "board_side", "results", "winners", "GameState", "Step", "SeatView",
           "seat_view"]
