"""The replay viewer: step through a saved game, jump by round or move, play from here, and
have the coach review the people's decisions (``ui/review.py``: marked in the move list).

Agricola's by default; another game's viewer (``ui/heartland/replay.py``) overrides the few
hooks that know the game: ``_make_table``, ``_move_text``, ``_jumps``, ``_side`` and
``_show``."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QKeySequence, QResizeEvent, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProxyStyle,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QStyleHintReturn,
    QStyleOption,
    QVBoxLayout,
    QWidget,
)

from agricola_qt.engine import GameState, Move, Setup
from agricola_qt.engine.state import WORK
from agricola_qt.ui.animal_items import arrangements
from agricola_qt.ui.flash import clear_flashes, flash_rects, steady
from agricola_qt.ui.herds import Herds
from agricola_qt.ui.review import ReviewBar, mark_item
from agricola_qt.ui.scene import TableScene
from agricola_qt.ui.score_chart import ScoreChart
from agricola_qt.ui.screen_fit import fit_on_screen, fit_over, side_for
from agricola_qt.ui.text import (
    answer_label,
    gained,
    goods_text,
    player_name,
    tr,
    unbroken_names,
)
from agricola_qt.ui.view import TableView


class JumpStyle(QProxyStyle):
    """A slider whose track, clicked, goes to the step under the pointer (the style's own
    page step moved a 211-step Heartland replay 10 steps a click, and a tester thought the
    click was not understood); the slider's parent owns it."""

    def __init__(self, owner: QWidget) -> None:
        super().__init__()
        self.setParent(owner)

    def styleHint(self, hint: QStyle.StyleHint, option: QStyleOption | None = None,  # noqa: N802
                  widget: QWidget | None = None,
                  data: QStyleHintReturn | None = None) -> int:
        if hint == QStyle.StyleHint.SH_Slider_AbsoluteSetButtons:
            return Qt.MouseButton.LeftButton.value
        return super().styleHint(hint, option, widget, data)


