"""Small painting helpers shared by the scene items: goods icons, player tokens, text."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen

from agricola_qt.engine.goods import Goods
from agricola_qt.ui import art, palette


def font(size: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


MIN_TEXT_PX = 9.0  # no text on the table is drawn smaller than this (the rule)


def text_px(p: QPainter, points: float) -> float:
    """How tall, in logical screen pixels, text of ``points`` comes out on ``p`` now."""
    device = p.device()
    dpi = device.logicalDpiY() if device is not None else 96
    t = p.worldTransform()
    return points * dpi / 72 * math.hypot(t.m21(), t.m22())


def good_icon(p: QPainter, good: str, rect: QRectF) -> None:
    """One good or animal as its picture (shapes differ per kind, not only colour)."""
    if good not in art.ART_NAMES:
        _fallback_icon(p, good, rect)
        return
    inset = min(rect.width(), rect.height()) * 0.04
    art.paint_art(p, good, art.fit(good, rect.adjusted(inset, inset, -inset, -inset)))


def _fallback_icon(p: QPainter, good: str, rect: QRectF) -> None:
    """A good without a picture of its own (none today): a disc in its colour."""
    p.setBrush(QBrush(QColor(palette.GOOD_COLOURS.get(good, "#9A9A9A"))))
    p.setPen(QPen(palette.INK, 0.8))
    p.drawEllipse(rect.adjusted(1, 1, -1, -1))


def goods_row(p: QPainter, goods: Goods, origin: QPointF, size: float, per_row: int = 5,
              show_zero: bool = False, names: tuple[str, ...] = ()) -> None:
    """Goods as icon + count, ``per_row`` to a row, starting at ``origin`` (kept as one
    image per content and size: a farm's supply changes rarely, and is drawn often)."""
    items = tuple((n, goods.get(n)) for n in names) if names else tuple(goods.items())
    shown = tuple(item for item in items if item[1] or show_zero)
    if not shown:
        return
    columns = min(per_row, len(shown))
    rows = (len(shown) + per_row - 1) // per_row
    rect = QRectF(origin.x(), origin.y(), columns * size * 2.0 + 2,
                  rows * (size + 3))

    def draw(q: QPainter, box: QRectF) -> None:
        q.setFont(font(size * 0.42, bold=True))
        for i, (name, count) in enumerate(shown):
            x = (i % per_row) * size * 2.0
            y = (i // per_row) * (size + 3)
            good_icon(q, name, QRectF(x, y, size, size))
            q.setPen(palette.INK if count else palette.MUTED_INK)
            q.drawText(QRectF(x + size + 1, y, size, size), Qt.AlignmentFlag.AlignVCenter
                       | Qt.AlignmentFlag.AlignLeft, str(count))

    art.paint_composed(p, ("goods", shown, size, per_row), rect, draw)
    p.setFont(font(size * 0.42, bold=True))  # as when the row was drawn here: callers may
    p.setPen(palette.INK if shown[-1][1] else palette.MUTED_INK)  # go on writing with it


def token(p: QPainter, player: int, rect: QRectF, outline: float = 1.2) -> None:
    """A player's person; ``player`` is the palette slot (colour and shape) of the seat.
    ``outline`` is kept for callers; the picture carries its own outline."""
    name = art.person_art(palette.player_shape(player))
    art.paint_art(p, name, art.fit(name, rect), tint=palette.player_colour(player))
