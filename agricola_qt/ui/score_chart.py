"""A chart of each player's score estimate round by round, painted with QPainter.

The data is one point per round reached: the score (``engine.scores``) of the state at the
end of that round (after its harvest), or of the latest state for a round still being
played.  The x axis always spans the whole game (rounds 1 to 14), so the chart does not
rescale as a game goes on.  A marker can show a position between two round ends (the
replay viewer's current move), with a word of what it marks at its head ("Round 7 begins":
the start of round 7 stands just past the point of round 6's end, and a tester read the
dashed line at 6 as a round off); a click on the chart asks to go there (``jumped``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from attrs import frozen
from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from agricola_qt.engine import GameState, Move, Setup, apply, new_game, scores
from agricola_qt.engine.spaces import HARVEST_ROUNDS, LAST_ROUND
from agricola_qt.ui import palette
from agricola_qt.ui.text import player_name, tr

NAME_WIDTH = 160  # pixels a player's name takes at most in the legend and the sheet's headers


@frozen
class RoundScores:
    """``totals[k][i]``: player ``i``'s score estimate at the end of round ``rounds[k]``;
    ``spans[k]``: the first and last state index of that round in the game's states."""

    rounds: tuple[int, ...]
    totals: tuple[tuple[int, ...], ...]
    spans: tuple[tuple[int, int], ...]

    @property
    def players(self) -> int:
        return len(self.totals[0]) if self.totals else 0

    def line(self, player: int) -> list[int]:
        """One player's estimates, round by round."""
        return [row[player] for row in self.totals]

    def position(self, index: int) -> float:
        """Where state ``index`` lies on the x axis: round ``r``'s end is at ``r``, the moves
        of round ``r`` are spread evenly over (r - 1, r]."""
        for r, (first, last) in zip(self.rounds, self.spans, strict=True):
            if first <= index <= last:
                return r - 1 + (index - first + 1) / (last - first + 1)
        return float(self.rounds[-1]) if self.rounds else 0.0

    def index_at(self, x: float) -> int:
        """The state index shown nearest to ``x`` on the axis (the inverse of ``position``):
        a hair past a round's point is still that round's end, not the next round's first
        move (a click on a point lands a fraction of a pixel beside it)."""
        if not self.rounds:
            return 0
        for k, (r, (first, last)) in enumerate(zip(self.rounds, self.spans, strict=True)):
            if x <= r or r == self.rounds[-1]:
                frac = min(1.0, max(0.0, x - (r - 1)))
                step = round(frac * (last - first + 1)) - 1
                if step < 0 and k > 0 and first > 0:
                    return self.spans[k - 1][1]
                return max(first, min(last, first + step))
        return self.spans[-1][1]


def round_scores(states: Sequence[GameState]) -> RoundScores:
    """The score estimate at each round's end, from the states of a game (``states[i]``
    after ``i`` moves); a round still being played: its latest state."""
    rounds: list[int] = []
    spans: list[tuple[int, int]] = []
    for i, state in enumerate(states):
        if rounds and rounds[-1] == state.round:
            spans[-1] = (spans[-1][0], i)
        else:
            rounds.append(state.round)
            spans.append((i, i))
    # a round's last move (the last feeding of a harvest) already begins the next round: the
    # state after it is the round's end, with the harvest's begging cards and newborn
    # animals (its last state of the round had neither)
    if len(rounds) > 1 and spans[-1][0] == len(states) - 1 and not states[-1].is_over:
        # a round begun with no move in it yet is that end, not a point of its own (an
        # unfinished game's chart drew round 14 level with round 13, and a turn waiting for
        # End turn the next round)
        rounds.pop()
        spans.pop()
    ends = [min(last + 1, len(states) - 1) for _, last in spans]
    totals = tuple(tuple(sheet.total for sheet in scores(states[end])) for end in ends)
    return RoundScores(tuple(rounds), totals, tuple(spans))


def game_states(setup: Setup, moves: Sequence[Move]) -> list[GameState]:
    """Every state of a game, replayed from its setup (the moves were checked when played)."""
    state = new_game(setup)
    states = [state]
    for move in moves:
        state = apply(state, move, checked=False)
        states.append(state)
    return states


