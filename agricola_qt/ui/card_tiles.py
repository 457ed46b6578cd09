"""Played cards as landscape tiles, where a crowded board's upright cards cannot show their
names.

Six or more played cards on a 4- or 5-player board at 1366x768 were cards 31 pixels wide whose
names read "Cook-ing Hea…", "Co…", or strips with the names sideways.  On such a board the
played cards become tiles in rows (``plan``): each tile in its kind's colours with the kind's
badge, the name on one or two lines, the points, what the card holds and its "use" button.
The rows are filled like a justified paragraph: a tile is as wide as its name needs, and the
room left in a row is shared out, so that a long name ("Basketmaker's Workshop") takes the
room a short one ("Well") leaves.  The large face under the pointer shows the rest.

While a person's hand is open during a game, the played block becomes tiles and the hand stays
as cards, unless the hand's fan cuts a name too: then the hand's cards are tiles under the
played ones, each with its price (``TileCard.cost``) and framed green when it can be played;
they drag and click as the cards do (a tile is the same ``CardItem``).  A finished game's
hands, shown face up, are tiles too: on a 4- or 5-player table in the hand strip, each under its
board (the played cards then have the board's rows); without a strip under the played tiles
(``plan_split``).

Everything here is measured in screen pixels (the table's scale times the board's, without
the zoom): the names must come out whole at a readable size (``drawing.MIN_TEXT_PX``) on the
screen, whatever the window's size.  ``TileLook`` is what one tile draws, in the card's own
units.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

from attrs import frozen
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QGuiApplication, QPainter, QPen

from agricola_qt.ui import palette
from agricola_qt.ui.drawing import MIN_TEXT_PX, font, has_cjk, letters, word_break

TEXT_PX = (11.0, 10.0, MIN_TEXT_PX)  # the names' sizes tried, largest first (screen pixels)
GAP_PX = 1.5  # between two tiles, across and down
VPAD_PX = 1.0  # above and below a tile's lines
PAD_PX = 2.5  # left and right of a name
STRIPE_PX = 3.5  # the kind's colour at a tile's left, without its badge
LINE_STEP = 0.92  # of the font's height, from one line of a name to the next
SLACK = 1.04  # text drawn through the table's scale may come out a little wider than measured
ICON_SHARE = 0.9  # a price's good icon, of the text's line height
BACK_MARK = "↺"  # a card given back as (part of) the price


def dpi() -> float:
    """The logical dots per inch text is measured and drawn at."""
    screen = QGuiApplication.primaryScreen()
    return screen.logicalDotsPerInchY() if screen is not None else 96.0


def _font(px: float, bold: bool = False) -> QFont:
    return unit_font(px, 1.0, bold)


@functools.lru_cache(maxsize=8192)
def text_w(text: str, px: float, bold: bool = False) -> float:
    """``text``'s width in screen pixels at ``px``."""
    return QFontMetricsF(_font(px, bold)).horizontalAdvance(text)


@functools.lru_cache(maxsize=64)
def line_h(px: float) -> float:
    return QFontMetricsF(_font(px)).height()


def _breaks(name: str) -> list[int]:
    """Where a name may go on to a second line: after a space or a hyphen (Chinese after any
    character)."""
    if has_cjk(name):
        return list(range(1, len(name)))
    return [i + 1 for i, ch in enumerate(name[:-1]) if ch in " -"]


@functools.lru_cache(maxsize=8192)
def two_lines(name: str, px: float) -> tuple[str, ...]:
    """``name`` on two lines as even as its breaks allow (one line if it has none)."""
    best: tuple[str, ...] = (name,)
    widest = text_w(name, px)
    for i in _breaks(name):
        lines = (name[:i].rstrip(), name[i:].lstrip())
        w = max(text_w(line, px) for line in lines)
        if w < widest:
            best, widest = lines, w
    return best


def lines_w(lines: Sequence[str], px: float) -> float:
    return max(text_w(line, px) for line in lines)


