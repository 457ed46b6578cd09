"""How Heartland's pieces look: crop colours and letters, one field, a farm, a cube.

Every crop has a colour *and* a letter, and every player a colour *and* a shape (the Agricola
table's ``palette``), so nothing rests on colour alone.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from agricola_qt.heartland import Crop
from agricola_qt.ui import palette
from agricola_qt.ui.drawing import MIN_TEXT_PX, screen_scale
from agricola_qt.ui.heartland.words import crop_mark

SQUARE = 54.0  # one square of the crop area, in scene units
CROP_COLOURS: dict[Crop, QColor] = {
    Crop.WHEAT: QColor("#D9A441"),
    Crop.RAPESEED: QColor("#F3E45A"),
    Crop.BEET: QColor("#B04A6E"),
    Crop.POTATO: QColor("#8C6A4F"),
    Crop.CORN: QColor("#7DB548"),
}
FACE_DOWN = QColor("#9A9A8E")
UNLIT = QColor(248, 244, 232, 120)  # washed over the squares a held tile cannot go to
LIT_EDGE = QColor("#FFFFFF")
SHADOW = QColor("#FFD400")  # the edge of the squares a placement covers and scores


def crop_colour(crop: Crop | None, height: int = 1) -> QColor:
    """The crop's colour; printed squares (height 0) paler, higher tiles a little darker."""
    base = CROP_COLOURS[crop] if crop is not None else FACE_DOWN
    if height == 0:
        return base.lighter(135)
    return base.darker(100 + 8 * (height - 1))


def ink_for(colour: QColor) -> QColor:
    return QColor("#1E1E1E") if colour.lightnessF() > 0.55 else QColor("#FAFAFA")


def bold(size: float) -> QFont:
    font = QFont()
    font.setPixelSize(max(6, round(size)))
    font.setBold(True)
    return font


def least_size(p: QPainter) -> float:
    """The smallest pixel size, in the item's own units, that comes out MIN_TEXT_PX tall on
    the screen where ``p`` draws now (the view's scale is in the painter's transform)."""
    scale = screen_scale(p)
    return MIN_TEXT_PX / scale if scale > 0 else MIN_TEXT_PX


def readable(p: QPainter, size: float, heavy: bool = True) -> QFont:
    """``bold(size)`` (or its plain weight), made larger where the table is drawn so small
    that the text would come out under MIN_TEXT_PX on the screen, and set on ``p``: a
    1280×720 window draws the table at about 0.8 and a 1093×614 one at about 0.67."""
    font = QFont()
    font.setPixelSize(max(6, math.ceil(max(size, least_size(p)) - 0.01)))
    font.setBold(heavy)
    p.setFont(font)
    return font


def draw_line(p: QPainter, rect: QRectF, flags: Qt.AlignmentFlag, text: str) -> None:
    """``text`` on one line in ``rect`` in the painter's font, cut with an ellipsis where
    it is wider (a readable size can be wider than the box made for the printed one)."""
    line = QFontMetricsF(p.font()).elidedText(text, Qt.TextElideMode.ElideRight,
                                              rect.width())
    p.drawText(rect, flags, line)


def paint_field(p: QPainter, rect: QRectF, crop: Crop | None, barns: int = 0,
                height: int = 1, printed: bool = False) -> None:
    """One square: its crop colour and letter, its barn symbols (a tile) and its height."""
    colour = crop_colour(crop, 0 if printed else height)
    p.setPen(QPen(QColor("#3B3325"), 1.2))
    p.setBrush(colour)
    p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 4, 4)
    ink = ink_for(colour)
    p.setPen(ink)
    readable(p, rect.height() * 0.36)
    p.drawText(rect.adjusted(4, 2, -4, -2), Qt.AlignmentFlag.AlignLeft
               | Qt.AlignmentFlag.AlignTop, crop_mark(crop))
    for i in range(barns):
        paint_barn(p, QRectF(rect.left() + 5 + i * rect.width() * 0.28,
                             rect.bottom() - rect.height() * 0.32,
                             rect.width() * 0.24, rect.height() * 0.24), ink)
    if height > 0 and not printed:
        paint_height(p, rect, height)


def paint_height(p: QPainter, rect: QRectF, height: int) -> None:
    """A square's height in a white disc at its top right."""
    badge = QRectF(rect.right() - rect.width() * 0.36, rect.top() + 3,
                   rect.width() * 0.32, rect.height() * 0.32)
    p.setPen(QPen(QColor("#1E1E1E"), 1))
    p.setBrush(QColor("#FFFFFF"))
    p.drawEllipse(badge)
    readable(p, badge.height() * 0.75)
    p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(height))


def paint_barn(p: QPainter, rect: QRectF, ink: QColor) -> None:
    """A barn symbol: a little house outline."""
    path = QPainterPath()
    path.addPolygon(QPolygonF([
        QPointF(rect.left(), rect.top() + rect.height() * 0.45),
        QPointF(rect.center().x(), rect.top()),
        QPointF(rect.right(), rect.top() + rect.height() * 0.45),
        QPointF(rect.right(), rect.bottom()), QPointF(rect.left(), rect.bottom())]))
    path.closeSubpath()
    p.setPen(QPen(ink, 1))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)


def paint_farm(p: QPainter, rect: QRectF, seat: int) -> None:
    """A player's farm: a house in the player's colour with the player's token shape on it."""
    colour = palette.player_colour(seat)
    path = QPainterPath()
    path.addPolygon(QPolygonF([
        QPointF(rect.left(), rect.top() + rect.height() * 0.42),
        QPointF(rect.center().x(), rect.top()),
        QPointF(rect.right(), rect.top() + rect.height() * 0.42),
        QPointF(rect.right(), rect.bottom()), QPointF(rect.left(), rect.bottom())]))
    path.closeSubpath()
    p.setPen(QPen(QColor("#1E1E1E"), 1.5))
    p.setBrush(colour)
    p.drawPath(path)
    mark = QRectF(rect.center().x() - rect.width() * 0.18, rect.top() + rect.height() * 0.48,
                  rect.width() * 0.36, rect.height() * 0.36)
    p.setBrush(QColor("#FAFAFA"))
    p.drawPath(palette.shape_path(palette.player_shape(seat), mark))


def paint_cube(p: QPainter, rect: QRectF, seat: int) -> None:
    """A player's marker (farm cube, score marker): their colour and token shape."""
    p.setPen(QPen(QColor("#1E1E1E"), 1))
    p.setBrush(QBrush(palette.player_colour(seat)))
    p.drawPath(palette.shape_path(palette.player_shape(seat), rect))
