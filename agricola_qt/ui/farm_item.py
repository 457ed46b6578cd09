"""One player's farmyard: the 3x5 cells, house, fields, crops, pastures, fences, stables,
personal supply and cards (the animals are tokens of their own: ``animal_items``).  Reports
clicks and fence strokes; never changes the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
)

from agricola_qt.engine.economy import housing
from agricola_qt.engine.goods import GOOD_NAMES
from agricola_qt.engine.grid import (
    CELL_COUNT,
    CELL_NAMES,
    COLUMNS,
    ROWS,
    bits,
    boundary_edges,
    h_edge,
    v_edge,
)
from agricola_qt.engine.scoring import score_player
from agricola_qt.engine.state import FEED, WORK, GameState, PlayerState
from agricola_qt.ui import layout, palette
from agricola_qt.ui.art import paint_art, paint_composed
from agricola_qt.ui.drawing import (
    MIN_TEXT_PX,
    fit_text,
    good_icon,
    goods_row,
    has_cjk,
    letters,
    letters_fitted,
    screen_scale,
    set_readable,
    text_px,
    token,
)
from agricola_qt.ui.guard import guarded
from agricola_qt.ui.strips import Strip, ring_strips
from agricola_qt.ui.text import (
    card_help,
    card_name,
    good_name,
    goods_text,
    joined,
    player_name,
    tr,
    trn,
)

if TYPE_CHECKING:
    from agricola_qt.ui.scene import TableScene
    from agricola_qt.ui.tokens import PersonItem

PITCH = layout.CELL + 2
GRID_X = (layout.FARM_W - COLUMNS * PITCH) / 2
GRID_Y = 30.0
HEADER_SPLIT = 132.0  # the name plate's right edge: the starting player's disc follows
SCORE_X = 240.0  # where the header's score begins (a box of its own: it changes apart)
SUPPLY_Y = GRID_Y + ROWS * PITCH + 8
CARDS_Y = SUPPLY_Y + 48
SUPPLY_ICON, SUPPLY_PITCH = 16.0, 36.0  # a good's icon in the supply rows, and the room for
# its count: two digits at the readable minimum size fit beside it
# right of the supply: the fences and stables left (a row), the people to come and the
# begging cards (the next row, ``PIECES_ROW`` lower), each pair's second half from x 48 on
PIECES_LEFT = QRectF(GRID_X + 5 * SUPPLY_PITCH + 4, SUPPLY_Y, 110, 40)
PIECES_ROW = 20
CELL_NAME_PT = 6.0
CELL_NAMED_PX = 32.0  # a cell at least this wide on screen shows its name, at 9 px at least


def edge_line(edge: int) -> QLineF:
    """The segment of a fence edge in farm coordinates."""
    horizontal = (ROWS + 1) * COLUMNS
    if edge < horizontal:
        row, col = divmod(edge, COLUMNS)
        y = GRID_Y + row * PITCH
        return QLineF(GRID_X + col * PITCH, y, GRID_X + (col + 1) * PITCH, y)
    row, col = divmod(edge - horizontal, COLUMNS + 1)
    x = GRID_X + col * PITCH
    return QLineF(x, GRID_Y + row * PITCH, x, GRID_Y + (row + 1) * PITCH)


def corner_pos(row: int, col: int) -> QPointF:
    return QPointF(GRID_X + col * PITCH, GRID_Y + row * PITCH)


def cell_rect(cell: int) -> QRectF:
    row, col = divmod(cell, COLUMNS)
    return QRectF(GRID_X + col * PITCH + 1, GRID_Y + row * PITCH + 1, layout.CELL, layout.CELL)


def edges_between(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Fence edges along a path of grid corners from ``a`` to ``b`` (across, then down)."""
    edges = 0
    (r, c), (r2, c2) = a, b
    while c != c2:
        step = 1 if c2 > c else -1
        edges |= 1 << h_edge(r, min(c, c + step))
        c += step
    while r != r2:
        step = 1 if r2 > r else -1
        edges |= 1 << v_edge(min(r, r + step), c)
        r += step
    return edges


def home_now(state: GameState, pl: PlayerState) -> int:
    """The player's people at home and free to act: those still to place, and once the
    work is over the newborns too (at the harvest two discs had stood for a family of
    three).  People sitting the round out (``pl.idle``) are home as well, but not free."""
    return pl.available + (pl.newborns if state.phase != WORK else 0)



def fences_left(pl: PlayerState) -> int:
    """The fences the player can still build now: their 15, less those built and those their
    cards hold elsewhere (the Fence Deliveryman's wait on round spaces)."""
    from agricola_qt.engine.farmwork import fence_supply

    return max(0, fence_supply(pl) - pl.farm.fence_count)

