"""The game window: the table, the inline chooser, the undo history, menus and files."""

from __future__ import annotations

import contextlib
import os
import re
import warnings
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRect, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QKeySequence,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QUndoView,
    QWidget,
)

from agricola_qt.app import about, desktop, remembered
from agricola_qt.app.panel_sides import PanelSides
from agricola_qt.engine import GameState, Move, Setup, apply, new_game, new_setup
from agricola_qt.engine.setup import DeckShortWarning
from agricola_qt.engine.state import BEFORE_HARVEST, WORK
from agricola_qt.ui import bot_speed, confirm_turns, i18n
from agricola_qt.ui.banner import DURATION_MS, PhaseBanner
from agricola_qt.ui.chooser import ANY_TIME, Chooser
from agricola_qt.ui.coach_panel import CoachPanel
from agricola_qt.ui.controller import (
    GameController,
    barrier_between,
    history_start,
    history_tip,
)
from agricola_qt.ui.curtain import StartCurtain
from agricola_qt.ui.dock_tabs import WholeTabTitles
from agricola_qt.ui.flash import clear_flashes, flash, flash_move, new_in_hand
from agricola_qt.ui.game_log import GameLogDock
from agricola_qt.ui.handoff import (
    Ending,
    HandoffCover,
    ending_of,
    handed_for,
    round_start_answer,
)
from agricola_qt.ui.harvest_show import HarvestShow
from agricola_qt.ui.harvest_show import step_ms as harvest_step_ms
from agricola_qt.ui.hints import Hinter
from agricola_qt.ui.keyboard import KeysReturn, keys_back_after_menus, layout_buttons
from agricola_qt.ui.log_text import LogLine, over_header
from agricola_qt.ui.motion import glide_placement, land_all
from agricola_qt.ui.resume_words import (  # noqa: F401 - the autosaves' words, here too
    entry_kind,
    entry_words,
    offer_words,
)
from agricola_qt.ui.scene import TableScene
from agricola_qt.ui.score_sheet import ScoreSheetDialog
from agricola_qt.ui.status_words import StatusWords
from agricola_qt.ui.step_bar import StepBar
from agricola_qt.ui.text import among_han, card_name, passed_in_hand, player_name
from agricola_qt.ui.text import tr as table_tr
from agricola_qt.ui.undo import wrap_history
from agricola_qt.ui.view import TableView

if TYPE_CHECKING:
    from agricola_qt.records.autosave import AutosaveGame
    from agricola_qt.records.model import GameRecord


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


FILE_FILTER = QT_TRANSLATE_NOOP("MainWindow", "Game records (*.agr)")  # either game's records
# pixels a dock may stay above the height it is given back (Qt's splitter lands a few off)
DOCK_SLACK = 12
DOCK_LEAST = 230  # the decision panel's least width (pixels) in a window of NARROW_WINDOW on
DOCK_SMALLEST = 160  # ... and in a narrower one, at most a fifth of it (``_fit_docks_to_width``)
NARROW_WINDOW = 1100

UNKNOWN_LEVEL_PLAYS = "medium"  # a record's computer level this version does not know


