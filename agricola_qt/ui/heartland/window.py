"""A window for one game of Heartland: the table, File (open, save) and Edit (undo).

Agricola's ``GameWindow`` opens it for a new Heartland game or a Heartland record
(``app/window_main.py``); it shares the .agr records, the hand-off cover, the undo commands and
the bot worker with the Agricola table.
"""

from __future__ import annotations

import os
from collections.abc import Sequence

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox, QWidget

from agricola_qt.heartland import GameState, Move, new_game
from agricola_qt.records.errors import RecordError
from agricola_qt.records.heartland import (
    HeartlandRecord,
    load_heartland,
    new_heartland_record,
    save_heartland,
)
from agricola_qt.records.model import Seat
from agricola_qt.ui.heartland.controller import HeartlandController
from agricola_qt.ui.heartland.table import HeartlandTable
from agricola_qt.ui.palette import COLOUR_NAMES
from agricola_qt.ui.text import tr


class HeartlandWindow(QMainWindow):
    def __init__(self, state: GameState, moves: Sequence[Move] = (),
                 seats: Sequence[str | None] | None = None, bot_delay_ms: int = 400,
                 path: str | None = None, date: str | None = None, ask_to_save: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ask_to_save = ask_to_save  # closing asks about unsaved moves (not in tests)
        self.path = path
        self.date = date
        self.controller = HeartlandController(state, moves, seats, bot_delay_ms, self)
        self.saved_moves = len(self.controller.moves)
        self.table = HeartlandTable(self.controller, self)
        self.setCentralWidget(self.table)
        self.resize(1500, 900)
        self._menus()
        self._title()

    @classmethod
    def new(cls, players: int, seed: int, names: Sequence[str] = (),
            seats: Sequence[str | None] | None = None, **kw: object) -> HeartlandWindow:
        return cls(new_game(players, seed, tuple(names)), (), seats, **kw)  # type: ignore[arg-type]

    @classmethod
    def open_record(cls, path: str, **kw: object) -> HeartlandWindow:
        """Raises ``RecordError`` for a file that is not a valid Heartland record."""
        record, states = load_heartland(path)
        seats = [s.level if s.kind == "bot" else None for s in record.seats]
        return cls(states[-1], record.moves, seats, path=path, date=record.date,
                   **kw)  # type: ignore[arg-type]

    def _menus(self) -> None:
        """File and Edit; every word is kept in English too, to be set again (View ▸
        Language of the game window sends a language change)."""
        self.words: list[tuple[object, str]] = []  # (menu or action, English source)
        file_menu = self.menuBar().addMenu(tr("&File"))
        self.words.append((file_menu, "&File"))
        for source, keys, slot in (("&Open…", QKeySequence.StandardKey.Open, self._open),
                                   ("&Save", QKeySequence.StandardKey.Save, self._save),
                                   ("Save &as…", QKeySequence.StandardKey.SaveAs,
                                    self._save_as),
                                   ("&Close", QKeySequence.StandardKey.Close, self.close)):
            action = QAction(tr(source), self)
            action.setShortcut(keys)
            action.triggered.connect(slot)
            file_menu.addAction(action)
            self.words.append((action, source))
        edit = self.menuBar().addMenu(tr("&Edit"))
        undo = QAction(tr("&Undo"), self)
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        undo.triggered.connect(self.controller.undo)
        edit.addAction(undo)
        self.words += [(edit, "&Edit"), (undo, "&Undo")]

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "words"):
            for thing, source in self.words:
                if isinstance(thing, QMenu):
                    thing.setTitle(tr(source))
                else:
                    thing.setText(tr(source))  # type: ignore[attr-defined]
            self._title()

    def _title(self) -> None:
        name = os.path.basename(self.path) if self.path else tr("new game")
        self.setWindowTitle(tr("Heartland — {name}").format(name=name))

    # --- records ----------------------------------------------------------------------------
    def record(self) -> HeartlandRecord:
        state = self.controller.state
        seats = [Seat(COLOUR_NAMES[i], "bot", level) if level else Seat(COLOUR_NAMES[i])
                 for i, level in enumerate(self.controller.seats)]  # the palette's slot i
        return new_heartland_record(state.setup.players, state.setup.seed,
                                    self.controller.moves, seats=seats,
                                    names=state.setup.names, date=self.date)

    def save_to(self, path: str) -> bool:
        try:
            save_heartland(path, self.record())
        except OSError as error:
            QMessageBox.warning(self, tr("Save"), tr("Cannot save {path}: {why}").format(
                path=path, why=error.strerror or error))
            return False
        self.path = path
        self.saved_moves = len(self.controller.moves)
        self._title()
        return True

    def _save(self) -> bool:
        if self.path:
            return self.save_to(self.path)
        return self._save_as()

    def _save_as(self) -> bool:
        path, _ = QFileDialog.getSaveFileName(self, tr("Save game"), self.path or "",
                                              tr("Game records (*.agr)"))
        if not path:
            return False
        return self.save_to(path if path.endswith(".agr") else path + ".agr")

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        """Unsaved moves of a game not over: save, discard or stay."""
        unsaved = len(self.controller.moves) != self.saved_moves
        if self.ask_to_save and unsaved and not self.controller.state.is_over:
            buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                       | QMessageBox.StandardButton.Cancel)
            answer = QMessageBox.question(self, tr("Heartland"),
                                          tr("Save the game before closing?"), buttons)
            if answer == QMessageBox.StandardButton.Cancel or (
                    answer == QMessageBox.StandardButton.Save and not self._save()):
                event.ignore()
                return
        self.controller.bots_paused = True
        event.accept()

    def _open(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Open game"), "",
                                              tr("Game records (*.agr)"))
        if not path:
            return
        try:
            window = HeartlandWindow.open_record(path)
        except RecordError as error:
            QMessageBox.warning(self, tr("Open"), str(error))
            return
        window.show()
        self.close()
