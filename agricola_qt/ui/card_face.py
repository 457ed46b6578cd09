"""Occupations and minor improvements drawn as cards: the face, and the pieces on the table.

A face shows what is printed on a card: its kind (colour band and an icon), deck and number,
name, cost (goods icons, alternatives, a card to give back), prerequisite, points, the passing
arrow and — on the large face — the effect text in the table's language.  ``CardItem`` is one
card on a farm board (a hand card can be dragged onto an action space or clicked); the
``CardPreview`` shows a card at a readable size while the pointer rests on one.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Literal

from PySide6.QtCore import QPointF, QRect, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from agricola_qt.engine.cards.catalog_data import CATALOG
from agricola_qt.engine.cards.prerequisites import OVEN_IDS
from agricola_qt.engine.cards.registry import CARDS
from agricola_qt.ui import art, i18n, palette
from agricola_qt.ui.drawing import (
    MIN_TEXT_PX,
    fit_text,
    fits_one_line,
    fitted_lines,
    font,
    good_icon,
    has_cjk,
    letters,
    letters_fitted,
    readable,
    set_readable,
    text_px,
    wrapped,
)
from agricola_qt.ui.guard import guarded
from agricola_qt.ui.layout import SMALL_H, SMALL_W  # a card's size on a farm board
from agricola_qt.ui.text import card_name, card_prerequisite, card_text, tr
from agricola_qt.ui.tokens import DragToken

if TYPE_CHECKING:
    from agricola_qt.ui.card_tiles import TileLook
    from agricola_qt.ui.scene import TableScene

CardKind = Literal["occupation", "minor", "major"]
Detail = Literal["small", "large"]

LARGE_W, LARGE_H = 230.0, 320.0  # the preview (scene units)

KIND_COLOURS: dict[str, tuple[str, str]] = {  # (face, band)
    "occupation": ("#F6E7B0", "#D9A521"),
    "minor": ("#F7DCC2", "#D9772B"),
    "major": ("#F2D0C4", "#B5472F"),
}
PLAYABLE_EDGE = QColor("#2E9E4F")


def card_kind(card_id: str) -> CardKind:
    info = CATALOG.get(card_id)
    if info is None:
        return "major"
    return "occupation" if info.kind == "occupation" else "minor"


def free_words(card_id: str) -> str:
    """What an improvement printing no goods costs: "free", or the improvements it has its
    player discard (the Madonna Statue read "free" on its tile, and its button said
    "discard 2 improvements", a tester)."""
    info = CATALOG.get(card_id)
    if info is not None and info.discards:
        return tr("discard {n}").format(n=info.discards)
    return tr("free")


def kind_label(kind: CardKind, short: bool = False) -> str:
    """The kind's name for a card's band; ``short`` where the whole name has no room."""
    if short:
        return {"occupation": tr("Occupation"), "minor": tr("Minor"),
                "major": tr("Major")}[kind]
    return {"occupation": tr("Occupation"), "minor": tr("Minor improvement"),
            "major": tr("Major improvement")}[kind]


def _kind_band_label(kind: CardKind, size: float, room: float) -> tuple[str, QFont]:
    """The kind's name and its font for a large card's band: down to 0.8 of ``size`` to fit
    ``room``, else the short name (beside "I88" it read "Minor improveme…")."""
    for label in (" " + kind_label(kind), " " + kind_label(kind, short=True)):
        wide = QFontMetricsF(font(size, bold=True)).horizontalAdvance(label)
        scale = max(0.8, min(1.0, room / max(wide, 1.0)))
        while True:  # font sizes round: the scaled name can still come out a little wide
            label_font = font(size * scale, bold=True)
            if QFontMetricsF(label_font).horizontalAdvance(label) <= room or scale <= 0.8:
                break
            scale = max(0.8, scale - 0.03)
        if QFontMetricsF(label_font).horizontalAdvance(label) <= room:
            return label, label_font
    return label, label_font


def _legible(p: QPainter) -> bool:
    """Whether the painter's font comes out readable (MIN_TEXT_PX) where ``p`` draws now: a
    face drawn smaller leaves that text out rather than print it too small to read."""
    return text_px(p, p.font().pointSizeF()) >= MIN_TEXT_PX


def _kind_icon(p: QPainter, kind: CardKind, rect: QRectF) -> None:
    """The kind's badge from the table's art: a shape per kind, so the kind does not rest on
    colour alone."""
    from agricola_qt.ui import art

    art.icon(p, art.kind_art(kind), rect)


def _fitted_font(text: str, width: float, lines: int, size: float, bold: bool = False,
                 smallest: float = 3.0) -> QFont:
    """The largest font up to ``size`` in which ``text`` wraps into ``lines`` lines."""
    return QFont(_fitted_font_cached(text, round(width, 1), lines, round(size, 2), bold,
                                     smallest))


@functools.lru_cache(maxsize=4096)
def _fitted_font_cached(text: str, width: float, lines: int, size: float, bold: bool,
                        smallest: float) -> QFont:
    """Measuring text is the slow part of drawing a face: each fit is worked out once."""
    while True:
        f = font(size, bold)
        metrics = QFontMetricsF(f)
        need = metrics.boundingRect(QRectF(0, 0, width, 10_000),
                                    int(Qt.TextFlag.TextWordWrap), text).height()
        # a word longer than the line would be cut; Chinese wraps between any characters
        words = [w for w in text.split() if not has_cjk(w)]
        widest = max((metrics.horizontalAdvance(word) for word in words), default=0)
        if (need <= metrics.lineSpacing() * lines + 0.5 and widest <= width) or size <= smallest:
            return f
        size -= 0.25


@functools.lru_cache(maxsize=4096)
def _name_font(name: str, width: float, lines: int, height: float, size: float,
               bold: bool = True) -> QFont:
    """A card name's font: fitted to its lines and width, then to its height."""
    f = QFont(_fitted_font(name, width, lines, size, bold=bold))
    while QFontMetricsF(f).boundingRect(QRectF(0, 0, width, 10_000),
                                        int(Qt.TextFlag.TextWordWrap), name
                                        ).height() > height and f.pointSizeF() > 3:
        f.setPointSizeF(f.pointSizeF() - 0.25)
    return f


