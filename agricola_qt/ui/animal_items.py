"""Animals on the farmyards: one draggable token per group (a pasture's herd, the animal in a
stable or the house, a card's animals, the animals over capacity).

The player drags one animal (or the whole group with Shift) to another place of their own
farm; this only changes the display arrangement (``herds.Herds``), never the game, and is not
an undo step.  Dropping an animal on a cooking improvement cooks it (an engine move, through
the controller).  After every engine change the arrangement is rebuilt from the engine's
counts (``herds.reconcile``), so it can never disagree with the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
)

from agricola_qt.engine.goods import ANIMALS
from agricola_qt.engine.grid import CELL_NAMES, COLUMNS, bits
from agricola_qt.engine.state import GameState, PlayerState
from agricola_qt.ui import layout, palette
from agricola_qt.ui.drawing import fits_one_line, good_icon, has_cjk, set_readable
from agricola_qt.ui.farm_item import CARDS_Y, GRID_X, SUPPLY_Y, FarmItem, cell_rect
from agricola_qt.ui.guard import guarded
from agricola_qt.ui.herds import (
    UNLIMITED,
    Herds,
    Place,
    Refusal,
    move_animals,
    place_givers,
    place_name,
    reconcile,
    targets,
)
from agricola_qt.ui.text import card_name, good_name, joined, measure_word, tr
from agricola_qt.ui.tokens import DragToken

if TYPE_CHECKING:
    from agricola_qt.ui.scene import TableScene

STRIP_X = 184.0  # the animals over capacity: beside the supply row, in farm coordinates
STRIP_W = 122.0
OVER_FIRST, OVER_STEP = 41.0, 35.0  # the first waiting kind's token centre; to the next
OVER_ONE_W = 66.0  # the strip for one kind: from the stables left to the board's edge
BOX_W = 36.0  # places on cards: at the right end of the played cards' row
ROW_H = 21.0
CARDS_ROW_Y = CARDS_Y + 2 + 64 - ROW_H - 4  # level with the lower half of the played cards
LABEL_W = 30.0
LABEL_OVER = 22.0  # "No room" before the animals over capacity (tokens from +41)
OVER_FILL = QColor("#F4DCD4")


def card_places_width(count: int) -> float:
    """Farm units the places on cards take at the right of the played row (0 when none)."""
    return LABEL_W + count * (BOX_W + 4) if count else 0.0
OVER = QColor("#C0392B")


def _wide(room: int) -> bool:
    """Tokens of places for many animals show their room too ("3/4")."""
    return 1 < room < UNLIMITED


def _badge_half(count: int, room: int, over: bool) -> float:
    """Half an animal badge's width: the icon and the count, and a pasture's room ("3/4");
    "10/16" was cut by the pasture's fence post (a tester): a digit more, a little wider."""
    if not _wide(room) or over:
        return 17.0
    return 23.0 + 3.5 * (len(f"{count}/{room}") - 3)


