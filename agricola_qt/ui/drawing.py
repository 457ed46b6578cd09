"""Small painting helpers shared by the scene items: goods icons, player tokens, text."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen

from agricola_qt.engine.goods import Goods
from agricola_qt.ui import palette


def font(size: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


def good_icon(p: QPainter, good: str, rect: QRectF) -> None:
    """One good as a coloured shape (shape differs per kind, not only colour)."""
    colour = QColor(palette.GOOD_COLOURS[good])
    p.setBrush(QBrush(colour))
    p.setPen(QPen(palette.INK, 0.8))
    r = rect.adjusted(1, 1, -1, -1)
    if good == "wood":
        p.drawRoundedRect(r.adjusted(0, r.height() * 0.2, 0, -r.height() * 0.2), 3, 3)
    elif good in ("clay", "stone"):
        p.drawRoundedRect(r, 2 if good == "clay" else 5, 2 if good == "clay" else 5)
    elif good == "reed":
        w = r.width() / 4
        for i in range(3):
            p.drawRect(QRectF(r.left() + w * (i + 0.5) - w / 3, r.top(), w * 0.7, r.height()))
    elif good in ("grain", "veg"):
        p.drawEllipse(r.adjusted(r.width() * 0.15, 0, -r.width() * 0.15, 0)
                      if good == "grain" else r)
    elif good == "food":
        p.drawEllipse(r)
        p.drawEllipse(r.adjusted(r.width() * 0.3, r.height() * 0.3, -r.width() * 0.3,
                                 -r.height() * 0.3))
    else:  # animals: a body with a head
        body = r.adjusted(0, r.height() * 0.2, -r.width() * 0.2, 0)
        p.drawEllipse(body)
        head = QRectF(r.right() - r.width() * 0.45, r.top(), r.width() * 0.45,
                      r.height() * 0.5)
        p.drawEllipse(head)


def goods_row(p: QPainter, goods: Goods, origin: QPointF, size: float, per_row: int = 5,
              show_zero: bool = False, names: tuple[str, ...] = ()) -> None:
    """Goods as icon + count, ``per_row`` to a row, starting at ``origin``."""
    items = [(n, goods.get(n)) for n in names] if names else list(goods.items())
    p.setFont(font(size * 0.42, bold=True))
    x0, y = origin.x(), origin.y()
    col = 0
    for name, count in items:
        if not count and not show_zero:
            continue
        x = x0 + col * size * 2.0
        good_icon(p, name, QRectF(x, y, size, size))
        p.setPen(palette.INK if count else palette.MUTED_INK)
        p.drawText(QRectF(x + size + 1, y, size, size), Qt.AlignmentFlag.AlignVCenter
                   | Qt.AlignmentFlag.AlignLeft, str(count))
        col += 1
        if col == per_row:
            col = 0
            y += size + 3


def token(p: QPainter, player: int, rect: QRectF, outline: float = 1.2) -> None:
    """A player's piece; ``player`` is the palette slot (colour and shape) of the seat."""
    p.setBrush(QBrush(palette.player_colour(player)))
    p.setPen(QPen(QColor("#111111"), outline))
    p.drawPath(palette.shape_path(palette.player_shape(player), rect))