def _name_lines(p: QPainter, name: str, width: float) -> str:
    """A Chinese name broken into even lines (``wrapped``): broken where the line ran out
    it read "吉普赛人的瓦/罐" (a tester).  Other names as they are, for Qt to wrap."""
    if " " in name or not has_cjk(name):
        return name
    return "\n".join(wrapped(name, QFontMetricsF(p.font()), width))


def cost_parts(card_id: str) -> tuple[list[list[tuple[str, int]]], str]:
    """The printed ways to pay (each a list of goods) and a card to give back, if any."""
    info = CATALOG.get(card_id)
    if info is None:  # a major improvement
        cost = getattr(CARDS.get(card_id), "cost", None)
        goods = [list(cost.items())] if cost is not None else []
        back = card_name("fireplace-2") if card_id.startswith("cooking-hearth") else ""
        return goods, back
    options = [list(g.items()) for g in info.cost_options if not g.is_empty()]
    if info.kind == "occupation" and not info.cost.is_empty():
        options = [list(info.cost.items())]
    if len(info.returns) >= 3 and set(info.returns) <= OVEN_IDS:
        # any oven: four names did not fit a card ("↺ Clay Oven / Stone Oven / …", a tester)
        return options, tr("oven")
    back = " / ".join(dict.fromkeys(card_name(c) for c in info.returns))
    return options, back


GROWN_COST = 1.5  # how much larger a cost's icons may grow to keep their counts readable


def _paint_cost(p: QPainter, card_id: str, rect: QRectF, size: float) -> None:
    options, back = cost_parts(card_id)
    x, y = rect.left(), rect.top()
    p.setFont(font(size * 0.62, bold=True))
    numbers = _legible(p)  # else the icons alone (the preview and tooltip give the counts)
    if not numbers:
        # the smallest readable size, where it still fits beside its icon: a 4-player hand
        # at 1600x950 showed a wood icon and no "2" (the counts matter most in a hand)
        small = readable(p, size * 0.62, bold=True)
        metrics = QFontMetricsF(small)
        # else the icons grow to the count's size, up to half again as large: a 5-player
        # hand at 1366x768 showed "free" nowhere and a wood icon with no "1" (a small
        # card has room under its cost)
        need = max(metrics.height() / 1.2, metrics.horizontalAdvance("8") / 0.75)
        if need <= size * GROWN_COST:
            size = max(size, need)
            p.setFont(small)
            numbers = True
    # as many lines as the wrapped cost takes, within the room under the name: a narrow
    # strip of Water Mill's four goods ran a line past the card's foot, its points over
    # the reed (smaller icons then, their counts left to the preview where they no longer
    # read)
    while size > 2 and _cost_bottom(options, rect, size) > rect.bottom():
        size *= 0.85
        p.setFont(font(size * 0.62, bold=True))
        numbers = _legible(p)
    if not options and not back:
        if card_kind(card_id) == "occupation":
            return  # an occupation prints no cost of its own (the action space asks for food)
        p.setPen(palette.MUTED_INK)
        if numbers:
            p.drawText(QRectF(x, y, rect.width(), size), Qt.AlignmentFlag.AlignVCenter,
                       free_words(card_id))
        return
    for good, n, at in _cost_layout(options, rect, size):
        p.setPen(palette.INK)
        y = at.y()
        if not good:  # between two printed ways to pay
            if numbers:
                p.drawText(QRectF(at, QSizeF(size, size)), Qt.AlignmentFlag.AlignCenter, "/")
            continue
        good_icon(p, good, QRectF(at, QSizeF(size, size)))
        if numbers:
            p.drawText(QRectF(at.x() + size, y, size, size), Qt.AlignmentFlag.AlignVCenter,
                       str(n))
    if back:  # wrapped in the room left, at a readable size (a small hand card's "↺ Clay
        # Oven / …" was too small to draw and left out: the Baker's Kitchen read "2 stone")
        p.setPen(palette.INK)
        line = y + size + 1 if options else y
        # (down to where a large card's next line begins, 2.3 icons under the cost's top)
        foot = min(rect.bottom(), rect.top() + 2.3 * size)
        room = QRectF(rect.left(), line, rect.width(), max(foot - line, size))
        if letters_fitted(p, room, "↺ " + back, size * 0.5) > 1:  # (not "↺ …" alone: a
            # 4-player board's played Cooking Hearth read so; the tooltip names the card)
            fit_text(p, room, "↺ " + back, size * 0.5, align=Qt.AlignmentFlag.AlignLeft)


