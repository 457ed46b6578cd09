"""The coach panel: Game ▸ Hint's answer, the three best moves with their value and reason.

A small dock beside the chooser.  It follows the ``Hinter`` (``ui/hints.py``), which asks the
coach in a worker thread: "thinking" while it works (with a button that stops it), then one
entry per move, best first — the move, the player's estimated final score after it and why it
is good, in the table's language (``coach_words``).  Hovering over an entry marks its move on
the table; a click keeps it marked (the best move is marked at first).  When the position
changes the Hinter drops the hint and the panel says so.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from agricola_qt.engine import GameState, Move
from agricola_qt.engine.spaces import green_cards
from agricola_qt.ui.coach_words import advice_reason, points_text, restates
from agricola_qt.ui.text import card_cost, move_label, player_name, tr, trn

if TYPE_CHECKING:
    from agricola_qt.ai.coach import Advice
    from agricola_qt.ui.hints import Hinter

ROLE_MOVE = Qt.ItemDataRole.UserRole + 1


def move_labels(state: GameState, moves: Sequence[Move]) -> list[str]:
    """The moves' captions, told apart where two read the same (the two Fireplaces: by
    their cost, else by the move's own text)."""
    labels = [move_label(state, move) for move in moves]
    same = [labels.count(label) > 1 for label in labels]
    for i, move in enumerate(moves):
        if same[i] and move.verb in ("buy", "minor") and move.args:
            labels[i] += tr(" ({cost})").format(cost=card_cost(move.args[0]))
    same = [labels.count(label) > 1 for label in labels]
    green = {space.id for space in green_cards(state.setup.players, state.setup.family)}
    for i, move in enumerate(moves):
        if same[i] and move.verb == "place" and move.args and move.args[0] in green:
            # a green card named as a printed space (3 players: "1 Clay" twice), as the
            # log says it, not "[place clay-extra]"
            labels[i] += tr(" (green card)")
    same = [labels.count(label) > 1 for label in labels]
    for i, move in enumerate(moves):
        if same[i]:
            labels[i] += f" [{move}]"
    return labels


NEAR_TIE = 0.5  # points: moves this close to the best are told to be about equal


def near_ties(advice: Sequence[Advice]) -> int:
    """How many of the moves, best first, are within ``NEAR_TIE`` of the best (1: none tie)."""
    if not advice:
        return 0
    return sum(1 for a in advice if advice[0].value - a.value < NEAR_TIE)


def entry_text(rank: int, label: str, advice: Advice, tenths: bool = False) -> str:
    """One entry: "1. Place a person on Clay Pit" over "≈ 29 points · takes ..."
    (``tenths``: the value to a tenth of a point)."""
    if restates(advice):  # "Play occupation X" needs no "plays X" under it
        return tr("{rank}. {move}\n{points}").format(
            rank=rank, move=label, points=points_text(advice.value, tenths))
    return tr("{rank}. {move}\n{points} · {reason}").format(
        rank=rank, move=label, points=points_text(advice.value, tenths),
        reason=advice_reason(advice))


WIDGET_SIZE_MAX = (1 << 24) - 1  # Qt's QWIDGETSIZE_MAX (PySide6 does not export it)


HOLD_MS = 500  # how long a window's height is kept after the list asked for new room
BACK_STEP_MS = 20  # how often it looks whether the window may take its height back
NEAR_FOOT = 80  # pixels: a window with less to spare than this may grow for the list

