"""The points a farm would score now, category by category, on its board (family game).

The family game has no cards, so the lower part of each farm board shows what the end-of-game
scoring would give for the farm as it stands: the seven categories with a ladder (fields,
pastures, grain, vegetables, sheep, wild boar, cattle) as pictures with their points, and the
rest (unused spaces, rooms, people, begging cards, and the major improvements owned with
their points) on a line below.  A newcomer sees at a
glance which category still costs a point and what one more field or animal is worth.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from agricola_qt.engine import apply
from agricola_qt.engine.harvest import food_needed
from agricola_qt.engine.scoring import ScoreSheet, card_scores, score_player
from agricola_qt.engine.state import FEED, GameState, PlayerState
from agricola_qt.engine.values import replace as evolve
from agricola_qt.ui import palette
from agricola_qt.ui.art import paint_art
from agricola_qt.ui.drawing import fit_text, good_icon, set_readable
from agricola_qt.ui.text import card_name, tr

# category -> its picture (art name or good)
LADDER = (("fields", "field-plowed"), ("pastures", "meadow"), ("grain", "grain"),
          ("vegetables", "veg"), ("sheep", "sheep"), ("boar", "boar"), ("cattle", "cattle"))
MINUS = QColor("#B03A2E")
PLUS = QColor("#2E6B2F")
ICON = 18.0
TEXT_PT = 7.0


# the house's rooms with how many there are, then their points
ROOM_WORDS = {"wood": QT_TRANSLATE_NOOP("Table", "{count} wooden rooms {n}"),
              "clay": QT_TRANSLATE_NOOP("Table", "{count} clay rooms {n}"),
              "stone": QT_TRANSLATE_NOOP("Table", "{count} stone rooms {n}")}


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("0" if n == 0 else f"−{-n}")


def rest_line(points: dict[str, int],
              improvements: Sequence[tuple[str, int]] = (), house: str = "",
              room_count: int = 0) -> str:
    """The points outside the ladder; ``improvements``: the majors owned, by name with the
    points each brings (printed and end-of-game bonus; "Cooking Hearth, Basketmaker's
    Workshop +3" read as if one of them gave the 3).  A wooden ``house``'s rooms are named
    so ("rooms 0" after a room was built read as a mistake to a newcomer: wooden rooms
    score nothing), with how many there are (``room_count``): "wooden rooms 0" read as no
    rooms to a family at the table, where it meant no points."""
    rooms = points["clay_rooms"] + points["stone_rooms"]
    if room_count and house in ROOM_WORDS:
        room_part = tr(ROOM_WORDS[house]).format(count=room_count, n=signed(rooms))
    else:
        room_part = (tr("wooden rooms {n}") if house == "wood" else tr("rooms {n}")).format(
            n=signed(rooms))
    parts = [tr("unused spaces {n}").format(n=signed(points["unused_spaces"])), room_part,
             tr("people {n}").format(n=signed(points["people"]))]
    parts += [tr("{improvement} {n}").format(improvement=name, n=signed(n))
              for name, n in improvements]
    if points["fenced_stables"]:
        parts.append(tr("fenced stables {n}").format(n=signed(points["fenced_stables"])))
    if points["begging"]:
        parts.append(tr("begging {n}").format(n=signed(points["begging"])))
    # each part whole on its line ("火炉" at a line's end, its "+1" on the next), the lines
    # broken between the parts: spaced round the dot in Chinese too (unspaced, the line had
    # no place to break but inside a part, "间石屋房间 +" / "8", and "−4·4 间" ran together)
    dot = f" {tr(' · ').strip()} "
    return dot.join(part.replace(" ", "\u00a0") for part in parts)


def food_to_be_eaten(state: GameState, player: int) -> int:
    """The food the harvest's feeding under way will still take from ``player`` (0 outside a
    feeding, and once they have fed)."""
    if state.phase != FEED or not any(f.kind == "feed" and f.player == player
                                      for f in state.pending):
        return 0
    return min(food_needed(state, player), state.players[player].goods.food)


def live_table(state: GameState) -> tuple[PlayerState, ...]:
    """The players as the estimate scores them: during a feeding, without the food it will
    eat (the Hide Farmer's food pays for unused spaces at the end: the estimate counted the
    food a family was about to eat as points), and while animals that do not fit wait, with
    only those that fit (a newcomer's "Score now: 10" counted a boar about to run away, and
    fell to 8 as they chose "the same points, more food")."""
    players = state.players
    frame = state.frame
    if frame is not None and frame.kind == "animals" and 0 <= frame.player < len(players):
        kept = apply(state, "keep-best", checked=False).players[frame.player]
        players = tuple(kept if i == frame.player else p for i, p in enumerate(players))
    if state.phase != FEED:
        return players
    return tuple(evolve(p, goods=p.goods.add("food", -eaten))
                 if (eaten := food_to_be_eaten(state, i)) else p
                 for i, p in enumerate(players))


def live_scores(state: GameState) -> list[ScoreSheet]:
    """Each player's score sheet if the game ended as the harvest under way leaves them."""
    table = live_table(state)
    return [score_player(p, table) for p in table]


