"""Draw every picture of ``agricola_qt/resources/art`` at the sizes the table uses, on the
board's beige and on grass, into one PNG to look at when drawing or changing the art.

    python3 tools/art_sheet.py [out.png]
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

SIZES = (14, 20, 32, 64)
ROW = 72


def main() -> int:
    out = sys.argv[1] if len(sys.argv) > 1 else "art-sheet.png"
    QApplication.instance() or QApplication([sys.argv[0]])
    from agricola_qt.ui import art, palette
    from agricola_qt.ui.drawing import font

    names = art.ART_NAMES
    sheet = QImage(720, ROW * len(names) + 10, QImage.Format.Format_ARGB32)
    sheet.fill(palette.BOARD)
    p = QPainter(sheet)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    p.fillRect(QRectF(470, 0, 250, sheet.height()), palette.CELL)
    tint = palette.player_colour(0)
    for i, name in enumerate(names):
        y = 5 + i * ROW
        p.setPen(Qt.GlobalColor.black)
        p.setFont(font(8))
        p.drawText(QRectF(4, y, 150, 20), Qt.AlignmentFlag.AlignLeft, name)
        for left, sizes in ((160, SIZES), (480, SIZES[:3])):
            x = left
            for size in sizes:
                art.icon(p, name, QRectF(x, y, size, size),
                         tint if name.startswith("person") else QColor(palette.CELL)
                         if name == "meadow" else None)
                x += size + 12
    p.end()
    print(out if sheet.save(out) else f"could not write {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