def _cost_layout(options: list[list[tuple[str, int]]], rect: QRectF, size: float
                 ) -> list[tuple[str, int, QPointF]]:
    """Where ``_paint_cost`` puts each good of ``options`` at ``size`` in ``rect``: (good,
    count, icon's top left), a "/" between two ways to pay as ("", 0, its top left);
    wrapped onto a next line where a good does not fit."""
    x, y = rect.left(), rect.top()
    out: list[tuple[str, int, QPointF]] = []
    for k, goods in enumerate(options):
        if k:
            out.append(("", 0, QPointF(x, y)))
            x += size * 0.8
        for good, n in goods:
            if x + size * 1.6 > rect.right() and x > rect.left():  # wrap onto a next line
                x, y = rect.left(), y + size + 1
            out.append((good, n, QPointF(x, y)))
            x += size * 1.75
    return out


def _cost_bottom(options: list[list[tuple[str, int]]], rect: QRectF, size: float) -> float:
    """The foot of the cost's last line at ``size``."""
    layout = _cost_layout(options, rect, size)
    return (layout[-1][2].y() if layout else rect.top()) + size + 1


def _paint_passing(p: QPainter, rect: QRectF) -> None:
    """The arrow printed on cards that go on to the next player after being played."""
    p.setPen(QPen(palette.INK, max(rect.width() / 10, 0.6)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    y = rect.center().y()
    p.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
    head = rect.width() * 0.35
    p.drawLine(QPointF(rect.right(), y), QPointF(rect.right() - head, y - head * 0.7))
    p.drawLine(QPointF(rect.right(), y), QPointF(rect.right() - head, y + head * 0.7))


SMALL_NAME_ROOM = 0.44  # of a small face's height, at most, for a name drawn small on screen


def card_points(card_id: str) -> int:
    """The points printed on a card (0 for none)."""
    return getattr(CARDS.get(card_id), "points", 0)


def uncovered(w: float, shown: float) -> float:
    """The width of a face ``w`` wide that a fan leaves in sight (``shown`` of it, never
    under 0.3 of the face: so narrow a strip is drawn as if wider)."""
    return w * min(max(shown, 0.3), 1.0)


def paint_face(p: QPainter, rect: QRectF, card_id: str, detail: Detail = "small",
               shown: float = 1.0, played: bool = False) -> None:
    """Draw ``card_id`` face up into ``rect`` (any size; ``detail`` picks what is shown).

    ``shown``: the share of the width left uncovered when the card lies in a fan under the
    next one; the name, cost and points keep to that part ("Ploughman", not "Ploughmar").
    ``played``: a card in front of its owner, whose cost is paid: a name that would be cut
    above the cost takes the cost's room instead (``_name_room``)."""
    kind = card_kind(card_id)
    face, band = KIND_COLOURS[kind]
    w, h = rect.width(), rect.height()
    seen = uncovered(w, shown)
    radius = w * 0.07
    p.setPen(QPen(palette.BOARD_EDGE, max(w / 60, 0.7)))
    p.setBrush(QBrush(QColor(face)))
    p.drawRoundedRect(rect, radius, radius)
    band_h = h * (0.14 if detail == "small" else 0.09)
    top = QRectF(rect.left(), rect.top(), w, band_h)
    path = QPainterPath()
    path.addRoundedRect(top.adjusted(0, 0, 0, radius), radius, radius)
    clip = QPainterPath()
    clip.addRect(top)
    p.fillPath(path.intersected(clip), QColor(band))
    _kind_icon(p, kind, QRectF(rect.left() + w * 0.03, rect.top() + band_h * 0.08,
                               band_h * 0.84, band_h * 0.84))
    info = CATALOG.get(card_id)
    p.setPen(QColor("#FFFFFF"))
    number_font = font(band_h * 0.5, bold=True)
    p.setFont(number_font)
    number_w = 0.0
    number = info.number if info else ""
    if info is not None and detail == "large" and kind == "occupation":
        # the printed card's player-count mark ("3+": dealt only to tables of three or
        # more), beside its number (a tester proofreading the cards missed it)
        number = f"{info.min_players}+ · {number}"
    wide = QFontMetricsF(number_font).horizontalAdvance(number) if info else 0.0
    # at the right of the part in sight: under the next card of a fan it was cut ("I2")
    if info is not None and _legible(p) and band_h * 1.1 + wide + w * 0.05 <= seen:
        p.drawText(top.adjusted(0, 0, -(w - seen) - w * 0.05, 0),
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, number)
        number_w = wide
    if detail == "large":
        # the kind's name takes the band up to the card's number, a little smaller if need
        # be: "Minor improve…" had a fixed share of the band and its full size
        room = QRectF(top.left() + band_h, top.top(),
                      w * 0.95 - number_w - band_h * 0.3 - band_h, band_h)
        label, label_font = _kind_band_label(kind, band_h * 0.34, room.width())
        p.setFont(label_font)
        p.drawText(room, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   QFontMetricsF(label_font).elidedText(label, Qt.TextElideMode.ElideRight,
                                                        room.width()))
    pad = w * 0.06
    inner_w = seen - 2 * pad
    y = rect.top() + band_h + h * 0.02
    name = card_name(card_id)
    name_h = h * (0.3 if detail == "small" else 0.15)
    p.setPen(palette.INK)
    bold = detail != "small"
    p.setFont(_face_name_font(name, w, h, inner_w, detail))
    name_box = QRectF(rect.left() + pad, y, inner_w, name_h)
    points = card_points(card_id)
    corner = w * (0.2 if detail == "small" else 0.12)
    side = _side_strip(p, QRectF(rect.left(), rect.top() + band_h, seen, h - band_h),
                       points, corner, pad)
    if _legible(p):
        p.drawText(name_box, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                   | Qt.TextFlag.TextWordWrap, _name_lines(p, name, inner_w))
    elif fits_one_line(p, _first_letters(name), 1,
                       inner_w):  # too small to fit whole: the name cut short
        # a small card has room under its cost: the name may take a second line there
        # ("Master Builder", not "Maste…"), the cost moving down with it
        box = QRectF(name_box.topLeft(), QSizeF(inner_w, _name_room(p, card_id, h, name_h,
                                                                    detail, inner_w, played)))
        if detail == "small" and shown < 1 and _along_shows_more(p, side, box, name, bold):
            # the strip of a fanned card: more of the name up its side than across it,
            # "Fireplace" there rather than "Fire-pl…" across
            _paint_side_name(p, side, name)
            _paint_points(p, rect, seen, pad, corner, points)
            return
        name_h = max(name_h, fit_text(p, box, name, 1, bold=bold))
        if played and name_h > h * SMALL_NAME_ROOM:  # the name took the paid cost's room
            _paint_points(p, rect, seen, pad, corner, points)
            return
    elif detail == "small" and _paint_side_name(p, side, name):
        # a narrow card or strip of a fanned hand: its name is what it has room for, and
        # the points it is worth
        _paint_points(p, rect, seen, pad, corner, points)
        return
    y += name_h
    cost_size = w * (0.17 if detail == "small" else 0.075)
    room = rect.bottom() - corner - pad - y if points else rect.bottom() - pad - y
    _paint_cost(p, card_id, QRectF(rect.left() + pad, y, inner_w, max(room, cost_size)),
                cost_size)
    y += cost_size * (1.2 if detail == "small" else 2.3)
    bottom = QRectF(rect.left() + pad, rect.bottom() - corner - pad * 0.5, corner, corner)
    _paint_points(p, rect, seen, pad, corner, points)
    if info is not None and info.passing:
        _paint_passing(p, QRectF(rect.left() + pad, bottom.top() + corner * 0.25,
                                 corner * 1.1, corner * 0.5))
    if detail == "small":
        return
    needs = card_prerequisite(card_id)
    if needs:
        p.setPen(palette.INK)
        f = font(w * 0.05, bold=True)
        p.setFont(f)
        line = tr("Needs: {what}").format(what=needs)
        # as tall as its lines: wrapped to two ("Needs: 1 vegetable field") it ran into the
        # text below, a tester
        metrics = QFontMetricsF(f)
        tall = metrics.boundingRect(QRectF(0, 0, inner_w, 10_000),
                                    int(Qt.TextFlag.TextWordWrap), line).height()
        p.drawText(QRectF(rect.left() + pad, y, inner_w, max(h * 0.1, tall)),
                   Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, line)
        y += max(h * 0.1, tall + metrics.lineSpacing() * 0.35)
    text = card_text(card_id)
    room = rect.bottom() - corner - pad - y
    p.setPen(palette.INK)
    p.setFont(_text_font(text, round(inner_w, 1), round(room, 1), round(w * 0.056, 2)))
    p.drawText(QRectF(rect.left() + pad, y, inner_w, room),
               Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, text)


def _points_disc(p: QPainter, corner: float) -> float:
    """The points' disc: grown to hold its number at a readable size (an empty disc, its
    number too small to print, told a player nothing)."""
    return max(corner, QFontMetricsF(readable(p, corner * 0.42, bold=True)).height() * 1.1)


def _paint_points(p: QPainter, rect: QRectF, seen: float, pad: float, corner: float,
                  points: int) -> None:
    """The points a card is worth, in a disc at the bottom of the part of it in sight."""
    if not points:
        return
    number = readable(p, corner * 0.42, bold=True)
    disc = _points_disc(p, corner)
    right = rect.left() + seen - pad * 0.5
    circle = QRectF(right - disc, rect.bottom() - disc - pad * 0.5, disc, disc)
    p.setBrush(QBrush(QColor("#FFF6D5")))
    p.setPen(QPen(palette.INK, max(rect.width() / 80, 0.5)))
    p.drawEllipse(circle)
    p.setFont(number)
    p.drawText(circle, Qt.AlignmentFlag.AlignCenter, str(points))


def _face_name_font(name: str, w: float, h: float, inner_w: float, detail: Detail) -> QFont:
    """The name's font on a face ``w`` × ``h`` with ``inner_w`` of it to write on.  One size
    and weight for most small faces: a short name ("Rake") set larger and bolder than its
    neighbours made a hand look like a ransom note; only long names come out smaller.  Small
    names are not bold: at the readable minimum a bold "Merchant" broke in two in a fanned
    card's strip."""
    small = detail == "small"
    return _name_font(name, round(inner_w, 1), 3 if small else 2,
                      round(h * (0.3 if small else 0.15), 1),
                      round(w * (0.125 if small else 0.075), 2), not small)


def _first_letters(name: str) -> str:
    """What of a name must fit across a face for it to be written across, cut short."""
    return name[:2] if has_cjk(name[:1]) else name[:4]


def side_name(p: QPainter, card_id: str, w: float, shown: float, played: bool = False) -> bool:
    """Whether ``paint_face`` writes a small face's name up the side from its foot (Latin
    letters on a strip too narrow for them across, or on a fanned card's strip that shows
    more of the name along it than across, where ``p`` draws now)."""
    h = w * SMALL_H / SMALL_W
    name = card_name(card_id)
    inner_w = uncovered(w, shown) - 2 * w * 0.06
    if has_cjk(name) or text_px(p, _face_name_font(name, w, h, inner_w,
                                                   "small").pointSizeF()) >= MIN_TEXT_PX:
        return False
    if not fits_one_line(p, _first_letters(name), 1, inner_w):
        return True
    band_h = h * 0.14  # as paint_face: a fanned card's strip may show more of it up the side
    box = QRectF(0, 0, inner_w, _name_room(p, card_id, h, h * 0.3, "small", inner_w, played))
    strip = _side_strip(p, QRectF(0, band_h, uncovered(w, shown), h - band_h),
                        getattr(CARDS.get(card_id), "points", 0), w * 0.2, w * 0.06)
    return shown < 1 and _along_shows_more(p, strip, box, name, False)


def _side_strip(p: QPainter, strip: QRectF, points: int, corner: float,
                pad: float) -> QRectF:
    """Where a name up a face's side goes: the strip in sight, ending above the points'
    disc (written to the foot, it had left a card no disc at all)."""
    if points:
        strip.setBottom(strip.bottom() - _points_disc(p, corner) - pad)
    return strip


def _words_broken(name: str, lines: list[str]) -> bool:
    """Whether ``lines`` (``name`` wrapped) break a word of it with a hyphen of their own
    ("Musi-" / "cian"; "Half-" / "timbered" keeps the name's own hyphen)."""
    for line, after in zip(lines, lines[1:], strict=False):
        if line.endswith("-") and f"{line}{after.split(' ')[0]}" not in name:
            return True
    return False


@functools.lru_cache(maxsize=4096)
def _name_whole(card_id: str, scale: float, shown: float, played: bool,
                language: str, unbroken: bool = False) -> bool:
    image = QImage(1, 1, QImage.Format.Format_ARGB32_Premultiplied)  # as ``face_image``
    p = QPainter(image)
    try:
        p.scale(scale, scale)
        w, h = SMALL_W - 1, SMALL_H - 1
        name = card_name(card_id)
        seen = uncovered(w, shown)
        inner_w = seen - 2 * w * 0.06
        p.setFont(_face_name_font(name, w, h, inner_w, "small"))
        if (has_cjk(name) and len(name) == 3
                and not fits_one_line(p, name, p.font().pointSizeF(), inner_w)):
            # a three-character name does not read in two lines: "召" / "豬人", "一" / "畝田"
            # on a 5-player board at 1280x800 (a tester); the board lays tiles instead
            return False
        if _legible(p):  # at its own size, wrapped
            return not (unbroken and not has_cjk(name) and _words_broken(
                name, wrapped(name, QFontMetricsF(p.font()), inner_w)))
        if not fits_one_line(p, _first_letters(name), 1, inner_w):
            return False  # up the side, or nowhere
        box = QRectF(0, 0, inner_w, _name_room(p, card_id, h, h * 0.3, "small", inner_w,
                                               played))
        strip = _side_strip(p, QRectF(0, h * 0.14, seen, h * 0.86), card_points(card_id),
                            w * 0.2, w * 0.06)
        if shown < 1 and _along_shows_more(p, strip, box, name, False):
            return False  # sideways
        if letters_fitted(p, box, name, 1) < letters(name):
            return False
        return not (unbroken and not has_cjk(name)
                    and _words_broken(name, list(fitted_lines(p, box, name, 1))))
    finally:
        p.end()


def name_whole(card_id: str, scale: float, shown: float = 1.0, played: bool = True,
               unbroken: bool = False) -> bool:
    """Whether a small face drawn at ``scale`` device pixels a card unit, ``shown`` of it
    uncovered, writes its name whole and across (``paint_face``): else the name is cut
    ("Cook-ing Hea…") or runs up the side.  ``unbroken``: and no word of it broken over two
    lines."""
    from agricola_qt.ui import i18n

    return _name_whole(card_id, round(scale, 3), round(min(shown, 1.0), 2), played,
                       i18n.current(), unbroken)


PLAYED_NAME_ROOM = 0.8  # of a small face's height: a name with no cost under it


def _name_room(p: QPainter, card_id: str, h: float, name_h: float, detail: Detail,
               inner_w: float, played: bool = False) -> float:
    """The height a name cut short may take on a face ``h`` tall, ``inner_w`` wide: above
    the cost, or, on a played card whose name would be cut there, the cost's room too (its
    cost is paid, and the large face under the pointer shows it: a 5-player board's six
    played cards read "Coo…", "Spi…", "Sim…" at 1366x768)."""
    if detail != "small":
        return name_h
    if not any(cost_parts(card_id)):
        return h * PLAYED_NAME_ROOM  # no cost to show (most occupations): the name may take it
    name = card_name(card_id)
    above = h * SMALL_NAME_ROOM
    if played and letters_fitted(p, QRectF(0, 0, inner_w, above), name, 1) < letters(name):
        return h * PLAYED_NAME_ROOM
    return above


def _along_shows_more(p: QPainter, strip: QRectF, box: QRectF, name: str, bold: bool) -> bool:
    """Whether ``_paint_side_name`` shows more of ``name`` along ``strip`` than ``fit_text``
    across ``box``."""
    metrics = QFontMetricsF(readable(p, 1.0))
    pad = strip.width() * 0.12
    if metrics.height() > strip.width() - pad:
        return False
    length = strip.height() - 2 * pad
    if has_cjk(name):
        room = max(1, int(length // metrics.height()))
        along = len(name) if len(name) <= room else room - 1
    else:
        along = letters(metrics.elidedText(name, Qt.TextElideMode.ElideRight, length).replace(
            "…", ""))
    return along > letters_fitted(p, box, name, 1, bold=bold)


def _paint_side_name(p: QPainter, strip: QRectF, name: str) -> bool:
    """The name written along a small card, or the uncovered strip of one under the next in
    a fan, too narrow for even its first letters across, as far as it fits: Latin letters up the
    strip ending in "…", Chinese characters upright one under the other ending in "⋮".
    False when the strip is too narrow for a readable line even so."""
    f = readable(p, 1.0)  # the smallest readable size: as much of the name as fits
    metrics = QFontMetricsF(f)
    pad = strip.width() * 0.12
    if metrics.height() > strip.width() - pad:
        return False
    p.save()
    p.setFont(f)
    p.setPen(palette.INK)
    length = strip.height() - 2 * pad
    if has_cjk(name):
        step = metrics.height()
        room = max(1, int(length // step))
        shown = name if len(name) <= room else name[:room - 1] + "⋮"
        for i, ch in enumerate(shown):
            p.drawText(QRectF(strip.left(), strip.top() + pad + i * step, strip.width(), step),
                       Qt.AlignmentFlag.AlignCenter, ch)
    else:
        p.translate(strip.left(), strip.bottom())
        p.rotate(-90)
        p.drawText(QRectF(pad, pad * 0.5, length, strip.width() - pad),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   metrics.elidedText(name, Qt.TextElideMode.ElideRight, length))
    p.restore()
    return True


@functools.lru_cache(maxsize=1024)
def _text_font(text: str, width: float, room: float, size: float) -> QFont:
    """The effect text's font: as large as fits in the room left on the face."""
    f = font(size)
    while f.pointSizeF() > 4:
        need = QFontMetricsF(f).boundingRect(QRectF(0, 0, width, 10_000),
                                             int(Qt.TextFlag.TextWordWrap), text).height()
        if need <= room:
            break
        f.setPointSizeF(f.pointSizeF() - 0.5)
    return f


def paint_back(p: QPainter, rect: QRectF, kind: CardKind) -> None:
    """A card face down (another player's hand): only its kind shows."""
    face, band = KIND_COLOURS[kind]
    p.setPen(QPen(palette.BOARD_EDGE, max(rect.width() / 60, 0.7)))
    p.setBrush(QBrush(QColor(band)))
    p.drawRoundedRect(rect, rect.width() * 0.07, rect.width() * 0.07)
    _kind_icon(p, kind, QRectF(rect.center().x() - rect.width() * 0.22,
                               rect.center().y() - rect.width() * 0.22,
                               rect.width() * 0.44, rect.width() * 0.44))


_FACES: dict[tuple[str, int, int, float, bool, str], QImage] = {}


def face_image(card_id: str, width: float, height: float, pixels: tuple[int, int],
               shown: float = 1.0, played: bool = False) -> QImage:
    """A small face ``width`` x ``height`` (scene units) drawn once into ``pixels``, per
    card, uncovered share, played or not (``paint_face``) and language, then only copied: a
    new hand (every turn in pass-and-play) would otherwise measure and draw every face."""
    from agricola_qt.ui import i18n

    w, h = max(pixels[0], 1), max(pixels[1], 1)
    shown = round(min(shown, 1.0), 2)
    key = (card_id, w, h, shown, played, i18n.current())
    image = _FACES.get(key)
    if image is None:
        if len(_FACES) > 600:  # window sizes come and go: keep the cache small
            _FACES.clear()
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.TextAntialiasing)
        painter.scale(w / width, h / height)
        paint_face(painter, QRectF(0, 0, width, height), card_id, "small", shown, played)
        painter.end()
        _FACES[key] = image
    return image


def face_pixmap(card_id: str, width: float, height: float, scale: float,
                shown: float = 1.0, played: bool = False) -> QPixmap:
    """``face_image`` at ``scale`` device pixels a unit, as a pixmap."""
    return QPixmap.fromImage(face_image(card_id, width, height,
                                        (round(width * scale), round(height * scale)), shown,
                                        played))


NOTE_MOST = 102.0  # card units: the most height the large card's note takes under it
# The least the view may shrink the preview (its pixels a unit): in an 800x600 window the
# whole table is drawn at a third of its size and the card's words came out 5 pixels tall
# (a tester); about what a 1366x768 laptop shows.
PREVIEW_LEAST_SCALE = 0.65


def _owned_by(top: QWidget, own: QWidget) -> bool:
    """Whether the window ``top`` is one of ``own``'s (a dialog it opened)."""
    parent = top.parentWidget()
    while parent is not None:
        if parent is own:
            return True
        parent = parent.parentWidget()
    return False


def covering_windows(view: QGraphicsView) -> list[QRectF]:
    """The scene rectangles hidden by the windows of the view's window over it (the score
    sheet stays open beside a finished game, and a card read there opened under it: a
    tester)."""
    own = view.window()
    out = []
    for top in QApplication.topLevelWidgets():
        if top is own or not top.isVisible() or top.isMinimized() or top.windowType() in (
                Qt.WindowType.ToolTip, Qt.WindowType.Popup) or not _owned_by(top, own):
            continue
        corner = view.viewport().mapFromGlobal(top.frameGeometry().topLeft())
        shown = QRect(corner, top.frameGeometry().size())
        if shown.intersects(view.viewport().rect()):
            out.append(view.mapToScene(shown).boundingRect())
    return out


def clear_of_windows(view: QGraphicsView, rect: QRectF, visible: QRectF) -> QPointF:
    """Where ``rect`` goes in ``visible`` least hidden by the dialogs of the view's window
    (``covering_windows``): where it is if none covers it, else beside (or above or below)
    what covers it."""
    covers = covering_windows(view)

    def hidden(r: QRectF) -> float:
        return sum(r.intersected(c).width() * r.intersected(c).height() for c in covers)

    if not covers or hidden(rect) == 0:
        return rect.topLeft()
    w, h = rect.width(), rect.height()
    tries = [rect.topLeft()]
    for c in covers:
        tries += [QPointF(c.left() - w - 4, rect.top()), QPointF(c.right() + 4, rect.top()),
                  QPointF(rect.left(), c.top() - h - 4), QPointF(rect.left(), c.bottom() + 4)]
    placed = [QPointF(min(max(t.x(), visible.left()), visible.right() - w),
                      min(max(t.y(), visible.top()), visible.bottom() - h)) for t in tries]
    return min(placed, key=lambda t: hidden(QRectF(t, rect.size())))


def paint_no_sign(p: QPainter, sign: QRectF) -> None:
    """A grey circle struck through: a card whose offers are declined for the game."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setBrush(QBrush(QColor("#FFFFFF")))
    p.setPen(QPen(QColor("#6B6B6B"), sign.width() * 0.14))
    p.drawEllipse(sign)
    inset = sign.width() * 0.22
    p.drawLine(QPointF(sign.left() + inset, sign.bottom() - inset),
               QPointF(sign.right() - inset, sign.top() + inset))
    p.restore()


class CardPreview(QGraphicsObject):
    """One card at a readable size, shown while the pointer rests on a card."""

    def __init__(self) -> None:
        super().__init__()
        self.card_id = ""
        self.note = ""  # why it cannot be played now, or how it can
        self.home: QPointF | None = None  # its place on the table (``_fit_view``)
        self.setZValue(200)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, LARGE_W, LARGE_H + NOTE_MOST + 6)

    def show_card(self, card_id: str, note: str = "", near: QRectF | None = None) -> None:
        """The card large, with ``note`` under it; ``near``: the scene rectangle of the card
        pointed at, which a preview grown for a small view keeps clear of."""
        self.card_id, self.note = card_id, note
        self._fit_view(near)
        self.update()
        self.setVisible(True)

    def _fit_view(self, near: QRectF | None) -> None:
        """At its place over the round cards (``home``) while the view draws it at a
        readable size; in a view drawn smaller, grown to ``PREVIEW_LEAST_SCALE`` and laid in
        the part of the visible table away from ``near``, inside what is in sight (zoomed
        in, it was cut at the view's edge)."""
        scene = self.scene()
        views = scene.views() if scene is not None else []
        home = self.home
        if not views or home is None:
            return
        view = views[0]
        shown = view.transform().m11()
        grow = PREVIEW_LEAST_SCALE / shown if shown > 0 else 1.0
        scale = max(1.0, grow)
        self.setScale(scale)
        rect = self.boundingRect()
        w, h = rect.width() * scale, rect.height() * scale
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        x, y = home.x() - (w - rect.width()) / 2, home.y()
        if scale > 1.0 and near is not None:
            # beside the card pointed at, on the side with the more room
            if near.center().x() < visible.center().x():
                x = max(near.right() + 8, visible.right() - w)
            else:
                x = min(near.left() - 8 - w, visible.left())
            y = visible.top()
        x = min(max(x, visible.left()), visible.right() - w)
        y = min(max(y, visible.top()), visible.bottom() - h)
        self.setPos(clear_of_windows(view, QRectF(x, y, w, h), visible))

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        if not self.card_id:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        face = QRectF(0, 0, LARGE_W, LARGE_H)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 70))
        p.drawRoundedRect(face.translated(4, 5), 16, 16)
        paint_face(p, face, self.card_id, "large")
        if self.note:
            # as tall as the note takes at a readable size, up to NOTE_MOST
            height = next((h for h in range(54, int(NOTE_MOST), 12) if letters_fitted(
                p, QRectF(0, 0, LARGE_W - 12, h - 6), self.note, 10) >= letters(self.note)),
                NOTE_MOST)
            box = QRectF(0, LARGE_H + 4, LARGE_W, height)
            p.setBrush(QBrush(QColor("#FFFDF4")))
            p.setPen(QPen(palette.BOARD_EDGE, 1))
            p.drawRoundedRect(box, 6, 6)
            p.setPen(palette.INK)
            # at a readable size, never smaller (fitted to three lines it came out some 7
            # pixels tall on a laptop, a tester): what does not fit ends in "…"
            fit_text(p, box.adjusted(6, 3, -6, -3), self.note, 10,
                     align=Qt.AlignmentFlag.AlignLeft)


class CardItem(DragToken):
    """A card on a farm board: a played card, or a card of the open hand (draggable onto an
    action space, or clicked while a decision that may play it is open)."""

    kind = "card"

    def __init__(self, table: TableScene, player: int, card_id: str, in_hand: bool) -> None:
        super().__init__(table, player)
        self.card_id = card_id
        self.in_hand = in_hand
        self.playable = False  # marked green: it can be played now
        self.usable = False  # a played card with an any-time use now
        self.muted = False  # a played card whose offers its owner declined for the game
        self.note = ""
        self.shown = 1.0  # share of the width the next card in the fan leaves uncovered
        self.tile: TileLook | None = None  # a played card drawn as a tile (``card_tiles``)
        self.parked = False  # a closed hand's face, kept off the table (CardLayer.sync)
        self._press = QPointF()
        self.setAcceptHoverEvents(True)
        self.setZValue(20)
        # a face changes only with its marks (update() is called then): Qt keeps the picture
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        if not in_hand:
            self.setCursor(Qt.CursorShape.PointingHandCursor)

    def boundingRect(self) -> QRectF:
        if self.tile is not None:
            return QRectF(0, 0, self.tile.w, self.tile.h)
        return QRectF(0, 0, SMALL_W, SMALL_H)

    def set_tile(self, tile: TileLook | None) -> None:
        """Draw the card as ``tile`` (None: as a card); what it holds is placed again."""
        if tile == self.tile:
            return
        self.prepareGeometryChange()
        self.tile = tile
        self.update()
        self._place_children()

    def _place_children(self) -> None:
        for child in self.childItems():
            place = getattr(child, "place", None)
            if place is not None:
                place()

    def set_shown(self, shown: float) -> None:
        """The share of the face the next card in a fan leaves uncovered; what the card holds
        is placed again (``HeldGoods.place``)."""
        self.shown = shown
        self.update()
        self._place_children()

    def signature(self) -> object:
        """What the face shows (the scene repaints it only when this changes)."""
        return (self.card_id, self.playable, self.usable, self.shown, i18n.current(),
                self.lit(), self.tile, self.chosen(), self.muted)

    def chosen(self) -> bool:
        """A hand card clicked to be played on the next lit space clicked."""
        return self.in_hand and self.table.chosen_card == self.card_id

    def lit(self) -> bool:
        """A played cooking card lit while a good or an animal that it cooks is dragged."""
        return not self.in_hand and self.card_id in self.table.highlight_majors

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        if self.tile is not None:
            from agricola_qt.ui.card_tiles import paint_tile

            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint_tile(p, self.card_id, self.tile, self.usable, self.lit() or self.playable,
                       tr("use"), self.muted)
            self._paint_chosen(p)
            return
        rect = self.boundingRect().adjusted(0.5, 0.5, -0.5, -0.5)

        def face(w: int, h: int) -> QImage:
            return face_image(self.card_id, rect.width(), rect.height(), (w, h), self.shown,
                              not self.in_hand)

        # pixel for pixel onto the screen: drawn scaled by a hair, the face lost whole
        # columns of pixels, and with them thin letters ("Cay Plasterer", "Hcrse")
        if not art.blit(p, rect, face):
            scale = p.worldTransform().m11() or 1.0
            p.save()
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            p.drawImage(rect, face(round(rect.width() * scale), round(rect.height() * scale)))
            p.restore()
        if self.playable or self.lit():
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(PLAYABLE_EDGE, 2.4))
            p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 3, 3)
        if self.usable:  # the any-time use: a small button on the face
            f = set_readable(p, 4.5, bold=True)
            word = tr("use")
            seen = uncovered(rect.width(), self.shown)
            wide = QFontMetricsF(f).horizontalAdvance(word) + 6
            tall = min(QFontMetricsF(f).height() + 1, rect.height() / 2)
            badge = QRectF(rect.left() + 2, rect.bottom() - tall - 2, min(wide, seen - 4), tall)
            if self.shown < 1.0:
                # a fanned card's name runs up its strip from the foot, where the button
                # hid its first letters ("…cer" for the Grocer): it goes over the kind's
                # band at the head instead, the one place the strip leaves free
                badge = QRectF(rect.left() + 1, rect.top() + 1, min(wide, seen - 2.5),
                               min(tall, rect.height() * 0.14))
            p.setBrush(QBrush(PLAYABLE_EDGE))
            p.setPen(QPen(QColor("#FFFFFF"), 0.8))
            p.drawRoundedRect(badge, 3, 3)
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, word)
        self._paint_chosen(p)
        self._paint_muted(p)

    def _paint_muted(self, p: QPainter) -> None:
        """A card that asks no more this game: a small grey "no" sign at the foot of what
        is in sight of it (its declined offers left no mark on it, a tester)."""
        if not self.muted:
            return
        rect = self.boundingRect()
        seen = uncovered(rect.width(), self.shown)
        side = min(seen * 0.3, 9.0)
        paint_no_sign(p, QRectF(seen - side - 1.5, rect.bottom() - side - 1.5, side, side))

    def _paint_chosen(self, p: QPainter) -> None:
        """The card clicked to be played: framed in the lit spaces' colour."""
        if self.chosen():
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(palette.HIGHLIGHT_EDGE, 3.0))
            p.drawRoundedRect(self.boundingRect().adjusted(1.5, 1.5, -1.5, -1.5), 3, 3)

    # --- pointer ----------------------------------------------------------------------------
    @guarded
    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self._z = self.zValue()
        self.setZValue(90)  # the card under the pointer comes out of the fan
        self.table.cards.preview(self)

    @guarded
    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        if not self.dragging:
            self.setZValue(getattr(self, "_z", 20))
        self.table.cards.unpreview(self)

    @guarded
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        self._press = event.scenePos()
        if event.button() != Qt.MouseButton.LeftButton:
            # a right click reads the card (its large face), as elsewhere: it played a
            # tester's card at once while the panel asked for an occupation
            self.table.cards.preview(self)
            event.accept()
            return
        if not self.in_hand:
            event.accept()  # a click on a played card (its any-time use)
            return
        super().mousePressEvent(event)
        if not self.dragging:  # not this person's turn: still a click (shows why)
            event.accept()

    @guarded
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton:
            return  # (see mousePressEvent)
        moved = (event.scenePos() - self._press).manhattanLength()
        if not self.dragging or moved < 4:
            if self.dragging:  # pressed and released in place: a click, not a drop
                self.cancel_drag()
                self.setZValue(20)
            self.table.cards.clicked(self)
            return
        self.table.cards.unpreview(self)
        super().mouseReleaseEvent(event)
        self.setZValue(getattr(self, "_z", 20))
