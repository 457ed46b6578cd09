"""Colours and shapes of the table, chosen so colour-blind players can tell them apart.

Player colours are the Okabe-Ito palette; every player also has a token shape, so no
information rests on colour alone.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath, QPolygonF

PLAYER_COLOURS: tuple[str, ...] = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7")
PLAYER_SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "hexagon")
# The names .agr records use for these colours, slot by slot.
COLOUR_NAMES: tuple[str, ...] = ("blue", "yellow", "green", "red", "purple")


def slot_of_colour(name: str, default: int) -> int:
    return COLOUR_NAMES.index(name) if name in COLOUR_NAMES else default

GOOD_COLOURS: dict[str, str] = {
    "wood": "#8B5A2B", "clay": "#C8643C", "reed": "#D8C36A", "stone": "#8E9AA6",
    "grain": "#EBC844", "veg": "#E97F25", "food": "#B03A2E", "sheep": "#F4F4F4",
    "boar": "#3A3A3A", "cattle": "#7A4A2A",
}
GOOD_LETTERS: dict[str, str] = {
    "wood": "W", "clay": "C", "reed": "R", "stone": "S", "grain": "G", "veg": "V",
    "food": "F", "sheep": "Sh", "boar": "B", "cattle": "Ca",
}

TABLE = QColor("#2F3B2F")
BOARD = QColor("#E9DDBE")
BOARD_EDGE = QColor("#6B5B3A")
HAND_TRAY = QColor("#D8C79E")  # under an open hand: a shade darker than the board
HAND_TRAY_EDGE = QColor("#8C7A4E")  # ... and its dashed edge
GREEN_CARD = QColor("#CFE3B4")
ROUND_CARD = QColor("#F3E7C9")
HIDDEN_ROUND = QColor("#B8AD92")
CELL = QColor("#9BBF73")
CELL_EDGE = QColor("#5E7D43")
FIELD = QColor("#8A6A43")
PASTURE = QColor("#B9D98C")
PLAN = QColor(255, 255, 255, 110)
HOUSE: dict[str, QColor] = {
    "wood": QColor("#B07A45"), "clay": QColor("#D68A5E"), "stone": QColor("#A7A9AC"),
}
FENCE = QColor("#6B3F16")
HIGHLIGHT = QColor(255, 236, 64, 170)
HIGHLIGHT_EDGE = QColor("#FFD400")
INK = QColor("#1E1E1E")
MUTED_INK = QColor("#5A5A5A")


def player_colour(index: int) -> QColor:
    return QColor(PLAYER_COLOURS[index % len(PLAYER_COLOURS)])


def shape_path(shape: str, rect: QRectF) -> QPainterPath:
    """The outline of a player token of ``shape`` inside ``rect``."""
    path = QPainterPath()
    c = rect.center()
    w, h = rect.width() / 2, rect.height() / 2
    if shape == "circle":
        path.addEllipse(rect)
    elif shape == "square":
        path.addRoundedRect(rect.adjusted(w * 0.1, h * 0.1, -w * 0.1, -h * 0.1), 2, 2)
    elif shape == "triangle":
        path.addPolygon(QPolygonF([QPointF(c.x(), rect.top()), rect.bottomRight(),
                                   rect.bottomLeft()]))
        path.closeSubpath()
    elif shape == "diamond":
        path.addPolygon(QPolygonF([QPointF(c.x(), rect.top()), QPointF(rect.right(), c.y()),
                                   QPointF(c.x(), rect.bottom()), QPointF(rect.left(), c.y())]))
        path.closeSubpath()
    else:  # hexagon
        pts = [QPointF(c.x() - w / 2, rect.top()), QPointF(c.x() + w / 2, rect.top()),
               QPointF(rect.right(), c.y()), QPointF(c.x() + w / 2, rect.bottom()),
               QPointF(c.x() - w / 2, rect.bottom()), QPointF(rect.left(), c.y())]
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()
    return path


def player_shape(index: int) -> str:
    return PLAYER_SHAPES[index % len(PLAYER_SHAPES)]


# A player's line in a chart, slot by slot: besides its colour and its shape at each point, a
# pattern of its own (a colour-blind tester could not follow two lines of like colours where
# they crossed).  Qt's pen styles, by value: solid, dash, dot, dash-dot, dash-dot-dot.
PLAYER_LINES: tuple[int, ...] = (1, 2, 3, 4, 5)


def player_line(index: int) -> int:
    return PLAYER_LINES[index % len(PLAYER_LINES)]