def fitted_lines(name: str, px: float, lines: int, room: float) -> tuple[str, ...]:
    """``name`` in at most ``lines`` lines ``room`` pixels wide: whole where it fits, else cut
    with an ellipsis (the large face under the pointer has it whole)."""
    metrics = QFontMetricsF(_font(px))
    room /= SLACK
    if lines >= 2:
        even = two_lines(name, px)
        if lines_w(even, px) <= room:
            return even
        if text_w(name, px) <= room:
            return (name,)
        # the first line as long as fits, broken where a reader expects it
        cut = max((i for i in _breaks(name) if text_w(name[:i].rstrip(), px) <= room),
                  default=0)
        first = ""
        if not cut:  # one long word: broken with a hyphen where a reader expects it (a
            # finished game's hand read "Woodcu" / "tter"), else as many letters as fit
            cut = word_break(name.split(" ", 1)[0], metrics, room)
            first = name[:cut] + "-" if cut else ""
        if not cut:
            cut = max((i for i in range(1, len(name)) if text_w(name[:i], px) <= room),
                      default=1)
        rest = name[cut:].lstrip()
        return (first or name[:cut].rstrip(),
                metrics.elidedText(rest, Qt.TextElideMode.ElideRight, room))
    if text_w(name, px) <= room:
        return (name,)
    return (metrics.elidedText(name, Qt.TextElideMode.ElideRight, room),)


@frozen
class TileCard:
    """What a tile shows of a card, for measuring it."""

    card_id: str
    name: str
    points: int = 0
    goods: tuple[str, ...] = ()  # each held good's count, as written
    use: str = ""  # the "use" button's word, while the card has a use now
    # a hand card's price: its goods (the first printed way to pay), and whether it gives a
    # card back ("↺"); the large face under the pointer has the rest
    cost: tuple[tuple[str, int], ...] = ()
    back: bool = False
    note: str = ""  # after the price: "/…" (other ways to pay), or "free"


@frozen
class Config:
    """One way to draw a board's tiles: text size, lines per tile, the kind's badge."""

    px: float
    lines: int
    icon: bool

    @property
    def line(self) -> float:
        return line_h(self.px)

    @property
    def height(self) -> float:
        return self.line + (self.lines - 1) * self.line * LINE_STEP + 2 * VPAD_PX

    @property
    def stripe(self) -> float:
        return self.line + 1 if self.icon else STRIPE_PX

    def goods_w(self, card: TileCard) -> float:
        return sum(self.line + 1 + text_w(n, self.px, True) + 2 for n in card.goods)

    def points_w(self, card: TileCard) -> float:
        if not card.points:
            return 0.0
        return max(self.line, text_w(str(card.points), self.px, True) + 3) + 1.5

    def use_w(self, card: TileCard) -> float:
        return text_w(card.use, self.px, True) + 7 if card.use else 0.0

    def cost_w(self, card: TileCard) -> float:
        """Room for a hand card's price: an icon and its count per good, "↺" for a card to
        give back."""
        goods = sum(self.line * ICON_SHARE + text_w(str(n), self.px, True) + 2
                    for _, n in card.cost)
        back = text_w(BACK_MARK, self.px, True) + 2 if card.back else 0.0
        return goods + back + (text_w(card.note, self.px) + 2 if card.note else 0.0)

    def frame_w(self, card: TileCard) -> float:
        """A tile's width besides its name."""
        return (self.stripe + 2 * PAD_PX + self.goods_w(card) + self.points_w(card)
                + self.use_w(card) + self.cost_w(card))

    def need(self, card: TileCard) -> float:
        """The width the tile needs for its name whole."""
        text = text_w(card.name, self.px) if self.lines == 1 else lines_w(
            two_lines(card.name, self.px), self.px)
        return self.frame_w(card) + text * SLACK


@frozen
class Area:
    """Where a board's tiles go (screen pixels): ``width`` by ``height``, less ``cut`` at the
    right of the rows reaching down into ``cut_top`` to ``cut_bottom`` (the places for animals
    on cards)."""

    width: float
    height: float
    cut: float = 0.0
    cut_top: float = 0.0
    cut_bottom: float = 0.0

    def row_width(self, top: float, height: float) -> float:
        if self.cut and top < self.cut_bottom and top + height > self.cut_top:
            return self.width - self.cut
        return self.width


