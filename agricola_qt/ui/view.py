"""The view over the table: fits the whole table to the window, zooms with the wheel or a
pinch, pans by dragging empty table or with the scroll bars."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import (
    QMouseEvent,
    QNativeGestureEvent,
    QPainter,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QGraphicsView, QWidget

from agricola_qt.ui.scene import TableScene


class TableView(QGraphicsView):
    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMouseTracking(True)
        self.zoom = 1.0  # on top of "fit to window"

    def fit(self) -> None:
        scene = self.scene()
        if scene is None:
            return
        self.resetTransform()
        rect = scene.sceneRect()
        vw, vh = max(self.viewport().width(), 1), max(self.viewport().height(), 1)
        scale = min(vw / rect.width(), vh / rect.height()) * self.zoom
        self.scale(scale, scale)
        if self.zoom <= 1.0:
            self.centerOn(rect.center())

    def set_zoom(self, zoom: float) -> None:
        self.zoom = max(1.0, min(4.0, zoom))
        anchor = self.transformationAnchor()
        self.fit()
        self.setTransformationAnchor(anchor)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """Pressing on the empty table pans it (when zoomed in)."""
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
            self.scale(self.zoom / old, self.zoom / old)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.NativeGesture and isinstance(event, QNativeGestureEvent):
            if event.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:
                old = self.zoom
                self.zoom = max(1.0, min(4.0, self.zoom * (1 + event.value())))
                self.scale(self.zoom / old, self.zoom / old)
                return True
        return super().event(event)
