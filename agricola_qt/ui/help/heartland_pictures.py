"""Heartland's How-to-play pictures: small sketches of the crop area and the barn, drawn with
QPainter from made-up positions (no image files).  The crops' colours and marks are the
table's own (``ui/heartland/look.py``, ``words.crop_mark``), so a picture reads like the table."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPixmap

from agricola_qt.heartland import Crop
from agricola_qt.ui import palette
from agricola_qt.ui.drawing import font
from agricola_qt.ui.heartland.look import CROP_COLOURS as TABLE_COLOURS
from agricola_qt.ui.heartland.look import SHADOW, paint_field
from agricola_qt.ui.heartland.words import crop_mark
from agricola_qt.ui.help.pictures import _canvas, _label
from agricola_qt.ui.help.words import ui

# wheat, rapeseed, beet, potato, corn by their letters: the table's colours (the pictures
# once had colours of their own, and rapeseed was green here but yellow on the table)
CROP_COLOURS = {c.value: TABLE_COLOURS[c].name() for c in Crop}
SQUARE = 36.0


def crop_letter(crop: str) -> str:
    """The mark the table prints for the crop with this letter (a character in Chinese)."""
    return crop_mark(Crop(crop))


def _square(p: QPainter, x: float, y: float, crop: str, height: int = 0,
            barns: int = 0, lit: bool = False, down: bool = False) -> None:
    """One square as the table draws it (``look.paint_field``): a printed square (height
    0) pale and without a number, a tile with its height in a circle and its barn symbols
    as little houses, a small tile face down grey.  (The pictures once printed a height on
    every square and barns as red squares, and a newcomer did not know the table again.)"""
    r = QRectF(x, y, SQUARE, SQUARE)
    paint_field(p, r, None if down else Crop(crop), barns, height,
                printed=height == 0 and not down)
    if lit:  # as the table shades the squares a placement scores
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(SHADOW, 3))
        p.drawRect(r.adjusted(1.5, 1.5, -1.5, -1.5))


def _tile_outline(p: QPainter, x: float, y: float, across: bool = True) -> None:
    w, h = (SQUARE * 2, SQUARE) if across else (SQUARE, SQUARE * 2)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor("#1E1E1E"), 3))
    p.drawRoundedRect(QRectF(x - 2, y - 2, w + 4, h + 4), 4, 4)


def area() -> QPixmap:
    """Part of the crop area; a large tile of wheat and rapeseed laid flat on two printed
    squares (height 0): its halves are at height 1, the number in their circles."""
    rows = ["WRBPC", "PCWRB", "RBPCW", "CWRBP"]
    pixmap, p = _canvas(4 * SQUARE + 40)
    x0, y0 = 20.0, 8.0
    for r, row in enumerate(rows):
        for c, crop in enumerate(row):
            placed = (r, c) in ((1, 2), (1, 3))
            _square(p, x0 + c * SQUARE, y0 + r * SQUARE,
                    ("W" if c == 2 else "R") if placed else crop,
                    height=1 if placed else 0, barns=(1 if c == 2 else 2) if placed else 0)
    _tile_outline(p, x0 + 2 * SQUARE, y0 + SQUARE)
    _label(p, QRectF(x0 + 5 * SQUARE + 20, y0, 300, 4 * SQUARE), ui("hl.pic.area"), 10)
    p.end()
    return pixmap


def levelling() -> QPixmap:
    """Two squares of different heights; a small tile face down on the lower one levels
    them, and a large tile goes on top at once."""
    top = 50.0  # the words above take two lines (one line's room cut the second off)
    pixmap, p = _canvas(round(top + SQUARE + 14))
    middle = top + SQUARE / 2
    _square(p, 20, top, "B", height=1)
    _square(p, 20 + SQUARE, top, "P", height=2)
    arrow(p, QPointF(110, middle), QPointF(150, middle))
    _square(p, 160, top, "B", height=2, down=True)
    _square(p, 160 + SQUARE, top, "P", height=2)
    arrow(p, QPointF(250, middle), QPointF(290, middle))
    _square(p, 300, top, "C", height=3, barns=1)
    _square(p, 300 + SQUARE, top, "W", height=3, barns=1)
    _tile_outline(p, 300, top)
    _label(p, QRectF(10, 2, 540, top - 8), ui("hl.pic.level"), 9)
    p.end()
    return pixmap


def arrow(p: QPainter, a: QPointF, b: QPointF) -> None:
    p.setPen(QPen(palette.INK, 2.2))
    p.drawLine(a, b)
    p.drawLine(b, QPointF(b.x() - 8, b.y() - 6))
    p.drawLine(b, QPointF(b.x() - 8, b.y() + 6))


def scoring() -> QPixmap:
    """A group of wheat (any heights) joined to the new wheat half: as many points as
    squares; or the new half's barn symbols as farm points."""
    rows = ["WWRB", "PWWC", "BRWP"]
    lit = {(0, 0), (0, 1), (1, 1), (1, 2), (2, 2)}
    pixmap, p = _canvas(3 * SQUARE + 20)
    x0, y0 = 20.0, 8.0
    for r, row in enumerate(rows):
        for c, crop in enumerate(row):
            new = (r, c) == (1, 2)  # the wheat half just laid, a tile on a printed square
            _square(p, x0 + c * SQUARE, y0 + r * SQUARE, crop, lit=(r, c) in lit,
                    height=1 if new else 0, barns=2 if new else 0)
    _label(p, QRectF(x0 + 4 * SQUARE + 20, y0, 340, 3 * SQUARE), ui("hl.pic.score"), 10)
    p.end()
    return pixmap