def anchor_cell(cells: int) -> int:
    """The cell of a region nearest its middle (where the herd stands)."""
    members = bits(cells)
    cx = sum(c % COLUMNS for c in members) / len(members)
    cy = sum(c // COLUMNS for c in members) / len(members)
    return min(members, key=lambda c: (c % COLUMNS - cx) ** 2 + (c // COLUMNS - cy) ** 2)


def region_centre(cells: int) -> QPointF:
    """The middle of a rectangular region, else of its cell nearest the middle."""
    members = bits(cells)
    box = cell_rect(members[0])
    for c in members[1:]:
        box = box.united(cell_rect(c))
    inside = [c for c in members if cell_rect(c).contains(box.center())]
    rectangular = len(members) * cell_rect(members[0]).width() * cell_rect(members[0]).height()
    if inside or rectangular >= box.width() * box.height() * 0.9:
        return box.center()
    return cell_rect(anchor_cell(cells)).center()


def pasture_spot(cells: int) -> QPointF:
    """Where a pasture's herd stands: its middle (``region_centre``), but in the lower row's
    middle when the pasture has two rows: on the line between them the herd's badge lay over
    the lower cells' stables and names (a tester could not see the pasture's stable)."""
    centre = region_centre(cells)
    members = bits(cells)
    if centre == cell_rect(anchor_cell(cells)).center():
        return centre  # in a cell's middle already
    if len({c // COLUMNS for c in members}) != 2:
        return centre
    lower = max(cell_rect(c).center().y() for c in members)
    return QPointF(centre.x(), lower)


class AnimalToken(DragToken):
    """A group of animals of one kind in one place."""

    def __init__(self, table: TableScene, player: int) -> None:
        super().__init__(table, player)
        self.kind = "animal"
        self.key = ""
        self.animal = ""
        self.count = 0
        self.room = 0
        self.over = False
        self.moving = 1
        # the group's picture is kept until what it shows changes (see ``signature``)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def signature(self) -> object:
        """What the piece shows (the scene repaints it only when this changes)."""
        return (self.animal, self.count, self.room, self.over, self.dragging, self.moving)

    def show_group(self, key: str, animal: str, count: int, room: int, over: bool) -> None:
        changed = (key, animal, count, room, over) != (self.key, self.animal, self.count,
                                                       self.room, self.over)
        if changed and _badge_half(count, room, over) != _badge_half(
                self.count, self.room, self.over):
            self.prepareGeometryChange()
        self.key, self.animal, self.count, self.room, self.over = key, animal, count, room, over
        if changed:
            self.setToolTip(self.help_text())
            self.update()

    def help_text(self) -> str:
        name = good_name(self.animal)
        if self.over:
            # (``measure``: the count's word in Chinese, "頭" for cattle, "隻" for sheep)
            return tr("{n} {kind} without room: keep the best, release them or drag them onto "
                      "a cooking improvement").format(n=self.count, kind=name,
                                                      measure=measure_word(self.animal))
        text = tr("{n} {kind}").format(n=self.count, kind=name)
        if 1 < self.room < UNLIMITED:
            text = joined(text, tr("(room for {room})").format(room=self.room))
        return text + "<br>" + tr("Drag one animal to another place on your farm (Shift: the "
                                  "whole group), or onto a cooking improvement to cook it.")

    def boundingRect(self) -> QRectF:
        half = _badge_half(self.count, self.room, self.over)
        return QRectF(-half, -10, 2 * half, 20)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        r = self.boundingRect().adjusted(0.5, 0.5, -0.5, -0.5)
        shown = str(self.moving if self.dragging else self.count)
        if _wide(self.room) and not self.over and not self.dragging:
            shown += f"/{self.room}"
        p.setBrush(QBrush(QColor(255, 225, 220, 235) if self.over else QColor(255, 255, 255, 200)))
        p.setPen(QPen(OVER, 2, Qt.PenStyle.DashLine) if self.over else QPen(palette.INK, 0.8))
        p.drawRoundedRect(r, 5, 5)
        good_icon(p, self.animal, QRectF(r.left() + 1, r.top() + 1, 17, 17))
        p.setPen(OVER if self.over else palette.INK)
        set_readable(p, 7.5, bold=True)
        # the count alone: a "!" before it read as a 1 ("!3" as 13); the red dashed box and
        # the strip's "No room" say the rest
        p.drawText(QRectF(r.left() + 17, r.top(), r.width() - 18, r.height()),
                   Qt.AlignmentFlag.AlignCenter, shown)

    def _over_fences(self) -> bool:
        """Fences are being drawn on this farm: a click on the badge is its cell's."""
        frame = self.table.state.frame
        return (frame is not None and frame.kind == "action" and frame.player == self.player
                and bool(frame.fences or frame.plan))

    def _cell_asked(self, cell: int) -> bool:
        """A move of this player's turn names the cell under the badge (a stable, a room, a
        field to plough or sow): a click on the badge is the cell's (a tester's click on a
        pasture's "3/4" to build a stable there did nothing)."""
        if cell < 0 or self.table.state.actor != self.player:
            return False
        name = CELL_NAMES[cell]
        return any(name in m.args for m in self.table.legal)

    @guarded
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        whole = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        self.moving = self.count if whole else 1
        super().mousePressEvent(event)
        self.update()  # while dragged it shows how many move

    @guarded
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        moved = event.scenePos() - event.buttonDownScenePos(Qt.MouseButton.LeftButton)
        farm = self.table.farm_items[self.player]
        cell = farm.cell_at(farm.mapFromScene(event.scenePos()))
        if (self.dragging and moved.manhattanLength() < 4
                and (self._over_fences() or self._cell_asked(cell))):
            # while fences are drawn a click on the badge plans its cell, under it (a click
            # on a boar's badge planned nothing, a tester), and a drag still moves the
            # animals (the badge once let every press through, and a drag drew fences)
            self.cancel_drag()
            if cell >= 0:
                self.table.report_cell_click(self.player, cell)
            self.update()
            return
        super().mouseReleaseEvent(event)
        self.update()  # the whole group's count again


class AnimalGhost(QGraphicsObject):
    """What stays behind while one animal of a group is dragged away."""

    def __init__(self) -> None:
        super().__init__()
        self.animal = "sheep"
        self.count = 0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(9)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return QRectF(-17, -10, 34, 20)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        r = self.boundingRect().adjusted(0.5, 0.5, -0.5, -0.5)
        p.setBrush(QBrush(QColor(255, 255, 255, 140)))
        p.setPen(QPen(palette.INK, 0.6, Qt.PenStyle.DotLine))
        p.drawRoundedRect(r, 5, 5)
        good_icon(p, self.animal, QRectF(r.left() + 1, r.top() + 1, 17, 17))
        p.setPen(palette.INK)
        set_readable(p, 7.5, bold=True)
        p.drawText(QRectF(r.left() + 17, r.top(), r.width() - 18, r.height()),
                   Qt.AlignmentFlag.AlignCenter, str(self.count))


class HerdStrip(QGraphicsItem):
    """Beside the supply row: places on cards and the animals over capacity (a child of the
    farm, in farm coordinates)."""

    def __init__(self, layer: AnimalLayer, player: int, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.layer = layer
        self.player = player
        self.farm_height = parent.boundingRect().height()  # down to the board's foot
        self.side = -parent.boundingRect().left()  # a wide board's reach beyond the farmyard
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._givers_for: object = None
        self._givers: list[str] = []

    def signature(self) -> object:
        """What the strip shows: the farm's arrangement and the places lit for a drag (it
        lies over the lower half of the board: repainting it there for nothing is dear)."""
        return (self.layer.herds.get(self.player),
                frozenset(self.layer.lit_places.get(self.player, ())))

    def boundingRect(self) -> QRectF:
        return QRectF(GRID_X - 2 - self.side, SUPPLY_Y - 4,
                      layout.FARM_W + 2 * self.side - 2 * GRID_X + 4, self.farm_height - SUPPLY_Y)

    def givers(self) -> list[str]:
        """The cards giving this farm's animals their places on cards (kept per player
        state: worked out by taking each card away)."""
        pl = self.layer.table.state.players[self.player]
        if self._givers_for is not pl:
            self._givers_for, self._givers = pl, place_givers(pl)
        return self._givers

    def card_rects(self) -> dict[str, QRectF]:
        herds = self.layer.herds.get(self.player)
        out: dict[str, QRectF] = {}
        if herds is None:
            return out
        cards = [p for p in herds.places if not p.cells]
        # at the right of the played cards' row: a wide board's right edge
        left = layout.FARM_W + self.side - GRID_X - card_places_width(len(cards)) + LABEL_W
        for i, place in enumerate(cards):
            out[place.key] = QRectF(left + i * (BOX_W + 4), CARDS_ROW_Y, BOX_W, ROW_H + 2)
        return out

    def over_rect(self) -> QRectF:
        """Where the animals that do not fit wait: at the right of the supply row, over the
        stables left when one kind waits (over the fences too, it hid them: a tester could
        not see how many were left), over both for more."""
        herds = self.layer.herds.get(self.player)
        kinds = sum(1 for n in herds.over if n) if herds is not None else 0
        width = OVER_ONE_W if kinds <= 1 else STRIP_W
        return QRectF(STRIP_X + STRIP_W - width, SUPPLY_Y - 3, width, ROW_H + 1)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        herds = self.layer.herds.get(self.player)
        if herds is None:
            return
        lit = self.layer.lit_places.get(self.player, set())
        rects = self.card_rects()
        if rects:
            p.setPen(palette.INK)
            set_readable(p, 5.5, bold=True)
            first = min(r.left() for r in rects.values())
            last = max(r.right() for r in rects.values())
            # the cards giving the places named above them (a bare "On cards" beside boxes
            # saying "card" read as two buttons that did nothing)
            givers = self.givers()
            names = tr(", ").join(card_name(c) for c in givers)
            band = QRectF(first - LABEL_W, CARDS_ROW_Y - ROW_H + 1, last - first + LABEL_W,
                          ROW_H - 3)
            named = bool(names) and fits_one_line(p, names, 5.5, band.width(), bold=True)
            if named:
                p.drawText(band, Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignRight,
                           names)
            words = "" if named else _fitting_label(p, tr("On\ncards"), LABEL_W - 2,
                                                     ROW_H + 2)
            if words:  # else too small to say it: the places' tooltips do
                p.drawText(QRectF(first - LABEL_W, CARDS_ROW_Y, LABEL_W - 2, ROW_H + 2),
                           Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, words)
        for key, rect in rects.items():
            p.setBrush(QBrush(palette.HIGHLIGHT if key in lit else QColor("#DCCFAE")))
            p.setPen(QPen(palette.HIGHLIGHT_EDGE if key in lit else palette.BOARD_EDGE,
                          2.5 if key in lit else 0.8))
            p.drawRoundedRect(rect, 3, 3)
            p.setPen(palette.MUTED_INK)
            set_readable(p, 5)
            # an empty place says so; a boar place says what it takes (an animal there
            # stands on it as a token)
            _, n = herds.group(key)
            only = herds.places[herds.index(key)].only
            # a place for one kind names it (the Wildlife Reserve's three)
            label = (good_name(only) if only and (not n or key == "boar-card")
                     else "" if n else tr("no animal"))
            if label and fits_one_line(p, label, 5, rect.width() - 2):  # else the tooltip
                p.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)
        if sum(herds.over):
            # opaque: the fences and stables left, under it, showed through and read as one
            # muddle ("15" half hidden); nothing can be built while the animals wait
            p.setBrush(QBrush(OVER_FILL))
            p.setPen(QPen(OVER, 1.5, Qt.PenStyle.DashLine))
            p.drawRoundedRect(self.over_rect(), 4, 4)
            p.setPen(OVER)
            set_readable(p, 5.5, bold=True)
            box = QRectF(self.over_rect().left() + 1, self.over_rect().top(), LABEL_OVER,
                         ROW_H)
            # too small to say it: "!", and the tooltip says it
            words = _fitting_label(p, tr("No\nroom"), LABEL_OVER, ROW_H) or "!"
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, words)


class EmptyRooms(QGraphicsItem):
    """The room of each empty pasture, faint where its herd would stand ("0/4"): a tester
    fencing pastures for animals still to come could not see what each one would hold (a
    farm's child, in farm coordinates, under the animal tokens)."""

    def __init__(self, layer: AnimalLayer, player: int, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.layer = layer
        self.player = player
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def signature(self) -> object:
        return self.layer.herds.get(self.player)

    def marks(self) -> list[tuple[QPointF, int]]:
        """Where each empty pasture's mark stands and the animals it has room for."""
        herds = self.layer.herds.get(self.player)
        if herds is None:
            return []
        return [(self.layer._local_pos(self.player, place), place.capacity)
                for place, n in zip(herds.places, herds.counts, strict=True)
                if place.role == "pasture" and place.cells and not n]

    def boundingRect(self) -> QRectF:
        return QRectF(GRID_X, 0, layout.FARM_W - 2 * GRID_X, SUPPLY_Y)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        set_readable(p, 7, bold=True)
        for spot, room in self.marks():
            half = _badge_half(0, room, False) - 8  # no icon: a kind is not chosen yet
            r = QRectF(spot.x() - half, spot.y() - 9, 2 * half, 18)
            p.setBrush(QBrush(QColor(255, 255, 255, 110)))
            p.setPen(QPen(palette.MUTED_INK, 0.7, Qt.PenStyle.DotLine))
            p.drawRoundedRect(r, 5, 5)
            p.setPen(palette.MUTED_INK)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, f"0/{room}")


def _fitting_label(p: QPainter, words: str, width: float, height: float) -> str:
    """``words`` as drawn in a ``width`` × ``height`` box at a readable size (the painter's
    font): its lines, else on one line, else "" (a 5-player table in a small window had
    two lines of 卡片/上 cut to half their height, reading 下片 L)."""
    metrics = QFontMetricsF(p.font())
    lines = words.split("\n")
    if (len(lines) * metrics.lineSpacing() <= height
            and all(metrics.horizontalAdvance(w) <= width for w in lines)):
        return words
    one = ("" if has_cjk(words) else " ").join(lines)
    if metrics.height() <= height and metrics.horizontalAdvance(one) <= width:
        return one
    return ""


def arrangements(states: Sequence[GameState]) -> list[dict[int, Herds]]:
    """Each state's arrangement of every farm's animals, as the states built it one after
    the other (``AnimalLayer.sync`` at the table, without the player's own rearranging)."""
    out: list[dict[int, Herds]] = []
    herds: dict[int, Herds] = {}
    seen: dict[int, PlayerState] = {}
    for state in states:
        for i, pl in enumerate(state.players):
            if seen.get(i) is not pl and seen.get(i) != pl:
                herds[i] = reconcile(herds.get(i), pl)
                seen[i] = pl
        out.append(dict(herds))
    return out


class AnimalLayer:
    """The animals of every farm: their arrangement, tokens, drags and drops."""

    def card_places(self, player: int) -> int:
        """How many places on cards the player's animals have."""
        herds = self.herds.get(player)
        return sum(1 for p in herds.places if not p.cells) if herds is not None else 0

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.herds: dict[int, Herds] = {}
        self.shown_for: dict[int, PlayerState] = {}
        self.tokens: dict[int, list[AnimalToken]] = {}
        self.lit_places: dict[int, set[str]] = {}
        self.strips: dict[int, HerdStrip] = {}
        self.empty_rooms: dict[int, EmptyRooms] = {}
        self.ghost = AnimalGhost()
        table.addItem(self.ghost)
        self._taken_from: tuple[int, str] = (-1, "")
        self._setup: object = None
        for farm in table.farm_items:
            self.strips[farm.player] = HerdStrip(self, farm.player, farm)
            self.empty_rooms[farm.player] = EmptyRooms(self, farm.player, farm)
            self.tokens[farm.player] = []

    # --- following the game -----------------------------------------------------------------
    def sync(self) -> None:
        """Rebuild the arrangement of every farm whose player changed, then place tokens."""
        setup = self.table.state.setup
        if setup is not self._setup:  # another game: nobody's choices carry over
            self._setup = setup
            self.herds, self.shown_for = {}, {}
        for i, pl in enumerate(self.table.state.players):
            if self.shown_for.get(i) is pl and i in self.herds:
                continue
            old = self.shown_for.get(i)
            herds = self.herds.get(i)
            if herds is None or old is None or old != pl:
                taken = self._taken_from[1] if self._taken_from[0] == i else ""
                herds = reconcile(herds, pl, taken)
                self.herds[i] = herds
            self.shown_for[i] = pl
            self._show_tokens(i)  # the strip repaints if its arrangement changed (refresh)
        self._taken_from = (-1, "")

    def follow(self, states: Sequence[GameState]) -> None:
        """The arrangement as the game's states built it one after the other, as ``sync``
        would have at the table: a game opened from a file showed its animals afresh (the
        pet a cattle where a boar had been, the pasture's kind swapped)."""
        if states:
            self.use(arrangements(states)[-1], states[-1].setup)

    def use(self, herds: dict[int, Herds], setup: object) -> None:
        """Show the animals of ``setup``'s game as ``herds`` has them (one of
        ``arrangements``: the replay shows each step as the game built it)."""
        self._setup = setup
        self.herds, self.shown_for = dict(herds), {}

    def set_herds(self, player: int, herds: Herds) -> None:
        self.herds[player] = herds
        self._show_tokens(player)
        self.strips[player].update()

    def _show_tokens(self, player: int) -> None:
        herds = self.herds[player]
        farm = self.table.farm_items[player]
        groups: list[tuple[str, str, int, int, bool, QPointF]] = []
        for place, kind, n in herds.groups():
            groups.append((place.key, kind, n, place.room_for(kind), False,
                           self._local_pos(player, place)))
        strip = self.strips[player]
        over_at = strip.over_rect()
        x = over_at.left() + OVER_FIRST
        for kind, n in zip(ANIMALS, herds.over, strict=True):
            if n:
                groups.append((f"over:{kind}", kind, n, 0, True,
                               QPointF(x, over_at.center().y())))
                x += OVER_STEP
        pool = self.tokens[player]
        while len(pool) < len(groups):
            token = AnimalToken(self.table, player)
            token.setScale(farm.scale())
            token.setZValue(11)
            self.table.addItem(token)
            pool.append(token)
        for token, (key, kind, n, room, over, local) in zip(pool, groups, strict=False):
            token.show_group(key, kind, n, room, over)
            token.set_home(farm.mapToScene(local))
            token.setVisible(True)
        for token in pool[len(groups):]:
            token.setVisible(False)
            token.key = ""

    def _local_pos(self, player: int, place: Place) -> QPointF:
        """Where a place's token sits, in farm coordinates."""
        if place.role == "house":
            rooms = bits(place.cells)
            return cell_rect(rooms[-1]).center() + QPointF(-10, 17)
        if place.role == "slot":  # one of a mixed pasture's places for one animal
            members = bits(place.cells)
            j = int(place.key.rsplit(":", 1)[1])
            quarter = ((-12, -8), (12, -8), (-12, 16), (12, 16))[j // len(members) % 4]
            return cell_rect(members[j % len(members)]).center() + QPointF(*quarter)
        if place.cells:
            if place.role == "pasture":
                return pasture_spot(place.cells) + QPointF(0, 15)
            r = cell_rect(anchor_cell(place.cells))
            return r.center() + QPointF(-8, 15)
        rect = self.strips[player].card_rects().get(place.key)
        if rect is None:
            return QPointF(-1000, -1000)
        return rect.center()

    # --- lookups (tooltips, tests and tools) -------------------------------------------------
    def describe_cell(self, player: int, cell: int) -> str:
        """The animals of the place on a cell, e.g. "3 sheep (room for 4)" ("" if none)."""
        herds = self.herds.get(player)
        key = herds.place_at_cell(cell) if herds is not None else ""
        if not key or herds is None:
            return ""
        kind, n = herds.group(key)
        place = herds.place(key)
        if place is None:
            return tr("no animals")
        if not n:
            if place.role != "pasture" or place.capacity <= 1:
                return tr("no animals")
            return joined(tr("no animals"), tr("(room for {room})").format(room=place.capacity))
        text = tr("{n} {kind}").format(n=n, kind=good_name(kind))
        room = place.room_for(kind)
        if 1 < room < UNLIMITED:
            text = joined(text, tr("(room for {room})").format(room=room))
        return text

    def describe_card_place(self, player: int, key: str) -> str:
        """A place on a card: the cards giving such places and what stands there (for the
        tooltip: "Animal Pen: room for 1 animal — 1 sheep")."""
        herds = self.herds.get(player)
        place = herds.place(key) if herds is not None else None
        if herds is None or place is None or place.cells:
            return ""
        kind, n = herds.group(key)
        there = tr("{n} {kind}").format(n=n, kind=good_name(kind)) if n else tr("no animal")
        room = (tr("room for any number of wild boar") if place.role == "boar-card"
                else tr("room for 1 animal"))
        cards = tr(", ").join(card_name(c) for c in self.strips[player].givers())
        return tr("{cards}: {room} — {there}").format(cards=cards or tr("On cards"),
                                                       room=room, there=there)

    def visible_tokens(self, player: int) -> list[AnimalToken]:
        return [t for t in self.tokens.get(player, []) if t.isVisible()]

    def token_for(self, player: int, key: str) -> AnimalToken:
        for token in self.visible_tokens(player):
            if token.key == key:
                return token
        raise KeyError(key)

    def drawn_counts(self, player: int) -> tuple[int, int, int]:
        """Animals drawn on a farm (tokens, over capacity included), per kind."""
        out = [0, 0, 0]
        for token in self.visible_tokens(player):
            out[ANIMALS.index(token.animal)] += token.count
        return out[0], out[1], out[2]

    def place_scene_pos(self, player: int, key: str) -> QPointF:
        farm = self.table.farm_items[player]
        place = self.herds[player].place(key)
        if place is None:
            raise KeyError(key)
        if place.role == "house":
            return farm.mapToScene(cell_rect(bits(place.cells)[-1]).center() + QPointF(0, -16))
        if place.cells:
            return farm.mapToScene(cell_rect(anchor_cell(place.cells)).center())
        return farm.mapToScene(self._local_pos(player, place))

    # --- dragging -----------------------------------------------------------------------------
    def can_drag(self, token: AnimalToken) -> bool:
        state = self.table.state
        if token.player != state.actor:
            self.table.refuse(tr("You can rearrange only your own animals, on your turn."))
            return False
        return True

    def drag_started(self, token: AnimalToken) -> None:
        herds = self.herds[token.player]
        keys = set(targets(herds, token.key, token.moving))
        self.lit_places = {token.player: keys}
        mask = 0
        for key in keys:
            place = herds.place(key)
            if place is not None:
                mask |= place.cells
        table = self.table
        table.highlight_cells = {token.player: mask} if mask else {}
        table.highlight_majors = self._cookers(token)
        if token.moving < token.count:
            self.ghost.animal = token.animal
            self.ghost.count = token.count - token.moving
            self.ghost.setScale(token.scale())
            self.ghost.setPos(token.home)
            self.ghost.setVisible(True)
            self.ghost.update()
        self.strips[token.player].update()
        token.update()
        table.refresh()

    def _cookers(self, token: AnimalToken) -> set[str]:
        table = self.table
        if not any(m.verb == "convert" and m.args[0] == token.animal for m in table.legal):
            return set()
        return table.cookers(token.player, token.animal)

    def _end_drag(self, player: int) -> None:
        self.ghost.setVisible(False)
        self.lit_places = {}
        table = self.table
        table.highlight_cells = {}
        table.highlight_majors = table._buyable_majors()
        self.strips[player].update()

    def drop(self, token: AnimalToken, pos: QPointF) -> None:
        from agricola_qt.ui.board_items import MajorItem
        from agricola_qt.ui.card_face import CardItem
        from agricola_qt.ui.scene import Gesture

        player = token.player
        self._end_drag(player)
        table = self.table
        for item in table.items(pos):
            # a cooking improvement on the majors board, or among the player's own played
            # cards (where a player reaches first; a minor one lies only there)
            if isinstance(item, MajorItem) and item.owner() != player:
                # another's, or nobody's yet: said so ("drop the animal on a pasture … or
                # on a cooking improvement" for a sheep dropped on the Fireplace, a tester)
                cooking = any(table.cooks(player, c) for c in table.state.players[player].cards)
                self._refuse(token, Refusal(
                    "That improvement is not yours: drop the animal on a cooking improvement "
                    "of your own." if cooking else "You have no cooking improvement yet: buy a "
                    "Fireplace or a Cooking Hearth to cook animals."))
                return
            if isinstance(item, MajorItem) and item.owner() == player:
                cooks = table.cooks(player, item.card_id)
            elif isinstance(item, CardItem) and not item.in_hand and item.player == player:
                cooks = table.cooks(player, item.card_id)
                if not cooks:
                    continue  # a card that cooks nothing: the farm under it may take it
            else:
                continue
            if token.animal not in cooks:
                self._refuse(token, Refusal("That improvement does not cook {kind}.",
                                            kind=token.animal))
                return
            version = table.version
            self._taken_from = (player, token.key)
            table.gesture.emit(Gesture("cook", player, item.card_id, token.animal))
            if table.version == version:
                self._taken_from = (-1, "")
                token.snap_back()
                table.refresh()
            return
        key = self.place_at(player, pos)
        herds = self.herds[player]
        if not key:
            self._refuse(token, Refusal(
                "Drop the animal on a pasture, a stable or the house of your farm, or on a "
                "cooking improvement to cook it."))
            return
        new, why = move_animals(herds, token.key, key, token.moving)
        if new is None:
            self._refuse(token, why)
            return
        self.set_herds(player, new)
        table.refused.emit("")  # (a refusal's red words stood on over the move made)
        place = new.place(key)
        where = tr(place_label(place)) if place is not None else ""
        table.message.emit(tr("Moved {n} {kind} to the {place}.").format(
            n=token.moving, kind=good_name(token.animal), place=where,
            measure=measure_word(token.animal)))
        table.refresh()

    def _refuse(self, token: AnimalToken, why: Refusal | None) -> None:
        token.snap_back()
        if why is not None:
            self.table.refuse(refusal_text(why))
        self.table.refresh()

    def place_at(self, player: int, pos: QPointF) -> str:
        """The key of the place of ``player``'s farm under a scene point ("" if none)."""
        farm: FarmItem = self.table.farm_items[player]
        local = farm.mapFromScene(pos)
        cell = farm.cell_at(local)
        herds = self.herds.get(player)
        if herds is None:
            return ""
        if cell >= 0:
            return herds.place_at_cell(cell)
        for key, rect in self.strips[player].card_rects().items():
            if rect.adjusted(-3, -3, 3, 3).contains(local):
                return key
        return ""


def place_label(place: Place) -> str:
    return place_name(place)


# The English texts ``herds`` returns, marked for the translation tools (context "Table").
MARKED = (
    QT_TRANSLATE_NOOP("Table", "There is no animal there to move."),
    QT_TRANSLATE_NOOP("Table",
                      "Drop the animal on a pasture, a stable or the house of your farm."),
    QT_TRANSLATE_NOOP("Table", "Only {kind} live on that card."),
    QT_TRANSLATE_NOOP("Table", "A pasture holds one kind of animal, and this one holds {there}."),
    QT_TRANSLATE_NOOP("Table", "That {place} already holds {there}; move the whole group "
                               "(Shift+drag) to swap them."),
    QT_TRANSLATE_NOOP("Table", "That {place} already holds {there}, which has no room where "
                               "the {kind} stand now."),
    QT_TRANSLATE_NOOP("Table", "The house holds only one animal (a pet)."),
    QT_TRANSLATE_NOOP("Table", "An unfenced {place} holds only one animal."),
    QT_TRANSLATE_NOOP("Table", "That {place} holds only {room} {kind}."),
    QT_TRANSLATE_NOOP("Table", "That {place} is full: {count} of {room} places taken, no room "
                               "for {n} more."),
    QT_TRANSLATE_NOOP("Table", "pasture"), QT_TRANSLATE_NOOP("Table", "card pasture"),
    QT_TRANSLATE_NOOP("Table", "stable"), QT_TRANSLATE_NOOP("Table", "house"),
    QT_TRANSLATE_NOOP("Table", "card"),
    QT_TRANSLATE_NOOP("Table", "That improvement does not cook {kind}."),
    QT_TRANSLATE_NOOP("Table", "That improvement is not yours: drop the animal on a cooking "
                               "improvement of your own."),
    QT_TRANSLATE_NOOP("Table", "You have no cooking improvement yet: buy a Fireplace or a "
                               "Cooking Hearth to cook animals."),
    QT_TRANSLATE_NOOP("Table", "Drop the animal on a pasture, a stable or the house of your "
                               "farm, or on a cooking improvement to cook it."),
)


def refusal_text(why: Refusal) -> str:
    """A refusal in the player's language."""
    return tr(why.template).format(kind=good_name(why.kind) if why.kind else "",
                                   measure=measure_word(why.kind) if why.kind else "",
                                   there=good_name(why.there) if why.there else "",
                                   place=tr(why.place) if why.place else "",
                                   count=why.count, room=why.room, n=why.n)
