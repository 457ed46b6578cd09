"""What every verb's check and perform share."""

from __future__ import annotations

from collections.abc import Callable

from agricola_qt.engine.grid import parse_cell
from agricola_qt.engine.moves import Move
from agricola_qt.engine.state import (
    Frame,
    GameState,
)
from agricola_qt.engine.values import replace as evolve

# --- checking moves --------------------------------------------------------------------------

Check = Callable[[GameState, Frame | None, int, Move], str | None]
Perform = Callable[[GameState, Frame | None, int, Move], GameState]


def cell_or_reason(text: str) -> int | str:
    try:
        return parse_cell(text)
    except ValueError as error:
        return str(error)


def needs_frame(frame: Frame | None, flag: str, what: str) -> str | None:
    if frame is None or frame.kind != "action" or not getattr(frame, flag):
        return f"you are not doing {what} now"
    if frame.plan and flag != "fences":
        return "finish or clear the planned pasture first"
    return None



def used(frame: Frame, **changes: int | bool) -> Frame:
    return evolve(frame, did_any=True, **changes)
