"""A window for one game of Heartland: the table, File (open, save, replays), Edit (undo)
and Help (its rules).

Agricola's ``GameWindow`` opens it for a new Heartland game, a Heartland record or an
autosaved Heartland game to resume (``app/window_main.py``, ``app/heartland_hooks.py``); it
shares the .agr records, the autosave folder, the hand-off cover, the undo commands, the
replay viewer and the bot worker with the Agricola table.  With ``autosave`` the game is
saved into the autosave folder after every move and undo (from its first move on).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox, QWidget

from agricola_qt.heartland import GameState, Move, new_game
from agricola_qt.records import heartland_autosave
from agricola_qt.records.atomic import WriteProtected
from agricola_qt.records.errors import RecordError
from agricola_qt.records.heartland import (
    HeartlandRecord,
    load_heartland,
    new_heartland_record,
    save_heartland,
)
from agricola_qt.records.heartland_autosave import HeartlandAutosave
from agricola_qt.records.model import Seat
from agricola_qt.ui import file_folders, i18n
from agricola_qt.ui.heartland.controller import HeartlandController
from agricola_qt.ui.heartland.table import HeartlandTable
from agricola_qt.ui.keyboard import keys_back_after_menus
from agricola_qt.ui.palette import COLOUR_NAMES
from agricola_qt.ui.record_problem import warn_unreadable
from agricola_qt.ui.save_problem import warn_unsaved
from agricola_qt.ui.screen_fit import fit_on_screen
from agricola_qt.ui.text import tr

if TYPE_CHECKING:
    from agricola_qt.ui.help.window import HelpWindow


class HeartlandWindow(QMainWindow):
    def __init__(self, state: GameState, moves: Sequence[Move] = (),
                 seats: Sequence[str | None] | None = None, bot_delay_ms: int = 400,
                 path: str | None = None, date: str | None = None, ask_to_save: bool = False,
                 parent: QWidget | None = None, autosave: bool = False,
                 autosave_game: HeartlandAutosave | None = None,
                 branched: bool = False) -> None:
        super().__init__(parent)
        # played on from a replay: another ending of a game already played, not one more
        # game in Your results (as the game window's)
        self.branched = branched
        self.ask_to_save = ask_to_save  # closing asks about unsaved moves (not in tests)
        self.path = path
        self.date = date
        self.use_autosave = autosave or autosave_game is not None
        self.autosave_game = autosave_game
        self.autosave_error = ""
        # a resumed autosave has no file name: it is named by when it began, as the game
        # window names one (it was "Heartland — new game" with 16 turns played)
        self.resumed_from = autosave_game.started() if autosave_game is not None else None
        self.replay_viewer: QWidget | None = None
        self.help_window: HelpWindow | None = None
        self.controller = HeartlandController(state, moves, seats, bot_delay_ms, self)
        self.controller.restore_turn()  # undo reaches back into the turn it was saved in
        # the moves the file holds (not only how many: a move undone and another made in its
        # place left the count equal and the game unsaved without a word)
        self.saved_moves: tuple[Move, ...] = self.controller.moves
        self.table = HeartlandTable(self.controller, self)
        self.setCentralWidget(self.table)
        # the finished game's buttons: saved always by asking where (over an opened file a
        # finished game would go without a word), and another game as File ▸ New game
        self.table.save_button.clicked.connect(self._save_finished)
        self.table.offers_new_game = hasattr(parent, "new_game_dialog")
        self.table.again_button.clicked.connect(self.new_game)
        # there from the start, as in the game window: made at the first message (a save,
        # an autosave's failure), it took its height from the table under the player's eyes
        self.statusBar()
        self.resize(1500, 900)
        fit_on_screen(self)  # a laptop's screen may be smaller
        self._menus()
        self._title()
        self.controller.state_changed.connect(self._autosave)
        self.controller.state_changed.connect(lambda *_: self._title())
        self.was_over = state.is_over  # a game that ends from here on goes into Your results
        self.controller.state_changed.connect(self._record_result)
        if parent is not None:  # the game window it lies over (``place_over``)
            parent.installEventFilter(self)

    @classmethod
    def new(cls, players: int, seed: int, names: Sequence[str] = (),
            seats: Sequence[str | None] | None = None, **kw: object) -> HeartlandWindow:
        return cls(new_game(players, seed, tuple(names)), (), seats, **kw)  # type: ignore[arg-type]

    @classmethod
    def open_record(cls, path: str, **kw: object) -> HeartlandWindow:
        """Raises ``RecordError`` for a file that is not a valid Heartland record."""
        record, states = load_heartland(path)
        return cls(states[-1], record.moves, _levels(record), path=path, date=record.date,
                   **kw)  # type: ignore[arg-type]

    @classmethod
    def resume(cls, path: str, **kw: object) -> HeartlandWindow:
        """An autosaved game, whose file keeps being written (raises ``RecordError``)."""
        game = heartland_autosave.resume(path)
        record = game.record
        return cls(game.state, record.moves, _levels(record), date=record.date,
                   autosave_game=game, **kw)  # type: ignore[arg-type]

    def _menus(self) -> None:
        """File and Edit; every word is kept in English too, to be set again (View ▸
        Language of the game window sends a language change)."""
        self.words: list[tuple[object, str]] = []  # (menu or action, English source)
        file_menu = self.menuBar().addMenu(tr("&File"))
        self.words.append((file_menu, "&File"))
        # the words are marked where they stand: handed to ``tr`` through a variable, the
        # extractor never saw them, and in Chinese the menu read "&Open…" in English
        for source, keys, slot in (
                (QT_TRANSLATE_NOOP("Table", "&Open…"), QKeySequence.StandardKey.Open,
                 self._open),
                (QT_TRANSLATE_NOOP("Table", "&Save"), QKeySequence.StandardKey.Save,
                 self._save),
                (QT_TRANSLATE_NOOP("Table", "Save &as…"), QKeySequence.StandardKey.SaveAs,
                 self._save_as),
                (QT_TRANSLATE_NOOP("Table", "&Close"), QKeySequence.StandardKey.Close,
                 self.close)):
            file_menu.addAction(self._action(source, slot, keys))
        save = file_menu.actions()[1]  # (Open recent and Resume go before it, after Open)
        file_menu.insertSeparator(file_menu.actions()[-1])
        if hasattr(self.parentWidget(), "new_game_dialog"):
            # another game from here, as in the game window: closing first to reach its
            # menu was the only way
            fresh = self._action(QT_TRANSLATE_NOOP("Table", "&New game…"), self.new_game,
                                 QKeySequence.StandardKey.New)
            file_menu.insertAction(file_menu.actions()[0], fresh)
            file_menu.insertSeparator(file_menu.actions()[1])
        # as in the game window's File menu, with its keys (a tester found Open a replay
        # without Ctrl+R here, no Export image, and Your results in another menu)
        for source, slot, key in (
                (QT_TRANSLATE_NOOP("Table", "Open a re&play…"), self._open_replay, "Ctrl+R"),
                (QT_TRANSLATE_NOOP("Table", "Replay &this game"), self.replay_this, None),
                (QT_TRANSLATE_NOOP("Table", "&Export image…"), self.export_image, "Ctrl+E")):
            file_menu.insertAction(file_menu.actions()[-1], self._action(
                source, slot, QKeySequence(key) if key else None))
        self._owner_menus(file_menu, save)
        # Ctrl+Q as the game window's (the platform's Quit binding is empty on some desktops)
        file_menu.addAction(self._action(QT_TRANSLATE_NOOP("Table", "&Quit"), self._quit,
                                         QKeySequence("Ctrl+Q")))
        edit = self.menuBar().addMenu(tr("&Edit"))
        self.undo_action = self._action(QT_TRANSLATE_NOOP("Table", "&Undo"),
                                        self.controller.undo, QKeySequence.StandardKey.Undo)
        edit.addAction(self.undo_action)
        # enabled as the panel's Undo button is: it was on with the button grey and nothing
        # to undo ("Nothing to undo in this turn.")
        stack = self.controller.stack
        self.undo_action.setEnabled(stack.canUndo())
        stack.canUndoChanged.connect(self.undo_action.setEnabled)
        self.controller.state_changed.connect(
            lambda *_: self.undo_action.setEnabled(self.controller.can_undo()))
        # Redo as in the game window (a tester found only Undo here)
        self.redo_action = self._action(QT_TRANSLATE_NOOP("Table", "&Redo"),
                                        self.controller.redo)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit.addAction(self.redo_action)
        self.redo_action.setEnabled(stack.canRedo())
        stack.canRedoChanged.connect(self.redo_action.setEnabled)
        self.words.append((edit, "&Edit"))
        game = self.menuBar().addMenu(tr("&Game"))
        self.words.append((game, "&Game"))
        game.addAction(self._action(QT_TRANSLATE_NOOP("Table", "&Hint"), self.table.show_hint,
                                    QKeySequence("H")))
        game.addAction(self._action(QT_TRANSLATE_NOOP("Table", "Your &results…"),
                                    self.show_results))
        self._view_menu()
        # the rules where the game is played: they were only in the Agricola window's Help
        help_menu = self.menuBar().addMenu(tr("&Help"))
        help_menu.addAction(self._action(QT_TRANSLATE_NOOP("Table", "How to play H&eartland"),
                                         self.show_rules, QKeySequence.StandardKey.HelpContents))
        owner = self.parentWidget()
        if hasattr(owner, "show_about"):  # as in the game window's Help (a tester)
            help_menu.addAction(self._action(QT_TRANSLATE_NOOP("Table", "&About agricola-qt…"),
                                             lambda: owner.show_about(self)))
        self.words.append((help_menu, "&Help"))
        keys_back_after_menus(self.menuBar(), self.table.view)

    def _owner_menus(self, file_menu: QMenu, before: QAction) -> None:
        """Open recent and Resume an unfinished game, as in the game window, filled by it
        (a tester in a Heartland game found neither, and no way back to an unfinished
        Agricola game but to close this one first)."""
        owner = self.parentWidget()
        if not hasattr(owner, "fill_resume_menu") or not hasattr(owner, "fill_recent_menu"):
            return
        recent = QMenu(tr("Open &recent"), file_menu)
        self.words.append((recent, "Open &recent"))
        owner.fill_recent_menu(recent)
        resume = QMenu(tr("Resume an &unfinished game"), file_menu)
        self.words.append((resume, "Resume an &unfinished game"))
        own = getattr(self.autosave_game, "path", None)
        resume.aboutToShow.connect(lambda: owner.fill_resume_menu(resume, own, True))
        for menu in (recent, resume):
            file_menu.insertMenu(before, menu)

    def _quit(self) -> None:
        """File ▸ Quit: this window closes (asking what it asks), then the game window it
        belongs to, which ends the program (Ctrl+Q did nothing here)."""
        if self.close():
            owner = self.parentWidget()
            if isinstance(owner, QMainWindow):
                owner.close()

    def _action(self, source: str, slot: object,
                keys: QKeySequence | QKeySequence.StandardKey | None = None) -> QAction:
        """A menu entry worded from ``source`` (kept to be worded again in another
        language), calling ``slot``."""
        action = QAction(tr(source), self)
        if isinstance(keys, QKeySequence.StandardKey):
            # every key of the platform's: one alone was Ctrl+F4 for Close, not Ctrl+W
            action.setShortcuts(keys)
        elif keys is not None:
            action.setShortcut(keys)
        action.triggered.connect(slot)
        self.words.append((action, source))
        return action

    def _view_menu(self) -> None:
        """View: zoom and the language, as in the game window (a Heartland player could not
        change the language without closing the game)."""
        view = self.menuBar().addMenu(tr("&View"))
        self.words.append((view, "&View"))
        table = self.table.view
        for source, keys, slot in (
                (QT_TRANSLATE_NOOP("Table", "Zoom &in"), QKeySequence.StandardKey.ZoomIn,
                 table.zoom_in),
                (QT_TRANSLATE_NOOP("Table", "Zoom &out"), QKeySequence.StandardKey.ZoomOut,
                 table.zoom_out),
                (QT_TRANSLATE_NOOP("Table", "&Fit the table"), QKeySequence("Ctrl+0"),
                 table.fit_table)):
            view.addAction(self._action(source, slot, keys))
        view.addSeparator()
        self.languages = view.addMenu(tr("&Language"))
        self.words.append((self.languages, "&Language"))
        i18n.fill_language_menu(self.languages, self.set_language)

    def set_language(self, code: str) -> None:
        """View ▸ Language: the game window's choice (it words itself again too), else
        remembered and installed here."""
        parent = self.parentWidget()
        if hasattr(parent, "set_language"):
            parent.set_language(code)
        else:
            i18n.save_language(code)
            i18n.install(QCoreApplication.instance(), code)

    def new_game(self) -> bool:
        """File ▸ New game: this game is left as on closing (its unsaved moves asked
        about), then the game window's new-game dialog; this window closes once another
        game has begun, and stays if the dialog is cancelled."""
        if not self._may_leave():
            return False
        parent = self.parentWidget()
        if parent is not None and parent.isVisible() and not (
                parent.isMaximized() or self.isMaximized()):
            # the next game's window opens where the game window is (``show_over``): there
            # it takes this window's size, which the player may have changed (it opened at
            # the game window's first size)
            parent.setGeometry(self.geometry())
        asks, self.ask_to_save = self.ask_to_save, False  # asked above, not again on closing
        if not parent.new_game_dialog():  # type: ignore[union-attr]
            self.ask_to_save = asks
            return False
        self.close()
        # the new game's window comes to the front: another Heartland window, else the game
        # window with its Agricola game (raised whatever was chosen, it hid a new Heartland)
        shown = open_over(parent)  # type: ignore[arg-type]
        front = shown[-1] if shown else parent
        if front.isVisible():  # type: ignore[union-attr]
            front.raise_()  # type: ignore[union-attr]
            front.activateWindow()  # type: ignore[union-attr]
        return True

    def export_image(self) -> None:
        """File ▸ Export image, as in the game window: the table as it is shown here (a
        hand under the pass-and-play cover stays hidden)."""
        from agricola_qt.ui.heartland.render import render_image

        name, _ = QFileDialog.getSaveFileName(self, tr("Export image"),
                                              file_folders.dialog_start("table.png"),
                                              "PNG (*.png)")
        if not name:
            return
        file_folders.chose(name)
        image = render_image(self.controller.state, self.controller.moves,
                             watcher=self.table.scene.watcher, levels=self.controller.seats)
        ok = image.save(name, "PNG")
        self.statusBar().showMessage(tr("Image saved") if ok else tr("Could not write the image"),
                                     8000)

    def show_results(self) -> None:
        """Game ▸ Your results, as in the game window."""
        from agricola_qt.ui.results_dialog import show_results

        show_results(self)

    def show_rules(self) -> HelpWindow:
        """Help ▸ How to play Heartland (F1): the help window on its Heartland page."""
        from agricola_qt.ui.heartland.rules import rules_window

        if self.help_window is None:
            self.help_window = rules_window(self.controller.state.setup.players, self)
        self.help_window.show_tab("heartland")
        return self.help_window

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "words"):
            for thing, source in self.words:
                if isinstance(thing, QMenu):
                    thing.setTitle(tr(source))
                else:
                    thing.setText(tr(source))  # type: ignore[attr-defined]
            i18n.check_language(self.languages)  # also when chosen in the game window
            self._title()

    def _title(self) -> None:
        """"Heartland — game.agr*": the star while moves are not in the file (after Save
        as play went on under the file's name with nothing saying it was not saved)."""
        if self.path:
            name = os.path.basename(self.path)
        elif self.resumed_from is not None:
            name = tr("game started {date} (autosaved)").format(
                date=self.resumed_from.strftime("%Y-%m-%d %H:%M"))
        elif self.branched:
            name = tr("played on from a replay")
        else:
            name = tr("new game")
        self.setWindowTitle(tr("Heartland — {name}").format(name=name) + "[*]")
        self.setWindowModified(self.unsaved())

    def _file_name(self) -> str:
        """A name for Save as: the game's date, the game and its players."""
        import datetime

        day = (self.date or datetime.date.today().isoformat())[:10]
        names = tr(", ").join(n for n in self.controller.state.setup.names if n)
        # the game's name in it: the same players on the same day made the same name as
        # their game of Agricola, one file saved over the other; in the table's language
        # ("Heartland" stood in English among Chinese names)
        game = tr("Heartland")
        return f"{day} {game} {names}.agr" if names else f"{day} {game}.agr"

    # --- records ----------------------------------------------------------------------------
    def record(self) -> HeartlandRecord:
        state = self.controller.state
        seats = [Seat(COLOUR_NAMES[i], "bot", level) if level else Seat(COLOUR_NAMES[i])
                 for i, level in enumerate(self.controller.seats)]  # the palette's slot i
        return new_heartland_record(state.setup.players, state.setup.seed,
                                    self.controller.moves, seats=seats,
                                    names=state.setup.names, date=self.date)

    def _record_result(self, state: GameState) -> None:
        """A game just finished at this table goes into Your results (Game menu of the
        Agricola window), once; only a window that autosaves keeps results."""
        if state.is_over and not self.was_over and self.use_autosave and not self.branched:
            from agricola_qt.records.results import (
                ResultBook,
                heartland_key,
                heartland_result_of,
            )

            c = self.controller
            ResultBook().add(heartland_result_of(state, c.seats,
                                                 heartland_key(state, c.moves)))
        self.was_over = state.is_over

    def _autosave(self, *_: object) -> None:
        """Save the game into the autosave folder (from its first move on); a failure is
        told in the status bar and never stops the game: the next move tries again."""
        if not self.use_autosave:
            return
        try:
            if self.autosave_game is None:
                if not self.controller.moves:
                    return
                self.autosave_game = heartland_autosave.begin(self.record())
            self.autosave_game.sync(self.controller.moves)
            if self.autosave_error:
                self.autosave_game.save()
        except Exception as error:  # autosave must never stop a game
            why = getattr(error, "strerror", None) or str(error) or type(error).__name__
            if not self.autosave_error:
                self.statusBar().showMessage(
                    tr("Autosave failed: {why}. It is tried again after every move.")
                    .format(why=why))
            self.autosave_error = why
            return
        if self.autosave_error:
            self.autosave_error = ""
            self.statusBar().showMessage(tr("Autosave works again: the game is saved."), 5000)

    # --- replays ----------------------------------------------------------------------------
    def replay_this(self) -> QWidget:
        """File > Replay this game: the replay viewer over the moves so far."""
        from agricola_qt.records.heartland import replay_heartland

        record = self.record()
        return self.show_replay(record, replay_heartland(record), tr("this game"))

    def show_replay(self, record: HeartlandRecord, states: Sequence[GameState],
                    title: str) -> QWidget:
        from agricola_qt.ui.heartland.replay import HeartlandReplay

        viewer = HeartlandReplay(record, states, self, title)
        viewer.show()
        self.replay_viewer = viewer
        return viewer

    def _open_replay(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Open a replay"),
                                              file_folders.replay_start(),
                                              tr("Game records (*.agr)"))
        if not path:
            return
        file_folders.chose(path)
        owner = self.parentWidget()
        if not heartland_autosave.is_heartland_file(path) and hasattr(owner,
                                                                      "open_replay_file"):
            # an Agricola game: the game window's viewer (read as Heartland, a tester's own
            # farm game was "damaged: not a Heartland move")
            owner.open_replay_file(path)
            return
        try:
            record, states = load_heartland(path)
        except RecordError as error:
            warn_unreadable(self, tr("Cannot open the replay"), error)
            return
        self.show_replay(record, states, os.path.basename(path))

    def save_to(self, path: str) -> bool:
        try:
            save_heartland(path, self.record())
        except OSError as error:
            warn_unsaved(self, tr("Save"), path, error)
            if isinstance(error, WriteProtected):  # kept under another name, if the player will
                return self._save_as(new_file=True)
            return False
        self.path = path
        self.saved_moves = self.controller.moves
        self._title()
        file_folders.add_recent(path)  # File ▸ Open recent lists it, as the game window's saves
        # said where the player looks, as the game window does: only the title's star went
        self.statusBar().showMessage(tr("Saved to {path}").format(path=path), 8000)
        return True

    def _save_finished(self) -> None:
        """The finished game's "Save the game…": where is always asked (beside an opened
        file, not over it); saved, the button says so."""
        if self._save_as(new_file=self.path is not None):
            self.table.mark_saved()

    def _save(self) -> bool:
        if self.path:
            return self.save_to(self.path)
        return self._save_as()

    def _save_as(self, new_file: bool = False) -> bool:
        # the last folder used (it started in the program's own folder), a name saying
        # which game ("2026-12-05 Mei, Jonas.agr")
        # a name no file has yet: two games of the same players on one day were offered the
        # same name (a tester); ``new_file``: not the game's own file (write-protected)
        start = (None if new_file else self.path) or str(file_folders.unused_name(
            Path(file_folders.dialog_start(self._file_name()))))
        path, _ = QFileDialog.getSaveFileName(self, tr("Save game"), start,
                                              tr("Game records (*.agr)"))
        if not path:
            return False
        file_folders.chose(path)
        return self.save_to(path if path.endswith(".agr") else path + ".agr")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        """The game window under this one resized or moved: this one follows, so that the
        table it hides never shows around it (a tester's desktop resized the game window
        behind; the old table showed in the strip beside the Heartland table, and a click
        there opened New game over the game being played)."""
        owner = self.parentWidget()
        if (watched is owner and owner is not None and self.isVisible()
                and event.type() in (QEvent.Type.Resize, QEvent.Type.Move)
                and not (self.isMaximized() or self.isFullScreen())
                and self.geometry() != owner.geometry()):
            self.setGeometry(owner.geometry())
        return super().eventFilter(watched, event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        """Unsaved moves: save, discard or stay.  The game window under it then stands
        where this one stood, at its size (the player may have moved or resized it)."""
        if not self._may_leave():
            event.ignore()
            return
        self.controller.bots_paused = True
        owner = self.parentWidget()
        if owner is not None:
            owner.removeEventFilter(self)
            if owner.isVisible() and not (self.isMaximized() or self.isFullScreen()
                                          or owner.isMaximized() or owner.isFullScreen()):
                owner.setGeometry(self.geometry())
        event.accept()

    def unsaved(self) -> bool:
        """Whether the moves played differ from those in the game's file (or, never saved,
        from those it began with)."""
        return self.controller.moves != self.saved_moves

    def _may_leave(self) -> bool:
        """Whether this game may be left: its unsaved moves saved or given up when asked,
        not cancelled.  Nothing is asked when nothing changed since the last save, nor for
        a game the autosave keeps: one going on (File ▸ Resume an unfinished game, as the
        Agricola window keeps one; the launcher under the window says so once it closes) or
        one finished without a file of its own (its result is in Your results).  A finished
        game played on from a file is asked about, naming the file: the file holds it only
        in part, and nothing else offers the rest again."""
        if not self.unsaved():
            return True
        kept = (self.use_autosave and self.autosave_game is not None
                and not self.autosave_error)
        over = self.controller.state.is_over
        if kept and not over:
            # kept, as the game window keeps one: "Save before closing?" came up on New
            # game, and a game the player then "discarded" was offered again at the start.
            # Said also in the launcher's status bar: closed, this window's went unread and
            # a tester thought the game closed without a word
            kept_words = tr("This game is kept: File ▸ Resume an unfinished game opens it "
                            "again.")
            self.statusBar().showMessage(kept_words, 8000)
            owner = self.parentWidget()
            if isinstance(owner, QMainWindow):
                owner.statusBar().showMessage(kept_words, 8000)
            return True
        if kept and over and not self.path:
            # "Save the game before closing?" after the last move, of a game saved after
            # every move: the finished game is in the autosave folder and Your results
            self.statusBar().showMessage(tr("The finished game is kept in the autosave folder "
                                            "and counted in Your results."), 8000)
            return True
        if self.ask_to_save:
            question = tr("Save the game before closing?")
            if self.path:  # the file would be written over: say which, and what it holds
                question = tr("{file} holds this game up to move {n}; {m} moves have been "
                              "played. Save them into it before closing?").format(
                    file=os.path.basename(self.path), n=len(self.saved_moves),
                    m=len(self.controller.moves))
            buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                       | QMessageBox.StandardButton.Cancel)
            answer = QMessageBox.question(self, tr("Heartland"), question, buttons)
            if answer == QMessageBox.StandardButton.Cancel or (
                    answer == QMessageBox.StandardButton.Save and not self._save()):
                return False
        return True

    def _open(self) -> None:
        # this game's unsaved moves are asked about first: asked after the file was read,
        # a Save wrote them into the very file just opened, whose window then showed the
        # older game, and its next save lost the moves in between
        if not self._may_leave():
            return
        given_up = self.unsaved()  # Discard (Save saved)
        path, _ = QFileDialog.getOpenFileName(self, tr("Open game"),
                                              file_folders.dialog_start(),
                                              tr("Game records (*.agr)"))
        if not path:
            return
        file_folders.chose(path)
        owner = self.parentWidget()
        if not heartland_autosave.is_heartland_file(path) and hasattr(owner, "load"):
            # an Agricola game: the game window opens it, this one stepping aside (read as
            # Heartland, a tester's farm game was "damaged: not a move Heartland knows")
            if given_up:  # answered already: closing does not ask again
                self.saved_moves = self.controller.moves
            owner.load(Path(path))
            return
        try:
            window = HeartlandWindow.open_record(path, autosave=self.use_autosave,
                                                 ask_to_save=self.ask_to_save,
                                                 parent=self.parentWidget())
        except RecordError as error:
            warn_unreadable(self, tr("Cannot open the game"), error)
            return
        file_folders.add_recent(path)
        self.opened = window  # kept alive (also when this window has no parent)
        place_over(window, self)  # where this one was, at its size
        window.raise_()
        window.activateWindow()  # the keys go to it (H, Ctrl+O waited for a click)
        if given_up:  # answered already: closing does not ask again
            self.saved_moves = self.controller.moves
        self.close()


def fills_screen(window: QWidget) -> bool:
    """Whether ``window`` really covers its screen's free area.  Qt's word for it
    (``isMaximized``) is not enough: without a window manager, a window maximized at the
    start and then sized down to 1366x768 still says it is maximized."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return False
    room, frame = screen.availableGeometry(), window.frameGeometry()
    return frame.width() >= room.width() - 8 and frame.height() >= room.height() - 8


def place_over(window: QWidget, owner: QWidget | None) -> None:
    """Show ``window`` where ``owner`` is and at its size, never larger than the screen's
    free area; maximized only if ``owner`` really fills the screen.  Told to show itself
    maximized because the game window said it was, a Heartland window opened at its own
    1500x900 over a 1366x768 game window (without a window manager nothing maximized it)."""
    screen = (owner.screen() if owner is not None else None) or QGuiApplication.primaryScreen()
    if owner is not None and owner.isVisible():
        window.setGeometry(owner.geometry())
        if owner.isFullScreen() or (owner.isMaximized() and fills_screen(owner)):
            window.showMaximized()
            return
    if screen is not None:
        # the frame around it as around the game window (none known before it is shown)
        frame, inner = (owner.frameGeometry(), owner.geometry()) if owner is not None else (
            window.frameGeometry(), window.geometry())
        dl, dt = inner.left() - frame.left(), inner.top() - frame.top()
        dw, dh = frame.width() - inner.width(), frame.height() - inner.height()
        room = screen.availableGeometry()
        box = window.geometry()
        width = min(box.width(), room.width() - dw)
        height = min(box.height(), room.height() - dh)
        left = min(max(box.left(), room.left() + dl), room.right() + 1 - (dw - dl) - width)
        top = min(max(box.top(), room.top() + dt), room.bottom() + 1 - (dh - dt) - height)
        window.setGeometry(left, top, width, height)
        if owner is None or not owner.isVisible():
            fit_on_screen(window)  # the game window not shown yet: a margin, centred
    window.show()


def open_over(parent: QWidget) -> list[HeartlandWindow]:
    """The Heartland windows open over the game window ``parent``, oldest first."""
    return [w for w in parent.findChildren(HeartlandWindow) if w.isVisible()]


def _levels(record: HeartlandRecord) -> list[str | None]:
    """The bot level of each seat of a record (None: a person); a computer of a level this
    version lacks plays at Medium (it sat as a person, and the game waited for its turn)."""
    from agricola_qt.ai.heartland.registry import BOT_NAMES

    return [None if s.kind != "bot" else s.level if s.level in BOT_NAMES else "medium"
            for s in record.seats]
