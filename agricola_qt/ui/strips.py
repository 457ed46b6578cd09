"""Strips of a board item drawn and kept apart from it: a farm board's header, supply and
card area, an action space's goods and person, a seat of the turn order, a major's owner.

A move changes a few strips; the scene repaints only a strip whose signature changed
(``TableScene.refresh``), and Qt copies every other one from its kept picture.  A strip
passes clicks and hovers to the item it belongs to.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem


class Strip(QGraphicsObject):
    """One strip of ``board``: ``draw`` paints it in the board's coordinates, ``signature``
    says what it shows (it repaints when that changes); ``kept``: Qt keeps its picture."""

    def __init__(self, board: QGraphicsItem, rect: QRectF, draw: Callable[[QPainter], None],
                 signature: Callable[[], object], kept: bool = True) -> None:
        super().__init__(board)
        self._rect = rect
        self._draw = draw
        self.signature = signature
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        if kept:  # else (a thin outline over a large box) it is drawn each time: a kept
            # picture that size would cost more to lay over the table than the outline
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt naming)
        return self._rect

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        self._draw(p)
