"""What every verb's check and perform share."""

from __future__ import annotations

from collections.abc import Callable

from agricola_qt.engine.goods import Goods, parse_goods_word
from agricola_qt.engine.grid import parse_cell
from agricola_qt.engine.moves import Move
from agricola_qt.engine.refusals import Activity, Code, Refusal, refuse
from agricola_qt.engine.state import (
    Frame,
    GameState,
)
from agricola_qt.engine.values import replace as evolve

# --- checking moves --------------------------------------------------------------------------

Check = Callable[[GameState, Frame | None, int, Move], Refusal | None]
Perform = Callable[[GameState, Frame | None, int, Move], GameState]


def cell_or_reason(text: str) -> int | Refusal:
    try:
        return parse_cell(text)
    except ValueError:
        return refuse(Code.NOT_A_CELL, text=text)


def named_payment(words: tuple[str, ...]) -> Goods | None | Refusal:
    """The goods of a move's ``pay GOODS`` ending (``words``: what follows the move's own
    words): None when there is none, a refusal when it is malformed."""
    if not words:
        return None
    if len(words) == 2 and words[0] == "pay":
        pay = parse_goods_word(words[1])
        if pay is not None:
            return pay
    return refuse(Code.CHOOSE_ONE_OF, options=("pay GOODS",))  # e.g. pay 5wood+1clay+1reed


def needs_frame(frame: Frame | None, flag: str, what: Activity) -> Refusal | None:
    if frame is None or frame.kind != "action" or not getattr(frame, flag):
        return refuse(Code.NOT_DOING, what=what)
    if frame.plan and flag != "fences":
        return refuse(Code.FINISH_PLAN_FIRST)
    return None


def used(frame: Frame, **changes: int | bool) -> Frame:
    return evolve(frame, did_any=True, **changes)
