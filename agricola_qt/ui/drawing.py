"""Small painting helpers shared by the scene items: goods icons, player tokens, text."""

from __future__ import annotations

import functools
import math
import re

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen

from agricola_qt.engine.goods import Goods
from agricola_qt.ui import art, palette


def font(size: float, bold: bool = False) -> QFont:
    f = QFont("DejaVu Sans")
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


MIN_TEXT_PX = 9.0  # no text on the table is drawn smaller than this (the rule)


def screen_scale(p: QPainter) -> float:
    """Logical screen pixels per unit where ``p`` draws now (the view's scale included:
    items draw through the view)."""
    t = p.worldTransform()
    return math.hypot(t.m21(), t.m22())


def text_px(p: QPainter, points: float) -> float:
    """How tall, in logical screen pixels, text of ``points`` comes out on ``p`` now."""
    device = p.device()
    dpi = device.logicalDpiY() if device is not None else 96
    return points * dpi / 72 * screen_scale(p)


def min_points(p: QPainter) -> float:
    """The smallest point size that comes out MIN_TEXT_PX tall on ``p`` now."""
    one = text_px(p, 1.0)
    return MIN_TEXT_PX / one if one > 0 else 1.0


def readable(p: QPainter, points: float, bold: bool = False) -> QFont:
    """``font(points)``, made larger where the table is drawn so small that the text would
    come out under MIN_TEXT_PX on screen (a 5-player table in a 1280×720 window)."""
    return font(max(points, min_points(p) * 1.001), bold)


def set_readable(p: QPainter, points: float, bold: bool = False) -> QFont:
    f = readable(p, points, bold)
    p.setFont(f)
    return f


def has_cjk(text: str) -> bool:
    """Whether ``text`` holds Chinese characters (which break and stack one by one, with no
    spaces between words)."""
    return any("\u2e80" <= ch <= "\u9fff" for ch in text)


GLUED_MAX = 16  # characters of a no-break-spaced group kept whole, CJK ones included
_CJK = "\u2e80-\u9fff\uff00-\uffef"
# a no-break-spaced group: words on either side of each no-break space, a word being a run
# of CJK characters or of other letters (the Chinese score line's parts are joined by a bare
# "·": "房間\u00a0+3·家庭成員\u00a0+6" was one long group, broken anywhere, "火" / "爐 +1")
_SIDE = rf"(?:[{_CJK}]+|[^\s\u00a0{_CJK}]+)"
_GLUED = re.compile(rf"{_SIDE}?(?:\u00a0{_SIDE}?)+[ \t\n]*")


def _tokens(text: str) -> list[str]:
    """Pieces a line may break after: words with their spaces, and each CJK character (a
    count with the character after it: "3 顆", never "…3" / "顆石頭").  A short group joined
    by no-break spaces stays whole, its CJK characters too ("家庭成员\u00a0+6" broke into
    "家庭成" / "员 +6" on a farm's score line)."""
    out: list[str] = []
    at = 0
    for group in re.finditer(_GLUED, text):
        if len(group.group().strip()) > GLUED_MAX:
            continue  # (a long one breaks as any text does, its no-break spaces kept)
        out.extend(_pieces(text[at:group.start()]))
        out.append(group.group())
        at = group.end()
    out.extend(_pieces(text[at:]))
    return out


# the goods' two-character words, kept whole as a word is ("1羊（+1食" / "物）" on a replay's
# space, a tester), a count before one with it
_WORDS = "|".join(("食物", "木材", "砖块", "磚頭", "芦苇", "蘆葦", "石头", "石頭", "谷物", "穀物",
                   "麦子", "麥子", "蔬菜", "野猪", "野豬"))
_WORD_BEFORE = re.compile(rf"[+−-]?\d*\s*(?:{_WORDS})$")
_PIECES = re.compile(rf"和[／/]或|[+−-]?\d+\s*(?:{_WORDS}|[\u2e80-\u9fff\uff00-\uffef])|{_WORDS}"
                     r"|[\u2e80-\u9fff\uff00-\uffef]|[^\s\u2e80-\u9fff\uff00-\uffef]+\s*|\s+")