def improvement_points(pl: PlayerState) -> list[tuple[str, int]]:
    """Each card ``pl`` owns, by name, with the points it brings now, in the order bought."""
    each: dict[str, int] = dict.fromkeys(pl.cards, 0)
    for found in card_scores(pl):
        if found.card_id in each:
            each[found.card_id] += found.points
    return [(card_name(c), n) for c, n in each.items()]


def paint_ladder_icon(p: QPainter, picture: str, box: QRectF) -> None:
    """A score ladder's picture: a ploughed field, a fenced meadow (a pasture), or a good."""
    if picture in ("field-plowed", "meadow"):
        paint_art(p, picture, box)
        if picture == "meadow":  # a pasture: the meadow with its fence
            p.setPen(QPen(palette.FENCE, 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(box.adjusted(1, 1, -1, -1))
    else:
        good_icon(p, picture, box)


def strip_tip(pl: PlayerState, rect: QRectF, pos: QPointF) -> str:
    """What the strip's icon under ``pos`` counts and how it scores ("" off the icons): "the
    first field seemed to do nothing" for a newcomer (one field still scores -1)."""
    from agricola_qt.engine.scoring import LADDER_STEPS, farm_counts
    from agricola_qt.ui.score_sheet import category_name

    y = rect.top() + 20
    if not (rect.left() <= pos.x() < rect.right() and y <= pos.y() <= y + ICON + 17):
        return ""
    key = LADDER[min(int((pos.x() - rect.left()) / (rect.width() / len(LADDER))),
                     len(LADDER) - 1)][0]
    steps = LADDER_STEPS[key]
    return tr("{category}: {count} now, {points} points. 1, 2, 3 and 4 points from {a}, {b}, "
              "{c} and {d}; fewer than {a}: −1.").format(
        category=category_name(key), count=farm_counts(pl)[key],
        points=signed(score_player(pl).breakdown[key]), a=steps[0], b=steps[1], c=steps[2],
        d=steps[3])


def paint_score_strip(p: QPainter, pl: PlayerState, rect: QRectF) -> None:
    """The farm's points now in ``rect`` (farm units): a title, the ladder, the rest."""
    points = score_player(pl).breakdown  # the ladder, the rest, and the majors' points
    p.setPen(palette.MUTED_INK)
    fit_text(p, QRectF(rect.left(), rect.top(), rect.width(), 16), tr("Points if the game "
             "ended now"), 6.5, align=Qt.AlignmentFlag.AlignLeft)
    pitch = rect.width() / len(LADDER)
    y = rect.top() + 20
    for i, (key, picture) in enumerate(LADDER):
        x = rect.left() + i * pitch
        paint_ladder_icon(p, picture, QRectF(x + (pitch - ICON) / 2, y, ICON, ICON))
        n = points[key]
        p.setPen(MINUS if n < 0 else (PLUS if n > 0 else palette.MUTED_INK))
        set_readable(p, TEXT_PT, bold=True)
        p.drawText(QRectF(x, y + ICON + 1, pitch, 16), Qt.AlignmentFlag.AlignHCenter
                   | Qt.AlignmentFlag.AlignTop, signed(n))
    p.setPen(palette.INK)
    fit_text(p, QRectF(rect.left(), y + ICON + 20, rect.width(), rect.bottom() - y - ICON - 20),
             rest_line(points, improvement_points(pl), pl.farm.house, pl.farm.room_count), 6.5,
             align=Qt.AlignmentFlag.AlignLeft)
