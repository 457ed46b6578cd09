"""The shared parts of Heartland's table: the crop area, the barn, the score track, the players.

Items only draw what a ``GameState`` (already masked for the seat watching) shows and report
clicks to the scene; they never change the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
)

from agricola_qt.heartland import CROPS, GameState, board_side
from agricola_qt.heartland.board import farmed_squares
from agricola_qt.heartland.board import group as region_of
from agricola_qt.heartland.rules import points_to_row
from agricola_qt.heartland.state import Step
from agricola_qt.ui import palette
from agricola_qt.ui.heartland.look import (
    LIT_EDGE,
    SHADOW,
    SQUARE,
    UNLIT,
    crop_colour,
    draw_line,
    least_size,
    paint_barn,
    paint_cube,
    paint_farm,
    paint_field,
    paint_height,
    readable,
)
from agricola_qt.ui.heartland.words import animal_word, crop_mark, crop_word, named
from agricola_qt.ui.text import tr, trn

if TYPE_CHECKING:
    from agricola_qt.ui.heartland.scene import HeartlandScene

CELL = 46.0  # a barn track's width
ROW = 34.0  # a barn row's height
TRACK_COLUMNS = 25
TRACK_CELL = SQUARE * 10 / TRACK_COLUMNS
TRACK_NUMBERS = 12.0  # the score track's numbers: about 11 px on a 1366×768 screen (8 was 7)
TRACK_ALL_NUMBERS = 13.0  # the largest size at which every number fits above the markers
TRACK_MARKS_AT = 12.0  # the markers' top in a cell of the track, under its number
# a row of the track: under its number a marker of its own is as large as a barn cube (at 22
# they were some 6 px on a laptop screen, a tester)
TRACK_ROW = 30.0
TRACK_MARK = 13.0  # a marker's largest size
BARN_MARGIN = 58.0  # left of the tracks: the farm rows' labels ("farm 2" on one line)


class CropAreaItem(QGraphicsItem):
    """The crop area: every square's top crop and height, farms, lit spots, the field due."""

    def __init__(self, scene: HeartlandScene, state: GameState,
                 half_a: dict[int, int]) -> None:
        super().__init__()
        self.hl = scene
        self.state = state
        self.half_a = half_a  # large tile id -> the square its half a was laid on
        self.lit: set[int] = set()  # squares where the dragged tile may go (its half a)
        self.shadow: set[int] = set()  # the squares a hovered placement would cover
        self.marked = -1  # the field to score now
        # a computer's squares of its last placement, outlined in its colour (seat -> squares)
        self.recent: dict[int, frozenset[int]] = {}
        self.farm_choice = False  # lit: the squares a farm may go on, drawn as regions
        self.setAcceptHoverEvents(True)

    @property
    def columns(self) -> int:
        return self.state.geometry.columns

    def boundingRect(self) -> QRectF:  # noqa: N802
        geo = self.state.geometry
        return QRectF(-22, -22, geo.columns * SQUARE + 24, geo.rows * SQUARE + 24)

    def square_rect(self, square: int) -> QRectF:
        row, col = divmod(square, self.columns)
        return QRectF(col * SQUARE, row * SQUARE, SQUARE, SQUARE)

    def square_at(self, x: float, y: float) -> int:
        geo = self.state.geometry
        col, row = int(x // SQUARE), int(y // SQUARE)
        if x < 0 or y < 0 or col >= geo.columns or row >= geo.rows:
            return -1
        return row * geo.columns + col

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: D102
              widget: object = None) -> None:
        state = self.state
        geo = state.geometry
        printed = state.components.printed
        readable(p, 13)
        p.setPen(QColor("#F0EAD6"))
        for col in range(geo.columns):
            p.drawText(QRectF(col * SQUARE, -22, SQUARE, 20), Qt.AlignmentFlag.AlignCenter,
                       chr(ord("a") + col))
        for row in range(geo.rows):
            p.drawText(QRectF(-22, row * SQUARE, 20, SQUARE), Qt.AlignmentFlag.AlignCenter,
                       str(row + 1))
        farmed = farmed_squares(state.tops, state.farm_squares, geo)
        for sq in range(geo.size):
            rect = self.square_rect(sq)
            height = state.heights[sq]
            layers = state.layers[sq]
            if layers:
                top = layers[-1]
                barns = 0
                if top.tile:
                    tile = state.components.tile(top.tile)
                    half = tile.a if self.half_a.get(top.tile, sq) == sq else tile.b
                    barns = half.barns
                elif top.crop is not None:
                    barns = state.components.small_barns
                paint_field(p, rect, top.crop, barns, height)
            else:
                paint_field(p, rect, printed[sq], 0, 0, printed=True)
            if sq in farmed:
                # white dashes on a dark line: white alone was lost on the pale yellow of
                # rapeseed, where a tester could not see the farm's region
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(QColor(42, 36, 24, 200), 2.5))
                p.drawRect(rect.adjusted(4, 4, -4, -4))
                p.setPen(QPen(QColor("#FFFFFF"), 1.5, Qt.PenStyle.DashLine))
                p.drawRect(rect.adjusted(4, 4, -4, -4))
        self._paint_tile_edges(p)
        for seat, player in enumerate(state.players):
            for sq in player.farms:
                # in the square's lower right, clear of its crop letter (top left; in the
                # middle the house hid the letter, and a tester could not read c2's wheat)
                r = self.square_rect(sq)
                paint_farm(p, r.adjusted(r.width() * 0.48, r.height() * 0.38,
                                         -r.width() * 0.05, -r.height() * 0.05), seat)
        if self.farm_choice:
            self._paint_regions(p)
        elif self.lit:
            # the squares the tile cannot go to washed pale, those it can keep their colours
            # in a white ring: lit with the white wash they looked faded and the others
            # highlighted (a tester read the board the wrong way round)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(UNLIT)
            for sq in range(self.state.geometry.size):
                if sq not in self.lit:
                    p.drawRect(self.square_rect(sq))
            p.setBrush(Qt.BrushStyle.NoBrush)
            for sq in self.lit:
                ring = self.square_rect(sq).adjusted(4, 4, -4, -4)
                p.setPen(QPen(QColor(30, 24, 16, 200), 4.5))
                p.drawRoundedRect(ring, 6, 6)
                p.setPen(QPen(LIT_EDGE, 2.5))
                p.drawRoundedRect(ring, 6, 6)
        self._paint_recent(p)
        for sq in self.shadow:
            p.setPen(QPen(SHADOW, 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(self.square_rect(sq).adjusted(2, 2, -2, -2))
        if self.marked >= 0:
            p.setPen(QPen(QColor("#E8341C"), 4))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(self.square_rect(self.marked).adjusted(1, 1, -1, -1))
        # the heights again over every frame and ring (a neighbour's ring or the field
        # due's frame hid half of "10": a tester), except on the squares washed out
        washed = self.farm_choice or bool(self.lit)
        for sq in range(state.geometry.size):
            if state.layers[sq] and state.heights[sq] > 0 and not (washed
                                                                   and sq not in self.lit):
                paint_height(p, self.square_rect(sq), state.heights[sq])

    def _paint_recent(self, p: QPainter) -> None:
        """Each computer's last placement framed in its colour over a dark line (its tile's
        one or two squares, what is left of them uncovered): after a computer's turn nothing
        said what it had laid, and a tester compared screenshots to follow the bots."""
        p.setBrush(Qt.BrushStyle.NoBrush)
        for seat, squares in sorted(self.recent.items()):
            if not squares:
                continue
            rect = QRectF()
            for sq in squares:
                rect = rect.united(self.square_rect(sq))
            # on the squares' edges, in the gap between them: inside, it hid the corner's
            # height badge (a tester's complaint of the keyboard's frame)
            frame = rect.adjusted(0.5, 0.5, -0.5, -0.5)
            p.setPen(QPen(QColor(30, 24, 16, 220), 6.5))
            p.drawRoundedRect(frame, 4, 4)
            p.setPen(QPen(palette.player_colour(seat), 4))
            p.drawRoundedRect(frame, 4, 4)

    def recent_by(self, square: int) -> int:
        """The computer whose last placement shows on ``square``, or -1."""
        return next((seat for seat, squares in self.recent.items() if square in squares), -1)

    def regions(self) -> list[list[int]]:
        """The free regions a farm may go on (the lit squares grouped), largest first."""
        state, left, out = self.state, set(self.lit), []
        while left:
            square = min(left)
            region = sorted(region_of(state.tops, square, state.geometry) & left) or [square]
            left -= set(region)
            out.append(region)
        return sorted(out, key=lambda r: (-len(r), r[0]))

    def _paint_regions(self, p: QPainter) -> None:
        """Building a farm: the squares no farm may go on greyed, every free region of two
        squares or more outlined in white with its size in a badge.  All squares lit alike
        said nothing, and a region's size showed only under the mouse."""
        geo = self.state.geometry
        p.setPen(Qt.PenStyle.NoPen)
        # dark enough to tell at a glance (at 130 a tester could not pick them out)
        p.setBrush(QColor(20, 20, 20, 170))
        for sq in range(geo.size):
            if sq not in self.lit:
                p.drawRect(self.square_rect(sq))
        regions = [r for r in self.regions() if len(r) >= 2]
        edges: list[tuple[QPointF, QPointF]] = []
        for region in regions:
            inside = set(region)
            for sq in region:
                r = self.square_rect(sq).adjusted(2, 2, -2, -2)
                row, col = divmod(sq, geo.columns)
                for near, a, b in (
                        (sq - geo.columns if row > 0 else -1, r.topLeft(), r.topRight()),
                        (sq + geo.columns if row < geo.rows - 1 else -1, r.bottomLeft(),
                         r.bottomRight()),
                        (sq - 1 if col > 0 else -1, r.topLeft(), r.bottomLeft()),
                        (sq + 1 if col < geo.columns - 1 else -1, r.topRight(),
                         r.bottomRight())):
                    if near not in inside:
                        edges.append((a, b))
        # white over a dark line, as the lit squares' rings (white alone was faint on the
        # pale crops; a tester could not tell the regions apart)
        for pen in (QPen(QColor(30, 24, 16, 200), 6), QPen(LIT_EDGE, 3.5)):
            pen.setCapStyle(Qt.PenCapStyle.SquareCap)
            p.setPen(pen)
            for a, b in edges:
                p.drawLine(a, b)
        for region in regions:
            # smaller, between the crop's letter and height above and the barns below: it
            # hid all three (a tester)
            middle = self.square_rect(region[0]).center()
            badge = QRectF(middle.x() - 12, middle.y() - 6, 24, 18)
            p.setPen(QPen(QColor("#1E1E1E"), 1.2))
            p.setBrush(QColor("#FFFFFF"))
            p.drawRoundedRect(badge, 7, 7)
            readable(p, 12.5)
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(len(region)))

    def _paint_tile_edges(self, p: QPainter) -> None:
        """A thick line around every large tile's two halves, so tiles read as tiles."""
        state = self.state
        geo = state.geometry
        p.setPen(QPen(QColor("#2A2418"), 3))
        for sq in range(geo.size):
            tile = state.layers[sq][-1].tile if state.layers[sq] else -1
            rect = self.square_rect(sq)
            for other, edge in ((sq + 1 if (sq + 1) % geo.columns else -1, "right"),
                                (sq + geo.columns if sq + geo.columns < geo.size else -1,
                                 "bottom")):
                if other < 0:
                    continue
                other_tile = state.layers[other][-1].tile if state.layers[other] else -1
                if tile > 0 and tile == other_tile:
                    continue
                if tile <= 0 and other_tile <= 0:
                    continue
                if edge == "right":
                    p.drawLine(rect.topRight(), rect.bottomRight())
                else:
                    p.drawLine(rect.bottomLeft(), rect.bottomRight())

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        square = self.square_at(event.pos().x(), event.pos().y())
        self.setToolTip(self.describe(square) if square >= 0 else "")
        state = self.state
        if state.step is Step.FARM and not state.is_over:
            # where a farm would go: the region it would take, shaded (every square was lit
            # and the player counted the region by hand)
            region = (region_of(state.tops, square, state.geometry)
                      if square >= 0 and state.tops[square] is not None else set())
            if region != self.shadow:
                self.shadow = region
                self.update()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        if self.state.step is Step.FARM and self.shadow:
            self.shadow = set()
            self.update()
        super().hoverLeaveEvent(event)

    def describe(self, square: int) -> str:
        """"c4: wheat, height 2, region of 5 squares" (and the farm on it), for the
        tooltip."""
        state = self.state
        name, crop = state.geometry.name(square), crop_word(state.tops[square])
        if state.tops[square] is not None:  # one sentence: "高度 0, 區域…" had a Latin comma
            size = len(region_of(state.tops, square, state.geometry))
            text = trn("{square}: {crop}, height {h}, region of %n square(s)", size).format(
                square=name, crop=crop, h=state.heights[square])
        else:
            text = tr("{square}: {crop}, height {n}").format(square=name, crop=crop,
                                                             n=state.heights[square])
        for seat, player in enumerate(state.players):
            if square in player.farms:
                text += " · " + named(tr("farm of {name}"), name=self.hl.controller.name(seat))
        seat = self.recent_by(square)
        if seat >= 0:  # what the frame in a player's colour is
            text += " · " + named(tr("{name}'s last placement"),
                                  name=self.hl.controller.name(seat))
        return text

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802
        square = self.square_at(event.pos().x(), event.pos().y())
        if square >= 0 and event.button() == Qt.MouseButton.LeftButton:
            self.hl.square_clicked(square)
        event.accept()


def spread_words(centres: list[float], widths: list[float], gap: float, left: float,
                 right: float) -> list[float]:
    """Left edges for a row of words each wanted centred at its ``centres`` entry, none
    overlapping (``gap`` apart) and all within ``left``..``right``: words that would touch
    are set side by side as a group, centred where its words want to be on average.  A
    readable size in a small window is wider than a barn track: "rapeseed" was cut to
    "rapes…" between "wheat" and "beet", which had room to spare."""
    groups: list[list[int]] = [[i] for i in range(len(centres))]

    def span(group: list[int]) -> tuple[float, float]:
        inner = [sum(widths[j] + gap for j in group[:k]) + widths[i] / 2
                 for k, i in enumerate(group)]
        start = sum(centres[i] - inner[k] for k, i in enumerate(group)) / len(group)
        total = sum(widths[i] for i in group) + gap * (len(group) - 1)
        start = max(left, min(start, right - total))
        return start, start + total

    merged = True
    while merged:
        merged = False
        for k in range(len(groups) - 1):
            if span(groups[k])[1] + gap > span(groups[k + 1])[0]:
                groups[k:k + 2] = [groups[k] + groups[k + 1]]
                merged = True
                break
    edges: list[float] = []
    for group in groups:
        x = span(group)[0]
        for i in group:
            edges.append(x)
            x += widths[i] + gap
    return edges


class BarnItem(QGraphicsItem):
    """The barn: five crop tracks with every player's cube, the farm rows, the livestock."""

    def __init__(self, state: GameState, names: list[str] | None = None) -> None:
        super().__init__()
        self.state = state
        self.names = names or [str(i + 1) for i in range(state.setup.players)]
        self.setAcceptHoverEvents(True)  # what a stack, a track and a farm row are

    @property
    def rows(self) -> int:
        return self.state.components.livestock_row + 1

    def row_top(self, row: int) -> float:
        """The top edge of barn row ``row`` (0: the bottom row)."""
        return 52 + (self.rows - 1 - row) * ROW

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.setToolTip(self.tip_at(event.pos().x(), event.pos().y()))

    def tip_at(self, x: float, y: float) -> str:
        """The tooltip at ``(x, y)``: a livestock stack, a track's row, a farm row's label.
        Nothing on the barn said what its boxes were or how far the cubes had to go."""
        comp = self.state.components
        if x < 0:  # the farm rows' labels
            for n, row in enumerate(comp.farm_rows):
                if self.row_top(row) - 4 <= y <= self.row_top(row) + ROW + 4:
                    return self.farm_tip(n)
            return ""
        i = int(x // CELL)
        if not 0 <= i < len(CROPS):
            return ""
        if y < 48:
            return self.stack_tip(i)
        row = self.rows - 1 - int((y - 52) // ROW) if y >= 52 else -1
        if 0 <= row < self.rows:
            return self.track_tip(i, row)
        return ""

    def farm_tip(self, n: int) -> str:
        """The farm row ``n`` (0: the first farm): the rule, and each player's distance."""
        row = self.state.components.farm_rows[n]
        lines = [tr("Farm {n}: when all five of your cubes are at or past this row, you build "
                    "farm {n}.").format(n=n + 1)]
        for seat, player in enumerate(self.state.players):
            if len(player.farms) > n:
                lines.append(tr("{name}: farm {n} built").format(name=self.names[seat], n=n + 1))
                continue
            short = points_to_row(player.cubes, row)
            lines.append(trn("{name}: %n farm point(s) to go", short).format(
                name=self.names[seat]))
        return "<br>".join(lines)

    def stack_tip(self, i: int) -> str:
        """The face-down livestock stack of crop ``i``: what it holds and when it is taken."""
        crop = crop_word(CROPS[i])
        stack = self.state.livestock[i]
        # the crossed cubes on the stack: whose left this track with an animal
        gone = [tr("{name}: left with an animal").format(name=self.names[seat])
                for seat, player in enumerate(self.state.players) if player.cubes[i] < 0]
        if not stack:
            return "<br>".join((tr("The {crop} livestock is all taken: a cube reaching the "
                                   "top row stays there.").format(crop=crop), *gone))
        kinds = tr(", ").join(animal_word(a.kind) for a in stack)
        return "<br>".join((
            *gone,
            trn("Livestock of the {crop} track: a face-down stack of %n tile(s), top first: {kinds}.",  # noqa: E501 (one literal: lupdate reads the plural form)
                len(stack)).format(crop=crop, kinds=kinds),
            tr("The first cube to reach the top row of this track takes the top tile and "
               "leaves the barn: that crop gives its owner no more farm points."),
            tr("Worth at the end: chicken 1–5, pig 6–10, cow 11–15 points; only its owner "
               "sees the value.")))

    def track_tip(self, i: int, row: int) -> str:
        """Row ``row`` of crop ``i``'s track: what the row is and whose cubes are where."""
        comp = self.state.components
        lines = [tr("{crop} track, row {row}").format(crop=crop_word(CROPS[i]), row=row)]
        if row == self.rows - 1:
            lines.append(tr("The livestock row: a cube reaching it takes the top livestock "
                            "tile."))
        elif row in comp.farm_rows:
            n = comp.farm_rows.index(row) + 1
            lines.append(tr("Farm {n}: all five cubes at or past this row build farm "
                            "{n}.").format(n=n))
        for seat, player in enumerate(self.state.players):
            cube = player.cubes[i]
            lines.append(tr("{name}: row {row}").format(name=self.names[seat], row=cube)
                         if cube >= 0 else
                         tr("{name}: left with an animal").format(name=self.names[seat]))
        return "<br>".join(lines)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-BARN_MARGIN, -26, CELL * len(CROPS) + BARN_MARGIN + 4,
                      26 + 52 + self.rows * ROW + 36)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: D102
              widget: object = None) -> None:
        state = self.state
        comp = state.components
        width = CELL * len(CROPS)
        p.setPen(QPen(palette.BOARD_EDGE, 2))
        p.setBrush(palette.BOARD)
        p.drawRoundedRect(self.boundingRect(), 8, 8)
        readable(p, 12)
        p.setPen(palette.INK)
        p.drawText(QRectF(0, -24, width, 20), Qt.AlignmentFlag.AlignCenter, tr("Barn"))
        readable(p, 9, heavy=False)  # the crop words' size, to set them out in a row
        metrics = QFontMetricsF(p.font())
        wide = [min(metrics.horizontalAdvance(crop_word(c)), CELL * 2) for c in CROPS]
        gap = 6.0
        if sum(wide) + gap * (len(CROPS) - 1) <= width + BARN_MARGIN - 6:
            edges = spread_words([(i + 0.5) * CELL for i in range(len(CROPS))], wide, gap,
                                 4.0 - BARN_MARGIN, width + 2)
        else:  # too small a window for the whole words: each cut short under its track
            # (set side by side they ran together: "wheatrapeseedbeet")
            wide = [CELL - gap] * len(CROPS)
            edges = [i * CELL + gap / 2 for i in range(len(CROPS))]
        for i, crop in enumerate(CROPS):
            x = i * CELL
            stack = state.livestock[i]
            top = QRectF(x + 3, 0, CELL - 6, 46)
            p.setPen(QPen(QColor("#1E1E1E"), 1))
            for k in range(len(stack)):  # the face-down stack, its tiles a little offset
                p.setBrush(QColor("#C9B78F"))
                p.drawRoundedRect(top.adjusted(k * 2, 10 - k * 3, -(len(stack) - k) * 2,
                                               -k * 3), 3, 3)
            # at the size of the farm rows' labels (9 came out 8 px on a 1366×768 screen),
            # as wide as the track: "chicken" is wider than its stack
            readable(p, 11)
            draw_line(p, top.adjusted(-3, 0, 3, -2), Qt.AlignmentFlag.AlignHCenter
                      | Qt.AlignmentFlag.AlignBottom,
                      animal_word(stack[0].kind) if stack else tr("empty"))
            for row in range(self.rows):
                y = self.row_top(row)
                cell = QRectF(x + 2, y, CELL - 4, ROW - 2)
                p.setPen(QPen(QColor("#6B5B3A"), 1))
                p.setBrush(crop_colour(crop, 0) if row < self.rows - 1 else crop_colour(crop))
                p.drawRect(cell)
            readable(p, 12)
            p.setPen(palette.INK)
            p.drawText(QRectF(x, 52 + self.rows * ROW, CELL, 20),
                       Qt.AlignmentFlag.AlignCenter, crop_mark(crop))
            # the letter's crop in words: the letters alone said little to a newcomer
            readable(p, 9, heavy=False)
            draw_line(p, QRectF(edges[i] - 1, 52 + self.rows * ROW + 18, wide[i] + 2, 14),
                      Qt.AlignmentFlag.AlignCenter, crop_word(crop))
        for n, row in enumerate(comp.farm_rows):  # the farm rows: a line and a label
            y = self.row_top(row)
            # the row a cube must reach (at or past it), framed with a dashed line as the
            # help draws it and says (a solid line under the row read as a boundary)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.setPen(QPen(QColor("#7A2E1A"), 2.5, Qt.PenStyle.DashLine))
            p.drawRect(QRectF(0, y - 1, width, ROW))
            p.setPen(QColor("#7A2E1A"))
            # on one line, beside the row it names: "farm" over "2" read as two labels, so
            # where a small window's readable size is wider than the margin the words go
            # and the number stays, in a box like the row's
            readable(p, 11)
            label = tr("farm {n}").format(n=n + 1)
            room = QRectF(-BARN_MARGIN + 2, y, BARN_MARGIN - 6, ROW)
            if QFontMetricsF(p.font()).horizontalAdvance(label) > room.width():
                # the number beside a little house, as the farms are drawn
                number = str(n + 1)
                right = room.right() - QFontMetricsF(p.font()).horizontalAdvance(number) - 3
                paint_barn(p, QRectF(right - 16, y + ROW / 2 - 8, 15, 15), QColor("#7A2E1A"))
                p.setPen(QColor("#7A2E1A"))
                label = number
            p.drawText(room, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        for seat, player in enumerate(state.players):
            for i, row in enumerate(player.cubes):
                size = 9.0
                x = i * CELL + 4 + (seat % 3) * (size + 1)
                if row < 0:
                    # left the game with an animal: on the stack's face, as large as a
                    # track's cubes and more (a small mark beside the stack went unseen)
                    gone = 12.0
                    rect = QRectF(i * CELL + 7 + (seat % 3) * (gone + 1),
                                  14 + (seat // 3) * (gone + 1), gone, gone)
                else:
                    y = 52 + (self.rows - 1 - row) * ROW
                    rect = QRectF(x, y + 4 + (seat // 3) * (size + 2) + 8, size, size)
                paint_cube(p, rect, seat)
                if row < 0:  # crossed out: it scores no more (it read as still in play)
                    p.setPen(QPen(palette.INK, 2.0))
                    p.drawLine(rect.topLeft(), rect.bottomRight())
                    p.drawLine(rect.topRight(), rect.bottomLeft())


class ScoreTrackItem(QGraphicsItem):
    """The victory-point track 0-99 with every player's marker (past 99 see the boards)."""

    def __init__(self, state: GameState, names: list[str] | None = None) -> None:
        super().__init__()
        self.state = state
        self.names = names or [str(i + 1) for i in range(state.setup.players)]
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, TRACK_COLUMNS * TRACK_CELL, 4 * TRACK_ROW + 2)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.setToolTip(self.tip_at(event.pos().x(), event.pos().y()))

    def tip_at(self, x: float, y: float) -> str:
        """The track's square under ``(x, y)`` and every player's victory points."""
        col, row = int(x // TRACK_CELL), int(y // TRACK_ROW)
        if not (0 <= col < TRACK_COLUMNS and 0 <= row < 4):
            return ""
        lines = [tr("Victory-point track: square {n}").format(n=row * TRACK_COLUMNS + col)]
        for seat, player in enumerate(self.state.players):
            lines.append(tr("{name}: {points} victory points").format(
                name=self.names[seat], points=player.score))
        lines.append(tr("Past 99 a marker goes round again and its board shows 100."))
        return "<br>".join(lines)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: D102
              widget: object = None) -> None:
        # every number while it reads at its printed size, else only every fifth (the
        # darker cells, as on a ruler): larger, all of them would sit under the markers
        every = 1 if least_size(p) <= TRACK_ALL_NUMBERS else 5
        readable(p, TRACK_NUMBERS)
        for n in range(100):
            row, col = divmod(n, TRACK_COLUMNS)
            rect = QRectF(col * TRACK_CELL, row * TRACK_ROW, TRACK_CELL, TRACK_ROW)
            p.setPen(QPen(palette.BOARD_EDGE, 1))
            p.setBrush(palette.BOARD if n % 5 else QColor("#D8C9A0"))
            p.drawRect(rect)
            if n % every:
                continue
            p.setPen(palette.MUTED_INK)
            p.drawText(rect.adjusted(1, 0, 0, 0), Qt.AlignmentFlag.AlignLeft
                       | Qt.AlignmentFlag.AlignTop, str(n))
        for seat, rect in marker_places(self.state):
            paint_cube(p, rect, seat)


def marker_places(state: GameState) -> list[tuple[int, QRectF]]:
    """Each seat's marker on the victory-point track: under the square's number, and where
    several share a square, side by side two a row (the lower rows over the number's foot)
    and smaller, none over another (two markers on one number half hid each other)."""
    squares: dict[int, list[int]] = {}
    for seat, player in enumerate(state.players):
        squares.setdefault(board_side(player.score)[1], []).append(seat)
    places: list[tuple[int, QRectF]] = []
    for n, seats in squares.items():
        row, col = divmod(n, TRACK_COLUMNS)
        across = min(len(seats), 2)
        rows = -(-len(seats) // across)
        # (a pen's width inside the cell's foot: a triangle's tip crossed the cell's edge)
        room = TRACK_ROW - TRACK_MARKS_AT if rows == 1 else TRACK_ROW - TRACK_MARKS_AT / 2
        size = min(TRACK_MARK, (TRACK_CELL - 2) / across - 0.5, (room - 1) / rows - 0.5)
        top = row * TRACK_ROW + TRACK_ROW - rows * (size + 0.5) - 1.5
        # one alone stands in the middle of the cell (at its left edge it read as the
        # square before's)
        left = col * TRACK_CELL + (TRACK_CELL - size) / 2 if across == 1 and rows == 1 else (
            col * TRACK_CELL + 1)
        for k, seat in enumerate(seats):
            down, right = divmod(k, across)
            places.append((seat, QRectF(left + right * (size + 0.5),
                                        top + down * (size + 0.5), size, size)))
    return places


class PlayerBoardItem(QGraphicsItem):
    """One player's board: name, score (with the "100" side), hand, small tiles, farms,
    animals (their values only for the seat watching, or at the end)."""

    WIDTH, HEIGHT = 226.0, 92.0

    def __init__(self, state: GameState, seat: int, name: str, watcher: int,
                 level: str | None) -> None:
        super().__init__()
        self.state = state
        self.seat = seat
        self.name = name
        self.watcher = watcher
        self.level = level
        self.setToolTip(self.help_text())  # its marks were explained nowhere
        self.setAcceptHoverEvents(True)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802
        self.setToolTip(self.tip_at(event.pos().x(), event.pos().y()))

    def tip_at(self, x: float, y: float) -> str:
        """The five small squares are the small tiles still held (a newcomer took them for
        something else); the line under the name tells how far the next farm is."""
        if 46 <= y <= 68 and x < 8 + 5 * 21:
            return self.smalls_text()
        if 28 <= y < 46:
            return self.farm_text()
        return self.help_text()

    def smalls_text(self) -> str:
        player = self.state.players[self.seat]
        held = [crop_word(c) for c in CROPS if c in player.smalls]
        return "<br>".join((
            named(tr("{name}'s small tiles still held: {crops}"),
                  name=self.name, crops=tr(", ").join(held) or tr("none")),
            tr("Each is laid once, instead of a large tile: face up on a square as one field "
               "with {n} barn symbols, or face down to level a square for a large tile. Small "
               "tiles are never replaced; an empty square is one used.").format(
                n=self.state.components.small_barns)))

    def farm_text(self) -> str:
        """The farms built, and for the next one the farm points still needed."""
        player = self.state.players[self.seat]
        rows = self.state.components.farm_rows
        built = len(player.farms)
        lines = [named(trn("{name} holds %n large tile(s) in hand.", len(player.hand)),
                       name=self.name),
                 tr("Farms built: {n} of {m}").format(n=built, m=len(rows))]
        if built < len(rows):
            row = rows[built]
            short = points_to_row(player.cubes, row)
            lines.append(trn("Farm {n} needs all five cubes at or past barn row {row}: %n farm point(s) to go.",  # noqa: E501 (one literal: lupdate reads the plural form)
                             short).format(n=built + 1, row=row))
        return "<br>".join(lines)

    def help_text(self) -> str:
        player = self.state.players[self.seat]
        lines = [self.name]
        if self.seat == self.state.setup.start_player:
            lines.append(tr("★ the start player: the game's rounds begin with them"))
        held = [crop_word(c) for c in CROPS if c in player.smalls]
        lines.append(tr("Small tiles still held (the squares): {crops}").format(
            crops=tr(", ").join(held) or tr("none")))
        hundreds, _ = board_side(player.score)
        if hundreds:
            lines.append(tr("{n}: the score has passed {n} (the board turned over)").format(
                n=100 * hundreds))
        return "<br>".join(lines)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.WIDTH, self.HEIGHT)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,  # noqa: D102
              widget: object = None) -> None:
        state, seat = self.state, self.seat
        player = state.players[seat]
        acting = not state.is_over and state.actor == seat
        p.setPen(QPen(QColor("#FFD400") if acting else palette.BOARD_EDGE, 4 if acting else 2))
        p.setBrush(palette.BOARD)
        p.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 8, 8)
        paint_cube(p, QRectF(8, 8, 16, 16), seat)
        p.setPen(palette.INK)
        hundreds, _ = board_side(player.score)
        readable(p, 13)
        title = self.name + ("  ★" if seat == state.setup.start_player else "")
        draw_line(p, QRectF(30, 5, 84 if hundreds else 120, 22), Qt.AlignmentFlag.AlignVCenter,
                  title)
        readable(p, 15)
        p.drawText(QRectF(150, 4, 70, 24), Qt.AlignmentFlag.AlignRight
                   | Qt.AlignmentFlag.AlignVCenter, str(player.score))
        if hundreds:
            badge = QRectF(118, 6, 38, 20)
            p.setBrush(QColor("#7A2E1A"))
            p.drawRoundedRect(badge, 4, 4)
            p.setPen(QColor("#FFFFFF"))
            readable(p, 11)
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(100 * hundreds))
        p.setPen(palette.INK)
        readable(p, 10)
        # "human", as the new-game dialog calls a seat ("person" read like Agricola's piece)
        kind = tr("computer") if self.level else tr("human")
        hand = tr("{n} large").format(n=len(player.hand))
        farms = tr("farms {n}/{m}").format(n=len(player.farms),
                                           m=len(state.components.farm_rows))
        # where a readable size is wider than the board, the line drops "person/computer"
        # first, then the hand, rather than cutting off the farms at its end
        metrics = QFontMetricsF(p.font())
        line = next((" · ".join(parts) for parts in ((kind, hand, farms), (hand, farms))
                     if metrics.horizontalAdvance(" · ".join(parts)) <= 216), farms)
        draw_line(p, QRectF(8, 28, 216, 18), Qt.AlignmentFlag.AlignVCenter, line)
        x = 8.0
        for crop in CROPS:  # the small tiles still held
            held = crop in player.smalls
            rect = QRectF(x, 48, 18, 18)
            p.setPen(QPen(QColor("#1E1E1E"), 1))
            p.setBrush(crop_colour(crop) if held else QColor(0, 0, 0, 0))
            p.drawRect(rect)
            readable(p, 10)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, crop_mark(crop) if held else "")
            x += 21
        shown = seat == self.watcher or state.is_over
        words = [f"{animal_word(a.kind)} {a.value if shown and a.value else '?'}"
                 for a in player.animals]
        readable(p, 10)  # (9 came out 8 px on a 1366×768 screen)
        draw_line(p, QRectF(8, 68, 216, 20), Qt.AlignmentFlag.AlignVCenter,
                  tr(", ").join(words) if words else tr("no livestock"))