class ScoreChart(QWidget):
    """One line per player (colour and token shape), a point per round reached."""

    jumped = Signal(int)  # the state index under a click

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data = RoundScores((), (), ())
        self.names: list[str] = []
        self.slots: list[int] = []  # palette slot (colour and shape) per player
        self.marker: int | None = None  # a state index, or None for no marker
        self.marker_words = ""  # what the marker marks, at its head ("Round 7 begins")
        self.target = 0  # a solo series game's target score (0: none), a line across
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumSize(300, 150)
        self.setAccessibleName(tr("Score estimate by round"))

    # --- data ------------------------------------------------------------------------------
    def set_game(self, states: Sequence[GameState], colours: Sequence[int] = ()) -> None:
        """Show the game of ``states``; ``colours`` are the palette slots of the seats."""
        self.data = round_scores(states)
        last = states[-1]
        # (a long name ran the legend past the chart's edge: NAME_WIDTH at most)
        self.names = [self.fontMetrics().elidedText(player_name(last, i),
                                                    Qt.TextElideMode.ElideRight, NAME_WIDTH)
                      for i in range(len(last.players))]
        n = len(self.names)
        self.slots = list(colours) if len(colours) == n else list(range(n))
        series = last.setup.solo
        self.target = series.target if series is not None and n == 1 else 0
        self.setAccessibleDescription(self.describe())
        self.update()

    def set_marker(self, index: int | None, words: str = "") -> None:
        if (index, words) != (self.marker, self.marker_words):
            self.marker = index
            self.marker_words = words
            self.update()

    def describe(self) -> str:
        """The chart in words (tooltip and accessible description)."""
        d = self.data
        if not d.rounds:
            return ""
        parts = [tr("{who}: {points}").format(who=name, points=d.totals[-1][i])
                 for i, name in enumerate(self.names)]
        return tr("Score estimate after round {r}: {scores}").format(
            r=d.rounds[-1], scores=tr(", ").join(parts))

    # --- geometry --------------------------------------------------------------------------
    def sizeHint(self) -> QSize:  # noqa: N802
        line = self.fontMetrics().height()
        return QSize(max(420, 30 * line), max(150, 12 * line))

    def _legend(self) -> list[QPointF]:
        """Where each legend entry starts (the players, then the harvest bands): in rows,
        wrapped to the width."""
        fm = self.fontMetrics()
        size = fm.height() * 0.7
        left = fm.horizontalAdvance("−888") + 10
        x, y = float(left), 5.0
        out = []
        for name in [*self.names, tr("Harvest")]:
            wide = 2 * size + 4 + fm.horizontalAdvance(name)
            if x > left and x + wide > self.width() - 6:
                x, y = float(left), y + fm.height() + 2
            out.append(QPointF(x, y))
            x += wide + 14
        return out

    def _legend_height(self) -> int:
        spots = self._legend()
        bottom = spots[-1].y() if spots else 0
        return int(bottom) + self.fontMetrics().height() + 6

    def plot_rect(self) -> QRectF:
        """The area of the lines, inside the axis labels and the legend."""
        fm = self.fontMetrics()
        left = fm.horizontalAdvance("−888") + 10
        top = self._legend_height() + 6
        bottom = fm.height() + 8
        return QRectF(left, top, max(10, self.width() - left - 12),
                      max(10, self.height() - top - bottom))

    def _range(self) -> tuple[int, int]:
        values = [v for row in self.data.totals for v in row] or [0]
        low, high = min(0, *values), max(5, self.target, *values)
        step = self._step(high - low)
        return math.floor(low / step) * step, math.ceil(high / step) * step

    @staticmethod
    def _step(span: int) -> int:
        for step in (2, 5, 10, 20, 25, 50):
            if span / step <= 6:
                return step
        return 100

    def x_of(self, x: float) -> float:
        """Rounds from 0 to half a round past the last: the last round's harvest band shows
        whole (at the plot's edge it was cut in half)."""
        rect = self.plot_rect()
        return rect.left() + rect.width() * x / (LAST_ROUND + 0.5)

    def axis_at(self, px: float) -> float:
        """The place on the round axis drawn at pixel column ``px`` (the inverse of ``x_of``;
        a click and the hover took 14 rounds for the plot's width, half a round short)."""
        rect = self.plot_rect()
        return (px - rect.left()) / rect.width() * (LAST_ROUND + 0.5)

    def y_of(self, value: float) -> float:
        rect = self.plot_rect()
        low, high = self._range()
        return rect.bottom() - rect.height() * (value - low) / max(1, high - low)

    def point(self, player: int, k: int) -> QPointF:
        """Where round ``self.data.rounds[k]``'s point of ``player`` is drawn."""
        return QPointF(self.x_of(self.data.rounds[k]), self.y_of(self.data.totals[k][player]))

    def marker_x(self) -> float | None:
        if self.marker is None or not self.data.rounds:
            return None
        return self.x_of(self.data.position(self.marker))

    # --- painting --------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), palette.BOARD)
        p.setPen(QPen(palette.BOARD_EDGE, 1))
        p.drawRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5))
        self._paint_axes(p)
        self._paint_target(p)
        self._paint_lines(p)
        self._paint_marker(p)
        self._paint_legend(p)
        p.end()

    @staticmethod
    def _harvest_shade() -> QColor:
        shade = QColor(palette.HIDDEN_ROUND)
        shade.setAlpha(110)
        return shade

    def _paint_axes(self, p: QPainter) -> None:
        rect = self.plot_rect()
        fm = self.fontMetrics()
        shade = self._harvest_shade()
        for r in HARVEST_ROUNDS:  # a band behind the round ends a harvest follows
            left, right = self.x_of(r - 0.25), self.x_of(r + 0.25)
            band = QRectF(left, rect.top(), right - left, rect.height())
            p.fillRect(band.intersected(rect), shade)
        low, high = self._range()
        step = self._step(high - low)
        for value in range(low, high + 1, step):
            y = self.y_of(value)
            p.setPen(QPen(palette.INK if value == 0 else palette.BOARD_EDGE,
                          1.2 if value == 0 else 0.4))
            p.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            p.setPen(palette.INK)
            label = str(value).replace("-", "−")
            p.drawText(QRectF(0, y - fm.height() / 2, rect.left() - 5, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        p.setPen(palette.INK)
        # every round's number where they fit, else every other one (and the last)
        every = 1 if self.x_of(2) - self.x_of(1) >= fm.horizontalAdvance("88") + 6 else 2
        for r in range(1, LAST_ROUND + 1):
            x = self.x_of(r)
            p.drawLine(QPointF(x, rect.bottom()), QPointF(x, rect.bottom() + 3))
            if r % every == 0 or r == LAST_ROUND:
                p.drawText(QRectF(x - 15, rect.bottom() + 3, 30, fm.height()),
                           Qt.AlignmentFlag.AlignCenter, str(r))

    def _paint_target(self, p: QPainter) -> None:
        """A solo series game's target: a dashed line across, named at its right end (a solo
        player looked for it on the chart: the sheet's words alone said "40 of 50")."""
        if not self.target:
            return
        rect = self.plot_rect()
        y = self.y_of(self.target)
        p.setPen(QPen(palette.MUTED_INK, 1.4, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
        fm = self.fontMetrics()
        words = tr("Target {n}").format(n=self.target)
        p.setPen(palette.INK)
        p.drawText(QRectF(rect.right() - fm.horizontalAdvance(words) - 6,
                          y - fm.height() - 1, fm.horizontalAdvance(words) + 4, fm.height()),
                   Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, words)

    def _paint_lines(self, p: QPainter) -> None:
        d = self.data
        size = self._dot_size()
        for i in range(d.players):
            slot = self.slots[i] if i < len(self.slots) else i
            colour = palette.player_colour(slot)
            points = [self.point(i, k) for k in range(len(d.rounds))]
            p.setPen(_line_pen(colour, slot))
            if len(points) > 1:  # one path: the pattern runs on across the points
                p.drawPolyline(QPolygonF(points))
            p.setBrush(QBrush(colour))
            p.setPen(QPen(palette.INK, 0.8))
            shape = palette.player_shape(slot)
            for pt in points:
                box = QRectF(pt.x() - size / 2, pt.y() - size / 2, size, size)
                p.drawPath(palette.shape_path(shape, box))

    def _paint_marker(self, p: QPainter) -> None:
        x = self.marker_x()
        if x is None:
            return
        rect = self.plot_rect()
        p.setPen(QPen(palette.INK, 1.6, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
        box = self.marker_box()
        if box is not None:  # its words on a patch of the board, over the lines
            p.setPen(QPen(palette.BOARD_EDGE, 0.8))
            p.setBrush(QBrush(palette.BOARD))
            p.drawRoundedRect(box, 3, 3)
            p.setPen(palette.INK)
            p.drawText(box, Qt.AlignmentFlag.AlignCenter, self.marker_words)

    def marker_box(self) -> QRectF | None:
        """Where the marker's words stand: at its head, right of the line, or left of it where
        the plot ends first (None: no words)."""
        x = self.marker_x()
        if x is None or not self.marker_words:
            return None
        fm = self.fontMetrics()
        rect = self.plot_rect()
        wide = fm.horizontalAdvance(self.marker_words) + 8
        left = x + 4 if x + 4 + wide <= rect.right() else x - 4 - wide
        return QRectF(max(rect.left(), left), rect.top() + 2, wide, fm.height() + 2)

    def _paint_legend(self, p: QPainter) -> None:
        fm = self.fontMetrics()
        size = fm.height() * 0.7
        spots = self._legend()
        if not spots:
            return
        harvest = spots[-1]  # a swatch of the bands behind the harvest rounds
        swatch = QRectF(harvest.x() + size / 2, harvest.y() + fm.height() / 2 - size / 2,
                        size, size)
        p.fillRect(swatch, self._harvest_shade())
        p.setPen(palette.INK)
        p.drawText(QPointF(harvest.x() + 2 * size + 4, harvest.y() + fm.ascent()), tr("Harvest"))
        for i, (name, spot) in enumerate(zip(self.names, spots, strict=False)):
            x, y = spot.x(), spot.y()
            slot = self.slots[i] if i < len(self.slots) else i
            colour = palette.player_colour(slot)
            p.setPen(_line_pen(colour, slot))
            mid = y + fm.height() / 2
            p.drawLine(QPointF(x, mid), QPointF(x + 2 * size, mid))
            p.setBrush(QBrush(colour))
            p.setPen(QPen(palette.INK, 0.8))
            p.drawPath(palette.shape_path(palette.player_shape(slot),
                                          QRectF(x + size / 2, mid - size / 2, size, size)))
            p.setPen(palette.INK)
            p.drawText(QPointF(x + 2 * size + 4, y + fm.ascent()), name)

    def round_words(self, x: float) -> str:
        """The scores of the round end nearest to pixel column ``x`` (the hover tooltip)."""
        d = self.data
        if not d.rounds:
            return ""
        at = self.axis_at(x)
        k = min(range(len(d.rounds)), key=lambda i: abs(d.rounds[i] - at))
        parts = [tr("{who}: {points}").format(who=name, points=d.totals[k][i])
                 for i, name in enumerate(self.names)]
        return tr("Score estimate after round {r}: {scores}").format(
            r=d.rounds[k], scores=tr(", ").join(parts))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            words = self.round_words(event.pos().x())
            if words:
                QToolTip.showText(event.globalPos(), words, self)
                return True
        return super().event(event)

    # --- clicks ----------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() != Qt.MouseButton.LeftButton or not self.data.rounds:
            super().mousePressEvent(event)
            return
        px = event.position().x()
        # on a round's point (within its dot): that round's end, whatever the pixel
        snap = self._dot_size() / 2 + 1
        for k, r in enumerate(self.data.rounds):
            if abs(self.x_of(r) - px) <= snap:
                self.jumped.emit(self.data.spans[k][1])
                return
        self.jumped.emit(self.data.index_at(self.axis_at(px)))

    def _dot_size(self) -> float:
        return max(7.0, self.fontMetrics().height() * 0.55)


def _line_pen(colour: QColor, slot: int) -> QPen:
    """A player's line: its colour and its own pattern (``palette.player_line``)."""
    pen = QPen(colour, 2.4)
    pen.setStyle(Qt.PenStyle(palette.player_line(slot)))
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen
