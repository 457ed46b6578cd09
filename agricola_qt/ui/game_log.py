"""The game log dock: every move of every player in plain words, with round and harvest
headers; a click on a line asks for the replay at that move.

The log follows the controller's move list: it keeps the states of the game it shows, adds
lines when moves were added, drops them when moves were undone and starts afresh for another
game (a new or loaded one).  Its words come from ``log_text``; ``retranslate`` words the whole
log again in the current language.  ``mark_mistakes`` shows a review's verdicts (``ui/review.py``)
on the lines of the moves judged.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence

from attrs import evolve
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QIcon,
    QPainter,
    QPixmap,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from agricola_qt.engine import GameState, Move, Setup, apply, new_game
from agricola_qt.ui import palette
from agricola_qt.ui.drawing import token
from agricola_qt.ui.log_text import (
    HEADERS,
    LogLine,
    game_lines,
    move_lines,
    opening_lines,
    plan_start,
    quiet_done,
)
from agricola_qt.ui.review import mark_item
from agricola_qt.ui.text import among_han, tr, unbroken_names

ROLE_SHOWS = Qt.ItemDataRole.UserRole + 1  # the replay position of a line
ROLE_KIND = Qt.ItemDataRole.UserRole + 2
HEADER_BACK = QColor("#E9DDBE")


class WrappedLines(QStyledItemDelegate):
    """Room for a wrapped log line: as many of its tallest line as it has lines.

    Qt's style measures a wrapped line's room line by line, but where it draws it assumes
    each next line as tall as the one before.  A line that began with a Chinese name (drawn
    in a taller fallback font) and went on in Latin letters had room for its two lines by the
    first count and not by the second: it came out as one line cut off with "…" and set
    lower in its room, in English only ("乔纳斯 lays a large tile: beet on g1, corn …")."""

    def sizeHint(self, option: QStyleOptionViewItem,  # noqa: N802
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        features = QStyleOptionViewItem.ViewItemFeature
        if not item.features & features.WrapText or not item.rect.isValid() or not item.text:
            return size
        style = item.widget.style() if item.widget is not None else QApplication.style()
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None,
                                   item.widget) + 1
        width = item.rect.width() - 2 * margin  # as the style lays the text out
        if item.features & features.HasDecoration:
            width -= item.decorationSize.width() + 2 * margin
        heights = line_heights(item.text, item.font, width)
        room = math.ceil(len(heights) * max(heights)) if heights else 0
        return QSize(size.width(), max(size.height(), room))


def line_heights(text: str, font: QFont, width: float) -> list[float]:
    """The height of each line ``text`` wraps into at ``width`` (as a list view wraps it)."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    heights = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        heights.append(line.height())
    layout.endLayout()
    return heights


class LogList(QListWidget):
    """The log's lines.  Read to its end, it stays at its end while its room changes: the
    decision panel above grows with its buttons, a scroll bar appears and the lines wrap
    again, and the newest lines, the ones that say what the computers just did, slid out of
    sight below.  Scrolled back, it stays where the reader left it.  Its lines wrap whole
    (``WrappedLines``)."""

    def __init__(self) -> None:
        super().__init__()
        self._at_end = True
        self.setWordWrap(True)
        side = max(8, round(self.fontMetrics().height() * 0.7))  # (``shape_icon``'s size)
        self.setIconSize(QSize(side, side))
        self.setItemDelegate(WrappedLines(self))
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._moved)
        bar.rangeChanged.connect(self._range_changed)

    @property
    def at_end(self) -> bool:
        """Whether the reader is at the newest line (not scrolled back)."""
        return self._at_end

    def _moved(self, value: int) -> None:
        self._at_end = value >= self.verticalScrollBar().maximum()

    def _range_changed(self, _low: int, high: int) -> None:
        if self._at_end:
            self.verticalScrollBar().setValue(high)


@functools.cache
def shape_icon(slot: int, height: int) -> QIcon:
    """The token of the player in colour ``slot``, about as tall as a line of text."""
    side = max(8, round(height * 0.7))
    ratio = 2  # drawn at twice the size: sharp on a screen scaled up
    image = QPixmap(side * ratio, side * ratio)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    token(p, slot, QRectF(0, 0, side * ratio, side * ratio))  # the person on the table
    p.end()
    image.setDevicePixelRatio(ratio)
    return QIcon(image)