class GameWindow(QMainWindow):
    def __init__(self, setup: Setup | None = None, seats: Sequence[str | None] | None = None,
                 moves: Sequence[Move] = (), *, autosave: bool = False,
                 bot_delay_ms: int | None | str = "saved", ask_to_save: bool = True,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ask_to_save = ask_to_save
        self.use_autosave = autosave
        self.bot_speed = bot_speed.load()  # Game > Computer speed (the glide of placements)
        # "saved": the pause of the remembered speed; None: computers move at once (tests)
        # phase banners at the table's own pace; off when computers move without a pause
        banners = bot_delay_ms == "saved" or bool(bot_delay_ms)
        if bot_delay_ms == "saved":
            bot_delay_ms = bot_speed.delay_ms(self.bot_speed)
        self.bot_delay_ms: int | None = bot_delay_ms  # type: ignore[assignment]
        self.path: Path | None = None
        self.saved_moves = 0
        self.unsaved_title = ""
        self.salvaged_from = ""
        self.hint_message = ""  # the status bar's last hint (it stayed after the move)
        self.passing_message = ""  # a refusal in the status bar: until the table moves
        self.passing_state: GameState | None = None  # the position it was said of
        self._help_players = 0  # the player count the help window's aid was last shown for
        self.autosave_game: object | None = None
        self.score_dialog: ScoreSheetDialog | None = None
        self._replays_of_this_game: list[QWidget] = []  # retitled when a new game starts
        self.help_window: object | None = None  # Help > How to play and the other pages
        self.card_browser: object | None = None  # Help > Cards
        self.lesson: object | None = None  # Help > Learn to play
        self.last_human: int | None = None
        if setup is None:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeckShortWarning)
                setup = new_setup(2, family=True, seed=1, names=("Mei", "Jonas"))
        state = new_game(setup)
        self.controller = GameController(state, seats=seats, bot_delay_ms=bot_delay_ms)
        self.was_over = state.is_over  # a game that ends from here on goes into Your results
        # played on from a replay (Play from here): another ending of a game already played,
        # not one more game in Your results (a tester's tie and its replay read "won 2 of 2")
        self.branched = False
        self.branch_round = 0  # the round it was played on from (``_play_from``)
        self.end_told = False  # the finished game's banner and sheet shown (``_state_changed``)
        self.scene = TableScene(state)
        self.view = TableView(self.scene)
        self.setCentralWidget(self.view)
        self.view.keyboard.buttons = self._keyboard_buttons
        # the table takes the keys again when a dialog over this window closes (without a
        # window manager nothing did: a click on the table was needed first)
        self.keys_return = KeysReturn(self, self.view)
        # a drop the table refused: in the decision panel of the game at the table
        self.scene.refused.connect(lambda text: self.chooser.show_reason(text))
        # ... said until the next gesture on the table (it stayed while the player went on
        # dragging and clicking elsewhere, until the table changed: a tester)
        self.view.pressed.connect(lambda: self.chooser.clear_reason())
        self.scene.refused.connect(self._passing)
        self.hinter = Hinter(self.scene, lambda key: self.chooser.button_for(key), self)
        self.curtain: StartCurtain | None = None  # up while no game the player chose is here
        self.hinter.shown.connect(self._hint_shown)
        self.hinter.failed.connect(self._message)
        self.cover = HandoffCover(self.view)
        self.cover.ready.connect(self._handoff_done)
        self.cover.end_turn.connect(self._end_turn)
        self.cover.undo_requested.connect(lambda: self.controller.undo())
        # the height the panels' minimum grew the window from, and to (``_shrink_back``)
        self._grown_from: tuple[int, int] | None = None
        self._normal_geometry: QRect | None = None  # before View ▸ Full screen
        self.chooser_dock = QDockWidget(tr("Your decision"), self)
        self.chooser_dock.setObjectName("chooser")
        # "End turn" is asked in the decision panel while it is open: the bar over the
        # bottom of the table hid the hands
        self.cover.dock_to = lambda: (None if self.chooser_dock.isHidden()
                                      else self.chooser.slot)
        self.chooser_dock.visibilityChanged.connect(lambda _shown: self.cover.refit())
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.chooser_dock)
        self.undo_view = QUndoView()
        wrap_history(self.undo_view)
        self.undo_view.setEmptyLabel(tr("(start of the turn)"))
        self.undo_view.setToolTip(history_tip())
        self.undo_dock = QDockWidget(tr("History (undo)"), self)
        self.undo_dock.setObjectName("history")
        self.undo_dock.setWidget(self.undo_view)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.undo_dock)
        # the game log: a tab beside the history, shown first
        self.game_log = GameLogDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.game_log)
        self.tabifyDockWidget(self.undo_dock, self.game_log)
        WholeTabTitles(self)  # "History (undo)", not "History (u…"
        self.game_log.line_chosen.connect(self.replay_at)
        self.game_log.declined = lambda i: i in self.controller.declined_at
        # Game > Hint's answer: the coach's three best moves, below the chooser when asked
        self.coach_panel = CoachPanel(self.hinter, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.coach_panel)
        self.splitDockWidget(self.chooser_dock, self.coach_panel, Qt.Orientation.Vertical)
        self.coach_panel.ask_requested.connect(self.ask_hint)
        self.coach_panel.room_wanted.connect(self._decisions_give_room)
        self.coach_panel.hide()
        # below the table in a window taller than wide, beside it in a wide one
        self.panel_sides = PanelSides(self, self.chooser_dock, [self.coach_panel],
                                      [self.undo_dock, self.game_log], self._table_height)
        # the advice gone with the position (a move made), the folded panel gives its room
        # to the log below: one hint left a tester's log six lines tall all game
        self.hinter.dropped.connect(lambda: QTimer.singleShot(0, self._fold_coach))
        self.banner = PhaseBanner(self.view, DURATION_MS if banners else 0)
        # the harvest step by step on the farms (fields, feeding, breeding), under the banner
        self.harvest_show = HarvestShow(self.scene, self.banner, self)
        self.harvest_show.step_ms = harvest_step_ms(self.bot_speed)
        self.harvest_show.running_changed.connect(self._harvest_running)
        self.lines_after_turn: list[LogLine] = []
        self.scores_after_banner = False
        self.turn_banner = False  # "Jonas's turn." is up (pass-and-play, family game)
        self.banner_after_turn: LogLine | None = None
        self.step_bar = StepBar(self.view)  # speed "wait for a click"
        self.step_bar.next_move.connect(self.step_computer)
        self.banner.below = self.step_bar
        self.hint_label = StatusWords()
        self.statusBar().addPermanentWidget(self.hint_label)
        # its room depends on whether a message stands at the bar's left
        self.statusBar().messageChanged.connect(lambda _text: self.hint_label.updateGeometry())
        # stays up while autosaving fails (every move tries again), so nobody plays on
        # believing the game is kept
        self.autosave_warning = QLabel()
        self.autosave_warning.setObjectName("autosaveWarning")
        self.autosave_warning.setStyleSheet(
            "#autosaveWarning { background: #B3261E; color: white; font-weight: bold;"
            " padding: 2px 8px; border-radius: 4px; }")
        self.autosave_warning.hide()
        self.statusBar().addPermanentWidget(self.autosave_warning)
        self.autosave_error = ""
        self.chooser_dock.setMinimumWidth(DOCK_LEAST)
        self._dock_rest: int | None = None  # the panel's height before a list grew it
        self._dock_before = 0  # its height when the panel last asked again
        self._make_actions()
        self.start(setup, seats, moves)
        self.resize(1600, 950)
        self.resizeDocks([self.chooser_dock], [260], Qt.Orientation.Horizontal)
        self.game_log.raise_()

    # --- starting games ------------------------------------------------------------------
    def start(self, setup: Setup, seats: Sequence[str | None] | None = None,
              moves: Sequence[Move] = (), states: Sequence[GameState] | None = None,
              path: Path | None = None, autosave_game: object | None = None,
              colours: Sequence[int] | None = None) -> None:
        if self.lesson is not None:  # another game than the lesson's: it steps aside
            self.lesson.game_replaced()  # type: ignore[attr-defined]
        self.uncover_table()  # a game the player chose is at the table
        if states is None:
            states = [new_game(setup)]
            for move in moves:
                states.append(apply(states[-1], move))
        state = states[-1]
        controller = GameController(state, moves, seats=seats, bot_delay_ms=self.bot_delay_ms)
        # undo reaches back into the turn it was saved in; a resumed autosave (no file of its
        # own: the program was closed, or killed) closed at "End turn / Undo" waits for it
        # again, a file opened begins the next person's turn
        confirming = (self.confirm_action.isChecked() if hasattr(self, "confirm_action")
                      else confirm_turns.load())
        from agricola_qt.records.autosave import turn_ended_at

        ended = turn_ended_at(getattr(autosave_game, "record", None)) == len(moves)
        controller.restore_turn(states, handed_turn_waits=(
            confirming and path is None and autosave_game is not None and not ended))
        old = self.controller
        old.stop_bots()  # a computer still thinking about the old game answers at once
        self.hinter.cancel()
        land_all(self.scene)
        self.harvest_show.stop()
        clear_flashes(self.scene)
        self.banner.then = None  # a banner of the old game leads nowhere
        self.banner.finish()
        self.scores_after_banner = False
        self.banner_after_turn = None
        self.step_bar.wait_for("")
        self._unwire(old)
        self.controller = controller
        self.was_over = state.is_over  # a game that ends from here on goes into Your results
        self.branched = False  # (``_play_from`` says otherwise)
        self.end_told = False  # the finished game's banner and sheet shown (``_state_changed``)
        self.scene.colours = tuple(colours or ())
        self.hands_seen: dict[int, frozenset[str]] = {}  # (``_show_passed_cards``)
        # nobody's hand is open until that person's turn; alone against computers, the one
        # person's from the start (a tester could not study a new hand while the computers
        # took their first turns)
        humans = controller.humans
        self.scene.private_for = next(iter(humans)) if len(humans) == 1 else None
        self.scene.humans = controller.humans
        self._show_table(state)
        self.scene.animals.follow(states)  # the animals stand where the game put them
        self.scene.animals.sync()
        self.cover.close_bar()  # the old game's question (its card may be in the old panel)
        self.chooser = Chooser(controller)
        self.chooser.room_fixed = lambda: self.panel_sides.side == "below"
        self.chooser.fitted.connect(self._fit_decision_dock)
        self.chooser.scores_requested.connect(self.show_scores)
        self.chooser_dock.setWidget(self.chooser)
        self.game_log.slots = tuple(colours or ())
        self.game_log.reset(setup, moves, states)
        controller.step_through = bot_speed.waits(self.bot_speed)
        controller.bot_waiting.connect(self._bot_waiting)
        self.undo_view.setStack(controller.stack)
        controller.state_changed.connect(self._state_changed)
        controller.message.connect(self._message)
        controller.refused.connect(self._passing)
        controller.for_now.connect(self._passing)
        controller.news.connect(self._news)
        controller.fence_preview.connect(self.scene.show_fence_plan)
        controller.bot_moved.connect(self._bot_moved)
        controller.on_commit = self._autosave
        controller.stack.cleanChanged.connect(self._title)
        controller.stack.indexChanged.connect(self._update_actions)
        controller.barrier_set.connect(self._update_actions)
        controller.stack.indexChanged.connect(self._autosave)
        self.scene.gesture.connect(controller.handle)
        self.scene.message.connect(self._message)
        self._wired = True
        self.path = path
        self.saved_moves = len(moves) if path is not None else 0  # moves in the file at path
        self.unsaved_title = ""  # the title of a resumed autosave (it has no file name)
        self.salvaged_from = ""  # the damaged file's name a game was read from
        self.opened_record: object | None = None  # the record a loaded game came from
        self.last_human = controller.handed_turn  # (its turn waits for End turn again)
        self.turn_confirmed = False
        self.confirm_for_bots = False
        self.news_after_turn = ""
        old_sheet = self.score_dialog
        if old_sheet is not None and shiboken6.isValid(old_sheet):
            old_sheet.close()  # the last game's sheet stayed open over the new game's table
        self.score_dialog = None
        for viewer in self._replays_of_this_game:  # still open: now the previous game's
            if shiboken6.isValid(viewer):
                viewer.set_title(tr("the previous game"))  # type: ignore[attr-defined]
        self._replays_of_this_game = []
        # a new game is autosaved from its first move on (no files for games never played)
        self.autosave_game = autosave_game if self.use_autosave else None
        self.autosave_error = ""  # a new game: its first move tries (and tells) afresh
        self.autosave_warning.hide()
        self._title()
        self._state_changed(state)
        self.view.fit()
        controller.schedule_bots()

    def _unwire(self, old: GameController) -> None:
        if not getattr(self, "_wired", False):
            old.deleteLater()
            return
        old.state_changed.disconnect(self._state_changed)
        old.message.disconnect(self._message)
        old.for_now.disconnect(self._passing)
        old.fence_preview.disconnect(self.scene.show_fence_plan)
        old.bot_moved.disconnect(self._bot_moved)
        old.bot_waiting.disconnect(self._bot_waiting)
        old.stack.cleanChanged.disconnect(self._title)
        old.stack.indexChanged.disconnect(self._update_actions)
        old.barrier_set.disconnect(self._update_actions)
        old.stack.indexChanged.disconnect(self._autosave)
        self.scene.gesture.disconnect(old.handle)
        self.scene.message.disconnect(self._message)
        old.on_commit = None
        old.deleteLater()

    # --- reacting to the game ------------------------------------------------------------
    def _hint_shown(self, text: str) -> None:
        self.hint_message = text
        self.statusBar().showMessage(text)
        if self.hinter.move is not None:  # with the keys, Enter then plays the hint
            self.view.keyboard.point_at(self.hinter.move)

    def _state_changed(self, state: GameState) -> None:
        c = self.controller
        # a hint or a refusal was for the table before this move ("c1 is not next to your
        # house" stood on after the room was built); news of what moves did stays
        current = self.statusBar().currentMessage()
        if state is self.passing_state:  # the same position shown again (a fence drawn)
            if current and current == self.hint_message:
                self.statusBar().clearMessage()
            self.hint_message = ""
        else:
            if current and current in (self.hint_message, self.passing_message):
                self.statusBar().clearMessage()
            self.hint_message = self.passing_message = ""
            self.passing_state = None
        if self.turn_banner:  # the person named has begun: their banner is done
            self.turn_banner = False
            if self.banner.isVisible() and self.banner.then is None:
                self.banner.finish()
        self.scene.humans = c.humans
        self._bring_back_decision(state)
        self._check_handoff(state)
        self._show_table(self._shown(state))
        self.hint_label.show_prompt(self.chooser.hint.text())
        self._update_actions()
        # a turn waiting for "End turn": the round or harvest it led to is not told yet
        added = self.game_log.follow(state.setup, c.moves, state,
                                     hold=self.cover.stage == "confirm")
        headers = [line for line in added if line.kind in ("round", "harvest", "over")]
        if state.is_over and not self.was_over:  # finished here, now (not opened finished)
            self._record_result(state)
        self.was_over = state.is_over
        # the sheet comes up once as a game ends (or is opened finished), not again with
        # each later look at the table: closed, it came back as a review closed (two testers)
        told, self.end_told = self.end_told, state.is_over
        if (state.is_over and not told and not self._sheet_of_end()
                and not self.scores_after_banner):
            text = headers[-1].text if headers else over_header()

            def over() -> None:  # the last harvest's steps, "Game over", the score sheet
                self.scores_after_banner = self.banner.announce(text, then=self._scores_now)
            self.scores_after_banner = True
            self.harvest_show.follow(self.game_log.states, self.game_log.moves, added, over)
        elif headers and self.cover.stage == "confirm":
            self.banner_after_turn = headers[-1]  # told when the table shows it (End turn)
            self.lines_after_turn = added
        elif added:
            self._tell(added, headers[-1] if headers else None)
        self.hinter.sync(state)
        self._estimate_follows(state)

    def _bring_back_decision(self, state: GameState) -> None:
        """A person's question inside an action or a harvest (a card's, the feeding) opens
        the decision panel if it was closed: a tester closed it to give the board room, and
        the Fisherman's question waited with "choose one of the options below" and nothing
        below.  A placement is made on the table and leaves it closed."""
        dock = self.chooser_dock
        if (dock.isHidden() and not state.is_over and state.frame is not None
                and state.actor in self.controller.humans):
            dock.show()

    def _estimate_follows(self, state: GameState) -> None:
        """An open score estimate is worked out again as the game moves on (a tester's stayed
        open over the computers' turns and showed totals of several moves before), and
        closes as the game ends (the final sheet takes its place)."""
        sheet = self.score_dialog
        if (sheet is None or not shiboken6.isValid(sheet) or not sheet.isVisible()
                or sheet.state.is_over):
            return
        shown = self._shown(state)
        if sheet.state is shown:
            return
        where, active = sheet.geometry(), sheet.isActiveWindow()
        sheet.close()
        if not shown.is_over:
            # (the keyboard stays where it was: a sheet taking it at each computer's move
            # would steal the player's keys from the table)
            self._open_scores(activate=active)
            if self.score_dialog is not None:
                self.score_dialog.setGeometry(where)

    def _tell(self, added: list[LogLine], header: LogLine | None) -> None:
        """The harvest steps the new log lines tell of, shown on the farms, then the banner of
        the last header (a harvest's own header gives way to its steps' banners)."""
        def banner() -> None:
            if header is not None and not (header.kind == "harvest"
                                           and self.harvest_show.enabled):
                self.banner.keep_clear = self.scene.round_card_rect()
                self.banner.announce(header.text)
        self.harvest_show.follow(self.game_log.states, self.game_log.moves, added, banner)

    def _harvest_running(self, running: bool) -> None:
        """A harvest step is on the table: the computers wait until it is over."""
        self.controller.showing = running
        if not running:
            self.controller.schedule_bots()  # a hint for another position is dropped

    def _bot_moved(self, before: GameState, move: Move) -> None:
        """A computer moved (live play): say what it did, let a placement glide."""
        from agricola_qt.engine.rules import turn_end_state
        from agricola_qt.ui.log_text import move_sentence

        # the log's sentence: the button's words read oddly as what a computer did
        # ("Computer: Done (end this action)" to a tester).  Ending an action says nothing:
        # "Ana finished the action" took the place of what she had just done there (a
        # 6-space pasture fenced)
        if move.verb != "done":
            # the log's own line where it has one (a run of bakes told in one: the status
            # bar said "1 grain into 2 food" beside the log's "2 grain into 4 food")
            told = self.game_log.move_text(len(self.controller.moves) - 1)
            self._message(told or move_sentence(before, move, turn_end_state(before, move)))
        glide = bot_speed.glide_ms(self.bot_speed)
        glide_placement(self.scene, before, move, glide)
        flash_move(self.scene, before, self.controller.state, move, 900, after_ms=glide)

    def _scores_now(self) -> None:
        self.scores_after_banner = False
        if self.controller.state.is_over and not self._sheet_of_end():
            self.show_scores()

    def _bot_waiting(self, player: int) -> None:
        """Speed "wait for a click": say which computer waits (or that none does)."""
        state = self.controller.state
        self.step_bar.wait_for(player_name(state, player) if player >= 0 else "")
        if self.banner.isVisible():
            self.banner.place()  # below the bar

    def _decisions_give_room(self, pixels: int) -> None:
        """``pixels`` the window's column needs (the coach's answer, a panel's new minimum):
        the decision panel's list gives them (it scrolls), laid out at once."""
        self.chooser.give_room(pixels)
        layout = self.chooser.layout()
        if layout is not None:
            layout.invalidate()
            layout.activate()

    def step_computer(self) -> None:
        """Next (a click on the table, Enter): the waiting computer makes one move."""
        self.controller.step_bot()

    def ask_hint(self) -> None:
        """Game > Hint: the coach's three best moves (the coach panel), the best marked on
        the table."""
        c = self.controller
        state = c.state
        lesson = self.lesson
        if lesson is not None and lesson.guiding():  # type: ignore[attr-defined]
            # the lesson's own step is the hint: the coach, ranking by trial games, named
            # another first move than the lesson's and squeezed its text (a tester)
            words = tr("The lesson shows the way: follow its marked step. The coach's "
                       "hints come after the lesson.")
            self._message(words)
            lesson.note(words)  # type: ignore[attr-defined]  # (where the player reads)
            return
        if lesson is not None and lesson.active:  # type: ignore[attr-defined]
            # its closing words read, the finished lesson steps aside for the coach: the
            # decision panel, the coach and the lesson crammed a 1366x740 window (the lesson
            # its last lines, the coach two rows), and a tester's window grew to 768 pixels
            lesson.leave()  # type: ignore[attr-defined]
        if not self.coach_panel.isVisible():  # its room from the decision panel, not from
            # a window grown past the screen's foot
            spare = self.height() - self.minimumSizeHint().height()
            self._decisions_give_room(self.coach_panel.minimumSizeHint().height() + 32 - spare)
        self.coach_panel.show()
        self.coach_panel.raise_()
        if state.is_over:
            self._message(tr("The game is over: there is nothing to hint."))
        elif self.cover.active and self.cover.stage == "pass":
            # "hints are for a person's turn" at the hand-off to a person (a tester)
            self._message(tr("Take the table first (click it): then the hint is for you."))
        elif self.cover.active:
            self._message(tr("End the turn or undo it first: the next decision gets the "
                             "hint."))
        elif state.actor not in c.humans or self.scene.locked:
            self._message(tr("Hints are for a person's turn."))
        elif self.hinter.asked is state:
            self._message(self.hinter.text or tr("Still thinking about a hint…"))
        else:
            self.hinter.ask(state, seed=state.setup.seed * 31 + len(c.moves))
            self._message(tr("Thinking about a hint…"))

    def set_bot_speed(self, speed: str) -> None:
        """Game > Computer speed: remembered; the pause before each computer move."""
        bot_speed.save(speed)
        self.bot_speed = speed
        self.bot_delay_ms = bot_speed.delay_ms(speed)
        self.controller.bot_delay_ms = self.bot_delay_ms
        self.controller.set_step_through(bot_speed.waits(speed))
        self.harvest_show.step_ms = harvest_step_ms(speed)
        for action in self.speed_actions.actions():
            action.setChecked(action.data() == speed)
        self._message(tr("Computer speed: {speed}").format(
            speed=bot_speed.label(speed).replace("&", "")))
        self.controller.schedule_bots()

    def _update_actions(self, *args: object) -> None:
        c = self.controller
        for action in self._table_actions:  # nothing to act on under the curtain
            action.setEnabled(self.curtain is None)
        if self.curtain is not None:
            return
        try:
            self.undo_action.setEnabled(c.can_undo())
            self.redo_action.setEnabled(c.stack.canRedo())
            # Ctrl+Z with nothing to undo says why (the greyed action did nothing at all: a
            # newcomer who passed the laptop too fast got no word); never both on at once,
            # or Qt takes the key for neither
            self.nothing_to_undo.setEnabled(not c.can_undo())
            self._word_undo()
        except RuntimeError:  # the window is closing
            pass

    def _ask_again(self) -> None:
        c = self.controller
        names = [card_name(card) for _, card in sorted({*c.declined, *c.accepted})]
        c.declined.clear()
        c.accepted.clear()
        self._show_table(self._shown(self.controller.state))  # their marks go
        if names:
            self._message(tr("These cards ask again: {cards}").format(
                cards=table_tr(", ").join(dict.fromkeys(names))))

    def _word_undo(self) -> None:
        """Undo's tooltip says what it takes back or, greyed, why there is nothing to undo
        (a player who found "nothing to undo" could not tell why); History's first row says
        where undo stops."""
        c = self.controller
        tip = (tr("Take back your last decision: {what}").format(what=c.stack.undoText())
               if c.can_undo() else c.why_no_undo())
        self.undo_action.setToolTip(tip)
        self.undo_action.setStatusTip(tip)
        self.undo_view.setEmptyLabel(history_start(c.barrier))

    # --- the curtain (ui/curtain.py) -------------------------------------------------------
    def cover_table(self) -> StartCurtain:
        """Cover the table and its panels (below the menus) while no game the player chose
        is at the table; the game-bound menu entries (Save, Undo, Done, Hint, ...) rest, so
        no key plays the made-up game behind it."""
        if self.curtain is None:
            menus = self.menuBar()
            self.curtain = StartCurtain(self, top=menus.geometry().bottom() + 1
                                        if menus.isVisible() else 0)
            self.curtain.chosen.connect(self.new_game_dialog)
            self.curtain.show()
            self._curtain_changed()
        return self.curtain

    def uncover_table(self) -> None:
        curtain, self.curtain = self.curtain, None
        if curtain is None:
            return
        curtain.hide()
        curtain.deleteLater()
        self._curtain_changed()

    def _curtain_changed(self) -> None:
        """The table, its panels, the game-bound entries and the title follow the curtain."""
        for part in (self.view, self.chooser_dock, self.undo_dock, self.game_log,
                     self.coach_panel):
            part.setEnabled(self.curtain is None)
        self._update_actions()
        self._title()

    def _show_table(self, shown: GameState) -> None:
        """Show ``shown`` on the table; while it is not the game's own state (a finished turn
        waits for "End turn") the table still rings that turn's player, although after a
        feeding the engine has already moved on to the next feeder."""
        self.scene.turn_owner = self.last_human if shown is not self.controller.state else None
        self.scene.declined_cards = frozenset(self.controller.declined)
        self.scene.set_state(shown)

    def _fit_decision_dock(self) -> None:
        """A decision panel grown for a long list of answers gives the room back to the game
        log below once a shorter question follows (it kept its greatest height all game),
        down to the height it had before it grew: a height the player chose stays.  The
        dock takes the panel's new minimum on the next pass of the loop: looked at then."""
        self._dock_before = self.chooser_dock.height()
        QTimer.singleShot(0, self._settle_decision_dock)

    def _settle_decision_dock(self) -> None:
        dock, panel = self.chooser_dock, self.chooser
        if not shiboken6.isValid(panel) or dock.widget() is not panel:
            return
        # the room a shorter question gives back went to the idle coach as well as the log
        # (a tester's coach stood 240 pixels tall, two lines in it, the log four lines)
        QTimer.singleShot(0, self._fold_coach)
        QTimer.singleShot(0, self._shrink_later)  # (after the coach folded)
        if dock.isHidden() or dock.isFloating():
            self._dock_rest = None
            return
        height = dock.height()
        if height > self._dock_before and self._dock_rest is None:
            self._dock_rest = self._dock_before  # the new list made Qt grow it from here
        if self._dock_rest is None:
            return
        if height <= self._dock_rest + DOCK_SLACK:  # back (Qt lands a few pixels off)
            self._dock_rest = None
            return
        need = height - (panel.height() - panel.minimumHeight())
        target = max(need, self._dock_rest)
        if height > target:
            self._give_room_below(dock, target)

    def _fold_coach(self) -> None:
        coach = self.coach_panel
        if not shiboken6.isValid(coach) or coach.isHidden() or coach.isFloating():
            return
        height, want = coach.height(), coach.minimumSizeHint().height()
        if coach.mode != "idle" or height <= want + DOCK_SLACK:
            return
        self._give_room_below(coach, want)

    def _give_room_below(self, dock: QDockWidget, height: int) -> None:
        """``dock`` shrinks to ``height``, the log (or the history) below taking the rest;
        both named: given the dock alone, Qt moved only part of the way.  The coach's panel
        between them (shown once a hint was asked) keeps its height: named with the others,
        else the decision panel's room went to it, or stayed put, and a tester's log was four
        lines tall for the rest of the game."""
        if self.dockWidgetArea(dock) != Qt.DockWidgetArea.RightDockWidgetArea:
            return  # side by side below the table (``panel_sides``): nothing is under it
        below = self.game_log if self.game_log.isVisible() else self.undo_dock
        between = [d for d in (self.coach_panel,)
                   if d is not dock and d.isVisible() and not d.isFloating()]
        self.resizeDocks([dock, *between, below],
                         [height, *(d.height() for d in between),
                          below.height() + dock.height() - height],
                         Qt.Orientation.Vertical)

    def _check_handoff(self, state: GameState) -> None:
        """End-of-turn confirmation, and the hand-off screen between two people."""
        c = self.controller
        humans = c.humans
        actor = state.actor
        if actor < 0:
            return
        if actor not in humans:  # a computer player is next
            if (c.last_move_by_human and self.confirm_action.isChecked()
                    and self.last_human is not None and not self.cover.active
                    and not round_start_answer(c.last_decision_before(), self.last_human)
                    and not self._answer_in_passing(state)):
                c.bots_paused = True
                self.confirm_for_bots = True
                self._ask_end_turn(state, self.last_human,
                                   ending_of(c.last_decision_before(), self.last_human))
                self._lock(state)
            return
        if self.last_human is None and len(humans) >= 2 and not state.setup.family:
            # pass-and-play: the first person's hand stays covered until they are at the
            # screen too (whoever started the game should not see it)
            self._lock(state)
            self._hand_to(actor)
            return
        if self.last_human is None or (len(humans) < 2 and actor != self.last_human):
            self.last_human = actor
            self.scene.private_for = actor
            return
        if actor == self.last_human:
            self.turn_confirmed = False
            if self.cover.stage == "confirm":  # the turn was undone
                self.cover.close_bar()
                self.news_after_turn = ""  # (its news with it)
                self.confirm_for_bots = False
                c.bots_paused = False
                self._unlock()
                return
            if (c.last_move_by_human and self.confirm_action.isChecked()
                    and not self.cover.active
                    and (self._round_turned(state) or self._harvest_began(state)
                         or self._placed_again(state))):
                # the person's last placement ended the round and they start the next one:
                # the turn is still theirs to end before the next round card shows (round 9
                # had begun at once, its card in sight, with no "End turn"); after a
                # feeding it is their part of the harvest that is done, not a turn
                self._ask_end_turn(state, actor, ending_of(c.last_decision_before(), actor))
                self._lock(state)
            return
        if self.turn_confirmed:  # ended before the computers played: hand over at once
            self._lock(state)
            self._hand_to(actor)
        elif not self.cover.active:  # (another person next: asked whatever the setting)
            self._ask_end_turn(state, self.last_human,
                               ending_of(c.last_decision_before(), self.last_human),
                               switchable=False)
            self._lock(state)

    def _escape(self) -> None:
        """Escape: a card's large face goes first (read with a right click, it stayed after
        Escape until the pointer moved: a newcomer), then the fences drawn and not built."""
        preview = self.scene.cards.preview_item
        if preview.isVisible():
            preview.setVisible(False)
            return
        self.controller.cancel_fences()

    def _keyboard_buttons(self) -> list[object]:
        """What Tab reaches besides the table: the decision's buttons, and while a finished
        turn waits, End turn and Undo (Tab showed no ring anywhere there)."""
        cover = self.cover
        if cover.active and cover.stage == "confirm":
            return [cover.end_button, cover.undo_button]
        return layout_buttons(self.chooser.buttons)

    def _ask_end_turn(self, state: GameState, player: int, ending: Ending = "turn",
                      switchable: bool = True) -> None:
        """The end-of-turn question for ``player``'s decision: whether a harvest or the next
        round follows, and the food the family will lack at that harvest."""
        from agricola_qt.ui.feeding import feeding_shortfall

        harvest = self._harvest_began(state)
        if ending == "harvest" and any(f.kind == "feed" and f.player == player
                                       for f in state.pending):
            ending = "harvest_step"  # (a tester's Baker baked; the feeding was still to come)
        self.cover.show_confirm(player_name(state, player), ending, harvest,
                                self._round_turned(state), switchable=switchable,
                                short=feeding_shortfall(state, player) if harvest else 0)

    def _answer_in_passing(self, state: GameState) -> bool:
        """The person's last decision answered a card's offer in a computer's turn (the Wood
        Buyer's) and the computer goes on in the same round: no "Go on" after it (a tester
        clicked twice at every wood taken; undo still takes the answer back)."""
        before, person = self.controller.last_decision_before(), self.last_human
        if before is None or person is None or before.phase != WORK:
            return False
        return (ending_of(before, person) == "answer" and not self._round_turned(state)
                and not self._harvest_began(state))

    def _harvest_began(self, state: GameState) -> bool:
        """The last decision, a placement's, led into a harvest the person feeds in first
        (the round's last placement went straight to feeding: it could not be undone)."""
        view = self.controller.turn_end_view_for(state)
        return (view is not None and view.phase == WORK
                and state.phase not in BEFORE_HARVEST)

    def _placed_again(self, state: GameState) -> bool:
        """The last decision ended the person's turn and they place again at once (the others
        have placed all their people): their turn is still theirs to end, as any other (a
        tester saw "End turn" after some actions and not after others).  Not alone at the
        table (nobody else moves: undo reaches every turn of the round), not after a
        round-start question (nobody placed yet: "your turn is done" puzzled a solo tester),
        nor after a conversion made before placing."""
        c = self.controller
        view = c.turn_end_view_for(state)
        if (view is None or len(state.players) < 2 or state.frame is not None
                or state.phase != WORK or not c.moves):
            return False
        if not view.turn_over:  # a card places the next person in this same turn (Lasso:
            return False  # "your turn is done" stood between a pair's two people)
        return (state.players[state.actor].placed >= 1
                and c.moves[-1].verb not in ANY_TIME)  # any-time moves end no turn

    def _round_turned(self, state: GameState) -> bool:
        """The last decision led into a new round (its card turned up)."""
        view = self.controller.turn_end_view_for(state)
        return view is not None and view.round < state.round

    def _shown(self, state: GameState) -> GameState:
        """What the table shows: while a finished turn waits for "End turn", the table as
        that turn left it (nothing of the next turn, round or harvest yet)."""
        # the view of the decision that led to ``state`` (not of one undone since): "no redo
        # left" said so wrongly while a new decision was being pushed over an undone one (Qt
        # drops the undone commands only after the new one is done), and the table showed
        # the next player's turn under "End it now"
        view = self.controller.turn_end_view_for(state)
        return view if self.cover.stage == "confirm" and view is not None else state

    def _lock(self, state: GameState) -> None:
        self.scene.locked = True
        self.chooser.hidden_info = True
        self.chooser.hidden_hint = self.cover.label.text() if self.cover.active else ""
        self.chooser.rebuild(self._shown(state))

    def _end_turn(self) -> None:
        """The finished turn is committed."""
        c = self.controller
        if self.use_autosave and self.autosave_game is not None and not self.autosave_error:
            # (resumed, the game begins the next turn, not this question again)
            try:
                self.autosave_game.note_turn_ended(len(c.moves))  # type: ignore[attr-defined]
            except Exception as error:  # as any autosave: the game goes on, the bar says so
                # (a tester's folder made unwritable showed a traceback here, headed "your
                # game is saved", and the turn did not end)
                self._autosave_failed(error)
        line, self.banner_after_turn = self.banner_after_turn, None
        # the new round (or harvest) the turn led to, told once the table shows it
        told = line is not None and any(kept is line for kept in self.game_log.lines[-40:])
        self.game_log.release()
        news, self.news_after_turn = self.news_after_turn, ""
        if news:
            self._message(news)
        # a turn that began a harvest or a new round is final once ended, as its question
        # said ("from there this turn cannot be undone"); any other ended turn is undone
        # as before, the computers' replies with it
        view = c.turn_end_view_for(c.state)
        closes = barrier_between(view, c.state) if view is not None else ""
        if closes:
            c.set_barrier(closes)
        if self.confirm_for_bots:  # the computers play now; undo still reaches this turn
            self.confirm_for_bots = False
            self.turn_confirmed = True
            self.cover.close_bar()
            c.bots_paused = False
            self._unlock()
            if told:
                self._tell(self.lines_after_turn, line)
            c.schedule_bots()
            return
        if c.state.actor == self.last_human:
            # the next turn is the same person's (alone against the computers, or the
            # others at the table out of people): no hand-off screen (a pass-and-play tester
            # was shown "Pass to Mei" for Mei's own next turn); a barrier only where the
            # turn began a round or a harvest (after a placement followed at once by the
            # next, "nothing to undo" puzzled a tester)
            self.cover.close_bar()
            self._unlock()
        else:
            self._hand_to(c.state.actor)
        if told:
            self._tell(self.lines_after_turn, line)

    def _hand_to(self, actor: int) -> None:
        """No undo past here; cover the private parts until ``actor`` is ready.  The family
        game has nothing private: the next person plays at once."""
        state = self.controller.state
        # (the first person of a game is handed nothing that could be undone)
        self.controller.set_barrier("handoff" if self.controller.moves else "")
        self.last_human = actor
        self.turn_confirmed = False
        if state.setup.family:
            self.cover.close_bar()
            self._handoff_done()
            turn = tr("{name}'s turn.").format(name=player_name(state, actor))
            self._message(turn)
            # said large on the table too: at one table only the frame moved to the next
            # farm (a round's banner, told after this, takes its place)
            self.turn_banner = self.banner.announce(turn)
            return
        self.scene.private_for = None
        self._show_table(state)  # the turn is committed: the next one may show
        self.scene.refresh()
        self.cover.show_for(player_name(state, actor), handed_for(state, actor))
        self.cover.show_recap(self.game_log.since_turn_of(actor))
        self.chooser.hidden_info = True
        self.chooser.hidden_hint = self.cover.label.text()
        self.chooser.rebuild(state)
        self.hint_label.show_prompt(self.chooser.hint.text())

    def _unlock(self) -> None:
        self.scene.locked = False
        self.chooser.hidden_info = False
        self.chooser.rebuild(self.controller.state)
        self._estimate_follows(self.controller.state)  # (the turn ended: the table moves on)
        self.hint_label.show_prompt(self.chooser.hint.text())
        self._show_table(self.controller.state)
        self.scene.refresh()

    def _handoff_done(self) -> None:
        self.scene.locked = False
        self.scene.private_for = self.controller.state.actor
        self.chooser.hidden_info = False
        # a refusal met at the hand-off (Undo there) is not the next person's news: it
        # stayed in red in their panel (a tester)
        self.chooser.show_reason("")
        self.chooser.rebuild(self.controller.state)
        self.hint_label.show_prompt(self.chooser.hint.text())
        self._show_table(self.controller.state)
        self.scene.refresh()
        self._show_passed_cards()

    def _show_passed_cards(self) -> None:
        """The cards passed into the hand of the person taking the table since they last
        held it light up, and the status bar names them (at a pass-and-play table only the
        giver's screen had told of a passed card)."""
        state = self.controller.state
        seat = state.actor
        if not 0 <= seat < len(state.players):
            return
        player = state.players[seat]
        hand = frozenset((*player.occupations, *player.minors))
        seen = self.hands_seen.get(seat)
        self.hands_seen[seat] = hand
        if seen is None:
            return
        passed = new_in_hand(self.scene, seat, seen, player)
        if not passed:
            return
        flash(self.scene, [rect for _, rect in passed], 2400)
        self._message(passed_in_hand(player_name(state, seat), [c for c, _ in passed]))

    def _news(self, text: str) -> None:
        """What a decision led to by itself: told once the table shows it (a harvest's
        "Breeding: Mei +1 cattle" stood under a pasture still showing 2 cattle while the
        finished turn waited for End turn)."""
        if not text:
            return  # (an empty message clears the status bar: the move's own words stay)
        state = self.controller.state
        if self._shown(state) is not state:
            self.news_after_turn = text
        else:
            self._message(text)

    def _passing(self, text: str) -> None:
        """``text`` (a refusal, "Nothing to finish now") holds only until the table moves."""
        self.passing_message = text
        self.passing_state = self.controller.state

    def _message(self, text: str) -> None:
        if text:
            self.statusBar().showMessage(among_han(text), 8000)
        else:
            self.statusBar().clearMessage()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.cover.isVisible():
            self.cover.setGeometry(self.view.rect())
        old, new = event.oldSize().height(), event.size().height()
        grown_by_panels = (self.isVisible() and 0 < old < new
                           and not (self.isMaximized() or self.isFullScreen())
                           and self.minimumSizeHint().height() > old)
        if not grown_by_panels:  # (a shape the player gave)
            self.panel_sides.follow(event.size().width(), new)
        self._fit_docks_to_width(event.size().width())
        # a window made taller shared the height among the panels: the idle coach took a
        # large share of it and the log shrank (a tester, 1366x768 and back to 1920x1040)
        QTimer.singleShot(0, self._fold_coach)
        if grown_by_panels:
            # grown by a panel's new minimum, not by the player (who cannot make a window
            # smaller than its minimum): a tester's 1280x720 window went to 726 pixels as
            # the coach answered beside a long decision list, its foot off the screen
            QTimer.singleShot(0, self, lambda: self._shrink_back(old))

    def _table_height(self, width: int) -> int:
        """The window's height the whole table takes drawn ``width`` pixels wide (its own,
        the menu bar's and the status bar's; the panels below it get the rest)."""
        rect = self.scene.sceneRect()
        bars = self.menuBar().sizeHint().height() + self.statusBar().sizeHint().height()
        return int(width * rect.height() / max(rect.width(), 1.0)) + bars + 8

    def _fit_docks_to_width(self, width: int) -> None:
        """In a narrow window the side panels give the table room: they may be narrowed to
        about a fifth of the window and are made a quarter of it where wider (at 800x600 they
        kept 265 pixels, the table a third of its size and the hand unreadable, a tester);
        from ``NARROW_WINDOW`` on they keep ``DOCK_LEAST`` and the width the player gave."""
        dock = self.chooser_dock
        if width >= NARROW_WINDOW or self.panel_sides.side == "below":
            dock.setMinimumWidth(DOCK_LEAST)
            return
        dock.setMinimumWidth(max(DOCK_SMALLEST, int(width * 0.2)))
        if not dock.isHidden() and not dock.isFloating() and dock.width() > int(width * 0.27):
            self.resizeDocks([dock], [int(width * 0.25)], Qt.Orientation.Horizontal)

    def _shrink_back(self, height: int) -> None:
        """Back to ``height``, the decision panel's list giving the room (it scrolls); where
        the panels still need it (the coach's advice beside the box of "End turn", no list
        to scroll), back once they no longer do (``_shrink_later``): a tester's 1280x720
        window stayed 740 pixels tall, its status bar off the screen."""
        over = self.height() - height
        if over <= 0 or self.isMaximized() or self.isFullScreen():
            return
        self._decisions_give_room(over)
        if self.minimumSizeHint().height() <= height:
            self._resize_to(height)
            self._grown_from = None
        else:
            self._grown_from = (height, self.height())

    def _shrink_later(self) -> None:
        """The window grown by the panels' minimum goes back to the height it had once they
        fit in it, unless it was resized since."""
        if self._grown_from is None:
            return
        height, grown = self._grown_from
        if self.height() != grown or self.isMaximized() or self.isFullScreen():
            self._grown_from = None
        elif self.minimumSizeHint().height() <= height:
            self._grown_from = None
            self._resize_to(height)

    def _resize_to(self, height: int) -> None:
        """``height`` tall, the window's minimum first brought up to date (the layout sets it
        on its next pass: a resize below the one it still held did nothing, and a tester's
        window stayed 6 pixels past a 720-pixel screen)."""
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.resize(self.width(), height)

    def _title(self, *args: object) -> None:
        if self.curtain is not None:
            self.setWindowTitle(tr("Agricola"))
            return
        name = self.path.name if self.path else self.unsaved_title or tr("unsaved game")
        try:
            star = "" if self.controller.stack.isClean() else "*"
        except RuntimeError:  # the window is closing
            return
        self.setWindowTitle(tr("{name} — Agricola").format(name=f"{name}{star}"))

    # --- actions -------------------------------------------------------------------------
    def _action(self, menu: object, text: str, slot: object,
                keys: Sequence[QKeySequence | str] = (), tip: str = "") -> QAction:
        """A menu entry; ``tip``: what it does, shown beside it and in the status bar while
        the pointer rests on it ("Propose feeding (F)" was never explained to a newcomer)."""
        action = QAction(text, self)
        self._menu_actions.append(action)
        if tip:
            action.setToolTip(tip)
            action.setStatusTip(tip)
        if keys:
            action.setShortcuts([QKeySequence(k) for k in keys])
        action.triggered.connect(slot)
        menu.addAction(action)  # type: ignore[attr-defined]
        return action

    def _make_actions(self) -> None:
        bar = self.menuBar()
        confirm = (self.confirm_action.isChecked() if hasattr(self, "confirm_action")
                   else confirm_turns.load())
        for old in getattr(self, "_menu_actions", []):  # rebuilt in another language
            old.deleteLater()
        self._menu_actions: list[QAction] = []
        self._table_actions: list[QAction] = []  # they act on the game at the table
        for menu_action in bar.actions():
            if menu_action.menu() is not None:
                menu_action.menu().deleteLater()
        bar.clear()
        f = bar.addMenu(tr("&File"))
        self._action(f, tr("&New game…"), self.new_game_dialog, [QKeySequence.StandardKey.New])
        self._action(f, tr("&Open…"), self.open_file, [QKeySequence.StandardKey.Open])
        self.fill_recent_menu(f.addMenu(tr("Open &recent")))
        self.resume_menu = f.addMenu(tr("Resume an &unfinished game"))
        self.resume_menu.aboutToShow.connect(self._fill_resume_menu)
        of_table = [self._action(f, tr("&Save"), self.save, [QKeySequence.StandardKey.Save]),
                    self._action(f, tr("Save &as…"), lambda: self.save_as(), ["Ctrl+Shift+S"])]
        f.addSeparator()
        self._action(f, tr("Open a re&play…"), self.open_replay, ["Ctrl+R"])
        of_table.append(self._action(f, tr("Replay &this game"), self.replay_this, []))
        of_table.append(self._action(f, tr("&Export image…"), self.export_image, ["Ctrl+E"]))
        f.addSeparator()
        self._action(f, tr("&Quit"), self.close, [QKeySequence.StandardKey.Quit])
        e = bar.addMenu(tr("&Edit"))
        e.setToolTipsVisible(True)  # a greyed Undo says why (``_word_undo``)
        self.undo_action = self._action(e, tr("&Undo"), self._undo, ["Ctrl+Z"])
        if getattr(self, "nothing_to_undo", None) is None:
            self.nothing_to_undo = QShortcut(QKeySequence("Ctrl+Z"), self)
            self.nothing_to_undo.activated.connect(self._undo)
        self.redo_action = self._action(e, tr("&Redo"), lambda: self.controller.redo(),
                                        ["Ctrl+Shift+Z", "Ctrl+Y"])
        g = bar.addMenu(tr("&Game"))
        g.setToolTipsVisible(True)
        self._action(g, tr("&Done / end turn"), self.done, ["Return", "Enter"],
                     tr("Finish the action under way, or end the turn that waits for it."))
        self._action(g, tr("&Propose feeding"), self._propose_feeding,
                     ["F"], tr("At a harvest's feeding: turn goods into food the least costly "
                               "way for what the family eats."))
        self._action(g, tr("&Erase drawn fences"), self._escape,
                     ["Escape"], tr("Wipe the fences drawn (or the pasture planned) and not "
                                    "built yet."))
        self._action(g, tr("&Score sheet"), self.show_scores, ["Ctrl+T"])
        results = self._action(g, tr("Your &results…"), self.show_results)
        self.hint_action = self._action(g, tr("&Hint"), self.ask_hint, ["H"],
                                        tr("The coach's three best moves for the person to "
                                           "move, with the final score each leads to."))
        speeds = g.addMenu(tr("C&omputer speed"))
        self.speed_actions = QActionGroup(speeds)
        for speed in bot_speed.SPEEDS:
            choice = QAction(bot_speed.label(speed), speeds)
            choice.setCheckable(True)
            choice.setChecked(speed == self.bot_speed)
            choice.setData(speed)
            self.speed_actions.addAction(choice)
            speeds.addAction(choice)
            choice.triggered.connect(lambda _=False, s=speed: self.set_bot_speed(s))
        self._table_actions = [*of_table, self.undo_action, self.redo_action,
                               *(a for a in g.actions() if a.menu() is None
                                 and a is not results)]  # (past games: no table needed)
        self.confirm_action = QAction(tr("&Confirm the end of each turn"), self)
        self._menu_actions.append(self.confirm_action)
        self.confirm_action.setCheckable(True)
        self.confirm_action.setChecked(confirm)
        self.confirm_action.triggered.connect(confirm_turns.save)  # the player's own choice
        # (Heartland's turn always ends with its draw, asked: a tester turned this off and
        # found Heartland's turns still waiting)
        confirm_tip = tr("On: after each turn the game waits for End turn (Enter), so that "
                         "the turn can still be undone. Between two people at one table it "
                         "always waits: the next person takes the table. In Heartland a turn "
                         "always ends with its draw, which you make.")
        self.confirm_action.setToolTip(confirm_tip)
        self.confirm_action.setStatusTip(confirm_tip)
        g.addAction(self.confirm_action)
        # the offers declined for the rest of the game, asked again (a tester found no way
        # back from "No, and do not ask again this game")
        self.ask_again_action = self._action(
            g, tr("Ask &again about offers answered for the game"), self._ask_again, (),
            tr("Cards whose offers you declined or accepted for the rest of the game ask "
               "again."))
        self.ask_again_action.setEnabled(False)
        g.aboutToShow.connect(lambda: self.ask_again_action.setEnabled(
            bool(self.controller.declined or self.controller.accepted)))
        v = bar.addMenu(tr("&View"))
        for dock in (self.chooser_dock, self.undo_dock, self.game_log, self.coach_panel):
            v.addAction(dock.toggleViewAction())
        # (no key reached the two tabs: a keyboard player lost the log behind History)
        self._action(v, tr("&Switch History / Game log"), self.switch_log_tab, ["F6"],
                     tr("Bring the other of the two tabs, History (undo) or Game log, to "
                        "the front."))
        v.addSeparator()
        self._action(v, tr("Zoom &in"), self.view.zoom_in,
                     [QKeySequence.StandardKey.ZoomIn])
        self._action(v, tr("Zoom &out"), self.view.zoom_out,
                     [QKeySequence.StandardKey.ZoomOut])
        self._action(v, tr("&Fit the table"), self.view.fit_table, ["Ctrl+0"])
        # the whole screen for the table (a family at a laptop found no way to fill it)
        self.full_screen_action = self._action(
            v, tr("F&ull screen"), self.toggle_full_screen, ["F11"],
            tr("The whole screen for the table; F11 again for the window as it was."))
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.setChecked(self._normal_geometry is not None)
        v.addSeparator()
        i18n.fill_language_menu(v.addMenu(tr("&Language")), self.set_language)
        h = bar.addMenu(tr("&Help"))
        h.setToolTipsVisible(True)
        self._action(h, tr("&How to play"), lambda: self.show_help("how"), ["F1"])
        self._action(h, tr("&Player aid"), lambda: self.show_help("aid"), [])
        self._action(h, tr("&Cards…"), self.show_cards, [])
        self._action(h, tr("&Keyboard shortcuts"), lambda: self.show_help("keys"), [])
        # "(the other game)": a newcomer to Agricola took Heartland's rules for a part of it
        self._action(h, tr("How to play H&eartland (the other game)"),
                     lambda: self.show_help("heartland"), [],
                     tr("Heartland is the second farm game in this program (New game ▸ "
                        "Game); Agricola does not need it."))
        # (not the action's "checked": as ``resume`` it started the lesson over unasked)
        self._action(h, tr("&Learn to play…"), lambda: self.learn_to_play(), [])
        h.addSeparator()
        self._action(h, tr("&About agricola-qt…"), self.show_about, [])
        keys_back_after_menus(bar, self.view)

    # --- help ----------------------------------------------------------------------------
    def show_cards(self) -> object:
        """Help > Cards: every card to look up (one window, kept while the game runs)."""
        from agricola_qt.ui.card_browser import CardBrowser

        if self.card_browser is None:
            self.card_browser = CardBrowser(self)
        browser: CardBrowser = self.card_browser  # type: ignore[assignment]
        browser.show()
        browser.raise_()
        browser.activateWindow()
        return browser

    def show_help(self, tab: str = "how") -> object:
        """Help > How to play (F1), Player aid, Keyboard shortcuts: one window, three tabs."""
        from agricola_qt.ui.help.window import HelpWindow

        state = self.controller.state
        if (self.help_window is not None
                and self.help_window.family != state.setup.family):  # type: ignore[attr-defined]
            self.help_window.close()  # its board pictured the other game's spaces
            self.help_window.deleteLater()
            self.help_window = None
        players = len(state.players)
        if self.help_window is None:
            self.help_window = HelpWindow(self._menu_actions, players, state.setup.family, self)
        elif self._help_players != players:
            # the aid follows the game at the table (opened during a 2-player lesson, it
            # still showed 2 players' spaces in a tester's 3-player game); a count the player
            # chose there stays while the game does
            self.help_window.aid.players.setCurrentIndex(  # type: ignore[attr-defined]
                min(players, 5) - 1)
        self._help_players = players
        self.help_window.set_actions(self._menu_actions)
        self.help_window.show_tab(tab)
        return self.help_window

    def show_about(self, parent: QWidget | None = None) -> None:
        """Help ▸ About (a Heartland window's Help asks it too)."""
        about.show_about(parent or self)

    def learn_to_play(self, resume: bool | None = None) -> object:
        """Help > Learn to play: the guided first game; a lesson left part-way is offered
        again (``resume`` answers that question without asking)."""
        from agricola_qt.ui.help.words import ui
        from agricola_qt.ui.tutorial import Lesson

        if self.lesson is None:
            self.lesson = Lesson(self)
        if resume is None and Lesson.can_resume():
            box = QMessageBox(QMessageBox.Icon.Question, ui("lesson.resume.title"),
                              ui("lesson.resume.question"), parent=self)
            carry_on = box.addButton(ui("lesson.resume"), QMessageBox.ButtonRole.AcceptRole)
            again = box.addButton(ui("lesson.restart"), QMessageBox.ButtonRole.DestructiveRole)
            box.addButton(QMessageBox.StandardButton.Cancel)
            box.exec()
            clicked = box.clickedButton()
            if clicked is not carry_on and clicked is not again:
                return self.lesson
            resume = clicked is carry_on
        if not self.maybe_save():
            return self.lesson
        self.lesson.begin(bool(resume))
        return self.lesson

    def set_language(self, code: str) -> None:
        """View > Language: remember the choice and show every word again in it."""
        i18n.save_language(code)
        i18n.install(QCoreApplication.instance(), code)
        self.retranslate()

    def retranslate(self) -> None:
        from agricola_qt.ui.board_items import MajorItem
        from agricola_qt.ui.text import card_help
        from agricola_qt.ui.tokens import GoodToken, TileItem

        self.chooser_dock.setWindowTitle(tr("Your decision"))
        self.undo_dock.setWindowTitle(tr("History (undo)"))
        self.undo_view.setEmptyLabel(history_start(self.controller.barrier))
        self.undo_view.setToolTip(history_tip())
        self._title()
        stack = self.controller.stack
        for i in range(stack.count()):  # the history, worded again in the new language
            command = stack.command(i)
            if hasattr(command, "retranslate"):
                command.retranslate()  # type: ignore[union-attr]
        self.undo_view.reset()
        self.game_log.retranslate()
        self.coach_panel.retranslate()
        self.step_bar.retranslate()
        self.cover.retranslate()
        state = self.controller.state
        if self.cover.stage == "pass" and 0 <= state.actor < len(state.players):
            self.cover.show_for(player_name(state, state.actor), handed_for(state, state.actor))
        if self.chooser.hidden_info:  # the covered panel's line, in the new language too (a
            # tester's "Mei：你的回合结束了。" stood in an English window)
            self.chooser.hidden_hint = self.cover.label.text() if self.cover.active else ""
        self._make_actions()
        self._update_actions()
        self.scene.draw_everything_again()  # painted words are kept: draw them anew
        self.scene.cards.retranslate()  # the hand's notes are worked out again in it
        for item in self.scene.items():
            if isinstance(item, MajorItem):
                item.setToolTip(card_help(item.card_id))
            elif isinstance(item, TileItem):
                item.setToolTip(item.help_text())
            elif isinstance(item, GoodToken):
                item.setToolTip(table_tr(
                    "Drag onto one of your cooking improvements to turn it into food."))
        self.scene.refresh()
        self.chooser.rebuild(self._shown(self.controller.state))
        self.hint_label.show_prompt(self.chooser.hint.text())
        self._title()
        if self.help_window is not None:
            self.help_window.set_actions(self._menu_actions)  # type: ignore[attr-defined]
            self.help_window.retranslate()  # type: ignore[attr-defined]
        if self.lesson is not None:
            self.lesson.retranslate()  # type: ignore[attr-defined]
        if self.card_browser is not None:
            self.card_browser.retranslate()  # type: ignore[attr-defined]

    def done(self) -> None:
        """Return: build drawn or planned fences, else finish the current action ("done"),
        else feed a family that the food held covers."""
        c = self.controller
        if c.waiting_bot >= 0 and not self.cover.active:  # stepping through: Next
            c.step_bot()
            return
        if self.cover.active:
            if self.cover.stage == "confirm":
                self._end_turn()
            else:
                self.cover.close_bar()
                self._handoff_done()
            return
        if self._computer_moves():
            return
        if c.fence_plan is not None and c.fence_plan.moves:
            c.confirm_fences()
            return
        if any(m.verb == "fence-build" for m in c.legal()):
            # a pasture planned by clicking cells: Enter builds it, as the drawn fences
            # (it said "Nothing to finish now" with "Build 4 fences" on the panel, a tester)
            c.play("fence-build")
            return
        if any(m.verb == "done" for m in c.legal()):
            c.play("done")
            return
        feed = self._plain_feeding()
        if feed is not None:  # the one way to feed, all of it paid in food: Enter feeds
            c.play(feed)
        elif c.state.frame is not None and c.legal():
            # a question waits (a feeding to pay with goods): Enter cannot answer it, the
            # panel can (a keyboard player read "Nothing to finish now" at a feeding)
            self._passing(tr("Enter has nothing to finish here: choose an answer in the "
                             "panel (Tab reaches the answers)."))
            self._message(self.passing_message)
        else:
            self._passing(tr("Nothing to finish now."))
            self._message(self.passing_message)

    def toggle_full_screen(self) -> None:
        """View ▸ Full screen (F11): the window fills the screen, or goes back to where and
        how large it was.  Without a window manager to honour the request (a kiosk, a bare X
        session) the window is laid over the whole screen by itself."""
        if self._normal_geometry is not None:
            was, self._normal_geometry = self._normal_geometry, None
            self.showNormal()
            self.setGeometry(was)
        else:
            self._normal_geometry = self.geometry()
            self.showFullScreen()
            screen = self.screen()
            if screen is not None and self.geometry() != screen.geometry():
                self.setGeometry(screen.geometry())
        self.full_screen_action.setChecked(self._normal_geometry is not None)

    def _computer_moves(self) -> bool:
        """Whether a computer player is to move (said in the status bar): a key of the Game
        menu then does nothing.  An Enter pressed while a computer built fences played its
        "fence-build" as a person's answer: the computer stopped half-way, its move in the
        person's undo (a tester)."""
        if not self.controller.is_bot_turn():
            return False
        self._passing(tr("Wait: a computer player is thinking."))
        self._message(self.passing_message)
        return True

    def _propose_feeding(self) -> None:
        if not self._computer_moves():
            self.controller.propose_feeding()

    def _plain_feeding(self) -> Move | None:
        """The feeding move when the family is fed in one way from the food held (no begging
        card, nothing to convert): then Return feeds, as the only button would."""
        from agricola_qt.engine.harvest import food_needed

        c = self.controller
        state = c.state
        frame = state.frame
        if frame is None or frame.kind != "feed" or c.offered is not None:
            return None
        if state.players[frame.player].goods.food < food_needed(state, frame.player):
            return None
        feeds = [m for m in c.legal() if m.verb == "feed"]
        return feeds[0] if len(feeds) == 1 else None

    def show_results(self) -> None:
        """Game > Your results: the games finished at this table."""
        from agricola_qt.ui.results_dialog import show_results

        show_results(self)

    def _record_result(self, state: GameState) -> None:
        """A game just finished at this table goes into Your results (once: an undo and the
        last move again, or the game opened again, add nothing).  Only the player's own
        window keeps results, like its autosaves (a test's window writes no files).  The
        guided first game is a lesson, not counted (a newcomer's record began "won 0 of 1")."""
        if not self.use_autosave or self.branched or self._lesson_game():
            return
        from agricola_qt.records.results import ResultBook, game_key, result_of

        c = self.controller
        ResultBook().add(result_of(state, c.seats, game_key(state, c.moves)))

    def _record_words(self, state: GameState) -> str:
        """The people's record against this game's computers ("Against the computer
        (expert): won 3 of 5"), for the sheet of a finished game this window counted."""
        bots = [b for b in self.controller.seats if b]
        if not (state.is_over and self.use_autosave and bots and self.controller.humans):
            return ""
        if self.branched:
            return tr("Played on from a replay: not counted in Your results.")
        if self._lesson_game():
            return tr("The guided first game: not counted in Your results.")
        from agricola_qt.records.results import ResultBook, seat_kind, tally
        from agricola_qt.ui.results_dialog import standing_lines

        t = tally(ResultBook().results())
        return "\n".join(standing_lines(t, "agricola", {seat_kind(b) for b in bots}))

    def _lesson_game(self) -> bool:
        """Is the game at the table the guided first game's (Help > Learn to play)?"""
        return bool(self.lesson is not None and getattr(self.lesson, "active", False))

    def _sheet_of_end(self) -> bool:
        """Is the finished game's score sheet open?  (A score estimate looked at during the
        game, still counted as "the sheet", kept the final one from opening at the end.)"""
        sheet = self.score_dialog
        return (sheet is not None and shiboken6.isValid(sheet) and sheet.isVisible()
                and sheet.state.is_over)

    def _undo(self) -> None:
        """Edit > Undo: the last stroke of fences being drawn first (they are no decision
        of the game's: Ctrl+Z threw a tester's whole drawing away and undid the decision
        before it), else the last decision."""
        from agricola_qt.ui.scene import Gesture

        if self._undo_hand_off():
            return
        actor = self.controller.state.actor
        back = self.scene.undo_fence_stroke(actor) if actor >= 0 else None
        if back is None:
            self.controller.undo()
        elif back:
            self.scene.gesture.emit(Gesture("fences", actor, "", str(back)))
        else:
            self.controller.cancel_fences()

    def _undo_hand_off(self) -> bool:
        """Undo at a hand-off nobody has taken yet ("Pass to Jonas", not clicked): the
        finished turn waits for "End turn" again, Undo at hand (the next person has seen
        nothing; a tester had pressed Enter once too often).  False where it cannot."""
        if not (self.cover.active and self.cover.stage == "pass"):
            return False
        person = self.controller.reopen_handed_turn(self.game_log.states)
        if person is None:
            return False
        self.cover.close_bar()
        self.last_human = person
        self.turn_confirmed = False
        self.scene.private_for = person
        self._state_changed(self.controller.state)
        return True

    def show_scores(self) -> None:
        """Game > Score sheet (or estimate): one sheet at a time (an open one comes to the
        front, brought up to date)."""
        self._open_scores()

    def switch_log_tab(self) -> None:
        """F6: the History or the Game log tab in front, whichever is behind (or hidden)."""
        log_shown = self.game_log.isVisible() and not self.game_log.visibleRegion().isEmpty()
        dock = self.undo_dock if log_shown else self.game_log
        dock.show()
        dock.raise_()

    def _open_scores(self, activate: bool = True) -> None:
        """``show_scores``; ``activate`` False: the sheet shown without taking the keyboard
        (kept apart from the menu's slot, which Qt would hand its "checked" flag)."""
        state = self._shown(self.controller.state)  # (not a turn waiting for End turn)
        open_sheet = self.score_dialog
        if (open_sheet is not None and shiboken6.isValid(open_sheet)
                and open_sheet.isVisible() and open_sheet.state is state):
            open_sheet.take_keys()
            return
        self.score_dialog = ScoreSheetDialog(state, self, self.controller.moves,
                                             self.scene.colours, self._record_words(state),
                                             reviewable=bool(self.controller.humans),
                                             unsaved=self.path is None or self.saved_moves
                                             != len(self.controller.moves))
        self.score_dialog.next_solo.connect(self.next_solo_game)
        self.score_dialog.save_requested.connect(self._save_from_sheet)
        self.score_dialog.review_requested.connect(self.review_this)
        self.score_dialog.play_again.connect(self.play_again)
        self.score_dialog.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating,
                                       not activate)
        self.score_dialog.show()
        if activate:
            self.score_dialog.take_keys()

    def play_again(self) -> None:
        """Score sheet > Play again: the same players, seats, colours and decks, with a new
        deal and a new order of round cards (a new seed, as the New game dialog draws one);
        a table that drafted its hands drafts the new ones too."""
        if not self.maybe_save():
            return
        old = self.controller.state.setup
        setup = self._new_deal(old.players, old.family)
        seats = list(self.controller.seats)
        if old.drafted:
            chosen = self._drafted(setup, seats)
            if chosen is None:  # the draft given up: the finished game stays
                return
            setup = chosen
        self.start(setup, seats, colours=self.scene.colours)

    def _drafted(self, setup: Setup, seats: Sequence[str | None]) -> Setup | None:
        """``setup`` with the hands the table drafts (``ui/draft_dialog.py``); None when the
        draft is given up."""
        from agricola_qt.ui.draft_dialog import draft_hands

        with self.controller.bots_held():
            chosen = draft_hands(setup, seats, self)
        self.activateWindow()  # the keys go to the table again
        return chosen

    def _new_deal(self, players: int, family: bool, solo: object = None) -> Setup:
        """This game's setup dealt again: its decks and names, a new random seed."""
        import random

        old = self.controller.state.setup
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeckShortWarning)
            return new_setup(players, family=family, decks=old.decks or ("E",),
                             seed=random.randrange(1_000_000), solo=solo,  # type: ignore[arg-type]
                             names=old.names)

    def next_solo_game(self, series: object) -> None:
        """Start the next game of a solo series (a fresh random setup)."""
        self.start(self._new_deal(1, False, series), [None])

    # --- files ---------------------------------------------------------------------------
    def _records(self) -> object | None:
        try:
            from agricola_qt.records import agr
        except ImportError:
            QMessageBox.information(self, tr("Not available"),
                                    tr("Saving and loading games is not available yet."))
            return None
        return agr

    def maybe_save(self) -> bool:
        """Ask about unsaved changes; False when the player cancels.  An unfinished game the
        autosave keeps is not asked about: File > Resume an unfinished game opens it again.
        A finished one is (Resume does not offer it: a game played on from a file to its end
        was replaced by File > Open without a word, the file still at round 8)."""
        if not self.ask_to_save or self.controller.stack.isClean() or not self.controller.moves:
            return True
        if self._lesson_guides():
            from agricola_qt.ui.help.words import ui

            self._message(ui("lesson.kept"))
            return True
        if (self.use_autosave and self.autosave_game is not None and not self.autosave_error
                and not self.controller.state.is_over):
            self._message(tr("This game is kept: File ▸ Resume an unfinished game opens it "
                             "again."))
            return True
        if self.path is not None:
            return self._ask_save_into(self.path)
        # a finished game: why save it ("Save the current game first?" after the score sheet
        # puzzled a tester: the game was over)
        question = (tr("The game is over. Save it to a file, to replay or study it later?")
                    if self.controller.state.is_over else tr("Save the current game first?"))
        answer = QMessageBox.question(
            self, tr("Unsaved changes"), question,
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Cancel:
            return False
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return True

    def _ask_save_into(self, path: Path) -> bool:
        """The unsaved game came from ``path``: save into it, as a new file (the default: a
        tester's checkpoint at round 10 was one Enter from being replaced by the finished
        game), or not; False when the player cancels."""
        box = QMessageBox(QMessageBox.Icon.Question, tr("Unsaved changes"),
                          tr("Save the current game into {file} first?").format(file=path.name),
                          QMessageBox.StandardButton.Discard
                          | QMessageBox.StandardButton.Cancel, self)
        box.setInformativeText(tr("Saving into it replaces the game the file holds now."))
        into = box.addButton(tr("Save into {file}").format(file=path.name),
                             QMessageBox.ButtonRole.AcceptRole)
        new_file = box.addButton(tr("Save as a new file…"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(new_file)
        with self.controller.bots_held():
            box.exec()
        chosen = box.clickedButton()
        if chosen is into:
            return self.save_to(path)
        if chosen is new_file:
            return self.save_as(new_file=True)
        return chosen is box.button(QMessageBox.StandardButton.Discard)

    def new_game_dialog(self) -> bool:
        """Game > New game: whether a game (or the lesson) was begun."""
        from agricola_qt.ui.new_game import NewGameDialog

        if not self.maybe_save():
            return False
        dialog = NewGameDialog(self)
        dialog.offer_resume(self._resumable())
        curtain = self.curtain
        if curtain is not None:  # the start screen names the game the dialog has chosen
            curtain.show_heartland(dialog.is_heartland())
            dialog.variant.currentIndexChanged.connect(
                lambda: curtain.show_heartland(dialog.is_heartland()))
        with self.controller.bots_held():
            accepted = dialog.exec()
        if curtain is not None:
            curtain.show_heartland(False)
        # the keys go to the table again (without a window manager to hand the focus back,
        # H, Ctrl+Z and the arrows went nowhere until the player clicked the table)
        self.activateWindow()
        if dialog.wants_lesson:
            self.learn_to_play()
            return True
        if dialog.wants_file:
            return self.open_file()
        if dialog.wants_resume is not None:
            return self.resume_file(dialog.wants_resume)  # type: ignore[arg-type]
        if not accepted:
            return False
        if dialog.is_heartland():  # Heartland plays in a window of its own
            from agricola_qt.app.heartland_hooks import start_from_dialog

            return start_from_dialog(self, dialog) is not None
        setup, seats = dialog.result_setup()
        if dialog.wants_draft():
            chosen = self._drafted(setup, seats)
            if chosen is None:  # the draft given up: no game begun
                return False
            setup = chosen
        self.start(setup, seats, colours=dialog.colour_slots())
        return True

    def _resumable(self) -> list[tuple[str, object]]:
        """The unfinished autosaved games besides the one at the table, newest first, in
        the words of File ▸ Resume (for the New game dialog)."""
        try:
            from agricola_qt.records.autosave import AutosaveStore

            entries = AutosaveStore().unfinished()
        except Exception:  # noqa: BLE001 - no autosave folder to read: nothing to offer
            return []
        current = getattr(self.autosave_game, "path", None)
        return [(entry_words(e), e.path) for e in entries if e.path != current]

    def open_file(self) -> bool:
        """File > Open: whether a game was opened."""
        agr = self._records()
        if agr is None or not self.maybe_save():
            return False
        with self.controller.bots_held():
            name, _ = QFileDialog.getOpenFileName(self, tr("Open a game"),
                                                  remembered.dialog_start(), tr(FILE_FILTER))
        if not name:
            return False
        remembered.chose(name)
        return self.load(Path(name))

    def open_recent(self, path: Path) -> None:
        """File > Open Recent."""
        if self._records() is not None and self.maybe_save():
            self.load(path)

    def _fill_resume_menu(self) -> None:
        self.fill_resume_menu(self.resume_menu)

    def fill_recent_menu(self, menu: QMenu) -> None:
        """File > Open recent in ``menu`` (a Heartland window's File menu has it too)."""
        remembered.fill_recent_menu(menu, self.open_recent)

    def fill_resume_menu(self, menu: QMenu, besides: Path | None = None,
                         over_table: bool = False) -> None:
        """File > Resume an unfinished game: the autosaved games not over, newest first (the
        one at the table left out, and ``besides``: a Heartland window's own, whose File
        menu lists them too; ``over_table``: that window's menu, where the game at the table
        comes first, reached by closing the window)."""
        menu.clear()
        try:
            from agricola_qt.records.autosave import AutosaveStore

            store = AutosaveStore()
            every = store.entries()
            entries, damaged = store.unfinished(every), store.damaged(every)
        except Exception:  # no readable autosave folder: nothing to offer
            entries, damaged = [], []
        current = getattr(self.autosave_game, "path", None)
        at_table = next((e for e in entries if e.path == current), None)
        entries = [e for e in entries if e.path not in (current, besides)]
        if over_table and at_table is not None and not self.controller.state.is_over:
            # from a Heartland window: the game at the table behind it, back to it by closing
            # that window (a tester found it missing and thought the farm game lost)
            from agricola_qt.app.heartland_hooks import leave_open_games

            action = menu.addAction(tr("{game} — at the table behind this window").format(
                game=entry_words(at_table)).replace("&", "&&"))
            action.triggered.connect(lambda _=False: leave_open_games(self))
        for entry in entries:
            action = menu.addAction(entry_words(entry).replace("&", "&&"))
            action.setToolTip(str(entry.path))
            action.setStatusTip(str(entry.path))
            action.triggered.connect(lambda _=False, p=entry.path: self.resume_file(p))
        if damaged:
            menu.addSeparator()
        from datetime import datetime

        for entry in damaged:
            # opened as File ▸ Open opens a damaged file: the moves that read well, offered
            # as a new game, the file left as it is
            when = datetime.fromtimestamp(entry.modified).strftime("%Y-%m-%d %H:%M")
            action = menu.addAction(tr("Damaged, saved {when}: open the moves that can be "
                                       "read…").format(when=when))
            action.setToolTip(f"{entry.path}\n{entry_words(entry)}")
            action.setStatusTip(str(entry.path))
            action.triggered.connect(lambda _=False, p=entry.path: self.open_recent(p))
        if not menu.actions():
            menu.addAction(tr("No unfinished games")).setEnabled(False)

    def resume_file(self, path: Path) -> bool:
        """Go on with an autosaved game (its later moves are saved into the same file)."""
        if self._records() is None or not self.maybe_save():
            return False
        return self.load(path, resume=True)

    def load(self, path: Path, resume: bool = False) -> bool:
        """Open a saved game; ``resume``: an autosave, whose file keeps being written."""
        agr = self._records()
        if agr is None:
            return False
        game = None
        from agricola_qt.app.heartland_hooks import open_if_heartland

        opened = open_if_heartland(self, path, resume)  # a window of its own
        if opened is not None:
            if opened and resume:
                mark_resumed(path)
            elif opened:
                remembered.add_recent(path)
            return opened
        from agricola_qt.app.heartland_hooks import leave_open_games

        if not leave_open_games(self):  # a Heartland window over the table would hide it
            return False
        try:
            if resume:
                from agricola_qt.records.autosave import AutosaveStore

                game = AutosaveStore().resume(path)
                record, states = game.record, game.states
            else:
                record, states = agr.load_game(path)  # type: ignore[attr-defined]
        except Exception as error:  # RecordError and anything unexpected: a message
            salvaged = self._moves_before_damage(path, error, offer=not resume)
            if salvaged is None:
                return False
            record, states, salvaged_title = salvaged  # a new game of them: the file stays
            from attrs import evolve

            from agricola_qt.records.agr import now_text

            # begun now: its autosave, offered to resume, bore the damaged file's start and
            # could not be told from the game it came from
            record = evolve(record, date=now_text())
            self._open_record(record, states, None, None)
            self.unsaved_title, self.salvaged_from = salvaged_title, path.name
            self._title()
            return True
        self._open_record(record, states, None if resume else path, game)
        if not resume:
            remembered.add_recent(path)
        elif game is not None:
            self._resumed_title(game)
            mark_resumed(path)
        return True

    def _moves_before_damage(self, path: Path, error: Exception, offer: bool = True,
                             title: str | None = None
                             ) -> tuple[GameRecord, list[GameState], str] | None:
        """What of a damaged game there is to ``offer`` and the player chooses to open, with
        the title it goes by: the game up to the line at fault, every move (only the result
        written after them is at fault), or the whole game with its one bad move mended
        (``agr.mended``); else None, the player told why the file does not open."""
        from agricola_qt.records.agr import (
            OTHER_ENCODINGS,
            after_end,
            mended,
            moves_before_damage,
            read_bytes,
            recoded,
            result_damaged,
        )
        from agricola_qt.records.errors import RecordError
        from agricola_qt.ui.record_problem import (
            encoding_name,
            offer_moves_before_damage,
            offer_recoded,
            warn_unreadable,
        )
        from agricola_qt.ui.text import move_label

        salvaged, whole, trailing, mend, recode = None, False, False, None, None
        if offer and isinstance(error, RecordError):
            try:
                data = read_bytes(path)
                # a Traditional Chinese table reads Big5 first (its bytes read as GB18030 too)
                recode = recoded(data, error, ("big5", "gb18030") if i18n.current() == "zh_TW"
                                 else OTHER_ENCODINGS)
                salvaged = moves_before_damage(data, error)
                whole = result_damaged(data, error)
                trailing = after_end(data, error)
                mend = None if salvaged is None or whole else mended(data, error)
            except Exception:  # noqa: BLE001 - nothing more to offer than the message
                salvaged = None
        title = title or tr("Cannot open the game")
        # the game at the table waits while the message is read (a computers' game went
        # from round 9 to round 12 behind it)
        with self.controller.bots_held():
            if recode is not None:  # (another program's encoding: the whole game reads)
                if not offer_recoded(self, title, error, len(recode[0].moves), recode[2]):
                    return None
                return recode[0], recode[1], tr("{name}, read as {encoding} text").format(
                    name=path.name, encoding=encoding_name(recode[2]))
            if salvaged is None:
                warn_unreadable(self, title, error)
                return None
            mending = None if mend is None else (
                mend[2], None if mend[3] is None else move_label(mend[1][mend[2] - 1], mend[3]),
                len(mend[0].moves))
            choice = offer_moves_before_damage(self, title, error, len(salvaged[0].moves),
                                               whole, mending, trailing)
        name = path.name
        if choice == "mended" and mend is not None:
            if mend[3] is None:  # (a line that was no move, left out)
                return mend[0], mend[1], tr("{name}, line {line} left out").format(
                    name=name, line=error.line if isinstance(error, RecordError) else 0)
            return mend[0], mend[1], tr("{name}, move {n} mended").format(name=name, n=mend[2])
        if choice == "first":
            return (*salvaged, _salvaged_title(name, len(salvaged[0].moves), whole, trailing))
        return None  # (the offer told the problem)

    def _open_record(self, record: GameRecord, states: list[GameState], path: Path | None,
                     game: AutosaveGame | None) -> None:
        """Seat a loaded record's game at the table (its computers, its colours)."""
        # a computer of a level this version does not know (a newer version's, or a file
        # edited by hand) plays at Medium, and is said to: it sat as a person, silently, and
        # the game waited for a tester to play its turn
        unknown = [i for i, s in enumerate(record.seats)
                   if s.kind == "bot" and not self._bot_known(s.level)]
        seats = [None if s.kind != "bot" else UNKNOWN_LEVEL_PLAYS if i in unknown
                 else s.level for i, s in enumerate(record.seats)]
        from agricola_qt.ui.palette import slot_of_colour

        colours = [slot_of_colour(seat.colour, i) for i, seat in enumerate(record.seats)]
        if len(set(colours)) != len(colours):
            colours = []
        self.start(record.setup, seats, record.moves, states=states, path=path,
                   autosave_game=game, colours=colours)
        self.opened_record = record  # saving keeps its header (date, unknown fields, seats)
        if unknown:
            from agricola_qt.ui.new_game import BOT_LABELS

            self.statusBar().showMessage(among_han(tr(
                "The computer level “{level}” of {name} is unknown to this version: it "
                "plays at the level {used}.").format(
                    level=record.seats[unknown[0]].level,
                    name=player_name(self.controller.state, unknown[0]),
                    used=tr(BOT_LABELS[UNKNOWN_LEVEL_PLAYS]))), 30_000)

    def _resumed_title(self, game: AutosaveGame) -> None:
        """A resumed game saves to the player's own file of it again, if it has one (its
        later moves unsaved); else it is named by when it began, not "unsaved game"."""
        saved = game.saved_as()
        c = self.controller
        if saved is not None and saved[0].is_file() and saved[1] <= len(c.moves):
            self.path, self.saved_moves = saved
            if saved[1] != len(c.moves):
                c.stack.resetClean()
        else:
            self.unsaved_title = tr("game started {date} (autosaved)").format(
                date=game.started().strftime("%Y-%m-%d %H:%M"))
        self._title()

    @staticmethod
    def _bot_known(level: str) -> bool:
        try:
            from agricola_qt.ai.registry import BOT_NAMES
        except ImportError:
            return False
        return level in BOT_NAMES

    def _save_from_sheet(self) -> None:
        """The score sheet's "Save the game…": saved, the button says so.  It always asks
        where: a game opened from a file and played on to its end was written over that file
        without a word (a couple's "round 8" save); the name offered then is a new one beside
        it."""
        sheet = self.score_dialog
        if self.save_as(new_file=self.path is not None) and sheet is not None:
            sheet.mark_saved()

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self, new_file: bool = False) -> bool:
        """File > Save as; ``new_file``: the name offered is one no file has yet ("Save as a
        new file…" offered the very file it was not to replace, a tester)."""
        start = remembered.dialog_start(self._file_name())
        if new_file and self.path is not None:  # beside the game's file, not over it
            start = str(remembered.unused_name(self.path))
        elif new_file or self.path is None:
            # (a game never saved: another game of the same players and day had the name)
            start = str(remembered.unused_name(Path(start)))
        name, _ = QFileDialog.getSaveFileName(self, tr("Save the game"), start,
                                              tr(FILE_FILTER))
        if not name:
            return False
        remembered.chose(name)
        path = Path(name)
        if path.suffix != ".agr":
            path = path.with_suffix(".agr")
        return self.save_to(path)

    def _file_name(self) -> str:
        """A name to save the game under: its file's, else the day and the players
        ("2026-12-05 Mei, Jonas.agr"; every game was offered as "game.agr")."""
        if self.path is not None:
            return self.path.name
        if self.salvaged_from and self.unsaved_title.startswith(self.salvaged_from):
            # a damaged file's game, read as its title says ("x.agr, move 14 mended"): the
            # name says so too (a tester's mended game was offered a plain new name)
            stem = self.unsaved_title.replace(".agr", "", 1)
            return re.sub(r'[\\/:*?"<>|\x00-\x1f]', "", stem).strip()[:120] + ".agr"
        from datetime import date

        # the table's own list mark ("小梅、阿明", not "小梅, 阿明"; a tester)
        names = table_tr(", ").join(player_name(self.controller.state, i)
                                    for i in range(len(self.controller.state.players)))
        if self.branched:  # not the name of the game it was played on from
            names += " " + tr("(played on from round {n})").format(n=self.branch_round)
        name = re.sub(r'[\\/:*?"<>|\x00-\x1f]', "", f"{date.today().isoformat()} {names}")
        return name.strip()[:120] + ".agr"

    def save_to(self, path: Path) -> bool:
        agr = self._records()
        if agr is None:
            return False
        c = self.controller
        try:
            record = agr.record_for_save(  # type: ignore[attr-defined]
                self.opened_record, c.state.setup, c.moves, seats=self.seats_for_record())
            agr.save_record(path, record)  # type: ignore[attr-defined]
        except Exception as error:
            from agricola_qt.records.atomic import WriteProtected
            from agricola_qt.ui.save_problem import warn_unsaved

            warn_unsaved(self, tr("Cannot save"), str(path), error)
            if isinstance(error, WriteProtected):  # kept under another name, if the player will
                return self.save_as(new_file=True)
            return False
        self.path = path
        self.saved_moves = len(c.moves)
        c.stack.setClean()
        remembered.add_recent(path)
        if self.autosave_game is not None:  # a resumed game saves to this file again
            try:
                self.autosave_game.note_saved_as(  # type: ignore[attr-defined]
                    path, self.saved_moves)
            except Exception as error:  # the file is saved; only the autosave did not follow
                self._autosave_failed(error)
        self._title()
        self._message(tr("Saved to {path}").format(path=str(path)))
        return True

    def _saved_as_fields(self) -> tuple[tuple[str, str], ...]:
        """The autosave's note of the player's own file of this game (none if unsaved)."""
        if self.path is None:
            return ()
        from agricola_qt.records.autosave import saved_as_fields

        return saved_as_fields(self.path, self.saved_moves)

    def seats_for_record(self) -> list[object]:
        """Seats as the record stores them: colour name, person or bot (with its level)."""
        from agricola_qt.records.model import Seat
        from agricola_qt.ui.palette import COLOUR_NAMES

        opened = getattr(self.opened_record, "seats", ())
        out = []
        for i, level in enumerate(self.controller.seats):
            colour = COLOUR_NAMES[self.scene.slot(i) % len(COLOUR_NAMES)]
            if (level == UNKNOWN_LEVEL_PLAYS and i < len(opened) and opened[i].kind == "bot"
                    and not self._bot_known(opened[i].level)):
                level = opened[i].level  # a stand-in: saved as the file had it
            out.append(Seat(colour, "bot", level) if level else Seat(colour))
        return out

    def _lesson_guides(self) -> bool:
        """Is the guided lesson running at the table, short of its end?  Once it is done the
        game is the player's ("From here the game is yours"): autosaved and kept as any
        other (a newcomer's round-12 game was lost to New game, told the lesson kept it)."""
        return self.lesson is not None and bool(self.lesson.guiding())  # type: ignore[attr-defined]

    def autosave_now(self) -> None:
        """Write the game's autosave now (the lesson's game, once the lesson is done)."""
        self._autosave()

    def _autosave(self, *args: object) -> None:
        # the lesson keeps its own moves (Help ▸ Learn to play carries on): autosaved too,
        # each lesson carried on began another file, listed under Resume as a family game
        # and resumed without the lesson; left, its game is autosaved from its next move
        if not self.use_autosave or self._lesson_guides():
            return
        try:
            if self.autosave_game is None:
                if not self.controller.moves:
                    return
                from agricola_qt.records.autosave import AutosaveStore

                self.autosave_game = AutosaveStore().begin(
                    self.controller.state.setup, seats=self.seats_for_record(),
                    date=getattr(self.opened_record, "date", None) or None,
                    extra=self._saved_as_fields())
            # one save however many moves changed (a move, an undo, a loaded game)
            self.autosave_game.sync(self.controller.moves)  # type: ignore[attr-defined]
            if self.autosave_error:  # the last save failed: write the whole game again
                self.autosave_game.save()  # type: ignore[attr-defined]
        except Exception as error:  # autosave must never stop a game; the next move retries
            self._autosave_failed(error)
            return
        if self.autosave_error:
            self.autosave_error = ""
            self.autosave_warning.hide()
            self._message(tr("Autosave works again: the game is saved."))

    def _autosave_failed(self, error: Exception) -> None:
        why = getattr(error, "strerror", None) or str(error) or type(error).__name__
        first = not self.autosave_error
        self.autosave_error = why
        self.autosave_warning.setText(tr("⚠ This game is not being saved"))
        self.autosave_warning.setToolTip(tr(
            "Autosave failed: {why}. It is tried again after every move; use File > Save "
            "as… to keep the game somewhere else.").format(why=why))
        self.autosave_warning.show()
        if first:
            self._message(tr("Autosave failed: {why}").format(why=why))

    def export_image(self) -> None:
        from agricola_qt.ui.render import render_image

        name, _ = QFileDialog.getSaveFileName(self, tr("Export image"),
                                              remembered.dialog_start("table.png"), "PNG (*.png)")
        if name:
            remembered.chose(name)
            ok = render_image(self.controller.state).save(name, "PNG")
            self._message(tr("Image saved") if ok else tr("Could not write the image"))

    # --- replays -------------------------------------------------------------------------
    def open_replay(self) -> None:
        agr = self._records()
        if agr is None:
            return
        name, _ = QFileDialog.getOpenFileName(self, tr("Open a replay"),
                                              remembered.replay_start(), tr(FILE_FILTER))
        if not name:
            return
        remembered.chose(name)
        self.open_replay_file(name)

    def open_replay_file(self, name: str) -> None:
        """The replay viewer on the record at ``name`` (Heartland's in its own viewer)."""
        agr = self._records()
        if agr is None:
            return
        from agricola_qt.app.heartland_hooks import open_replay_if_heartland

        if open_replay_if_heartland(self, Path(name)) is not None:  # its own viewer
            return
        title = Path(name).name
        try:
            record, states = agr.load_game(name)  # type: ignore[attr-defined]
        except Exception as error:  # the moves before the damage, as File > Open offers them
            salvaged = self._moves_before_damage(Path(name), error,
                                                 title=tr("Cannot open the replay"))
            if salvaged is None:
                return
            record, states, title = salvaged
        from agricola_qt.ui.palette import slot_of_colour

        colours = [slot_of_colour(seat.colour, i) for i, seat in enumerate(record.seats)]
        from agricola_qt.records.model import BOT

        humans = [i for i, seat in enumerate(record.seats) if seat.kind != BOT]
        seats = [seat.level or "easy" if seat.kind == BOT else None for seat in record.seats]
        self.show_replay(record.setup, list(record.moves), states, title,
                         colours if len(set(colours)) == len(colours) else [], humans, seats)

    def replay_this(self) -> object:
        c = self.controller
        state = new_game(c.state.setup)
        states = [state]
        for move in c.moves:
            state = apply(state, move, checked=False)
            states.append(state)
        viewer = self.show_replay(c.state.setup, list(c.moves), states, tr("this game"),
                                  list(self.scene.colours), sorted(c.humans), c.seats)
        self._replays_of_this_game.append(viewer)  # type: ignore[arg-type]
        return viewer

    def review_this(self) -> object:
        """The score sheet's "Review this game": the replay, its review under way."""
        viewer = self.replay_this()
        # (a review kept from before is shown at once: no new run)
        if not viewer.review.kept_from:  # type: ignore[attr-defined]
            viewer.review.start()  # type: ignore[attr-defined]
        return viewer

    def show_replay(self, setup: Setup, moves: list[Move], states: list[GameState],
                    title: str, colours: Sequence[int] = (),
                    humans: Sequence[int] = (),
                    seats: Sequence[str | None] | None = None) -> object:
        """``seats``: who plays each seat when the game is played on from the replay (a
        computer's level, None for a person); by default the people of ``humans``."""
        from agricola_qt.ui.replay_viewer import ReplayViewer

        viewer = ReplayViewer(setup, moves, states, self, title, colours, humans)
        if seats is None or len(seats) != setup.players:
            seats = [None if i in humans else "easy" for i in range(setup.players)]
        viewer.play_from_here.connect(  # the replay's table at that move: no replaying
            lambda s, m, v=viewer, k=list(seats): self._play_from(
                s, m, k, v.colours, v.states[:len(m) + 1]))
        viewer.reviewed.connect(self.game_log.mark_mistakes)  # the log shows the verdicts too
        viewer.show_kept_review()
        viewer.show()
        self.replay_viewer = viewer
        return viewer

    def replay_at(self, index: int) -> object:
        """A line of the game log was clicked: the replay of this game at that moment."""
        log = self.game_log
        if log.setup is None or not log.states:
            return None
        viewer = self.show_replay(log.setup, list(log.moves), list(log.states),
                                  tr("this game"), list(self.scene.colours),
                                  sorted(self.controller.humans), self.controller.seats)
        self._replays_of_this_game.append(viewer)  # type: ignore[arg-type]
        viewer.go(index)  # type: ignore[attr-defined]
        return viewer

    def _play_from(self, setup: Setup, moves: list[Move],
                   seats: Sequence[str | None] | None = None, colours: Sequence[int] = (),
                   states: Sequence[GameState] | None = None) -> None:
        """Replay > Play from here: the game on from that move, each seat played as in the
        replayed game and in its colours (they were dealt anew, and the seats of the game at
        the table were taken).  A game of computers only gives the seat to move to a person:
        it played itself to the end at once."""
        if not self.maybe_save():
            return
        # the game at the table gives way without a word when it had nothing unsaved
        kept = (self.use_autosave and self.autosave_game is not None
                and bool(self.controller.moves) and not self.controller.state.is_over)
        seats = list(seats) if seats is not None and len(seats) == setup.players else [
            None] * setup.players
        taken = ""
        if states is None or len(states) != len(moves) + 1:
            states = [new_game(setup)]
            for move in moves:
                states.append(apply(states[-1], move, checked=False))
        if all(seats):
            state = states[-1]
            actor = max(0, state.actor)
            seats[actor] = None
            taken = tr("You play {name}'s seat from here.").format(
                name=player_name(state, actor))
        self.start(setup, seats, moves, states=list(states),  # the replay's own tables
                   colours=colours if len(colours) == setup.players else None)
        self.branched = True
        # the title and the name offered to save it say it is played on from a replay (it
        # was offered the name of the game it came from, and only the status bar told)
        self.branch_round = max(1, states[-1].round)
        self.unsaved_title = tr("played on from round {n} of a replay").format(
            n=self.branch_round)
        self._title()
        # kept at once, as a game of its own: a tester quit before the branch's first move
        # and found nothing under Resume
        self._autosave()
        # the table takes the keys again (Ctrl+Z, H did nothing after the replay closed
        # until a tester clicked the board)
        self.raise_()
        self.activateWindow()
        self.view.setFocus()
        if taken:
            self._message(taken)
        elif kept:
            self._message(tr("The game you were playing is kept: File ▸ Resume an "
                             "unfinished game opens it again."))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        if self.maybe_save():
            self.controller.stop_bots()
            self.harvest_show.stop()
            self.hinter.cancel()
            land_all(self.scene)
            event.accept()
        else:
            event.ignore()


def mark_resumed(path: Path) -> None:
    """An autosaved game taken up again is the newest: the next start offers it first (a
    tester went back to a Heartland game from an Agricola one, closed, and was offered the
    Agricola game)."""
    with contextlib.suppress(OSError):
        os.utime(path)


def _resume_offer(window: GameWindow) -> bool:
    """Offer the newest unfinished autosaved game; True when it was resumed."""
    try:
        from agricola_qt.records.autosave import AutosaveStore
        store = AutosaveStore()
        every = store.entries()
        entries, damaged = store.unfinished(every), store.damaged(every)
    except Exception:  # no autosaves to offer
        return False
    if not entries:
        return bool(damaged) and _damaged_offer(window, damaged[0].path, damaged[0].modified)
    entry = entries[0]
    # which game it is: a Heartland game offered as "round 1" alone read as Agricola's
    about = f"{offer_words(entry)} · {entry_kind(entry)}"
    if len(entries) > 1:
        about += "\n" + tr("Unfinished games besides this one: {n} (File ▸ Resume an "
                           "unfinished game).").format(n=len(entries) - 1)
    if damaged:  # (a tester's cut-short autosave went unmentioned at the start)
        about += "\n" + tr("Damaged autosaved games: {n} (File ▸ Resume an unfinished game "
                           "opens the moves that can be read).").format(n=len(damaged))
    curtain = window.curtain
    if curtain is not None:  # the start screen names the game offered (Agricola's name
        curtain.show_heartland(entry.variant == "heartland")  # stood behind a Heartland one)
    yes = _offered(window, tr("Resume your unfinished game?") + "\n\n" + about, entry.path)
    if curtain is not None:
        curtain.show_heartland(False)
    return yes and window.load(entry.path, resume=True)


def _damaged_offer(window: GameWindow, path: Path, modified: float) -> bool:
    """The newest autosave that does not load, when no other unfinished game is there to
    offer: opened as File ▸ Open opens a damaged file (the moves that read, the file left as
    it is), kept for the next start, or discarded; True when a game was opened."""
    from datetime import datetime

    when = datetime.fromtimestamp(modified).strftime("%Y-%m-%d %H:%M")
    return _offered(window, tr("An unfinished game's autosave, saved {when}, is damaged (cut "
                               "short by a crash or a full disk, or changed). Open the moves "
                               "that can be read?").format(when=when), path) and window.load(path)


def _offered(window: GameWindow, question: str, path: Path) -> bool:
    """``question`` about the autosave at ``path``, with Yes, No (asked again next time) and
    Discard (moved to the folder of discarded games, done here); True for Yes."""
    from agricola_qt.records.autosave import AutosaveStore

    # the folder named by its path, not by its English name inside a Chinese sentence
    answer = QMessageBox.question(
        window, tr("Resume"), question + "\n\n"
        + tr("Discard: it is no longer offered; its autosaved copy (never a file you saved) "
             "is moved to the folder of discarded games:")
        + "\n" + str(AutosaveStore().discarded_folder)
        + "\n" + tr("No: ask again next time."),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        | QMessageBox.StandardButton.Discard)
    if answer == QMessageBox.StandardButton.Discard:
        try:
            AutosaveStore().discard(path)
        except OSError as error:
            window._message(tr("Could not discard the game: {why}").format(why=str(error)))
    return answer == QMessageBox.StandardButton.Yes


def install_translations(app: QCoreApplication, lang: str | None = None) -> str:
    """The table's language: ``lang`` (``--lang``), else the one chosen in View > Language,
    else the system locale's; English when there is no translation for it."""
    return i18n.install(app, i18n.choose_language(lang))


def run_gui(argv: list[str], lang: str | None = None) -> int:
    """Start the window; ``argv`` may name an ``.agr`` game to open."""
    # named after the command, not the script that started it: the desktop's window list
    # (the X window class) read "cli.py" for both of a tester's windows
    app = QApplication.instance() or QApplication([desktop.APP_ID])
    desktop.prepare(app)  # names, icon, log file, crash dialog, colours
    install_translations(app, lang)
    window = GameWindow(autosave=True)
    desktop.attach(window)  # icon, remembered layout, missing-font warning
    window.show()
    first_game(window, argv)
    return int(app.exec())


def first_game(window: GameWindow, argv: list[str]) -> None:
    """The game a start opens: the file named on the command line; without one, or when it
    does not open, the offer to resume an unfinished game (a tester who cancelled a damaged
    file went straight to New game, their two autosaved games unmentioned), then New game."""
    try:
        with start_curtain(window):
            if argv and window.load(Path(argv[0])):
                return
            if not _resume_offer(window) and not _lesson_offer(window):
                window.new_game_dialog()  # cancelled: the curtain offers the choice again
    finally:
        # the keys go to the table (without a window manager to give the focus, a game
        # opened from the command line took no Ctrl+O until the player clicked it, a tester)
        window.activateWindow()
        if window.curtain is None:  # a game on the table: zoomed as the player left it
            QTimer.singleShot(0, window, lambda: remembered.restore_zoom(window))


def _lesson_offer(window: GameWindow) -> bool:
    """A lesson left part-way, with no unfinished game to resume: offered to carry on (a
    newcomer who quit in its middle was greeted by New game's "New to Agricola?"); True when
    it goes on or starts again."""
    from agricola_qt.ui.tutorial import Lesson

    if not Lesson.can_resume():  # (first: the autosave folder is read only when it matters)
        return False
    try:
        from agricola_qt.records.autosave import AutosaveStore

        if AutosaveStore().unfinished():
            return False  # that game was offered first; the lesson waits in Help and New game
    except Exception:  # noqa: BLE001 - no autosaves to read: the lesson may be offered
        pass
    window.learn_to_play()
    return window._lesson_guides()


@contextmanager
def start_curtain(window: GameWindow) -> Iterator[None]:
    """While the first game is chosen, the window shows no game below its menus (it showed a
    made-up family game behind the "Resume?" question, with its scores and its prompt)."""
    window.cover_table()
    try:
        yield
    finally:
        if window.curtain is not None:
            # Heartland was chosen (no game here to show), or New game was cancelled: a
            # made-up game of nobody's choosing started anyway, with a seed not the one shown
            window.curtain.offer_choice()


def other_game_window(window: GameWindow) -> bool:
    """Whether a game plays in a window of its own over ``window`` (Heartland's)."""
    return any(w is not window and w.isVisible() for w in window.findChildren(QMainWindow))


def _salvaged_title(name: str, moves: int, whole: bool, trailing: bool = False) -> str:
    """The title of a game opened from a damaged file: its first moves, all of them with
    the result counted again, or all of them without what was added after the end."""
    if trailing:
        return tr("{name}, read up to its end").format(name=name)
    if whole:
        return tr("{name}, its result counted again").format(name=name)
    return tr("{name}, its first {n} moves").format(name=name, n=moves)
