"""The tiles in the hand of the seat watching: dragged onto the crop area, turned with R or a
right-click (a small tile turns face down, for levelling).

A tile reports its drag to the scene and goes back to its place; it never changes the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import frozen
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
)

from agricola_qt.heartland import Crop
from agricola_qt.heartland.board import Dir
from agricola_qt.heartland.components import LargeTile
from agricola_qt.ui.heartland.look import LIT_EDGE, SQUARE, paint_field
from agricola_qt.ui.heartland.words import crop_word
from agricola_qt.ui.text import tr

if TYPE_CHECKING:
    from agricola_qt.ui.heartland.scene import HeartlandScene

TURNS: dict[Dir, Dir] = {Dir.EAST: Dir.SOUTH, Dir.SOUTH: Dir.WEST, Dir.WEST: Dir.NORTH,
                         Dir.NORTH: Dir.EAST}
OFFSET: dict[Dir, tuple[int, int]] = {Dir.EAST: (1, 0), Dir.SOUTH: (0, 1), Dir.WEST: (-1, 0),
                                      Dir.NORTH: (0, -1)}


@frozen
class TileKey:
    """Which hand tile: a large tile by id, or a small tile by crop."""

    tile: int = 0
    crop: Crop | None = None


class HandTile(QGraphicsObject):
    def __init__(self, scene: HeartlandScene, key: TileKey, large: LargeTile | None,
                 small_barns: int = 0, direction: Dir = Dir.EAST,
                 face_down: bool = False) -> None:
        super().__init__()
        self.hl = scene
        self.key = key
        self.large = large
        self.small_barns = small_barns
        self.direction = direction
        self.face_down = face_down
        self.slot = 0.0  # the left edge of its slot in the hand (scene units)
        self.home = QPointF()
        self._grab = QPointF()
        self.dragging = False
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.setToolTip(self.tip())

    def tip(self) -> str:
        """What the tile is and what can be done with it (the hand had no tooltip)."""
        if self.large is not None:
            return "<br>".join((
                tr("Large tile: {a} with {na} barn symbol(s), {b} with {nb}.").format(
                    a=crop_word(self.large.a.crop), na=self.large.a.barns,
                    b=crop_word(self.large.b.crop), nb=self.large.b.barns),
                tr("Drag it onto the crop area: both halves at the same height, neither on "
                   "its own crop. R or a right-click turns it.")))
        if self.face_down:
            return tr("A small tile face down, to level a square: drag it onto the lower "
                      "square, then a large tile must cover it at once. A right-click turns "
                      "it face up again.")
        return tr("Small {crop} tile with {n} barn symbols: one field, laid instead of a "
                  "large tile; it is not replaced. A right-click turns it face down for "
                  "levelling.").format(crop=crop_word(self.key.crop), n=self.small_barns)

    # --- shape -------------------------------------------------------------------------------
    def half_b_offset(self) -> QPointF:
        dx, dy = OFFSET[self.direction]
        return QPointF(dx * SQUARE, dy * SQUARE)

    def boundingRect(self) -> QRectF:  # noqa: N802
        a = QRectF(0, 0, SQUARE, SQUARE)
        if self.large is None:
            return a.adjusted(-2, -2, 2, 2)
        return a.united(a.translated(self.half_b_offset())).adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: D102
              widget: object = None) -> None:
        a = QRectF(0, 0, SQUARE, SQUARE)
        if self.large is None:
            paint_field(p, a, None if self.face_down else self.key.crop,
                        0 if self.face_down else self.small_barns, 0)
        else:
            paint_field(p, a, self.large.a.crop, self.large.a.barns, 0)
            paint_field(p, a.translated(self.half_b_offset()), self.large.b.crop,
                        self.large.b.barns, 0)
            p.setPen(QPen(QColor("#1E1E1E"), 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(self.boundingRect().adjusted(2, 2, -2, -2), 5, 5)
            # the half the lit squares are for, outlined in white as they are (a tester
            # turned the tile and could not tell which half the lit squares meant; another
            # found no mark on it in the hand)
            # A ring along the half's edge, no wash: inset, it ran over the crop's letter and
            # the barns a farm-point choice is counted by (a tester)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(LIT_EDGE, 3 if self.dragging else 2))
            p.drawRoundedRect(a.adjusted(4, 4, -4, -4), 5, 5)

    def anchor(self) -> QPointF:
        """The centre of half a (or of the small tile), in scene units."""
        return self.mapToScene(QPointF(SQUARE / 2, SQUARE / 2))

    # --- gestures ----------------------------------------------------------------------------
    def turn(self) -> None:
        """R or a right-click: a large tile turns a quarter, a small tile turns over."""
        self.prepareGeometryChange()
        if self.large is None:
            self.face_down = not self.face_down
        else:
            self.direction = TURNS[self.direction]
        self.setToolTip(self.tip())
        self.update()
        self.hl.tile_turned(self)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.RightButton:
            self.turn()
            event.accept()
            return
        if not self.hl.may_pick_up():  # a computer's turn: said, not picked up in silence
            event.accept()
            return
        self.dragging = True
        self._grab = event.pos()
        self.setZValue(50)
        self.setFocus()
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        self.hl.drag_started(self)
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if not self.dragging:
            return
        self.setPos(event.scenePos() - self._grab)
        self.hl.drag_moved(self)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if not self.dragging:
            return
        self.dragging = False
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.hl.dropped(self)

    def snap_back(self) -> None:
        """Back to its slot in the hand, lying there as the hand lays it out."""
        self.hl.back_in_hand(self)
        self.setPos(self.home)
        self.setZValue(10)
