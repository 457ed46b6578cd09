"""Strips of a board item drawn and kept apart from it: a farm board's header, supply and
card area, an action space's goods and person, a seat of the turn order, a major's owner.

A move changes a few strips; the scene repaints only a strip whose signature changed
(``TableScene.refresh``), and Qt copies every other one from its kept picture.  A strip
passes clicks and hovers to the item it belongs to.

A strip is a ``QGraphicsRectItem`` without a pen, not a ``QGraphicsObject``: Qt then
answers its bounding box itself, in C++, without calling into Python (it asks several times
per strip and frame; for a table of strips that is a few per cent of a redraw).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QStyleOptionGraphicsItem


class Strip(QGraphicsRectItem):
    """One strip of ``board``: ``draw`` paints it in the board's coordinates, ``signature``
    says what it shows (it repaints when that changes); Qt keeps its picture between."""

    def __init__(self, board: QGraphicsItem, rect: QRectF, draw: Callable[[QPainter], None],
                 signature: Callable[[], object]) -> None:
        super().__init__(rect, board)
        self.setPen(QPen(Qt.PenStyle.NoPen))  # the box is then exactly ``rect``
        self._draw = draw
        self.signature = signature
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        self._draw(p)


EDGE = 12.0  # how far a ring's strips reach in from the box's sides (its rounded corners)


def ring_strips(board: QGraphicsItem | None, box: QRectF, draw: Callable[[QPainter], None]
                ) -> QGraphicsRectItem:
    """An outline drawn by ``draw`` round ``box``, as four kept edge strips under one item
    that shows and hides them together.  Showing or hiding it repaints only the edges: one
    strip the size of the box would repaint everything inside it."""
    ring = QGraphicsRectItem(QRectF(), board)
    ring.setPen(QPen(Qt.PenStyle.NoPen))
    ring.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
    ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    x, y, w, h = box.x(), box.y(), box.width(), box.height()
    for edge in (QRectF(x, y, w, EDGE), QRectF(x, y + h - EDGE, w, EDGE),
                 QRectF(x, y + EDGE, EDGE, h - 2 * EDGE),
                 QRectF(x + w - EDGE, y + EDGE, EDGE, h - 2 * EDGE)):
        Strip(ring, edge, draw, lambda: True)
    return ring