class CoachPanel(QDockWidget):
    """The coach's top moves for the position the Hinter was asked about."""

    ask_requested = Signal()  # "Ask the coach": the window checks it is a person's turn
    # pixels the answer's rows want beyond what the window leaves them: the decision
    # panel's list gives them (it scrolls)
    room_wanted = Signal(int)

    def __init__(self, hinter: Hinter, parent: QWidget | None = None) -> None:
        super().__init__(tr("Coach"), parent)
        self.setObjectName("coach")
        self.hinter = hinter
        self.state: GameState | None = None  # the position the entries are for
        self.advice: list[Advice] = []
        self.chosen: Move | None = None  # the entry clicked (kept marked), else the best
        self.mode = "idle"  # idle, thinking, advice
        self.status = QLabel()
        self.status.setWordWrap(True)
        # at the top of a panel taller than its words (centred, they stood far below the
        # title over an empty band)
        self.status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.entries = QListWidget()
        self.entries.setObjectName("coachEntries")
        self.entries.setWordWrap(True)
        self.entries.setMouseTracking(True)
        self.entries.setSpacing(3)
        # the rows wrap at the list's width: scrolled, its upright bar took width from them
        # and a sideways bar showed under a list a few lines high
        self.entries.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.entries.setAccessibleName(tr("The coach's best moves"))
        self.entries.itemEntered.connect(self._hovered)
        self.entries.itemClicked.connect(self._clicked)
        self.entries.currentItemChanged.connect(lambda item, _old: self._clicked(item))
        self._fitted_width = -1  # the list's width when its rows were last measured
        self._held_height: int | None = None  # the window's, kept (``_hold_window_height``)
        self.entries.viewport().installEventFilter(self)
        self.stop_button = QPushButton(tr("Stop thinking"))
        self.stop_button.clicked.connect(self.hinter.cancel)
        self.ask_button = QPushButton(tr("Ask the coach (H)"))
        self.ask_button.clicked.connect(self.ask_requested)
        buttons = QHBoxLayout()
        buttons.addWidget(self.ask_button)
        buttons.addWidget(self.stop_button)
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 6, 6, 6)
        # the buttons first: under the answer they moved up and down with its length, hard
        # to hit again and again (a tester)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addWidget(self.entries, 1)
        self.setWidget(body)
        line = self.fontMetrics().height()  # three entries of two lines before any advice
        self.row_least = 2 * line + 2 * self.entries.spacing() + 6  # one entry of two lines
        self.least_height = 3 * self.row_least + line
        self.entries.setMinimumHeight(self.least_height)
        hinter.started.connect(self._thinking)
        hinter.advised.connect(self._advised)
        hinter.dropped.connect(self._dropped)
        hinter.failed.connect(self._failed)
        self._dropped()

    # --- following the Hinter --------------------------------------------------------------
    def _thinking(self, state: GameState) -> None:
        self.mode = "thinking"
        self.state, self.advice, self.chosen = state, [], None
        self._fill()

    def _advised(self, state: GameState, advice: list[Advice]) -> None:
        self.mode = "advice"
        self.state, self.advice, self.chosen = state, list(advice), None
        self._fill()

    def _dropped(self) -> None:
        self.mode = "idle"
        self.state, self.advice, self.chosen = None, [], None
        self._fill()

    def _failed(self, text: str) -> None:
        self.mode = "idle"
        self.state, self.advice, self.chosen = None, [], None
        self._fill()
        self.status.setText(text)
        self.status.show()
        self._fit_entries()

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Coach"))
        self.entries.setAccessibleName(tr("The coach's best moves"))
        self.stop_button.setText(tr("Stop thinking"))
        self.ask_button.setText(tr("Ask the coach (H)"))
        self._fill()

    def _fill(self) -> None:
        self.entries.blockSignals(True)
        self.entries.clear()
        state = self.state
        if self.mode == "thinking" and state is not None:
            self.status.setText(tr("Thinking about the best moves for {who}…").format(
                who=player_name(state, state.actor)))
        elif self.mode == "advice" and state is not None:
            # the computer's games: a tester rated 37 ended with 44 and read 50 as out of reach
            status = tr("Best moves for {who}, with the final score each one leads to in "
                        "the computer's trial games (a careful player may do better):").format(
                who=player_name(state, state.actor))
            tied = near_ties(self.advice)
            if tied > 1:  # a tester read a tenth of a point as the coach's firm choice
                close = trn("The first %n are within half a point: about equally good.", tied)
                status += "\n" + close
            self.status.setText(status)
            # the values are means of a few sampled games: a tester read "≈46" as a promise
            # and saw it fall to 42 while following the coach
            self.status.setToolTip(tr("Each value is the mean of a few trial games played on "
                                      "from the move with sampled cards and chances; it can "
                                      "move by a few points from one turn to the next."))
            labels = move_labels(state, [a.move for a in self.advice])
            whole = [round(a.value) for a in self.advice]
            # two read the same, or "within half a point" beside "≈ 34" and "≈ 33" (a
            # tester): show how close
            tenths = len(set(whole)) < len(whole) or tied > 1
            for rank, (label, advice) in enumerate(zip(labels, self.advice, strict=True), 1):
                item = QListWidgetItem(entry_text(rank, label, advice, tenths))
                item.setData(ROLE_MOVE, str(advice.move))
                item.setToolTip(tr("Hover over a move to see it on the table; a click keeps "
                                   "it marked."))
                self.entries.addItem(item)
            self.entries.setCurrentRow(self._chosen_row())
        else:
            # idle: the words under the pointer on the button, the panel as short as its
            # button row (two idle lines kept a 1280x720 window's log at three lines)
            self.status.setText("")
        self.status.setVisible(self.mode != "idle")
        self.ask_button.setToolTip(tr("Game ▸ Hint (H) asks the coach for the three best moves "
                                      "of the person whose turn it is."))
        self.entries.blockSignals(False)
        self._fit_entries()
        self.stop_button.setEnabled(self.mode == "thinking")
        self.ask_button.setEnabled(self.mode != "thinking")

    def _fit_entries(self) -> None:
        """Room for every entry as wrapped at the panel's width (a reason often takes a
        third line, and the third move hid under a scroll bar), up to two fifths of the
        window (a third was too little for three moves of five lines each in a narrow panel
        with a large font)."""
        # the status line's wrapped height counts in the panel's minimum: a word-wrapped
        # label asks for less, and the dock, sized from that, laid the buttons over the
        # list's last row.  Measured with the font as the rows are (the label's own
        # heightForWidth gave a line more than it draws), at the list's width (the same as
        # the label's, and a change of it fits the panel again)
        wrap = int(Qt.TextFlag.TextWordWrap)
        self.status.setMinimumHeight(self.status.fontMetrics().boundingRect(
            0, 0, max(1, self.entries.width()), 10000, wrap, self.status.text()).height())
        view = self.entries
        # measured with the font, wrapped at the list's width: the list's own row heights
        # leave the wrapping out until it has laid the rows out
        fm = view.fontMetrics()
        # the width the list wraps at: its width without a scroll bar (measured while one
        # still showed, every row came out a line too tall), less its frame, its spacing and
        # the style's text margin on both sides (measured 4 pixels wider, a reason that took
        # a third line was cut to "plays Clay …")
        margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
        self._fitted_width = view.width()
        width = max(40, view.width() - 2 * (view.frameWidth() + view.spacing() + margin))
        wanted = 2 * view.frameWidth()
        for r in range(view.count()):
            item = view.item(r)
            height = fm.boundingRect(0, 0, width, 10000, wrap, item.text()).height() + 6
            # each row as tall as its wrapped text: the list's own guess fell a line short
            # and cut the reason ("plays Clay …") with room to spare below
            item.setSizeHint(QSize(width, height))
            wanted += height + 2 * view.spacing()
        if self.mode == "idle":  # nothing to show: the list folds away and the log below
            # gets the room back (a tester's log kept 6 lines all game after one hint); kept
            # shown, its width stays laid out for the next advice's rows
            view.setMinimumHeight(0)
            view.setMaximumHeight(0)
            return
        view.setMaximumHeight(WIDGET_SIZE_MAX)
        cap = max(self.least_height, self.window().height() * 2 // 5)
        # and no more than the window has left beside the other panels (asked before the
        # new minimum is set): the rows scroll rather than the window growing past the foot
        # of a 1280x720 screen (a tester's grew to 754 pixels, the log two lines tall)
        room = self._room_for_list(max(self.least_height, wanted))
        if room < min(max(self.least_height, wanted), cap):
            # the answer asked for is what the player wants to read: the decision panel's
            # list gives room for it (it scrolls) before the coach's rows do
            self.room_wanted.emit(min(max(self.least_height, wanted), cap) - room)
            room = self._room_for_list(max(self.least_height, wanted))
        view.setMinimumHeight(max(self.row_least, min(max(self.least_height, wanted), cap,
                                                       room)))
        self._hold_window_height()

    def _hold_window_height(self) -> None:
        """The window keeps its height: the room asked for was measured on the window's
        minimum of before (the status line's new words and the separators came after), and
        Qt grew the window by the difference a moment later (a tester's 1280x720 window to
        754 pixels, its foot off the screen).  Should it grow in the next half second, the
        list gives the difference back and the window returns to its height."""
        window = self.window()
        if (window is self or not window.isVisible() or window.isMaximized()
                or window.isFullScreen()):
            return
        if self._held_height is None:
            window.installEventFilter(self)
        self._held_height = window.height()
        QTimer.singleShot(HOLD_MS, self._release_height)

    def _release_height(self) -> None:
        if self._held_height is not None and shiboken6.isValid(self):
            self._held_height = None
            self.window().removeEventFilter(self)

    def _grew(self, window: QWidget) -> None:
        """The window grew past the held height, for a minimum above it (not a resize of
        the player's): the list gives the difference back."""
        height = self._held_height
        if (height is not None and window.height() > height
                and window.minimumSizeHint().height() > height):
            self._back_to(window, height, tries=HOLD_MS // BACK_STEP_MS)

    def _back_to(self, window: QWidget, height: int, tries: int) -> None:
        """The list shorter by what the window's minimum is over ``height``, then the window
        back to it once its minimum allows (Qt takes a new minimum in on a later pass of the
        loop, and the panel's minimum does not always follow its list's pixel for pixel)."""
        if not shiboken6.isValid(window) or not shiboken6.isValid(self):
            return
        if window.height() <= height:
            return
        over = window.minimumSizeHint().height() - height
        view = self.entries
        if over > 0 and view.minimumHeight() > self.row_least:
            view.setMinimumHeight(max(self.row_least, view.minimumHeight() - over))
        # (the list at its least and still over: the window gives the room back itself,
        # ``GameWindow._shrink_back``)
        if over <= 0 and window.minimumHeight() <= height:
            window.resize(window.width(), height)
        elif tries > 0:
            QTimer.singleShot(BACK_STEP_MS, lambda: self._back_to(window, height, tries - 1))

    def _room_for_list(self, wanted: int) -> int:
        """The height the list may take without the window growing (``WIDGET_SIZE_MAX``
        where the window has plenty to spare for ``wanted``)."""
        window = self.window()
        if window is self or not window.isVisible() or not self.isVisible():
            return WIDGET_SIZE_MAX
        # the window's minimum as last laid out first: asking for its minimum now lays the
        # window out at once, in the middle of the list's own fitting
        grows = wanted - self.entries.minimumHeight()
        if window.height() - window.minimumHeight() > grows + NEAR_FOOT:
            return WIDGET_SIZE_MAX
        return window.height() - (window.minimumSizeHint().height()
                                  - self.entries.minimumHeight())

    def _chosen_row(self) -> int:
        for row, advice in enumerate(self.advice):
            if advice.move == self.chosen:
                return row
        return 0

    # --- marking moves on the table --------------------------------------------------------
    def _move_of(self, item: QListWidgetItem | None) -> Move | None:
        if item is None or self.mode != "advice":
            return None
        key = item.data(ROLE_MOVE)
        return next((a.move for a in self.advice if str(a.move) == key), None)

    def _hovered(self, item: QListWidgetItem) -> None:
        move = self._move_of(item)
        if move is not None and self.hinter.asked is self.state:
            self.hinter.point_at(move)

    def _clicked(self, item: QListWidgetItem | None) -> None:
        move = self._move_of(item)
        if move is not None:
            self.chosen = move
            self._hovered(item)  # type: ignore[arg-type]

    def _back_to_chosen(self) -> None:
        if self.mode == "advice" and self.advice and self.hinter.asked is self.state:
            self.hinter.point_at(self.chosen or self.advice[0].move)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Resize and watched is self.window() is not self:
            self._grew(self.window())
        elif event.type() == QEvent.Type.Leave and watched is self.entries.viewport():
            self._back_to_chosen()
        elif (event.type() == QEvent.Type.Resize and watched is self.entries.viewport()
              and self.entries.width() != self._fitted_width):
            self._fit_entries()  # the panel made wider or narrower: the rows wrap anew
        return super().eventFilter(watched, event)

    # --- for tests and tools ---------------------------------------------------------------
    def texts(self) -> list[str]:
        return [self.entries.item(i).text() for i in range(self.entries.count())]