class ReplayViewer(QDialog):
    """Shows ``states[i]``: the table after ``i`` moves."""

    play_from_here = Signal(object, object)  # setup, moves so far
    reviewed = Signal(object, object, object)  # setup, moves, the review's Mistakes
    reviewable = True  # the coach reviews Agricola games only

    def __init__(self, setup: Setup, moves: Sequence[Move], states: Sequence[GameState],
                 parent: QWidget | None = None, title: str = "",
                 colours: Sequence[int] = (), humans: Sequence[int] = ()) -> None:
        """``humans``: the seats people played, whose decisions a review judges."""
        super().__init__(parent)
        self.set_title(title)
        self.setup = setup
        self.moves = list(moves)
        self.states = list(states)
        self.index = 0
        self.colours = tuple(colours)
        self.people = tuple(humans)
        self._arrangements: list[dict[int, Herds]] | None = None  # the animals, per step
        self.view = self._make_table()
        self.moves_list = QListWidget()
        # wide enough to read a move ("12. R3 Mei: Take 3 wood"); the splitter keeps it so
        self.moves_list.setMinimumWidth(self.moves_list.fontMetrics().horizontalAdvance(
            "M" * 26))
        self.moves_list.setWordWrap(True)
        self.moves_list.addItem(tr("Start of the game"))
        for i, move in enumerate(self.moves):
            self.moves_list.addItem(self._move_text(i, self.states[i], move))
        self.moves_list.currentRowChanged.connect(self.go)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setStyle(JumpStyle(self.slider))
        self.slider.setRange(0, len(self.moves))
        self.slider.valueChanged.connect(self.go)
        self.rounds = QComboBox()
        # every round in sight at once (6 rows hid rounds 12-14 from a tester)
        self.rounds.setMaxVisibleItems(16)
        self.rounds.addItem(tr("Jump to round…"), -1)
        # the list's heading, not a choice (chosen, it did nothing, a tester)
        heading = self.rounds.model().item(0)  # type: ignore[attr-defined]
        heading.setEnabled(False)
        self.rounds.setToolTip(tr("Jump to round…"))
        # the state each round begins at: its move's line and the position say so ("Round
        # 12" highlighted "77. R11 Jonas: Feed the family" and a tester read it as round 11)
        self.round_starts: dict[int, str] = {}
        for label, i in self._jumps():
            self.rounds.addItem(label, i)
            self.round_starts[i] = label
            item = self.moves_list.item(i)
            if i > 0 and item is not None:
                item.setText(f"{item.text()}\n{self._round_line(i)}")
        self.rounds.activated.connect(self._jump_round)
        for i in range(len(self.moves)):
            item = self.moves_list.item(i + 1)
            if self.plan_step(i) and item is not None:  # a pasture's plan, space by space:
                item.setText("    " + item.text())  # under the fences that build it,
                item.setForeground(QBrush(QColor("#7A7A7A")))  # and stepped over
                item.setToolTip(tr("A step of planning a pasture: Back and Forward pass "
                                   "over it to the fences built."))
        back = QPushButton(tr("◀ Back"))
        back.clicked.connect(lambda: self.step(-1))
        forward = QPushButton(tr("Forward ▶"))
        forward.clicked.connect(lambda: self.step(1))
        self.play = play = QPushButton(tr("Play from here"))
        play.clicked.connect(self._play_from_here)
        close = QPushButton(tr("Close"))  # a replay window left open had no other way out
        close.clicked.connect(self.close)
        self.position = QLabel()
        controls = QHBoxLayout()
        for w in (back, forward, self.slider, self.rounds, self.position, play, close):
            controls.addWidget(w)
        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(self.moves_list)
        side.addWidget(self._side())
        side.setStretchFactor(0, 3)
        side.setStretchFactor(1, 1)
        side.setChildrenCollapsible(False)
        side.setSizes([500, 240])
        split = QSplitter()
        split.addWidget(self.view)
        split.addWidget(side)
        split.setStretchFactor(0, 4)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        split.setSizes([1100, 360])
        self.split, self.side = split, side
        self.below = False  # the moves and the chart below the table (``_lay_out``)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        layout.addLayout(controls)
        self.review = ReviewBar(setup, self.moves, humans, self)
        self.review.reviewed.connect(self.mark_mistakes)
        self.review.next_requested.connect(self.next_mistake)
        self.mistake_moves: list[int] = []  # the marked moves' indexes, in game order
        self.finished.connect(self.review.cancel)  # closed: a review still running stops
        layout.addWidget(self.review)
        self.review.setVisible(self.reviewable)
        QShortcut(QKeySequence(Qt.Key.Key_Left), self, lambda: self.step(-1))
        QShortcut(QKeySequence(Qt.Key.Key_Right), self, lambda: self.step(1))
        QShortcut(QKeySequence(Qt.Key.Key_Home), self, lambda: self.go(0))
        QShortcut(QKeySequence(Qt.Key.Key_N), self, self.next_mistake)
        QShortcut(QKeySequence(Qt.Key.Key_End), self, lambda: self.go(len(self.moves)))
        # a round back or on (a tester looked for them: only the list of rounds did it)
        QShortcut(QKeySequence(Qt.Key.Key_PageDown), self, lambda: self.round_step(1))
        QShortcut(QKeySequence(Qt.Key.Key_PageUp), self, lambda: self.round_step(-1))
        QShortcut(QKeySequence(QKeySequence.StandardKey.Close), self, self.close)
        self.resize(1500, 900)
        fit_on_screen(self)  # a laptop's screen may be smaller
        fit_over(self, parent.window() if parent is not None else None, grow=True)
        self.go(0)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._lay_out(event.size().width(), event.size().height())

    def _lay_out(self, width: int, height: int) -> None:
        """The list of moves and the chart beside the table, or side by side below it in a
        window taller than wide (half a screen: the table was drawn small there, empty room
        above and below it), by the game window's rule (``side_for``)."""
        below = side_for(width, height, "below" if self.below else "beside") == "below"
        if below == self.below:
            return
        self.below = below
        vertical, horizontal = Qt.Orientation.Vertical, Qt.Orientation.Horizontal
        self.split.setOrientation(vertical if below else horizontal)
        self.side.setOrientation(horizontal if below else vertical)
        if below:  # the table as tall as its width draws it whole, the rest to the lists
            table = min(round(height * 0.68), round(width / 1.4))
            self.split.setSizes([table, max(200, height - table)])
            self.side.setSizes([width * 3 // 5, width * 2 // 5])
        else:
            self.split.setSizes([width * 4 // 5, width // 5])
            self.side.setSizes([500, 240])

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        """Shown, the replay takes the keys (Left and Right step through it): without a
        window manager to hand them over they stayed with the game's window, and a tester's
        arrows did nothing until a click in the list."""
        super().showEvent(event)
        QTimer.singleShot(0, self, self._take_keys)

    def _take_keys(self) -> None:
        if self.isVisible():
            self.raise_()
            self.activateWindow()
            self.view.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def set_title(self, title: str) -> None:
        """The window's title: "Replay — {title}" (the game's file, "this game", ...)."""
        self.setWindowTitle(tr("Replay — {title}").format(title=title) if title
                            else tr("Replay"))

    # --- what knows the game (Agricola's here) ---------------------------------------------

    def _make_table(self) -> QWidget:
        """The scene of the table in a view (``self.scene``, ``self.view``)."""
        self.scene = TableScene(self.states[0])
        self.scene.colours = self.colours
        self.scene.humans = set()
        # a person's own hand at every move; in pass-and-play, only once the game is over
        # (a replay opened mid-game must not show one person another's cards).  A finished
        # game shows every hand, the computers' too (a tester's review of a game he lost
        # still hid the Expert's cards)
        if len(self.people) == 1 or self.states[-1].is_over:
            self.scene.shown_hands = set(self.people)
        self.scene.every_hand_open = self.states[-1].is_over
        self.scene.locked = True
        return TableView(self.scene)

    def plan_step(self, i: int) -> bool:
        """Move ``i`` plans a pasture that a later move builds or wipes (the log tells
        them in the fences' line): Back and Forward pass over the tables between (a tester
        stepped through half-drawn pastures one space at a time)."""
        from agricola_qt.ui.log_text import fenced_later

        return fenced_later(self.moves, i)

    def step(self, by: int) -> None:
        """Back (-1) or Forward (1) one decision, over the steps of a pasture's plan."""
        index = self.index + by
        while 0 < index < len(self.moves) and self.plan_step(index - 1):
            index += by
        self.go(index)

    def _move_text(self, i: int, before: GameState, move: Move) -> str:
        who = player_name(before, before.actor)
        text = tr("{n}. R{r} {who}: {move}").format(n=i + 1, r=before.round, who=who,
                                                    move=answer_label(before, move))
        if move.verb == "place" and i + 1 < len(self.states):
            # what the space gave, as the log says it ("Place a person on 3 Wood" left the
            # amount to the table: a tester stepping through wanted it in the list)
            got = gained(before.players[before.actor].goods,
                         self.states[i + 1].players[before.actor].goods)
            if not got.is_empty():
                text = tr("{line} · got {goods}").format(line=text, goods=goods_text(got))
        # names and quoted spaces kept on one line, as in the log ("“播种和/或烤面" / "包”";
        # the space after the round kept: "第 1 轮小梅" ran them together)
        return unbroken_names(text, before.setup.names)

    def _jumps(self) -> list[tuple[str, int]]:
        """(label, state index) for the "Jump to round" list: each round's first state."""
        out, seen = [], set()
        for i, s in enumerate(self.states):
            if s.round not in seen:
                seen.add(s.round)
                out.append((tr("Round {r}").format(r=s.round), i))
        return out

    def _side(self) -> QWidget:
        """Below the move list: the score round by round (a click goes there)."""
        self.chart = ScoreChart()
        self.chart.setMinimumSize(280, 150)
        self.chart.set_game(self.states, self.colours)
        self.chart.jumped.connect(self._chart_jump)
        return self.chart

    def _chart_jump(self, index: int) -> None:
        """A click on the chart between two rounds' points: the nearest step between two
        turns, not in the middle of one (a tester's click landed after a person was placed
        and before the Fireplace bought there)."""
        states = self.states
        ends = {last for _, last in self.chart.data.spans}  # a round's point: its end
        if (0 <= index < len(states) and index not in ends and states[index].frame is not None
                and states[index].phase == WORK):
            between = [j for j in range(max(0, index - 40), min(len(states), index + 41))
                       if states[j].frame is None]
            if between:
                index = min(between, key=lambda j: (abs(j - index), j))
        self.go(index)

    def _show(self, index: int) -> None:
        # the animals as the game built them up to this step: a jump there rearranged them
        # from the step shown before (a tester's boar and cattle swapped stable and house)
        if self._arrangements is None:
            self._arrangements = arrangements(self.states)
        self.scene.animals.use(self._arrangements[index], self.states[index].setup)
        self.scene.set_state(self.states[index])
        self.chart.set_marker(index, self._marker_words(index))
        # where the step's move was made, lit while it is shown: with five players the list
        # alone told a tester what changed
        clear_flashes(self.scene)
        if index > 0:
            steady(self.scene, flash_rects(self.scene, self.states[index - 1],
                                           self.states[index], self.moves[index - 1]))

    # --- stepping --------------------------------------------------------------------------
    @property
    def state(self) -> GameState:
        return self.states[self.index]

    def go(self, index: int) -> None:
        index = max(0, min(len(self.states) - 1, index))
        self.index = index
        self._show(index)
        for widget, value in ((self.slider, index), (self.moves_list, index)):
            widget.blockSignals(True)
            if widget is self.slider:
                self.slider.setValue(value)
            else:
                self.moves_list.setCurrentRow(value)
            widget.blockSignals(False)
        at_move = tr("move {i} of {n}").format(i=index, n=len(self.moves))
        begun = self.round_starts.get(index)
        self.position.setText(tr("{round} begins ({move})").format(round=begun, move=at_move)
                              if begun is not None else at_move)
        # as wide as its widest text yet: the slider and the buttons beside it moved with
        # each step's words ("move 5 of 173", "Round 2 begins (move 6 of 173)", a tester)
        self.position.setMinimumWidth(max(self.position.minimumWidth(),
                                          self.position.sizeHint().width()))
        self._name_play()
        # the round list names the round shown (it kept saying "Round 11" after End)
        at = max((k for k in range(1, self.rounds.count())
                  if self.rounds.itemData(k) <= index), default=0)
        self.rounds.setCurrentIndex(at)

    def next_mistake(self) -> None:
        """Show the next move the review marked (from the first again after the last): the
        table after it, its line with the better move in the list."""
        if not self.mistake_moves:
            return
        later = [i for i in self.mistake_moves if i + 1 > self.index]
        self.go((later or self.mistake_moves)[0] + 1)

    def show_kept_review(self) -> bool:
        """This game's last review, kept, shown at once (``ReviewBar.show_kept``)."""
        return self.reviewable and self.review.show_kept()

    def mark_mistakes(self, mistakes: Sequence[object]) -> None:
        """A review's verdicts on the move list: the best move and the points lost."""
        self.mistake_moves = sorted(m.index for m in mistakes)  # type: ignore[attr-defined]
        for mistake in mistakes:
            i = mistake.index  # type: ignore[attr-defined]
            item = self.moves_list.item(i + 1)
            if item is not None and i < len(self.states):
                mark_item(item, item.text().split("\n", 1)[0], self.states[i],
                          mistake)  # type: ignore[arg-type]
                if i + 1 in self.round_starts:  # (the verdict, then the round)
                    item.setText(f"{item.text()}\n{self._round_line(i + 1)}")
        self._name_play()
        self.reviewed.emit(self.setup, self.moves, list(mistakes))

    def _marker_words(self, index: int) -> str:
        """What the chart's marker marks, as the table shows it: "Round 7 begins" just past
        round 6's point (a tester read the line at 6 as a round off), "Round 7" within it."""
        state = self.states[index]
        if state.is_over:
            return tr("Game over")
        begun = self.round_starts.get(index)
        if begun is not None:
            return tr("{round} begins").format(round=begun)
        return tr("Round {r}").format(r=state.round)

    def _round_line(self, index: int) -> str:
        """The line under the move that began a round (the state at ``index``)."""
        return tr("── {round} begins ──").format(round=self.round_starts[index])

    def round_step(self, step: int) -> None:
        """Page Down / Page Up: the start of the next round, or of this round (the one
        before when already there)."""
        starts = sorted(self.round_starts)
        if step > 0:
            later = [i for i in starts if i > self.index]
            target = later[0] if later else len(self.moves)
        else:
            earlier = [i for i in starts if i < self.index]
            target = earlier[-1] if earlier else 0
        combo = self.rounds.findData(target)
        if combo >= 0:
            self._jump_round(combo)
        else:
            self.go(target)

    def _jump_round(self, combo_index: int) -> None:
        """Go to the round's start: its card in sight, its line at the top of the list with
        the round's moves below it."""
        target = self.rounds.itemData(combo_index)
        if isinstance(target, int) and target >= 0:
            self.go(target)
            item = self.moves_list.item(target)
            if item is not None:
                self.moves_list.scrollToItem(item, QAbstractItemView.ScrollHint.PositionAtTop)

    def _on_mistake(self) -> bool:
        return self.index - 1 in self.mistake_moves

    def _name_play(self) -> None:
        """On a move the review marked, the game goes on from before it: the better move is
        the one to try (a tester's game began with the marked move made, to undo first)."""
        self.play.setText(tr("Play from before this move") if self._on_mistake()
                          else tr("Play from here"))

    def _play_from_here(self) -> None:
        end = self.index - 1 if self._on_mistake() else self.index
        self.play_from_here.emit(self.setup, self.moves[:end])
        self.accept()


def replay_key_rows() -> list[tuple[str, str]]:
    """The replay window's keys, for Help > Keyboard shortcuts."""
    return [
        (tr("Left / Right"), tr("In a replay: one move back / on")),
        (tr("Page Up / Page Down"), tr("In a replay: the start of the round / of the next "
                                       "round")),
        (tr("Home / End"), tr("In a replay: the start / the end of the game")),
        (tr("N"), tr("In a replay: the next decision the review marked")),
    ]