@frozen
class Placed:
    """One tile: its rectangle (screen pixels, from the area's top left) and lines."""

    x: float
    y: float
    w: float
    h: float
    lines: tuple[str, ...]


def _partition(needs: Sequence[float], widths: Sequence[float]) -> list[int] | None:
    """The cards (in order) split into ``len(widths)`` non-empty rows so that the fullest row
    (its needs and gaps over its width) is least full: the count in each row."""
    n, k = len(needs), len(widths)
    if k > n:
        return None
    inf = float("inf")

    def fill(row: int, a: int, b: int) -> float:
        return (sum(needs[a:b]) + GAP_PX * (b - a - 1)) / max(widths[row], 1.0)

    # best[r][i]: the least fullness of the first i cards in r rows
    best = [[inf] * (n + 1) for _ in range(k + 1)]
    cut = [[0] * (n + 1) for _ in range(k + 1)]
    best[0][0] = 0.0
    for r in range(1, k + 1):
        for i in range(r, n + 1):
            for j in range(r - 1, i):
                value = max(best[r - 1][j], fill(r - 1, j, i))
                if value < best[r][i]:
                    best[r][i], cut[r][i] = value, j
    counts = []
    i = n
    for r in range(k, 0, -1):
        j = cut[r][i]
        counts.append(i - j)
        i = j
    return counts[::-1]


def _fullness(needs: Sequence[float], widths: Sequence[float], counts: Sequence[int]) -> float:
    at, worst = 0, 0.0
    for row, count in enumerate(counts):
        worst = max(worst, (sum(needs[at:at + count]) + GAP_PX * (count - 1)) / widths[row])
        at += count
    return worst


def row_height(area: Area, config: Config, count: int) -> float:
    """How tall ``count`` rows of tiles are: as tall as the area lets them, up to two lines'
    height more than the text needs (a one-line tile in a roomy area is a card, not a
    strip)."""
    tallest = config.height + (2 * config.line if config.lines == 1 else config.line)
    return max(config.height, min(tallest, (area.height - GAP_PX * (count - 1)) / count))


def _rows(area: Area, config: Config, count: int) -> list[float]:
    """The widths of ``count`` rows of tiles (``row_height``)."""
    height = row_height(area, config, count)
    return [area.row_width(r * (height + GAP_PX), height) for r in range(count)]