class GameLogDock(QDockWidget):
    """A dock holding the log list; ``line_chosen(states index)`` when a line is
    double-clicked (or chosen with Enter)."""

    line_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Game log"), parent)
        self.setObjectName("gamelog")
        self.list = LogList()
        self.list.setObjectName("gameLogList")
        self.list.setWordWrap(True)
        self.list.setUniformItemSizes(False)
        self.list.setToolTip(
            tr("Double-click a line to see the game at that moment in the replay."))
        self.list.setAccessibleName(tr("Game log"))
        # a double click (or Enter) opens the replay: one click, to read or scroll the log,
        # took a newcomer out of the game into the replay, its "Play from here" at hand
        self.list.itemActivated.connect(self._clicked)
        self.setWidget(self.list)
        self.setup: Setup | None = None
        self.states: list[GameState] = []
        self.moves: list[Move] = []
        self.lines: list[LogLine] = []
        self.slots: tuple[int, ...] = ()  # palette slot per seat (the line colours)
        self.followed: Sequence[Move] | None = None  # the move list last followed
        self.marks: dict[int, object] = {}  # move index -> the review's Mistake
        # the moves answering a card's offer "no" for the rest of the game (the window's
        # controller knows them; a record does not): their lines say so
        self.declined: Callable[[int], bool] = lambda i: False
        # the last lines, kept out of the list until ``release``: what followed a finished
        # turn that waits for "End turn" (the next round's card, a harvest), which the table
        # does not show yet either
        self.held = 0

    # --- following the game ----------------------------------------------------------------
    def reset(self, setup: Setup, moves: Sequence[Move] = (),
              states: Sequence[GameState] | None = None) -> None:
        """Another game: ``states`` (the state after each move, first the start) when known,
        else they are replayed from the setup."""
        self.setup = setup
        if states is not None and len(states) == len(moves) + 1:
            self.states = list(states)
        else:
            state = new_game(setup)
            self.states = [state]
            for move in moves:
                state = apply(state, move, checked=False)
                self.states.append(state)
        self.moves = list(moves)
        self.followed = None
        self.marks = {}
        self.held = 0  # another game: nothing of it waits
        self._fill()

    def follow(self, setup: Setup, moves: Sequence[Move], state: GameState,
               hold: bool = False) -> list[LogLine]:
        """The controller now stands at ``moves`` (``state`` after them): add or drop lines.
        Returns the lines added (nothing when the log started afresh).  ``hold``: a turn
        waits for "End turn"; what followed its last move by itself (a harvest, breeding,
        the next round) waits for ``release`` (and is released when ``hold`` is False)."""
        if moves is self.followed and self.states and state is self.states[-1]:
            if not hold:
                self.release()
            return []  # the same position shown again (an offer, a hand-off)
        self.followed = moves
        if self.setup is not setup and self.setup != setup:
            self.reset(setup, moves)
            return []
        kept = 0
        limit = min(len(moves), len(self.moves))
        while kept < limit and moves[kept] == self.moves[kept]:
            kept += 1
        if len(moves) > kept:  # a pasture planned and now built gets one line
            kept = plan_start(moves, kept)
        if len(self.moves) > kept:  # undone: a run told in one line by its undone end is
            # worded again (a second bake undone took the first one's line with it)
            kept = plan_start(self.moves, kept)
        self._drop_after(kept)
        for move in moves[kept:]:
            self.states.append(apply(self.states[-1], move, checked=False))
            self.moves.append(move)
        added: list[LogLine] = []
        for i in range(kept, len(self.moves)):
            added.extend(self._told_declined(move_lines(self.states, self.moves, i)))
        if moves and len(self.states) == len(moves) + 1:
            self.states[-1] = state  # the controller's own value (the same game)
        if not hold:
            self.release()
        new_held = 0
        if hold and added:  # what followed the last move by itself: after its own line
            mine = [line for line in added if line.move == added[-1].move]
            # a move without a line of its own ("done" ending an action) holds all of its
            # lines: the first, the harvest's header, showed while End turn still waited
            own = 1 if mine[0].kind == "move" else 0
            new_held = len(added) if self.held else len(mine) - own  # (after held: all)
        for line in added[:len(added) - new_held]:
            self._add_item(line)
        self.held += new_held
        self.lines.extend(added)
        if added and self.list.at_end:
            # scrolled back, the reader stays where they read: each computer's move took
            # them to the end again (a tester reading back during a 5-player game)
            self.list.scrollToBottom()
        return added

    def release(self) -> None:
        """Show the lines held back (``follow``)."""
        if not self.held:
            return
        for line in self.lines[len(self.lines) - self.held:]:
            self._add_item(line)
        self.held = 0
        if self.list.at_end:
            self.list.scrollToBottom()

    def _drop_after(self, kept: int) -> None:
        """Undo: forget the moves from ``kept`` on and their lines."""
        if kept >= len(self.moves):
            return
        del self.moves[kept:]
        del self.states[kept + 1:]
        self.marks = {i: m for i, m in self.marks.items() if i < kept}
        first = next((k for k, line in enumerate(self.lines) if line.move >= kept),
                     len(self.lines))
        shown = len(self.lines) - self.held
        del self.lines[first:]
        self.held = max(0, first - shown)  # the held lines that are left
        while self.list.count() > first:
            self.list.takeItem(self.list.count() - 1)

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Game log"))
        self.list.setToolTip(
            tr("Double-click a line to see the game at that moment in the replay."))
        self._fill()

    def _told_declined(self, lines: list[LogLine]) -> list[LogLine]:
        """A "no" to an offer declined for the rest of the game says so (it read as any
        other "no", a tester)."""
        return [evolve(line, text=tr("{line} (not asked again this game)").format(
            line=line.text)) if line.kind == "move" and self.declined(line.move) else line
            for line in lines]

    def _fill(self) -> None:
        self.lines = (self._told_declined(game_lines(self.states, self.moves)) if self.moves
                      else opening_lines(self.states[0]) if self.states else [])
        self.held = min(self.held, len(self.lines))
        self.list.clear()
        for line in self.lines[:len(self.lines) - self.held]:
            self._add_item(line)
        self.list.scrollToBottom()

    # --- drawing lines ---------------------------------------------------------------------
    def _add_item(self, line: LogLine) -> None:
        names = self.setup.names if self.setup is not None else ()
        text = unbroken_names(among_han(line.text), names)
        item = QListWidgetItem(text if line.kind != "detail" else "    " + text)
        item.setData(ROLE_SHOWS, line.shows)
        item.setData(ROLE_KIND, line.kind)
        if line.kind in HEADERS:
            font = QFont(self.list.font())
            font.setBold(True)
            item.setFont(font)
            item.setBackground(QBrush(HEADER_BACK))
            item.setForeground(QBrush(palette.INK))
        elif line.player >= 0:
            slot = self.slots[line.player] if line.player < len(self.slots) else line.player
            item.setForeground(QBrush(palette.player_colour(slot).darker(150)))
            # the player's token shape before the line: a colour-blind tester saw two
            # players' lines in one colour
            item.setIcon(shape_icon(slot, self.list.fontMetrics().height()))
        marked = self._marked_move(line)
        if marked >= 0 and marked < len(self.states):
            mark_item(item, item.text(), self.states[marked],
                      self.marks[marked])  # type: ignore[arg-type]
        self.list.addItem(item)

    def _marked_move(self, line: LogLine) -> int:
        """The move whose review verdict this line shows (-1: none): its own, or, on the line
        of fences built, a verdict on a space of the pasture planned (those have no line)."""
        if line.kind != "move":
            return -1
        if line.move in self.marks:
            return line.move
        after = line.move + 1  # the action's end has no line of its own: its verdict here
        if after in self.marks and quiet_done(self.states, self.moves, after):
            return after
        if 0 <= line.move < len(self.moves) and self.moves[line.move].verb == "fence-build":
            return next((i for i in range(plan_start(self.moves, line.move), line.move)
                         if i in self.marks), -1)
        return -1

    def mark_mistakes(self, setup: Setup, moves: Sequence[Move],
                      mistakes: Sequence[object]) -> bool:
        """A review of ``moves``: mark its mistakes when this log shows that game (or
        its continuation); False when it shows another game."""
        if setup != self.setup or list(moves) != self.moves[:len(moves)]:
            return False
        self.marks = {m.index: m for m in mistakes}  # type: ignore[attr-defined]
        self._fill()
        return True

    def _clicked(self, item: QListWidgetItem) -> None:
        shows = item.data(ROLE_SHOWS)
        if isinstance(shows, int):
            self.line_chosen.emit(shows)

    def move_text(self, index: int) -> str:
        """The sentence the log tells move ``index`` with ("" where it has none of its own:
        an action's end, a conversion the next one goes on)."""
        return next((line.text for line in reversed(self.lines)
                     if line.kind == "move" and line.move == index), "")

    def since_turn_of(self, player: int) -> list[str]:
        """The others' moves (and the rounds begun) since ``player``'s last move, oldest
        first, as the list shows them: what a person taking the table missed."""
        shown = self.lines[:len(self.lines) - self.held]
        out: list[str] = []
        for line in reversed(shown):
            if line.kind == "move" and line.player == player:
                break
            if (line.kind == "move" and line.player >= 0) or line.kind == "round":
                out.append(among_han(line.text))
        return out[::-1]

    # --- for tests and tools ---------------------------------------------------------------
    def texts(self) -> list[str]:
        return [line.text for line in self.lines]

    def move_line_count(self) -> int:
        return sum(1 for line in self.lines if line.kind == "move")
