"""The hand strip of a 4- or 5-player full game: the open hand under the farms, large enough
to read (``layout.HAND_SCALE``), its occupations and minor improvements side by side.

The strip draws only its background, whose hand it is and a tray under each kind of card;
the faces are ``CardItem`` pieces laid on it by ``CardLayer`` (which knows the cards), as on
a farm board.  Like every scene part it never changes the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from agricola_qt.ui import i18n, layout, palette
from agricola_qt.ui.card_face import SMALL_H, SMALL_W
from agricola_qt.ui.drawing import fit_text, token
from agricola_qt.ui.text import player_name, tr, trn

if TYPE_CHECKING:
    from agricola_qt.ui.scene import TableScene

PAD = 8.0  # scene units between the strip's edge and its cards
GROUP_GAP = 24.0  # between the occupations and the minor improvements
CARD_W, CARD_H = SMALL_W * layout.HAND_SCALE, SMALL_H * layout.HAND_SCALE


def card_places(rect: QRectF, groups: list[int]) -> list[list[tuple[QPointF, float]]]:
    """Where each card of the groups lies in a strip at ``rect`` (scene units), with the
    share of its face the next card leaves uncovered (``layout.fan``)."""
    left = rect.left() + layout.HAND_LABEL_W
    top = rect.top() + (rect.height() - CARD_H) / 2
    row = layout.fan([n for n in groups if n], rect.right() - PAD - left, CARD_W, 5, GROUP_GAP)
    return [[(QPointF(left + x, top), shown) for x, shown in group] for group in row]


class HandStrip(QGraphicsItem):
    """The strip's background and words; ``spans`` are the trays' (left, right) in scene
    units, set by ``CardLayer`` as it lays the cards."""

    def __init__(self, table: TableScene, rect: QRectF) -> None:
        super().__init__()
        self.table = table
        self.rect = rect
        self.spans: tuple[tuple[float, float], ...] = ()
        self.setZValue(1)  # under the cards (20 and up)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.rect

    def seat(self) -> int | None:
        return self.table.strip_seat()

    def signature(self) -> object:
        seat = self.seat()
        if seat is None:
            state = self.table.state
            return (None, any(self.table.hand_open(i) for i in range(len(state.players))),
                    self.spans, i18n.current())
        pl = self.table.state.players[seat]
        return (seat, player_name(self.table.state, seat), self.table.slot(seat),
                len(pl.occupations), len(pl.minors), self.spans, i18n.current())

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        r = self.rect
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(palette.BOARD)
        p.drawRoundedRect(r, 6, 6)
        seat = self.seat()
        label = QRectF(r.left() + PAD, r.top() + PAD, layout.HAND_LABEL_W - 2 * PAD,
                       r.height() - 2 * PAD)
        if seat is None and self.spans:  # a finished game's hands, each under its board
            p.setPen(QPen(palette.HAND_TRAY_EDGE, 1.2, Qt.PenStyle.DashLine))
            p.setBrush(palette.HAND_TRAY)
            for left, right in self.spans:
                p.drawRoundedRect(QRectF(left - 3, r.top() + PAD - 3, right - left + 6,
                                         r.height() - 2 * PAD + 6), 4, 4)
            return
        if seat is None:
            players = range(len(self.table.state.players))
            words = (tr("The open hands are on the farm boards.")
                     if any(self.table.hand_open(i) for i in players)
                     else tr("No hand is open: a person's hand shows here on their turn."))
            p.setPen(palette.MUTED_INK)
            fit_text(p, QRectF(label.left(), r.center().y() - 12, 640, 24), words, 9,
                     align=Qt.AlignmentFlag.AlignLeft)
            return
        p.setBrush(palette.HAND_TRAY)
        for left, right in self.spans:
            p.drawRoundedRect(QRectF(left - 4, r.top() + 3, right - left + 8, r.height() - 6),
                              5, 5)
        token(p, self.table.slot(seat), QRectF(label.left(), label.top(), 24, 24))
        p.setPen(palette.INK)
        name = tr("{name}'s hand").format(name=player_name(self.table.state, seat))
        used = fit_text(p, QRectF(label.left() + 28, label.top(), label.width() - 28, 44),
                        name, 10, bold=True, align=Qt.AlignmentFlag.AlignLeft)
        pl = self.table.state.players[seat]
        p.setPen(palette.MUTED_INK)
        top = label.top() + max(used, 26) + 6
        for count in (trn("%n occupation(s)", len(pl.occupations)),
                      trn("%n minor improvement(s)", len(pl.minors))):
            top += fit_text(p, QRectF(label.left(), top, label.width(), label.bottom() - top),
                            count, 8, align=Qt.AlignmentFlag.AlignLeft) + 2
