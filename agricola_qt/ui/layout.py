"""Where everything sits on the table (scene units; the view scales the whole scene)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF

from agricola_qt.engine.spaces import STAGE_OF_ROUND

CARD_W, CARD_H = 108.0, 100.0
PITCH_X, PITCH_Y = 114.0, 106.0
HEADER_H = 36.0
BOARD_TOP = 42.0
GAP = 14.0
MARGIN = 8.0
GREEN_COLS, PRINTED_COLS, ROUND_COLS = 2, 3, 6
MAJOR_W, MAJOR_H = 96.0, 78.0
MAJOR_PITCH_X, MAJOR_PITCH_Y = 100.0, 84.0
TRAY_W = 104.0
FARM_W, FARM_H = 312.0, 400.0  # a board in the full game: farmyard, supply, two card rows
# In the family game there are no cards: under the supply only the score strip, so the board
# is shorter and, in the same height of table, drawn larger (it had a blank band at its foot)
FAMILY_FARM_H = 352.0
FAMILY_NARROW_EXTRA = 16.0  # see farm_height
CELL = 56.0

GREEN_X = MARGIN
PRINTED_X = GREEN_X + GREEN_COLS * PITCH_X + GAP
ROUND_X = PRINTED_X + PRINTED_COLS * PITCH_X + GAP
MAJORS_X = ROUND_X + ROUND_COLS * PITCH_X + GAP
TRAY_X = MAJORS_X + 2 * MAJOR_PITCH_X + GAP
SCENE_W = TRAY_X + TRAY_W + MARGIN
FARMS_TOP = BOARD_TOP + 4 * PITCH_Y + 10


def green_slot(i: int) -> QPointF:
    return QPointF(GREEN_X + (i // 3) * PITCH_X, BOARD_TOP + (i % 3) * PITCH_Y)


def printed_slot(i: int) -> QPointF:
    return QPointF(PRINTED_X + (i // 4) * PITCH_X, BOARD_TOP + (i % 4) * PITCH_Y)


GREEN_SLOTS = GREEN_COLS * 3  # the green cards of 3-5 players: two columns of three
PRINTED_SLOTS = PRINTED_COLS * 4  # the printed board's spaces take 10 of these 12


def card_space_slot(k: int, green_used: int, printed_used: int) -> QPointF:
    """Where the ``k``-th space a card brings to the table sits (Master Forester's wood, the
    Tavern, ...): in a green slot the player count leaves free, then in the row under the
    green cards, then in the printed board's free slots.  (At 4 and 5 players the green
    slots are full: such a space used to be drawn over "Build Rooms and/or Stables".)"""
    free = [green_slot(i) for i in range(green_used, GREEN_SLOTS)]
    free += [QPointF(GREEN_X + c * PITCH_X, BOARD_TOP + 3 * PITCH_Y) for c in range(GREEN_COLS)]
    free += [printed_slot(i) for i in range(printed_used, PRINTED_SLOTS)]
    return free[min(k, len(free) - 1)]  # the decks bring four such spaces at most


def round_slot(round_no: int) -> QPointF:
    """Round cards sit in one column per stage, filling top to bottom."""
    stage = STAGE_OF_ROUND[round_no]
    first = STAGE_OF_ROUND.index(stage)
    return QPointF(ROUND_X + (stage - 1) * PITCH_X, BOARD_TOP + (round_no - first) * PITCH_Y)


def major_slot(i: int) -> QPointF:
    return QPointF(MAJORS_X + (i % 2) * MAJOR_PITCH_X, BOARD_TOP + (i // 2) * MAJOR_PITCH_Y)


def farm_height(family: bool, players: int = 2) -> float:
    """A farm board's height in board units.  Four or five family boards, drawn small, take
    a line more for their score strip's last line (the majors owned, with the rest): their
    table is bound by its width, so the height is there to take."""
    if not family:
        return FARM_H
    return FAMILY_FARM_H + (FAMILY_NARROW_EXTRA if players >= 4 else 0.0)


def farm_scale(players: int, family: bool = False) -> float:
    """A board's scale: as wide as the row lets it, and never taller than a full-game board at
    1.5 (so the table keeps its height)."""
    width = SCENE_W - 2 * MARGIN
    return min(1.5 * FARM_H / farm_height(family), (width / players - 8) / FARM_W)


MAX_BOARD_SIDE = 110.0  # farm units a board may reach beyond the farmyard's width, each side


def board_side(players: int, family: bool = False) -> float:
    """How far (farm units) a board reaches to each side of its farmyard's width: in a 2- or
    3-player full game the row of boards has width to spare, and the card rows under the
    farmyard take it (a 2-player board's nine played cards lay in strips with their names
    sideways while a third of the row stood empty; two play-testers).  The farmyard, its
    supply and everything drawn in ``FARM_W`` stay where they were."""
    if family or players >= 4:
        return 0.0
    room = ((SCENE_W - 2 * MARGIN) / players - 8) / farm_scale(players, family)
    return max(0.0, min(MAX_BOARD_SIDE, (room - FARM_W) / 2))


def board_rect(players: int, family: bool, height: float) -> QRectF:
    """A board's outline in its own coordinates (the farmyard's width is 0 to ``FARM_W``)."""
    side = board_side(players, family)
    return QRectF(-side, 0, FARM_W + 2 * side, height)


def farm_origin(index: int, players: int, family: bool = False) -> QPointF:
    scale = farm_scale(players, family)
    width = SCENE_W - 2 * MARGIN
    pitch = width / players
    x = MARGIN + index * pitch + (pitch - FARM_W * scale) / 2
    return QPointF(x, FARMS_TOP)


SMALL_W, SMALL_H = 46.0, 64.0  # a card on a farm board (farm units; ``card_face`` draws it)

# The open hand of a 4- or 5-player full game lies in a strip of its own under the farms,
# its cards at HAND_SCALE: on a board that narrow, 14 hand cards beside the played ones were
# slivers ("Spi…", "Clo…" at 1366x768).  The table is bound by its width there, so the strip
# mostly takes height the window had to spare.  Fewer players' boards are drawn at 1.5 and
# keep the hand in their own card rows.
HAND_SCALE = 1.75  # scene units per card unit in the strip (a 5-player board is about 1.0)
HAND_LABEL_W = 128.0  # the strip's left column: whose hand it is, and how many cards
HAND_STRIP_H = SMALL_H * HAND_SCALE + 16  # a card's height and a margin


PLAYED_SCALE = 1.7  # played cards on the boards of such a table: one row in two rows' height


def fan(counts: Sequence[int], width: float, card_w: float, spacing: float,
        group_gap: float) -> list[list[tuple[float, float]]]:
    """Cards of a row in groups (``counts`` cards each), on ``width``: each card's x from the
    row's start, and the share of its face the next card leaves uncovered (1: all of it).
    Side by side ``spacing`` apart while they fit, else overlapping evenly; ``group_gap``
    sets the groups apart."""
    n = sum(counts)
    groups = sum(1 for c in counts if c)
    pitch = min(card_w + spacing,
                (width - group_gap * max(0, groups - 1) - card_w) / max(n - 1, 1))
    out: list[list[tuple[float, float]]] = []
    x, k = 0.0, 0
    for count in counts:
        row = []
        for i in range(count):
            k += 1
            step = pitch + (group_gap if i == count - 1 else 0)
            row.append((x, 1.0 if k == n else min(1.0, (step - 1) / card_w)))
            x += pitch
        if count:
            x += group_gap
        out.append(row)
    return out


def has_hand_strip(players: int, family: bool = False) -> bool:
    return not family and players >= 4


def farms_bottom(players: int, family: bool = False) -> float:
    return FARMS_TOP + farm_height(family, players) * farm_scale(players, family)


def hand_strip_rect(players: int, family: bool = False) -> QRectF:
    """Where the hand strip lies (an empty rectangle when the table has none)."""
    if not has_hand_strip(players, family):
        return QRectF()
    return QRectF(MARGIN, farms_bottom(players, family) + MARGIN, SCENE_W - 2 * MARGIN,
                  HAND_STRIP_H)


def scene_rect(players: int, family: bool = False) -> QRectF:
    bottom = farms_bottom(players, family)
    if has_hand_strip(players, family):
        bottom = hand_strip_rect(players, family).bottom()
    return QRectF(0, 0, SCENE_W, bottom + MARGIN)


# Far outside the table: where pieces wait that are not shown now (a closed hand, people out
# at work).  Qt drops the kept picture of a hidden item and draws it again when it shows; an
# item moved away and back keeps it.  The view never shows more than the scene's rectangle.
def parking() -> QPointF:
    return QPointF(-20000.0, -20000.0)