class FarmItem(QGraphicsObject):
    def __init__(self, table: TableScene, player: int) -> None:
        super().__init__()
        self.table = table
        self.player = player
        family, players = table.state.setup.family, len(table.state.players)
        self.height = layout.farm_height(family, players)  # shorter without cards
        # beyond the farmyard's width at each side (2-3 player full games): the name plate
        # keeps to the board's left edge, the score to its right, the card rows take it all
        self.side = layout.board_side(players, family)
        self.rect = layout.board_rect(players, family, self.height)
        self.setAcceptHoverEvents(True)
        self._press_cell = -1
        self._stroke_corner: tuple[int, int] | None = None
        self._carried: PersonItem | None = None  # a person at home dragged from a room
        # what this one's score was worked out for (the players, a feeding's frames), and it
        self._score_key: tuple[object, object] = (None, None)
        self._score = 0
        self._scored: tuple[object, PlayerState | None] = (None, None)  # ``scored_player``
        # the board itself is drawn with the table's background (``paint_board``), which
        # the view keeps as one picture; the ring of the player to move lies over it
        # (``turn_ring``: one for the table, moved to the board to move)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.grid = FarmGrid(self)  # the cells: a picture of their own, kept while they stay
        # the other strips likewise: a move mostly changes one strip of one or two boards
        w, side = layout.FARM_W, self.side
        # the name plate (token and name) stays; the rest of the header changes with a move
        self.nameplate = Strip(self, QRectF(-side, 0, HEADER_SPLIT, GRID_Y),
                               self._draw_nameplate, self.nameplate_signature)
        self.header = Strip(self, QRectF(HEADER_SPLIT - side, 0, SCORE_X - HEADER_SPLIT + side,
                                         GRID_Y), self._draw_header, self.header_signature)
        self.score_box = Strip(self, QRectF(SCORE_X, 0, w + side - SCORE_X, GRID_Y),
                               self._draw_score, self._score_layer_signature)
        self.supply = Strip(self, QRectF(0, SUPPLY_Y - 4, w, CARDS_Y - SUPPLY_Y + 4),
                            self._draw_supply, self.supply_signature)
        self.card_area = Strip(self, QRectF(-side, CARDS_Y, w + 2 * side,
                                            self.height - CARDS_Y),
                               self._draw_card_area, self.card_area_signature)

    def signature(self) -> object:
        return True  # the board draws nothing itself: its strips do

    def header_signature(self) -> object:
        state = self.table.state
        pl = state.players[self.player]
        return (pl.available, pl.people, pl.newborns, pl.idle, pl.begging,
                state.starting_player == self.player, state.phase)

    def score_signature(self) -> object:
        # the whole table, not this player alone: some cards score by comparing players
        # (Reeve: 3 points to everyone with the most occupations), so another player's move
        # can change this score; states are values, so the same players give the same score
        # (during a feeding, without the food it will eat: ``score_strip.live_table``)
        from agricola_qt.ui.score_strip import live_table

        state = self.table.state
        key = (state.players, state.pending if state.phase == FEED else None)
        known = self._score_key
        if known[0] is not key[0] or known[1] is not key[1]:
            players = live_table(state)
            self._score_key, self._score = key, score_player(players[self.player], players).total
        return self._score

    def _score_layer_signature(self) -> object:
        return self.score_signature(), self.table.state.is_over

    def nameplate_signature(self) -> object:
        return (player_name(self.table.state, self.player), self.table.slot(self.player))

    def supply_signature(self) -> object:
        pl = self.table.state.players[self.player]
        return (pl.goods, pl.farm.fences, pl.farm.stables, pl.people, pl.begging,
                self.table.slot(self.player))

    def scored_player(self) -> PlayerState:
        """The player as the score strip counts them: as ``score_strip.live_table`` leaves
        them (animals that do not fit left out: a tester's strip showed 6 sheep, "+3", while
        one had to go)."""
        from agricola_qt.ui.score_strip import live_table

        # kept for the state it was read from: the strip's signature asks at every refresh,
        # and while animals wait ``live_table`` plays their keep-best
        state = self.table.state
        known, pl = self._scored
        if known is not state or pl is None:
            pl = live_table(state)[self.player]
            self._scored = (state, pl)
        return pl

    def card_area_signature(self) -> object:
        t = self.table
        pl = t.state.players[self.player]
        if t.state.setup.family:  # the score strip: what the farm scores now
            return self.scored_player()
        return (bool(pl.cards), len(pl.occupations), len(pl.minors), t.hand_open(self.player),
                t.strip_seat() == self.player, t.cards.hand_rows.get(self.player),
                t.cards.played_sizes.get(self.player), t.cards.hand_lines.get(self.player),
                t.cards.hand_trays.get(self.player))

    def grid_signature(self) -> object:
        t = self.table
        frame = t.state.frame
        plan = frame.plan if frame is not None and frame.player == self.player else 0
        return (t.state.players[self.player].farm, plan, t.highlight_cells.get(self.player, 0),
                t.fence_stroke.get(self.player, 0), t.stroke_regions.get(self.player, 0))

    # --- geometry ------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self.rect

    def cell_at(self, pos: QPointF) -> int:
        """The cell under a point in farm coordinates, or -1."""
        col = int((pos.x() - GRID_X) // PITCH)
        row = int((pos.y() - GRID_Y) // PITCH)
        if 0 <= col < COLUMNS and 0 <= row < ROWS and pos.x() >= GRID_X and pos.y() >= GRID_Y:
            return row * COLUMNS + col
        return -1

    def supply_scene_pos(self, good: str) -> QPointF:
        """The centre of a good's icon in the supply row."""
        i = GOOD_NAMES.index(good)
        size = SUPPLY_ICON
        x = GRID_X + (i % 5) * SUPPLY_PITCH + size / 2
        y = SUPPLY_Y + (i // 5) * (size + 3) + size / 2
        return self.mapToScene(QPointF(x, y))

    def cell_scene_center(self, cell: int) -> QPointF:
        return self.mapToScene(cell_rect(cell).center())

    def corner_scene_pos(self, row: int, col: int) -> QPointF:
        return self.mapToScene(corner_pos(row, col))

    @staticmethod
    def nearest_corner(pos: QPointF) -> tuple[int, int]:
        col = round((pos.x() - GRID_X) / PITCH)
        row = round((pos.y() - GRID_Y) / PITCH)
        return max(0, min(ROWS, row)), max(0, min(COLUMNS, col))

    # --- painting ------------------------------------------------------------------------
    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        """Nothing: see ``paint_board`` and the strips."""

    @staticmethod
    def paint_board(p: QPainter, rect: QRectF) -> None:
        """The empty board, in board coordinates (drawn with the table's background)."""
        p.setBrush(QBrush(QColor("#EFE6CF")))
        p.setPen(QPen(palette.BOARD_EDGE, 1.2))
        p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 8, 8)

    def _draw_nameplate(self, p: QPainter) -> None:
        p.translate(-self.side, 0)
        token(p, self.table.slot(self.player), QRectF(8, 5, 20, 20))
        p.setPen(palette.INK)
        fit_text(p, QRectF(32, 5, 100, 20), player_name(self.table.state, self.player), 9,
                 bold=True, align=Qt.AlignmentFlag.AlignLeft)

    def _draw_header(self, p: QPainter) -> None:
        self._paint_header(p, self.table.state.players[self.player])

    def _draw_supply(self, p: QPainter) -> None:
        pl = self.table.state.players[self.player]
        goods_row(p, pl.goods, QPointF(GRID_X, SUPPLY_Y), SUPPLY_ICON, per_row=5,
                  show_zero=True, names=GOOD_NAMES, pitch=SUPPLY_PITCH)
        self._paint_pieces_left(p, pl)

    def _draw_card_area(self, p: QPainter) -> None:
        self._paint_cards(p, self.table.state.players[self.player])

    def _paint_pieces_left(self, p: QPainter, pl: PlayerState) -> None:
        """What the player still has to build and grow with: fences of 15, stables of 4,
        people not yet born (of 5), begging cards."""
        from agricola_qt.engine.state import MAX_PEOPLE, MAX_STABLES

        fences = fences_left(pl)
        stables = MAX_STABLES - bin(pl.farm.stables).count("1")
        unborn = MAX_PEOPLE - pl.people
        slot = self.table.slot(self.player)
        begging = pl.begging
        left = PIECES_LEFT

        def draw(p: QPainter, box: QRectF) -> None:
            x, y = 0.0, 0.0
            set_readable(p, 6.5, bold=True)
            # a fence piece
            p.setPen(QPen(palette.FENCE, 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(QLineF(x + 2, y + 12, x + 14, y + 4))
            p.setPen(palette.INK)
            p.drawText(QRectF(x + 17, y, 30, 17), Qt.AlignmentFlag.AlignVCenter, str(fences))
            # a stable
            hut = QRectF(x + 50, y + 4, 14, 11)
            p.setBrush(QBrush(QColor("#7A5230")))
            p.setPen(QPen(palette.INK, 0.8))
            p.drawRect(hut.adjusted(0, 3, 0, 0))
            p.drawLine(QLineF(hut.left() - 1, hut.top() + 4, hut.center().x(), hut.top()))
            p.drawLine(QLineF(hut.center().x(), hut.top(), hut.right() + 1, hut.top() + 4))
            p.drawText(QRectF(x + 67, y, 30, 17), Qt.AlignmentFlag.AlignVCenter, str(stables))
            # people still to come, and begging cards
            y2 = y + PIECES_ROW
            token(p, slot, QRectF(x + 2, y2 + 3, 12, 12), outline=0.8)
            p.setPen(palette.INK)
            p.drawText(QRectF(x + 17, y2, 30, 17), Qt.AlignmentFlag.AlignVCenter, f"+{unborn}")
            if begging:
                card = QRectF(x + 50, y2 + 2, 10, 14)
                p.setBrush(QBrush(QColor("#F2E6C8")))
                p.setPen(QPen(QColor("#B03A2E"), 1))
                p.drawRect(card)
                p.setPen(QColor("#B03A2E"))
                p.drawText(QRectF(x + 67, y2, 40, 17), Qt.AlignmentFlag.AlignVCenter,
                           f"−{3 * begging}")

        # one kept picture per count: the board repaints with every change of its player
        paint_composed(p, ("pieces-left", fences, stables, unborn, begging, slot), left, draw)

    def _paint_header(self, p: QPainter, pl: PlayerState) -> None:
        """Right of the name plate: the starting player's disc, people, begging."""
        guests = pl.guests  # the Guest's token: placed as one more this round
        total = pl.people + guests
        info = tr("home {home}/{total}").format(home=home_now(self.table.state, pl),
                                                total=total)
        if pl.newborns:  # of the family counted: "+1 new" read as one more besides
            info = joined(info, tr("({n} new)").format(n=pl.newborns))
        if guests:  # "home 4/3 · -1 resting" told a guest as a person less
            info = joined(info, trn("(%n guest)", guests))
        if pl.resting:  # at home, but not to be placed this round
            info += " · " + tr("{n} resting").format(n=pl.resting)
        # (begging cards: under the farm, with what they cost, and in the tooltip; here
        # they cut the line short of "home" at 1366x768: "1/3（1 新生）· 劣…")
        first = self.table.state.starting_player == self.player
        side = self.side  # drawn from the board's left edge, the wider board's room its own
        box = QRectF(HEADER_SPLIT - side, 0, SCORE_X - HEADER_SPLIT + side, GRID_Y)

        # without "home" when the whole line does not fit ("home 1/3 (1 ne…" at 1280x720)
        home_text = tr("home {home}/{total}").format(home=home_now(self.table.state, pl),
                                                     total=total)
        short = info.replace(home_text, f"{home_now(self.table.state, pl)}/{total}", 1)

        def draw(q: QPainter, _: QRectF) -> None:
            q.translate(-box.topLeft() - QPointF(side, 0))  # in the narrow board's coordinates
            q.setPen(palette.INK)
            room = QRectF(152, 5, 88 + side, 20)
            # the first of these that fits: the whole line, in Chinese with narrow brackets
            # and no spaces, then without "home" (a 5-player table at 1280x800 read "2/4（1
            # 新…"; at 1600x900 "在家" went where the narrow form kept it, a tester)
            def compact(text: str) -> str:
                return (text.replace("（", "(").replace("）", ")").replace(" ", "")
                        if has_cjk(text) else text)

            # then "home" and its count alone (the English line lost "home" with a newborn,
            # and "1/3" read as nothing in particular, a tester)
            tries = (info, compact(info), home_text, short, compact(short))
            text = next((t for t in tries if letters_fitted(q, room, t, 6.5) >= letters(t)),
                        tries[-1])
            fit_text(q, room, text, 6.5, align=Qt.AlignmentFlag.AlignLeft)
            if first:
                disc = QRectF(134, 6, 15, 15)
                q.setBrush(QBrush(QColor("#F2C200")))
                q.setPen(QPen(palette.INK, 1))
                q.drawEllipse(disc)
                set_readable(q, 5.5, bold=True)
                q.drawText(disc, Qt.AlignmentFlag.AlignCenter, "1")

        # one kept picture per text: the same few recur all game (every person comes home)
        paint_composed(p, ("farm-header", info, first), box, draw)

    def _draw_score(self, p: QPainter) -> None:
        """The header's right end: what the farm would score now."""
        p.setPen(palette.INK)
        set_readable(p, 7, bold=True)
        p.drawText(QRectF(SCORE_X, 2, layout.FARM_W + self.side - 8 - SCORE_X, 26),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                   (tr("{n} pt") if self.table.state.is_over else tr("≈{n} pt")).format(
                       n=self.score_signature()))  # a final score is no estimate

    def _paint_cells(self, p: QPainter, pl: PlayerState) -> None:
        state = self.table.state
        farm = pl.farm
        pasture = farm.pasture_cells
        frame = state.frame
        plan = frame.plan if frame is not None and frame.player == self.player else 0
        lit = self.table.highlight_cells.get(self.player, 0)
        stroke_cells = self.table.stroke_regions.get(self.player, 0)
        # a cell named where its name can be read at the smallest size; at a 5-player
        # table's farms the log's and the refusals' "b1" was drawn nowhere
        named = (text_px(p, CELL_NAME_PT) >= MIN_TEXT_PX
                 or layout.CELL * screen_scale(p) >= CELL_NAMED_PX)
        for cell in range(CELL_COUNT):
            r = cell_rect(cell)
            bit = 1 << cell
            sown = farm.crop_on(cell) if farm.fields & bit else None
            if farm.rooms & bit:
                ground, tint = f"room-{farm.house}", None
            elif farm.fields & bit:
                ground, tint = "field-plowed" if sown is None else f"field-{sown.crop}", None
            else:
                ground, tint = "meadow", palette.PASTURE if pasture & bit else palette.CELL
            self._paint_ground(p, r, ground, tint, CELL_NAMES[cell] if named else "")
            if sown is not None:
                self._paint_pile(p, r, sown.crop, sown.count)
            if farm.stables & bit:
                self._paint_stable(p, r)
            if plan & bit or stroke_cells & bit:
                p.fillRect(r, palette.PLAN)
            if lit & bit:
                p.setPen(QPen(palette.HIGHLIGHT_EDGE, 3))
                p.setBrush(QBrush(palette.HIGHLIGHT))
                p.drawRect(r.adjusted(2, 2, -2, -2))

    @staticmethod
    def _paint_ground(p: QPainter, r: QRectF, ground: str, tint: QColor | None,
                      name: str) -> None:
        """A cell's picture, border and name (on a pale patch, readable on any ground), kept
        as one image per kind of cell."""

        def draw(q: QPainter, box: QRectF) -> None:
            paint_art(q, ground, box, tint=tint)
            q.setBrush(Qt.BrushStyle.NoBrush)
            q.setPen(QPen(palette.CELL_EDGE, 1))
            q.drawRect(box.adjusted(0.5, 0.5, -0.5, -0.5))
            if not name:
                return
            set_readable(q, CELL_NAME_PT)  # (at least the smallest readable size)
            fm = QFontMetricsF(q.font())
            label = QRectF(box.left() + 1, box.top() + 1,
                           max(14.0, fm.horizontalAdvance(name) + 3), max(10.0, fm.height()))
            q.setPen(Qt.PenStyle.NoPen)
            q.setBrush(QBrush(QColor(255, 255, 255, 120)))
            q.drawRoundedRect(label, 2, 2)
            q.setPen(QColor(0, 0, 0, 150))
            q.drawText(label, Qt.AlignmentFlag.AlignCenter, name)

        paint_composed(p, ("cell", ground, tint.name() if tint else "", name), r, draw)

    def _paint_stable(self, p: QPainter, r: QRectF) -> None:
        paint_art(p, "stable", QRectF(r.right() - 27, r.top() + 2, 25, 22.5))

    def _paint_pile(self, p: QPainter, r: QRectF, good: str, n: int,
                    bottom: bool = False) -> None:
        """A sown crop's count: its picture and "×n" on a dark badge, readable on soil."""
        size = 18.0
        y = r.bottom() - size - 3 if bottom else r.center().y() - size / 2
        badge = QRectF(r.left() + 4, y - 1, 44, size + 2)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(QColor(30, 22, 12, 170)))
        p.drawRoundedRect(badge, 5, 5)
        good_icon(p, good, QRectF(badge.left() + 2, y, size, size))
        p.setPen(QColor("white"))
        set_readable(p, 8.5, bold=True)
        p.drawText(QRectF(badge.left() + size + 3, y, 24, size), Qt.AlignmentFlag.AlignVCenter,
                   f"×{n}")

    def _paint_fences(self, p: QPainter, pl: PlayerState) -> None:
        fences = pl.farm.fences
        edge = 0
        while fences >> edge:
            if fences >> edge & 1:
                line = edge_line(edge)
                if line.dy() == 0:
                    paint_art(p, "fence-h", QRectF(line.x1() - 3, line.y1() - 5,
                                                   line.length() + 6, 10))
                else:
                    paint_art(p, "fence-v", QRectF(line.x1() - 5, line.y1() - 3,
                                                   10, line.length() + 6))
            edge += 1
        stroke = self.table.fence_stroke.get(self.player, 0)
        frame = self.table.state.frame
        if frame is not None and frame.player == self.player and frame.plan:
            # a pasture planned by clicking cells: the fences it would take, dashed
            stroke |= boundary_edges(frame.plan)
        if stroke:
            # white dashes on the fence's brown: white alone was barely seen on the meadow
            # of a small farm (a 5-player table at 1280x720)
            planned = [edge_line(e) for e in range(stroke.bit_length())
                       if stroke >> e & 1 and not fences >> e & 1]
            for pen in (QPen(palette.FENCE, 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap),
                        QPen(QColor("#FFFFFF"), 4, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)):
                p.setPen(pen)
                for line in planned:
                    p.drawLine(line)

    def _paint_cards(self, p: QPainter, pl: PlayerState) -> None:
        """The card rows' backgrounds; the faces are pieces of their own (``card_layer``).
        A hand that is not open shows as face-down cards and a count."""
        from agricola_qt.ui.card_face import SMALL_H, SMALL_W, paint_back

        set_readable(p, 6.5)
        p.setPen(palette.MUTED_INK)
        hand_open = self.table.hand_open(self.player)
        family = self.table.state.setup.family  # no cards in the family game: say nothing
        hand_here = (hand_open and bool(pl.occupations or pl.minors)
                     and self.table.strip_seat() != self.player)  # not in the hand strip
        left = GRID_X - self.side  # the card rows' left, on a wide board too
        if not family and not pl.cards and not hand_here:
            p.drawText(QRectF(left, CARDS_Y + 4, layout.FARM_W - 2 * left, SMALL_H),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       tr("No cards played yet"))
        if family:  # no cards: the board shows what the farm scores now
            from agricola_qt.ui.score_strip import paint_score_strip

            paint_score_strip(p, self.scored_player(), self.strip_rect())
        if hand_open:  # a tray under the open hand: these cards are not played yet
            # with a dashed edge: a faint shade alone did not tell the hand from the played
            # cards beside it (two play-testers)
            p.setPen(QPen(palette.HAND_TRAY_EDGE, 1.2, Qt.PenStyle.DashLine))
            p.setBrush(palette.HAND_TRAY)
            for left, right, top in self.table.cards.hand_rows.get(self.player, ()):
                p.drawRoundedRect(QRectF(left - 3, top - 2, right - left + 6, SMALL_H + 4), 4, 4)
            tray = self.table.cards.hand_trays.get(self.player)
            if tray is not None:  # the hand as tiles (``CardLayer._set_tiles``)
                p.drawRoundedRect(tray.adjusted(-2, -1.5, 2, 1.5), 3, 3)
        hand = len(pl.occupations) + len(pl.minors)
        if hand and not hand_open:
            y, size, step = CARDS_Y + SMALL_H + 10, 0.8, 7.0
            line = self.table.cards.hand_lines.get(self.player)
            if line is not None:  # at the foot, under played cards laid as tiles
                y, size, step = line[0], line[1] / SMALL_H, 4.0
            elif self.player in self.table.cards.played_sizes:  # under the larger played cards
                played = self.table.cards.played_sizes[self.player]
                y, size, step = CARDS_Y + SMALL_H * played + 6, 0.3, 4.0
            shown = min(hand, 7)
            kinds = tuple("occupation" if k < len(pl.occupations) * shown / hand else "minor"
                          for k in range(shown))

            def backs(q: QPainter, box: QRectF) -> None:
                for k, kind in enumerate(kinds):
                    paint_back(q, QRectF(k * step, 0, SMALL_W * size, SMALL_H * size), kind)

            # the face-down hand as one kept picture: a farm board repaints often
            paint_composed(p, ("backs", kinds, size), QRectF(
                left, y, (shown - 1) * step + SMALL_W * size, SMALL_H * size), backs)
            p.setPen(palette.INK)
            # fitted to the board's right edge: on a small table the readable minimum made
            # the words wider than the board ("Hand: 13 hidden carc" at 900x1000)
            # (cut with an ellipsis there; the board's tooltip says it whole)
            set_readable(p, 7)
            start = left + shown * step + SMALL_W * size + 8
            words = QRectF(start, y, self.rect.right() - 6 - start, SMALL_H * size)
            p.drawText(words, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       QFontMetricsF(p.font()).elidedText(
                           trn("Hand: %n hidden card(s)", hand), Qt.TextElideMode.ElideRight,
                           words.width()))

    def strip_rect(self) -> QRectF:
        """Where a family game's board draws its score strip (farm units)."""
        return QRectF(GRID_X, CARDS_Y, layout.FARM_W - 2 * GRID_X, self.height - CARDS_Y - 10)

    def cards_text(self) -> str:
        """Played cards, and the hand: names only for its owner, else just a count."""
        pl = self.table.state.players[self.player]
        played = tr(", ").join(card_name(c) for c in pl.cards) or tr("none")
        text = tr("Played: {cards}").format(cards=played)
        hand = len(pl.occupations) + len(pl.minors)
        if hand:
            if self.table.hand_open(self.player):
                names = tr(", ").join(card_name(c) for c in (*pl.occupations, *pl.minors))
                text += "\n" + tr("Hand: {cards}").format(cards=names)
            else:
                text += "\n" + trn("Hand: %n hidden card(s)", hand)
        return text

    # --- tooltips ------------------------------------------------------------------------
    @guarded
    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.renew_tip(event.pos())

    def renew_tip(self, pos: QPointF) -> None:
        """The tooltip for the part of the board at ``pos`` (the board's coordinates)."""
        tip = self.tip_at(pos)
        if tip != self.toolTip():
            self.setToolTip(tip)

    def tip_at(self, pos: QPointF) -> str:
        cell = self.cell_at(pos)
        animals = self.table.animals
        on_card = "" if cell >= 0 else animals.place_at(self.player, self.mapToScene(pos))
        if cell >= 0:
            return self.cell_text(cell)
        if pos.y() < GRID_Y:
            return self.header_text()
        if on_card:
            return animals.describe_card_place(self.player, on_card)
        if pos.y() >= CARDS_Y and self.table.state.setup.family:
            # the family game's score strip there: what the icon under the pointer scores
            from agricola_qt.ui.score_strip import strip_tip

            return strip_tip(self.scored_player(), self.strip_rect(), pos)
        if pos.y() >= CARDS_Y:
            return self.cards_help()
        named = self.supply_piece_at(pos)
        return f"<b>{named}</b><br>{self.supply_text()}" if named else self.supply_text()

    def supply_piece_at(self, pos: QPointF) -> str:
        """The supply row's icon under ``pos`` in words ("Wood: 5", "Fences left to build:
        9"), "" between them: the row's one tooltip named none of its icons (a colour-blind
        tester told wood from clay only by their shapes)."""
        pl = self.table.state.players[self.player]
        column = int((pos.x() - GRID_X) // SUPPLY_PITCH)
        row = int((pos.y() - SUPPLY_Y) // (SUPPLY_ICON + 3))
        if pos.x() >= GRID_X and 0 <= column < 5 and 0 <= row < 2:
            good = GOOD_NAMES[row * 5 + column]
            count = pl.goods.get(good)
            name = good_name(good, count)
            return tr("{good}: {n}").format(good=name[:1].upper() + name[1:], n=count)
        if not PIECES_LEFT.contains(pos):  # the pieces still to build
            return ""
        x, y = pos.x() - PIECES_LEFT.left(), pos.y() - PIECES_LEFT.top()
        from agricola_qt.engine.state import MAX_PEOPLE, MAX_STABLES

        if y < PIECES_ROW:
            return (tr("Fences left to build: {n}").format(n=fences_left(pl)) if x < 48 else
                    tr("Stables left to build: {n}").format(
                        n=MAX_STABLES - bin(pl.farm.stables).count("1")))
        if x < 48:
            return tr("People still to come: {n}").format(n=MAX_PEOPLE - pl.people)
        return trn("%n begging card(s) (−3 points each)", pl.begging) if pl.begging else ""

    def header_text(self) -> str:
        """The header's line in full: who is home, newborns, people resting and why, begging
        cards (a narrow board cut it to "0/3 · 3 re…" and said no more)."""
        from agricola_qt.ui.scene import resting_cards

        state = self.table.state
        pl = state.players[self.player]
        guests = pl.guests
        lines = [tr("{who}: {home} of {total} people at home").format(
            who=player_name(state, self.player), home=home_now(state, pl),
            total=pl.people + guests)]
        if pl.newborns:
            lines.append(trn("%n newborn this round", pl.newborns))
        if guests:
            lines.append(trn("%n guest placed this round like a person (Guest)", guests))
        if pl.resting:
            rest = tr("Resting this round: {n}").format(n=pl.resting)
            cards = resting_cards(state)
            if cards:
                rest = joined(rest, tr("({cards})").format(
                    cards=tr(", ").join(card_name(c) for c in cards)))
            lines.append(rest)
        if pl.begging:
            lines.append(trn("%n begging card(s) (−3 points each)", pl.begging))
        if state.starting_player == self.player:
            lines.append(tr("Starting player"))
        return "<br>".join(lines) + self.score_text()

    def score_text(self) -> str:
        """The header's score in full: the points of each category and the cards behind card
        and bonus points, whoever owns them (a tester's score jumped by 3 as another
        player's House Steward or Reeve counted, and nothing said why until the score sheet)."""
        from agricola_qt.engine.values import replace
        from agricola_qt.ui.score_sheet import cards_behind, category_name, shown_points
        from agricola_qt.ui.score_strip import live_table, signed

        state = self.table.state
        values, named, _ = shown_points(replace(state, players=live_table(state)), self.player)
        total = sum(values.values())
        head = (tr("Score: {n} points") if state.is_over
                else tr("Score if the game ended now: {n} points")).format(n=total)
        family = state.setup.family
        rows = tr(", ").join(tr("{category} {n}").format(category=category_name(key, family),
                                                         n=signed(n))
                              for key, n in values.items() if n)
        cards = cards_behind(state, named).replace("\n", "<br>")
        return "<hr>" + "<br>".join(part for part in (f"<b>{head}</b>", rows, cards) if part)

    def cell_text(self, cell: int) -> str:
        pl = self.table.state.players[self.player]
        farm = pl.farm
        bit = 1 << cell
        what = tr("empty")
        if farm.rooms & bit:
            what = tr("a {house} room").format(house=good_name(farm.house))
        elif farm.fields & bit:
            sown = farm.crop_on(cell)
            what = tr("a field") if sown is None else tr("a field with {n} {crop}").format(
                n=sown.count, crop=good_name(sown.crop, sown.count))
        elif farm.pasture_cells & bit:
            what = tr("pasture")
        if farm.stables & bit:
            what = joined(what, tr("with a stable"))
        animals = self.table.animals.describe_cell(self.player, cell)
        if animals:
            what += " · " + animals
        return tr("{cell}: {what}").format(cell=CELL_NAMES[cell], what=what)

    def cards_help(self) -> str:
        pl = self.table.state.players[self.player]
        shown = list(pl.cards)
        if self.table.hand_open(self.player):
            shown += [*pl.occupations, *pl.minors]
        return "<br>".join(card_help(c) for c in shown) or self.cards_text()

    def _pieces_left_text(self, pl: PlayerState) -> str:
        from agricola_qt.engine.state import MAX_FENCES, MAX_PEOPLE, MAX_STABLES

        text = tr("Left to build: {fences}, {stables}; people still to come: {people}; "
                  "begging cards: {begging}").format(
            fences=trn("%n fence(s)", fences_left(pl)),
            stables=trn("%n stable(s)", MAX_STABLES - bin(pl.farm.stables).count("1")),
            people=MAX_PEOPLE - pl.people, begging=pl.begging)
        from agricola_qt.engine.farmwork import fence_supply

        held = MAX_FENCES - fence_supply(pl)
        if held > 0:  # the Fence Deliveryman's fences wait on round spaces
            text += " " + trn("(%n fence(s) more on round spaces, waiting for a card)", held)
        return text

    def supply_text(self) -> str:
        pl = self.table.state.players[self.player]
        # the places as the rules count them, cards' included ("room for about 1" left a
        # tester asking what the rule was)
        room = housing(pl)
        pens = room.pastures
        singles = room.singles + sum(room.yards) + room.yard_bonus * len(room.yards)
        animals = sum(pl.animals)
        # the farm's own supply, not "{who}'s": the lesson's player is called "You" ("You's
        # supply", a tester)
        text = self._pieces_left_text(pl) + "<br>" + tr("Supply: {goods}").format(
            goods=goods_text(pl.goods))
        text += "<br>" + tr("Animals: {n} kept.").format(n=animals) + " " + (
            trn("%n place(s) for one animal of any kind each (the house, stables outside pastures).", singles)  # noqa: E501 (one literal: lupdate reads the plural form)
            if self.table.state.setup.family else  # (no cards in the family game)
            trn("%n place(s) for one animal of any kind each (the house, stables outside pastures, cards).", singles))  # noqa: E501
        if pens:
            text += " " + tr("Pastures for {sizes} animals (one kind per pasture).").format(
                sizes=" + ".join(map(str, pens)))
        return text

    # --- gestures ------------------------------------------------------------------------
    def drawn_piece_at(self, pos: QPointF) -> int | None:
        """The fence piece of the drawing in progress nearest ``pos`` (farm coordinates)
        within a third of a cell, if any."""
        stroke = self.table.fence_stroke.get(self.player, 0)
        best: tuple[float, int] | None = None
        for edge in bits(stroke):
            line = edge_line(edge)
            # the distance to the segment: its middle's, across and along
            mid = line.center()
            along = abs((pos - mid).x()) if line.dy() == 0 else abs((pos - mid).y())
            across = abs((pos - mid).y()) if line.dy() == 0 else abs((pos - mid).x())
            if along > PITCH / 2 or across > PITCH / 3:
                continue
            if best is None or across < best[0]:
                best = (across, edge)
        return best[1] if best is not None else None

    @guarded
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if (event.button() == Qt.MouseButton.RightButton
                and self.table.fence_mode(self.player)):
            # a piece drawn by mistake goes with a right-click on it (only the last stroke
            # could be taken back, by Ctrl+Z, or the whole drawing erased, a tester)
            edge = self.drawn_piece_at(event.pos())
            if edge is not None and self.table.remove_fence_piece(self.player, edge):
                event.accept()
                return
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        if self.table.fence_mode(self.player):
            self._stroke_corner = self.nearest_corner(event.pos())
            self.table.start_fence_stroke(self.player)
        self._press_cell = self.cell_at(event.pos())
        event.accept()
        if self._stroke_corner is None and self._press_cell >= 0:
            self._carry_from_room(event)

    def _carry_from_room(self, event: QGraphicsSceneMouseEvent) -> None:
        """A drag from any room of the house carries a person at home: a tester dragged from
        the room a person had stood in before the others moved up, and nothing happened."""
        if not self.table.state.players[self.player].farm.rooms >> self._press_cell & 1:
            return
        person = next((p for p in self.table.home_people(self.player)
                       if self.table.can_drag(p)), None)
        if person is None:
            return
        person.setPos(event.scenePos())  # under the pointer, as if picked up there
        person.mousePressEvent(event)
        if person.dragging:
            self._carried = person

    @guarded
    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        if self._carried is not None:
            self._carried.mouseMoveEvent(event)
            return
        if self._stroke_corner is None:
            return
        corner = self.nearest_corner(event.pos())
        if corner != self._stroke_corner and self._near_corner(event.pos(), corner):
            edges = edges_between(self._stroke_corner, corner)
            self._stroke_corner = corner
            self.table.extend_fence_stroke(self.player, edges)

    @staticmethod
    def _near_corner(pos: QPointF, corner: tuple[int, int]) -> bool:
        c = corner_pos(*corner)
        return abs(pos.x() - c.x()) < PITCH * 0.35 and abs(pos.y() - c.y()) < PITCH * 0.35

    @guarded
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        carried, self._carried = self._carried, None
        if carried is not None:
            moved = (event.scenePos() - event.buttonDownScenePos(Qt.MouseButton.LeftButton))
            if moved.manhattanLength() >= 4:
                carried.mouseReleaseEvent(event)  # dropped where the pointer is
                return
            carried.cancel_drag()  # a click on the room: the cell's click, as before
        stroke_started = self._stroke_corner is not None
        self._stroke_corner = None
        if stroke_started and self.table.fence_stroke.get(self.player, 0):
            self.table.finish_fence_stroke(self.player)
            return
        if stroke_started:
            self.table.cancel_fence_stroke(self.player)
        cell = self.cell_at(event.pos())
        if cell >= 0 and cell == self._press_cell:
            self.table.report_cell_click(self.player, cell)


class FarmGrid(QGraphicsObject):
    """The 15 cells of a farm with what lies on them and the fences: drawn apart from the rest
    of the board, so that a move that only changes goods or whose turn it is does not draw
    the cells again.  Clicks, drags and hovers go through to the farm board."""

    def __init__(self, farm: FarmItem) -> None:
        super().__init__(farm)
        self.farm = farm
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def signature(self) -> object:
        return self.farm.grid_signature()

    def boundingRect(self) -> QRectF:
        return QRectF(GRID_X - 8, GRID_Y - 8, COLUMNS * PITCH + 16, ROWS * PITCH + 16)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: object = None) -> None:
        pl = self.farm.table.state.players[self.farm.player]
        self.farm._paint_cells(p, pl)
        self.farm._paint_fences(p, pl)


def draw_turn_ring(p: QPainter, rect: QRectF) -> None:
    """The outline round the board of the player to move, in board coordinates."""
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(palette.HIGHLIGHT_EDGE, 4))
    p.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 8, 8)


def turn_ring(scale: float, rect: QRectF) -> QGraphicsItem:
    """One ring for the table, laid over the board to move (``TableScene.refresh`` moves it):
    moved, it keeps its picture; shown and hidden on each board it would be drawn anew."""
    ring = ring_strips(None, rect, lambda p: draw_turn_ring(p, rect))
    ring.setScale(scale)
    ring.setZValue(1)  # over the boards' strips, under every piece
    return ring
