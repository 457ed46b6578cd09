"""A computer's move, made visible: its action space and every farm cell it changed light up
briefly and fade.

Only a picture over the table: a flash takes no mouse buttons and removes itself when its
fade is over.  ``changed_cells`` compares two farms cell by cell (rooms, fields, what grows
on them, stables, pastures).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem

from agricola_qt.engine import GameState, Move, PlayerState
from agricola_qt.engine.farmyard import Farmyard
from agricola_qt.engine.grid import CELL_COUNT
from agricola_qt.ui.farm_item import cell_rect

if TYPE_CHECKING:
    from agricola_qt.ui.scene import TableScene

FILL = QColor(255, 236, 64, 120)
EDGE = QColor("#FFD400")


class Flash(QGraphicsObject):
    """A glowing rectangle over part of the table, fading out."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = rect.adjusted(-3, -3, 3, 3)
        self.animation: QPropertyAnimation | None = None
        self.setZValue(140)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(EDGE, 4))
        p.setBrush(FILL)
        p.drawRoundedRect(self.rect, 8, 8)


def _cell_signature(farm: Farmyard, cell: int) -> tuple[object, ...]:
    bit = 1 << cell
    sown = next(((f.crop, f.count) for f in farm.sown if f.cell == cell), None)
    return (bool(farm.rooms & bit), farm.house if farm.rooms & bit else "",
            bool(farm.fields & bit), sown, bool(farm.stables & bit),
            bool(farm.pasture_cells & bit))


def changed_cells(before: Farmyard, after: Farmyard) -> list[int]:
    """The farm cells that look different after a move (fences count for the cells they
    enclose)."""
    if before == after:
        return []
    out = [c for c in range(CELL_COUNT)
           if _cell_signature(before, c) != _cell_signature(after, c)]
    if not out and before.fences != after.fences:  # a pasture split: its cells
        out = [c for c in range(CELL_COUNT) if after.pasture_cells >> c & 1]
    return out


def flash_rects(table: TableScene, before: GameState, after: GameState,
                move: Move) -> list[QRectF]:
    """Scene rectangles to light up for ``move`` (made from ``before``)."""
    rects = []
    placed = move.args[0] if move.verb == "place" and move.args else ""
    if placed:
        try:
            rects.append(table.space_item(placed).sceneBoundingRect())
        except KeyError:  # a space without a place on the table
            pass
    if before.round == after.round and len(before.spaces) == len(after.spaces):
        # goods a card moved between spaces (the Wood Distributor's wood spread over three:
        # only the log said why they held wood); a new round's goods are not the move's
        for old, new in zip(before.spaces, after.spaces, strict=True):
            if old.stock != new.stock and new.space.id != placed:
                try:
                    rects.append(table.space_item(new.space.id).sceneBoundingRect())
                except KeyError:
                    pass
    for i, (p, q) in enumerate(zip(before.players, after.players, strict=True)):
        if i >= len(table.farm_items):
            break
        farm = table.farm_items[i]
        for cell in changed_cells(p.farm, q.farm):
            rects.append(farm.mapRectToScene(cell_rect(cell)))
        # a card passed on into an open hand (a tester's hand grew by a card only the log
        # told of)
        rects += [rect for _, rect in new_in_hand(table, i, {*p.occupations, *p.minors}, q)]
    return rects


def new_in_hand(table: TableScene, player: int, held: set[str] | frozenset[str],
                now: PlayerState) -> list[tuple[str, QRectF]]:
    """The cards in ``player``'s hand ``now`` that were not among ``held``, with where each
    lies in the open hand on the table (none while that hand is closed)."""
    return [(card_id, rect) for card_id in (*now.occupations, *now.minors) if card_id not in held
            and (rect := table.cards.hand_rect(player, card_id)) is not None]


def flash_move(table: TableScene, before: GameState, after: GameState, move: Move,
               ms: int, after_ms: int = 0) -> list[Flash]:
    """Light up what ``move`` changed for ``ms`` milliseconds (none when ``ms`` is 0),
    after ``after_ms`` (when the glide lands: the flashes stay clear until then)."""
    return flash(table, flash_rects(table, before, after, move), ms, after_ms)


def flash_farms(table: TableScene, before: GameState, after: GameState,
                ms: int) -> list[Flash]:
    """Light up every farm cell that changed between two states (a harvest's fields)."""
    return flash(table, flash_rects(table, before, after, Move("done")), ms)


def flash(table: TableScene, rects: list[QRectF], ms: int, after_ms: int = 0) -> list[Flash]:
    """Glowing rectangles over ``rects`` that fade within ``ms`` milliseconds, beginning
    ``after_ms`` from now (one animation each: no timers outlive the table)."""
    if ms <= 0:
        return []
    after_ms = max(0, after_ms)
    total = after_ms + ms
    start = after_ms / total
    flashes = []
    for rect in rects:
        item = Flash(rect)
        item.setOpacity(0.0 if after_ms else 1.0)
        table.addItem(item)
        animation = QPropertyAnimation(item, b"opacity", item)
        animation.setDuration(total)
        animation.setStartValue(0.0 if after_ms else 1.0)
        if after_ms:
            animation.setKeyValueAt(start, 0.0)
            animation.setKeyValueAt(min(1.0, start + 0.02), 1.0)
        animation.setKeyValueAt(start + (1 - start) * 0.6, 0.85)
        animation.setEndValue(0.0)
        animation.finished.connect(lambda f=item: fade_out(f))
        item.animation = animation
        animation.start()
        flashes.append(item)
    return flashes


def steady(table: TableScene, rects: list[QRectF]) -> list[Flash]:
    """Rectangles lit over ``rects`` until ``clear_flashes``: a replay's step shows where
    its move was made for as long as it is shown (only the live game's computers fade)."""
    out = []
    for rect in rects:
        item = Flash(rect)
        item.setOpacity(0.75)
        table.addItem(item)
        out.append(item)
    return out


def fade_out(flash: Flash) -> None:
    if not shiboken6.isValid(flash):
        return
    table = flash.scene()
    if table is not None:
        table.removeItem(flash)
    flash.deleteLater()


def clear_flashes(table: TableScene) -> None:
    """Every flash goes at once (a new game, a closed window)."""
    for item in list(table.items()):
        if isinstance(item, Flash):
            if item.animation is not None:
                item.animation.stop()
            fade_out(item)