def max_rows(area: Area, config: Config) -> int:
    return int((area.height + GAP_PX) // (config.height + GAP_PX))


def fits(cards: Sequence[TileCard], area: Area, config: Config) -> list[int] | None:
    """The fewest rows holding every name whole, as cards per row (None if none do)."""
    needs = [config.need(c) for c in cards]
    for k in range(1, min(max_rows(area, config), len(cards)) + 1):
        widths = _rows(area, config, k)
        counts = _partition(needs, widths)
        if counts is not None and _fullness(needs, widths, counts) <= 1.0:
            return counts
    return None


CONFIGS = [Config(px, lines, icon) for px in TEXT_PX
           for icon, lines in ((True, 1), (True, 2), (False, 1), (False, 2))]


def best_px(cards: Sequence[TileCard], area: Area) -> float | None:
    """The largest text size at which every name fits whole (None: none does)."""
    for config in CONFIGS:
        if fits(cards, area, config) is not None:
            return config.px
    return None


def plan(cards: Sequence[TileCard], area: Area, largest: float = TEXT_PX[0],
         ) -> tuple[Config, list[Placed]]:
    """Where each tile goes and what it writes: the first way (``CONFIGS``, text no larger
    than ``largest``) that shows every name whole, else the one that shows most of them."""
    for config in CONFIGS:
        if config.px > largest:
            continue
        counts = fits(cards, area, config)
        if counts is not None:
            return config, _place(cards, area, config, counts)
    best: tuple[int, Config, list[Placed]] | None = None
    for config in CONFIGS:
        if config.px != MIN_TEXT_PX or max_rows(area, config) < 1:
            continue
        k = min(max_rows(area, config), len(cards))
        widths = _rows(area, config, k)
        counts = _partition([config.need(c) for c in cards], widths)
        if counts is None:
            continue
        placed = _place(cards, area, config, counts)
        shown = sum(letters("".join(t.lines).replace("…", "")) for t in placed)
        if best is None or shown > best[0]:
            best = (shown, config, placed)
    if best is None:  # not even one row: one line, squeezed
        config = Config(MIN_TEXT_PX, 1, False)
        return config, _place(cards, area, config, [len(cards)])
    return best[1], best[2]


SPLIT_PX = 4.0  # between the played tiles and the revealed hand's under them


def _above(area: Area, height: float) -> Area:
    return Area(area.width, height, area.cut, area.cut_top, area.cut_bottom)


def _below(area: Area, top: float) -> Area:
    return Area(area.width, area.height - top, area.cut, area.cut_top - top,
                area.cut_bottom - top)


def _tight(cards: Sequence[TileCard], area: Area, config: Config) -> float | None:
    """The least height ``cards`` take as tiles in ``area`` with every name whole."""
    counts = fits(cards, area, config)
    if counts is None:
        return None
    return len(counts) * config.height + (len(counts) - 1) * GAP_PX


@frozen
class Split:
    """A board's played cards as tiles above, its revealed hand's as tiles under them."""

    played: Config
    played_tiles: list[Placed]
    hand: Config
    hand_tiles: list[Placed]
    hand_top: float  # where the hand's tiles start (screen pixels, from the area's top)


def plan_split(played: Sequence[TileCard], hand: Sequence[TileCard], area: Area,
               largest: float = TEXT_PX[0]) -> Split:
    """A finished game's board with its hand face up: the played cards as tiles with every
    name whole at the largest text that leaves the hand room for its names whole too, else
    in the least height (the played cards have the room first); the hand's tiles in the rest,
    its text no larger than theirs (names cut only where even one-line tiles at the smallest
    text cannot hold them: the large face under the pointer shows the card)."""
    least = Config(MIN_TEXT_PX, 1, False).height  # the hand's one row, at the least
    room = area.height - SPLIT_PX - least
    options: list[tuple[Config, float]] = []
    for config in CONFIGS:
        if config.px > largest or room < config.height:
            continue
        height = _tight(played, _above(area, room), config)
        if height is not None:
            options.append((config, height))

    def split(played_h: float, px: float) -> Split:
        top = played_h + SPLIT_PX
        config, placed = plan(played, _above(area, played_h), px)
        hand_config, hand_placed = plan(hand, _below(area, top), config.px)
        return Split(config, placed, hand_config, hand_placed, top)

    if not options:  # not even the played names whole: most of them, the hand one row
        return split(max(room, 1.0), largest)
    for config, height in options:
        below = _below(area, height + SPLIT_PX)
        for hand_config in CONFIGS:
            if hand_config.px > config.px:
                continue
            need = _tight(hand, below, hand_config)
            if need is not None:  # both whole: the height left over shared between them
                spare = area.height - height - SPLIT_PX - need
                return split(height + spare * len(played) / (len(played) + len(hand)),
                             config.px)
    config, height = min(options, key=lambda o: (o[1], -o[0].px))
    return split(height, config.px)


def _squeeze(needs: Sequence[float], room: float) -> list[float]:
    """Widths for tiles needing ``needs`` in ``room`` too small for them: the widest give
    up room first, down to a width they share, and the narrow keep their names whole (cut
    alike, a revealed hand of 14 at 1280x720 read "Tan…", "Hut Bu…" and the Axe "…")."""
    left, count = room, len(needs)
    cap = max(needs)
    for k, need in enumerate(sorted(needs)):
        share = left / (count - k)
        if need > share:
            cap = share
            break
        left -= need
    return [min(need, cap) for need in needs]


def _place(cards: Sequence[TileCard], area: Area, config: Config,
           counts: Sequence[int]) -> list[Placed]:
    """The tiles in rows of ``counts`` (``row_height`` tall): each row's room shared out
    evenly over its tiles (or taken from the widest where the names do not fit)."""
    height = row_height(area, config, len(counts))
    out: list[Placed] = []
    at = 0
    for row, count in enumerate(counts):
        y = row * (height + GAP_PX)
        width = area.row_width(y, height)
        group = cards[at:at + count]
        needs = [config.need(c) for c in group]
        room = width - GAP_PX * (count - 1)
        spare = room - sum(needs)
        widths = [n + spare / count for n in needs] if spare >= 0 else _squeeze(needs, room)
        x = 0.0
        for card, w in zip(group, widths, strict=True):
            text_room = w - config.frame_w(card)
            out.append(Placed(x, y, w, height,
                              fitted_lines(card.name, config.px, config.lines, text_room)))
            x += w + GAP_PX
        at += count
    return out


@frozen
class TileLook:
    """What one tile draws, in its card's units (``unit``: one screen pixel)."""

    w: float
    h: float
    unit: float
    px: float  # the text's size on screen
    lines: tuple[str, ...]
    icon: bool
    points: int
    goods_w: float  # room for what the card holds (screen pixels)
    use_w: float  # room for the "use" button (screen pixels)
    points_w: float
    cost: tuple[tuple[str, int], ...] = ()  # a hand card's price (``TileCard.cost``)
    back: bool = False
    cost_w: float = 0.0
    note: str = ""

    @property
    def line(self) -> float:
        return line_h(self.px)

    def font(self, bold: bool = False) -> QFont:
        return unit_font(self.px, self.unit, bold)

    def name_room(self) -> float:
        """The screen pixels the name's lines have across."""
        stripe = self.line + 1 if self.icon else STRIPE_PX
        return (self.w / self.unit - stripe - 2 * PAD_PX - self.goods_w - self.use_w
                - self.points_w - self.cost_w)

    def goods_rect(self) -> QRectF:
        """Where what the card holds goes: right of the name, before its button and points."""
        u = self.unit
        right = self.w - u * (PAD_PX + self.points_w + self.use_w)
        return QRectF(right - u * self.goods_w, 0, u * self.goods_w, self.h)


def unit_font(px: float, unit: float, bold: bool) -> QFont:
    """A font that comes out ``px`` pixels on screen when drawn in units ``unit`` a pixel."""
    return font(px * unit * 72 / dpi(), bold)


def look(card: TileCard, config: Config, placed: Placed, unit: float) -> TileLook:
    return TileLook(placed.w * unit, placed.h * unit, unit, config.px, placed.lines,
                    config.icon, card.points, config.goods_w(card), config.use_w(card),
                    config.points_w(card), card.cost, card.back, config.cost_w(card),
                    card.note)


POINTS_FACE = QColor("#FFF6D5")


def paint_tile(p: QPainter, card_id: str, tile: TileLook, usable: bool, lit: bool,
               use_word: str, muted: bool = False) -> None:
    """One card as a tile: its kind's colour and badge at the left, the name, then (at the
    right) a hand card's price, its "use" button when it has a use now and the points it is
    worth; ``lit``: framed green (a hand card that can be played now, a cooking card while
    what it cooks is dragged); ``muted``: its offers declined for the game (a "no" sign at
    its right end)."""
    from agricola_qt.ui.card_face import (
        KIND_COLOURS,
        PLAYABLE_EDGE,
        _kind_icon,
        card_kind,
        paint_no_sign,
    )

    u = tile.unit
    rect = QRectF(0, 0, tile.w, tile.h).adjusted(0.4 * u, 0.4 * u, -0.4 * u, -0.4 * u)
    kind = card_kind(card_id)
    face, band = KIND_COLOURS[kind]
    radius = 2.5 * u
    p.setPen(QPen(palette.BOARD_EDGE, 0.8 * u))
    p.setBrush(QBrush(QColor(face)))
    p.drawRoundedRect(rect, radius, radius)
    stripe = (tile.line + 1 if tile.icon else STRIPE_PX) * u
    p.save()
    p.setClipRect(QRectF(rect.left(), rect.top(), stripe, rect.height()))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(QColor(band)))
    p.drawRoundedRect(rect, radius, radius)
    p.restore()
    if tile.icon:
        side = tile.line * 0.8 * u
        _kind_icon(p, kind, QRectF(rect.left() + (stripe - side) / 2,
                                   rect.center().y() - side / 2, side, side))
    p.setPen(palette.INK)
    p.setFont(tile.font())
    line = tile.line * u
    step = line * LINE_STEP
    top = rect.center().y() - (line + step * (len(tile.lines) - 1)) / 2
    left = rect.left() + stripe + PAD_PX * u
    for k, text in enumerate(tile.lines):
        p.drawText(QRectF(left, top + k * step, tile.w, line),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                   | Qt.TextFlag.TextDontClip, text)
    right = rect.right() - PAD_PX * u * 0.6
    if muted:
        side = tile.line * u
        paint_no_sign(p, QRectF(right - side, rect.center().y() - side / 2, side, side))
        right -= side + PAD_PX * u * 0.6
    if tile.points:
        disc = tile.line * u
        box = QRectF(right - (tile.points_w - 1.5) * u, rect.center().y() - disc / 2,
                     (tile.points_w - 1.5) * u, disc)
        p.setBrush(QBrush(POINTS_FACE))
        p.setPen(QPen(palette.INK, 0.7 * u))
        p.drawRoundedRect(box, disc / 2, disc / 2)
        p.setFont(tile.font(bold=True))
        p.drawText(box, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip,
                   str(tile.points))
        right -= tile.points_w * u
    if usable and tile.use_w:
        tall = min(tile.line + 2, tile.h / u - 2) * u
        badge = QRectF(right - (tile.use_w - 2) * u, rect.center().y() - tall / 2,
                       (tile.use_w - 2) * u, tall)
        p.setBrush(QBrush(PLAYABLE_EDGE))
        p.setPen(QPen(QColor("#FFFFFF"), 0.8 * u))
        p.drawRoundedRect(badge, 3 * u, 3 * u)
        p.setFont(tile.font(bold=True))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip, use_word)
    if tile.cost or tile.back or tile.note:
        _paint_price(p, tile, right - (tile.use_w + tile.goods_w) * u, rect.center().y())
    if usable or lit:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(PLAYABLE_EDGE, 2.0 * u))
        p.drawRoundedRect(rect.adjusted(u, u, -u, -u), radius, radius)