def barn() -> QPixmap:
    """The barn: one track per crop with a player's cube; the farm row and the livestock."""
    pixmap, p = _canvas(214)
    x0, y0, step = 40.0, 18.0, 24.0
    cubes = (4, 3, 5, 2, 4)
    for i, crop in enumerate("WRBPC"):
        x = x0 + i * 56
        p.setBrush(QBrush(QColor("#EDE3C8")))
        p.setPen(QPen(palette.BOARD_EDGE, 1))
        p.drawRect(QRectF(x, y0, 40, 7 * step))
        p.setBrush(QBrush(QColor(CROP_COLOURS[crop])))
        p.drawRect(QRectF(x, y0 + 7 * step + 2, 40, 14))
        p.setPen(palette.INK)
        p.setFont(font(7, bold=True))
        p.drawText(QRectF(x, y0 + 7 * step + 2, 40, 14), Qt.AlignmentFlag.AlignCenter,
                   crop_letter(crop))
        cube = QRectF(x + 12, y0 + (7 - cubes[i]) * step + 4, 16, 16)
        p.setBrush(QBrush(palette.player_colour(0)))
        p.setPen(QPen(palette.INK, 1))
        p.drawRect(cube)
        animal = QRectF(x + 8, y0 + 2, 24, 18)  # the livestock stack at the top
        p.setBrush(QBrush(QColor("#FFFFFF")))
        p.drawRoundedRect(animal, 4, 4)
        p.setFont(font(6))
        p.drawText(animal, Qt.AlignmentFlag.AlignCenter, "?")
    farm_y = y0 + (7 - 2) * step + 12  # the row of the player's first farm
    p.setPen(QPen(palette.player_colour(0), 2, Qt.PenStyle.DashLine))
    p.drawLine(QPointF(x0 - 10, farm_y), QPointF(x0 + 5 * 56, farm_y))
    _label(p, QRectF(x0 + 5 * 56 + 10, y0, 220, 7 * step), ui("hl.pic.barn"), 9)
    p.end()
    return pixmap


PICTURES = {"hl-area": area, "hl-level": levelling, "hl-score": scoring, "hl-barn": barn}
