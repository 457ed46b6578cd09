"""The view over the table: fits the whole table to the window, zooms with the wheel or a
pinch, pans by dragging empty table or with the scroll bars."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QMouseEvent,
    QNativeGestureEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QWidget

from agricola_qt.ui.keyboard import KeyboardPlay
from agricola_qt.ui.scene import TableScene
from agricola_qt.ui.text import tr

ZOOM_STEP = 1.25  # View ▸ Zoom in / Zoom out


class TableView(QGraphicsView):
    pressed = Signal()  # a mouse button went down on the table: a new gesture begins

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        # the table and the empty boards (TableScene.drawBackground) as one kept picture
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMouseTracking(True)
        self.zoom = 1.0  # on top of "fit to window"
        self.setAccessibleName(tr("The table"))
        self.keyboard = KeyboardPlay(self)  # Tab, arrows, Enter: see ui/keyboard.py

    def drawForeground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802
        super().drawForeground(painter, rect)
        self.keyboard.paint(painter)  # the focus ring of keyboard play

    def fit(self) -> None:
        """Scale the table to the window (times the zoom).

        The scale is computed from the largest viewport the view can have (as if it had no
        scroll bars), and the scroll bars are off while the whole table fits: then showing or
        hiding a scroll bar never changes the scale.  Otherwise a table that fits exactly
        could show its bars, lose a few pixels to them, shrink, hide the bars, grow again and
        so on for ever (it froze the window at some sizes).
        """
        scene = self.scene()
        if scene is None:
            return
        fitted = self.zoom <= 1.0
        policy = (Qt.ScrollBarPolicy.ScrollBarAlwaysOff if fitted
                  else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        if self.horizontalScrollBarPolicy() != policy:
            self.setHorizontalScrollBarPolicy(policy)
            self.setVerticalScrollBarPolicy(policy)
        rect = scene.sceneRect()
        room = self.maximumViewportSize()
        vw, vh = max(room.width(), 1), max(room.height(), 1)
        scale = min(vw / rect.width(), vh / rect.height()) * self.zoom
        if abs(self.transform().m11() - scale) > 1e-12:
            self.resetTransform()
            self.scale(scale, scale)
            cards = getattr(scene, "cards", None)
            if cards is not None:  # played cards as tiles where names no longer fit
                cards.view_scaled()
        if fitted:
            self.centerOn(rect.center())

    def set_zoom(self, zoom: float) -> None:
        """Zoom from the menu or the keyboard: about the middle of what is in sight; out of
        the fitted table, about the board of the person playing (``zoom_focus``: a tester's
        own farm and hand went out of sight to the left, the middle of the table zoomed)."""
        middle = self.mapToScene(self.viewport().rect().center())
        was_fitted = self.zoom <= 1.0
        self.zoom = max(1.0, min(4.0, zoom))
        anchor = self.transformationAnchor()
        self.fit()
        self.setTransformationAnchor(anchor)
        if self.zoom > 1.0:
            focus = getattr(self.scene(), "zoom_focus", None)
            board = focus() if was_fitted and callable(focus) else None
            self.centerOn(self._into_sight(board) if board is not None else middle)

    def _into_sight(self, board: QRectF) -> QPointF:
        """Where to centre so that ``board`` is in sight: its middle, or where it is wider
        (taller) than the view, its left (top) edge at the view's (a tester's board was cut
        at both sides, the hand's first cards out of sight)."""
        seen = self.mapToScene(self.viewport().rect()).boundingRect()
        margin = 8.0
        x = (board.center().x() if board.width() + 2 * margin <= seen.width()
             else board.left() - margin + seen.width() / 2)
        y = (board.center().y() if board.height() + 2 * margin <= seen.height()
             else board.top() - margin + seen.height() / 2)
        return QPointF(x, y)

    def zoom_in(self) -> None:
        """View ▸ Zoom in (both games' windows)."""
        self.set_zoom(self.zoom * ZOOM_STEP)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom / ZOOM_STEP)

    def fit_table(self) -> None:
        """View ▸ Fit the table: no zoom."""
        self.set_zoom(1.0)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """Pressing on the empty table pans it (when zoomed in)."""
        self.pressed.emit()
        if self.zoom > 1.0 and self.itemAt(event.position().toPoint()) is None:
            self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        super().mouseReleaseEvent(event)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            super().wheelEvent(event)  # scroll sideways/vertically
            return
        factor = 1.15 if event.angleDelta().y() > 0 else 1 / 1.15
        old = self.zoom
        self.zoom = max(1.0, min(4.0, self.zoom * factor))
        if self.zoom != old:
            self._rezoom(old)

    def _rezoom(self, old: float) -> None:
        """Zoom about the mouse (wheel, pinch); back at 1 the table is fitted again."""
        if self.zoom <= 1.0:
            self.fit()
            return
        if old <= 1.0:
            self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.scale(self.zoom / old, self.zoom / old)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.NativeGesture and isinstance(event, QNativeGestureEvent):
            if event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
                old = self.zoom
                self.zoom = max(1.0, min(4.0, self.zoom * (1 + event.value())))
                if self.zoom != old:
                    self._rezoom(old)
                return True
        return super().event(event)