def _paint_price(p: QPainter, tile: TileLook, right: float, middle: float) -> None:
    """A hand card's price, ending at ``right``: each good's icon and count, "↺" for a card
    given back, then its note ("/…" for other ways to pay, or "free")."""
    from agricola_qt.ui.drawing import good_icon

    u = tile.unit
    side = tile.line * ICON_SHARE * u
    x = right - tile.cost_w * u
    p.setPen(palette.INK)
    p.setFont(tile.font(bold=True))
    for good, n in tile.cost:
        good_icon(p, good, QRectF(x, middle - side / 2, side, side))
        x += side
        count = (text_w(str(n), tile.px, True) + 2) * u
        p.drawText(QRectF(x, middle - tile.line * u / 2, count, tile.line * u),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                   | Qt.TextFlag.TextDontClip, str(n))
        x += count
    if tile.back:
        p.drawText(QRectF(x, middle - tile.line * u / 2, right - x, tile.line * u),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                   | Qt.TextFlag.TextDontClip, BACK_MARK)
        x += (text_w(BACK_MARK, tile.px, True) + 2) * u
    if tile.note:
        p.setPen(palette.MUTED_INK)
        p.setFont(tile.font())
        p.drawText(QRectF(x, middle - tile.line * u / 2, right - x, tile.line * u),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                   | Qt.TextFlag.TextDontClip, tile.note)


__all__ = ["Area", "Config", "Split", "TileCard", "TileLook", "best_px", "look", "paint_tile",
           "plan", "plan_split"]