def _pieces(text: str) -> list[str]:
    # ("和／或", "and/or", stays whole: "擴建房舍和／" / "或建設馬廄" read badly)
    raw = _PIECES.findall(text)
    # a no-break space glues what is on either side of it ("火炉\u00a0+1": a score line broke
    # between "火炉" and its "+1")
    tokens: list[str] = []
    glued = False
    for piece in raw:
        if tokens and (glued or not piece.strip("\u00a0")):
            tokens[-1] += piece
        else:
            tokens.append(piece)
        glued = piece.endswith("\u00a0")
    return tokens


MIN_PIECE = 3  # letters at least on either side of a break inside a word


def _hyphenated(token_: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """A word wider than the line, in pieces that fit, each but the last ending in "-",
    broken where it reads naturally ("Fireplace" on a small card: "Fire-", "place"); other
    tokens, and words with no such break that fits, as they are."""
    word = token_.rstrip()
    if (metrics.horizontalAdvance(word) <= width or len(word) < 2 * MIN_PIECE
            or not word.isascii() or not word.replace("'", "").isalpha()):
        return [token_]
    pieces = []
    while metrics.horizontalAdvance(word) > width and len(word) >= 2 * MIN_PIECE:
        fitting = [cut for cut in range(MIN_PIECE, len(word) - MIN_PIECE + 1)
                   if _break_quality(word, cut)
                   and metrics.horizontalAdvance(word[:cut] + "-") <= width]
        if not fitting:
            break  # no natural break fits: the line is elided as before
        cut = max(fitting, key=lambda c: (_break_quality(word, c), c))
        pieces.append(word[:cut] + "- ")
        word = word[cut:]
    return [*pieces, word + token_[len(token_.rstrip()):]]


def word_break(word: str, metrics: QFontMetricsF, width: float) -> int:
    """Where ``word``, wider than ``width``, breaks first with a hyphen as ``_hyphenated``
    breaks it ("Wood-" / "cutter"): the letters before the break, 0 where none fits."""
    pieces = _hyphenated(word, metrics, width)
    return len(pieces[0].rstrip()) - 1 if len(pieces) > 1 else 0


# consonant pairs that begin a syllable ("Fire-place"), and with them those read as one
# sound: a break does not go between them
_ONSETS = frozenset({"sh", "ch", "th", "ph", "wh", "bl", "br", "cl", "cr", "dr", "fl", "fr",
                     "gl", "gr", "pl", "pr", "tr", "wr", "kn"})
_KEPT_TOGETHER = _ONSETS | {"ck", "gh", "ng"}
# second halves of the compound words in card and space names: a break before one reads best
_WORD_ENDS = ("man", "maker", "master", "house", "place", "shop", "wood", "herd", "hand",
              "stone", "cutter", "holder", "teller", "worker", "grocer", "gardener", "servant",
              "layer", "mill", "board", "box", "berry", "shelf", "life", "smith", "catcher",
              "cote", "about", "rider", "seer", "wrest", "ing")


def _break_quality(word: str, cut: int) -> int:
    """How natural a break before ``word[cut]`` reads: 3 before the second half of a compound
    ("Fire-place", "Cook-ing"), 2 between two consonants after a vowel ("Bas-ket"), 1 before
    a consonant and a vowel ("Deli-very"), else 0."""
    if word[cut:].lower().startswith(_WORD_ENDS):
        return 3
    if word[cut - 1:cut + 1].lower() in _KEPT_TOGETHER:
        return 0
    def vowel(i: int) -> bool:
        return word[i].lower() in "aeiouy"

    if not vowel(cut - 1) and not vowel(cut) and cut >= 2 and vowel(cut - 2):
        return 2
    if not vowel(cut) and cut + 1 < len(word) and (
            vowel(cut + 1) or word[cut:cut + 2].lower() in _ONSETS):
        return 1
    return 0


def wrapped(text: str, metrics: QFontMetricsF, width: float,
            hyphenate: bool = True) -> list[str]:
    """``text`` in lines no wider than ``width`` where it can be (a long word broken inside
    where it reads naturally, unless ``hyphenate`` is False).  Chinese, which may break
    after any character, breaks at its spaces and on either side of "和／或" where that takes
    no more lines, else into lines of even length: filled greedily, "擴建房舍和／或建設馬廄"
    read "…和／或建" / "設馬廄" and "2種不同的建築資源" "…建築" / "資源"."""
    lines = _greedy(text, metrics, width, hyphenate)
    if len(lines) < 2 or not has_cjk(text):
        return lines
    # (at its spaces, not at its no-break spaces: they glue)
    phrases = []
    for w in re.split(r"[^\S\u00a0]+", text):
        parts = [part for part in _AND_OR_SPLIT.split(w) if part]
        if parts:
            parts[-1] += " "
            phrases.extend(parts)
    phrases = _glued_counts(phrases)
    if all(metrics.horizontalAdvance(w.rstrip()) <= width for w in phrases):
        by_phrase = _greedy_tokens(phrases, metrics, width)
        if len(by_phrase) <= len(lines):
            return by_phrase
    # every narrower measure that still takes as many lines: the one breaking most at the
    # text's spaces, then the evenest
    candidates = [lines]
    narrow = width
    step = metrics.horizontalAdvance("中")
    while narrow - step > 0:
        narrow -= step
        tighter = _greedy(text, metrics, narrow, hyphenate)
        if len(tighter) > len(lines):
            break
        candidates.append(tighter)
    if " " not in text and len(lines) == 2:  # a name in two: even halves, the longer last
        # ("资产/管理员": filled greedily, "资产管/理员"; a Chinese name mostly ends in a word
        # of two or three)
        half = len(text) // 2
        even = [text[:half], text[half:]]
        if all(metrics.horizontalAdvance(line) <= width for line in even):
            candidates.append(even)
    return min(candidates, key=lambda c: (
        sum(line[:1] in NO_LINE_START for line in c[1:])  # "…和" / "/或…" read badly
        + sum(a.rstrip()[-1:] in NO_LINE_END for a in c[:-1])  # "1張職業卡（" / "2份食物）"
        + sum(a.rstrip()[-1:].isdigit() for a in c[:-1]),  # "支付 1" / "顆石頭" too
        _breaks_inside(text, c), max(metrics.horizontalAdvance(x) for x in c),
        -len(c[-1]) if len(c) == 2 else 0))


NO_LINE_START = frozenset("/／、，。：；）)」』”’")  # Chinese does not begin a line with these
NO_LINE_END = frozenset("（(「『“‘")  # ... nor end one with these


def _glued_counts(phrases: list[str]) -> list[str]:
    """A count kept with what follows it ("1 " + "顆石頭 "): a line ending in "1" read as a
    number alone."""
    out: list[str] = []
    for phrase in phrases:
        if out and out[-1].strip()[-1:].isdigit():
            out[-1] += phrase
        else:
            out.append(phrase)
    return out


def _breaks_inside(text: str, lines: list[str]) -> int:
    """How many of the line breaks fall elsewhere than at a space of ``text``."""
    inside, at = 0, 0
    for line in lines[:-1]:
        found = text.find(line, at)
        if found < 0:
            return len(lines)
        at = found + len(line)
        inside += (at < len(text) and not text[at].isspace()
                   and not _AND_OR.match(text, at) and not _AND_OR_BEFORE.search(text, 0, at)
                   and text[at - 1] not in _JOINING)
    return inside


# a break before or after "和／或" ("and/or") is a break between words, as at a space
_AND_OR = re.compile(r"和[／/]或")
_AND_OR_BEFORE = re.compile(r"和[／/]或$")
_AND_OR_SPLIT = re.compile(r"(和[／/]或)")
# after a word joining two others (or a comma) a break falls between words ("起始玩家及" /
# "倉庫": it read "起始玩" / "家及倉庫", a tester)
_JOINING = frozenset("及與与和或、，；：")


def _greedy(text: str, metrics: QFontMetricsF, width: float, hyphenate: bool) -> list[str]:
    tokens = _tokens(text)
    if hyphenate:
        tokens = [piece for t in tokens for piece in _hyphenated(t, metrics, width)]
    return _greedy_tokens(tokens, metrics, width)


def _one_word(line: str) -> bool:
    """Is ``line`` one good's word, its count and brackets with it ("（+1食物）")?"""
    bare = line.lstrip("".join(NO_LINE_END)).rstrip("".join(NO_LINE_START))
    word = _WORD_BEFORE.search(bare)
    return word is not None and word.start() == 0


def _greedy_tokens(tokens: list[str], metrics: QFontMetricsF, width: float) -> list[str]:
    lines: list[str] = []
    line = ""
    for token_ in tokens:
        if line and metrics.horizontalAdvance((line + token_).rstrip()) > width:
            kept = line.rstrip()
            carried = ""
            if token_[:1] in NO_LINE_START and _one_word(kept):
                # a line of one good's word ("+1食物）"): the closing mark hangs at its end
                # rather than taking the word's last character down ("+1食" / "物）")
                line += token_
                continue
            if len(kept) > 1 and kept[-1] in NO_LINE_END:  # an opening bracket goes along
                kept, carried = kept[:-1].rstrip(), kept[-1]
            elif token_[:1] in NO_LINE_START:
                # "）、" began a line of a 5-player space's name ("…（+1份食物" / "）、1頭…"):
                # the character before it goes down with it (and closing marks just before
                # it), as Chinese typesetting does
                cut = len(kept)
                while cut > 1 and kept[cut - 1] in NO_LINE_START:
                    cut -= 1
                if (cut > 1 and has_cjk(kept[cut - 1]) and kept[cut - 2] not in NO_LINE_END
                        and len(kept) - cut < 3):
                    # a good's word goes down whole, with its count ("（+1食" / "物）")
                    word = _WORD_BEFORE.search(kept, 0, cut)
                    start = word.start() if word is not None else cut - 1
                    while start > 1 and kept[start - 1] in NO_LINE_END:
                        start -= 1  # its opening bracket with it ("1羊（" / "+1食物）")
                    kept, carried = kept[:start].rstrip(), kept[start:]
            lines.append(kept)
            line = carried + token_.lstrip()
        else:
            line += token_
    if line.strip():
        lines.append(line.rstrip())
    return lines


def fit_text(p: QPainter, rect: QRectF, text: str, points: float, bold: bool = False,
             align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter) -> float:
    """``text`` wrapped into ``rect`` from its top, at ``points`` or smaller, never under the
    readable minimum: what still does not fit is cut with an ellipsis (the tooltip has it).
    Returns the height the lines took."""
    size, lines, spacing, bold = _fitted(text, points, bold, round(rect.width(), 2),
                                         round(rect.height(), 2), round(min_points(p) * 1.001, 3))
    p.setFont(font(size, bold))
    y = rect.top()
    for line in lines:
        p.drawText(QRectF(rect.left(), y, rect.width(), spacing),
                   align | Qt.AlignmentFlag.AlignVCenter, line)
        y += spacing
    return y - rect.top()


def fit_text_beside(p: QPainter, rect: QRectF, corner: float, text: str, points: float,
                    bold: bool = False) -> None:
    """``fit_text`` in ``rect`` less a ``corner`` wide column at its right (a card's points
    disc), or, where that cuts the text, with only its first line kept out of the corner:
    the majors board at 1280x720 read "Basket-" / "maker's" / "Works…", the third line
    narrowed by a disc that stands beside the first."""
    narrow = QRectF(rect.left(), rect.top(), rect.width() - corner, rect.height())
    beside = letters_fitted(p, narrow, text, points, bold)
    if beside >= letters(text):
        fit_text(p, narrow, text, points, bold)
        return
    low = round(min_points(p) * 1.001, 3)
    metrics = QFontMetricsF(font(max(points, low), bold))
    first = wrapped(text, metrics, narrow.width())[0]
    rest = text[len(first.rstrip("-")):].lstrip()
    spacing = metrics.lineSpacing()
    below = QRectF(rect.left(), rect.top() + spacing, rect.width(), rect.height() - spacing)
    size = max(points, low)
    split = letters(first.rstrip("-")) + letters_fitted(p, below, rest, size, bold)
    if not rest or split <= beside:
        fit_text(p, narrow, text, points, bold)
        return
    p.setFont(font(size, bold))
    p.drawText(QRectF(narrow.left(), narrow.top(), narrow.width(), spacing),
               Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter, first)
    fit_text(p, below, rest, size, bold)


def letters_fitted(p: QPainter, rect: QRectF, text: str, points: float,
                   bold: bool = False) -> int:
    """How many letters of ``text`` ``fit_text`` would show in ``rect`` (not counting
    spaces, nor the hyphens and ellipses it adds): less than ``letters(text)`` when cut."""
    return sum(letters(line.replace("…", "").rstrip("-"))
               for line in fitted_lines(p, rect, text, points, bold))


def fitted_lines(p: QPainter, rect: QRectF, text: str, points: float,
                 bold: bool = False) -> tuple[str, ...]:
    """The lines ``fit_text`` would draw ``text`` in, in ``rect``."""
    return _fitted(text, points, bold, round(rect.width(), 2), round(rect.height(), 2),
                   round(min_points(p) * 1.001, 3))[1]


def letters(text: str) -> int:
    """The letters of ``text``, spaces left out."""
    return len(text.replace(" ", ""))


@functools.lru_cache(maxsize=4096)
def _fitted(text: str, points: float, bold: bool, width: float, height: float,
            low: float) -> tuple[float, tuple[str, ...], float, bool]:
    """The size, lines, line spacing and weight of ``fit_text`` (measured once per text and
    box: the table repaints its cards often, and measuring is the slow part).  Bold text
    that would be cut even at the smallest size is set in the regular weight when that shows
    more of it: a small table showed "Basketmake… Workshop", the bold word a few letters too
    wide, the regular one fitting."""
    size, lines, spacing = _fitted_in(text, points, bold, width, height, low)
    if bold and size <= low and any("…" in line for line in lines) and "…" not in text:
        regular = _fitted_in(text, points, False, width, height, low)
        if _shown(regular[1]) > _shown(lines):
            return (*regular, False)
    return size, lines, spacing, bold


def _fitted_in(text: str, points: float, bold: bool, width: float, height: float,
               low: float) -> tuple[float, tuple[str, ...], float]:
    """``_fitted`` in one weight."""
    size = max(points, low)
    while True:
        metrics = QFontMetricsF(font(size, bold))
        lines = wrapped(text, metrics, width)
        room = max(1, int(height // metrics.lineSpacing()))
        if len(lines) <= room or size <= low:
            break
        size = max(low, size * 0.9)
    cut = _cut(lines, room, metrics, width)
    if len(lines) > room:  # too long all the same: broken words only where they show more
        plain = _cut(wrapped(text, metrics, width, hyphenate=False), room, metrics, width)
        if _shown(plain) > _shown(cut):
            cut = plain
    return size, cut, metrics.lineSpacing()


def _cut(lines: list[str], room: int, metrics: QFontMetricsF, width: float) -> tuple[str, ...]:
    """``lines`` in ``room`` lines: the last takes the rest (a split word whole again), and a
    line too wide is cut short with an ellipsis."""
    if len(lines) > room:
        last = lines[room - 1]
        joined = last[:-1] + lines[room] if last.endswith("-") else last + " " + lines[room]
        lines = [*lines[:room - 1], joined]
    return tuple(line if metrics.horizontalAdvance(line) <= width
                 else metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
                 for line in lines)


def _shown(lines: tuple[str, ...]) -> int:
    """Letters of the text the lines show (not the hyphens and ellipses added)."""
    return sum(len(line.replace("…", "").replace("- ", "").rstrip("-")) for line in lines)


def fits_one_line(p: QPainter, text: str, points: float, width: float,
                  bold: bool = False) -> bool:
    """Whether ``text`` fits ``width`` on one line at a readable size."""
    return QFontMetricsF(readable(p, points, bold)).horizontalAdvance(text) <= width


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
              show_zero: bool = False, names: tuple[str, ...] = (),
              pitch: float = 0.0) -> None:
    """Goods as icon + count, ``per_row`` to a row, starting at ``origin`` (kept as one
    image per content and size: a farm's supply changes rarely, and is drawn often)."""
    items = tuple((n, goods.get(n)) for n in names) if names else tuple(goods.items())
    shown = tuple(item for item in items if item[1] or show_zero)
    if not shown:
        return
    columns = min(per_row, len(shown))
    rows = (len(shown) + per_row - 1) // per_row
    pitch = pitch or size * 2.0  # from one good to the next: its icon and its count
    rect = QRectF(origin.x(), origin.y(), columns * pitch + 2,
                  rows * (size + 3))

    def draw(q: QPainter, box: QRectF) -> None:
        set_readable(q, size * 0.42, bold=True)
        for i, (name, count) in enumerate(shown):
            x = (i % per_row) * pitch
            y = (i // per_row) * (size + 3)
            _good_cell(q, name, count, QPointF(x, y), size, pitch)

    if len(shown) <= LONG_ROW:
        art.paint_composed(p, ("goods", shown, size, per_row, pitch), rect, draw)
    else:  # a long row (a farm's supply) changes a count or two at a time: kept per cell
        for i, (name, count) in enumerate(shown):
            cell = QRectF(origin.x() + (i % per_row) * pitch,
                          origin.y() + (i // per_row) * (size + 3), pitch, size)
            art.paint_composed(p, ("good", name, count, size, pitch), cell,
                               functools.partial(_composed_cell, name, count, size, pitch))
    set_readable(p, size * 0.42, bold=True)  # as when the row was drawn here: callers may
    p.setPen(palette.INK if shown[-1][1] else palette.MUTED_INK)  # go on writing with it


LONG_ROW = 6  # goods rows longer than this are kept as one picture per good and count
LEFT_MIDDLE = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft


def _good_cell(q: QPainter, name: str, count: int, at: QPointF, size: float,
               pitch: float) -> None:
    """One good of a row: its icon and its count (the font is the row's)."""
    good_icon(q, name, QRectF(at.x(), at.y(), size, size))
    q.setPen(palette.INK if count else palette.MUTED_INK)
    q.drawText(QRectF(at.x() + size + 1, at.y(), pitch - size - 1, size), LEFT_MIDDLE, str(count))


def _composed_cell(name: str, count: int, size: float, pitch: float, q: QPainter,
                   box: QRectF) -> None:
    set_readable(q, size * 0.42, bold=True)
    _good_cell(q, name, count, QPointF(0, 0), size, pitch)


def token(p: QPainter, player: int, rect: QRectF, outline: float = 1.2) -> None:
    """A player's person; ``player`` is the palette slot (colour and shape) of the seat.
    ``outline`` is kept for callers; the picture carries its own outline."""
    name = art.person_art(palette.player_shape(player))
    art.paint_art(p, name, art.fit(name, rect), tint=palette.player_colour(player))
