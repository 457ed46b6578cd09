"""Draw the application icon's PNG sizes from its SVG (development tool, not run by the game).

    python3 tools/icons.py

Writes ``agricola_qt/resources/icons/hicolor/<n>x<n>/apps/agricola-qt.png`` and, for the
Windows build, ``packaging/icons/agricola-qt.ico`` with Qt's SVG renderer (offscreen, no
display needed).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ICONS = ROOT / "agricola_qt" / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication(sys.argv[:1])  # noqa: F841 - needed by the painter
    renderer = QSvgRenderer(str(ICONS / "agricola-qt.svg"))
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        out = ICONS / "hicolor" / f"{size}x{size}" / "apps" / "agricola-qt.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        image.save(str(out), "PNG")
        print(out.relative_to(ROOT))
        if size == 256:
            ico = ROOT / "packaging" / "icons" / "agricola-qt.ico"
            ico.parent.mkdir(parents=True, exist_ok=True)
            if image.save(str(ico), "ICO"):
                print(ico.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
