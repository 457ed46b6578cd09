"""Drawing a position to an image without a window (the render command, File ▸ Export)."""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene

from agricola_qt.engine import GameState


def ensure_app() -> QApplication:
    """A QApplication, headless when there is no display."""
    app = QApplication.instance()
    if app is None:
        if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
                or sys.platform in ("win32", "darwin")):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([sys.argv[0] if sys.argv else "agricola-qt"])
    return app  # type: ignore[return-value]


def render_image(state: GameState, width: int = 1920, private_for: int | None = None) -> QImage:
    """The whole table for ``state`` as an image ``width`` pixels wide."""
    from agricola_qt.ui.scene import TableScene

    ensure_app()
    scene = TableScene(state)
    scene.private_for = private_for
    scene.humans = set() if private_for is None else {private_for}  # whose hand is face up
    for tiles in scene.tiles.values():
        tiles.setVisible(False)
    return scene_image(scene, width)


def scene_image(scene: QGraphicsScene, width: int) -> QImage:
    """All of ``scene`` drawn into an image ``width`` pixels wide; the scene is used up."""
    rect = scene.sceneRect()
    height = round(width * rect.height() / rect.width())
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, width, height), rect)
    painter.end()
    scene.clear()
    scene.deleteLater()
    return image


def render_png(state: GameState, path: str, width: int = 1920) -> bool:
    return render_image(state, width).save(path, "PNG")
