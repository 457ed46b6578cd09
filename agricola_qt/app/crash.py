"""An uncaught exception in the game window: logged, shown in a dialog, and the game goes on.

``install(saved)`` replaces ``sys.excepthook`` (PySide6 hands exceptions raised in slots and
event handlers to it).  The traceback goes to the log file (``app.logs``); a dialog says
"Something went wrong — your game is saved" (or that it could not be), with *Copy details*
and *Open log folder*.  The game state is an immutable value and a move only replaces it when
it went through, so after a failed slot the table shows the last good position and play
continues.  While the dialog is open, further errors are added to its details instead of
stacking more dialogs.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from agricola_qt.app import logs

log = logging.getLogger("agricola-qt.crash")
ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class CrashDialog(QDialog):
    """What went wrong, in words for a player, with the details for a bug report."""

    def __init__(self, details: str, saved: bool, log_folder: Path,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crash-dialog")
        self.setWindowTitle(tr("Something went wrong"))
        self.log_folder = log_folder
        self.errors = 1
        if saved:
            headline = tr("Something went wrong — your game is saved.")
        else:
            headline = tr("Something went wrong — your game could not be saved "
                          "automatically; use File > Save to keep it.")
        self.headline = QLabel(f"<b>{headline}</b>")
        self.headline.setWordWrap(True)
        self.explain = QLabel(tr("You can go on playing: the table shows the last position "
                                 "that was reached without the error. The details below are "
                                 "also in the log file; they help to fix the problem."))
        self.explain.setWordWrap(True)
        self.details = QPlainTextEdit(details)
        self.details.setReadOnly(True)
        self.details.setMinimumSize(560, 220)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(tr("&Copy details"))
        self.folder_button = QPushButton(tr("&Open log folder"))
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.folder_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.copy_button.clicked.connect(self.copy_details)
        self.folder_button.clicked.connect(self.open_log_folder)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.explain)
        layout.addWidget(self.details)
        layout.addWidget(buttons)

    def add(self, details: str) -> None:
        self.errors += 1
        self.details.appendPlainText("\n" + details)

    def copy_details(self) -> None:
        from agricola_qt import __version__

        text = f"agricola-qt {__version__}\n\n{self.details.toPlainText()}"
        QGuiApplication.clipboard().setText(text)

    def open_log_folder(self) -> bool:
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.log_folder)))


class CrashHandler:
    """The ``sys.excepthook`` of the game window."""

    def __init__(self, saved: Callable[[], bool] = lambda: False,
                 log_folder: Path | None = None, previous: ExceptHook | None = None) -> None:
        self.saved = saved
        self.log_folder = log_folder
        self.previous = previous
        self.dialog: CrashDialog | None = None
        self.handling = False

    def __call__(self, kind: type[BaseException], error: BaseException,
                 tb: TracebackType | None) -> None:
        if issubclass(kind, (KeyboardInterrupt, SystemExit)):
            if self.previous is not None:
                self.previous(kind, error, tb)
            return
        details = "".join(traceback.format_exception(kind, error, tb))
        log.error("uncaught exception\n%s", details.rstrip())
        if self.handling or QApplication.instance() is None:
            print(details, file=sys.stderr, end="")
            return
        self.handling = True  # an error while showing the dialog must not recurse
        try:
            self.show(details)
        finally:
            self.handling = False

    def show(self, details: str) -> None:
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.add(details)
            return
        try:
            saved = bool(self.saved())
        except Exception:  # noqa: BLE001 - saving was what failed: say it is not saved
            log.exception("could not save after the error")
            saved = False
        folder = self.log_folder or logs.folder()
        self.dialog = CrashDialog(details, saved, folder, QApplication.activeWindow())
        self.dialog.show()  # not modal: the game goes on behind it
        self.dialog.raise_()


_installed: CrashHandler | None = None


def install(saved: Callable[[], bool] = lambda: False,
            log_folder: Path | None = None) -> CrashHandler:
    """Make uncaught exceptions show the crash dialog; ``saved()`` saves the game now and
    says whether that worked."""
    global _installed, _thread_hook
    previous = _installed.previous if _installed is not None else sys.excepthook
    handler = CrashHandler(saved, log_folder, previous)
    sys.excepthook = handler
    _installed = handler
    if _thread_hook is None:
        _thread_hook = threading.excepthook
        threading.excepthook = _log_thread_error
    return handler


_thread_hook: Callable[[threading.ExceptHookArgs], object] | None = None


def _log_thread_error(args: threading.ExceptHookArgs) -> None:
    """An error in a worker thread (a computer player thinking): logged, then as before."""
    if args.exc_type is not SystemExit:
        details = "".join(traceback.format_exception(args.exc_type, args.exc_value,
                                                     args.exc_traceback))
        name = args.thread.name if args.thread is not None else "?"
        log.error("uncaught exception in thread %s\n%s", name, details.rstrip())
    if _thread_hook is not None:
        _thread_hook(args)


def uninstall() -> None:
    """Give ``sys.excepthook`` back (tests)."""
    global _installed, _thread_hook
    if _installed is not None:
        sys.excepthook = _installed.previous or sys.__excepthook__
        _installed = None
    if _thread_hook is not None:
        threading.excepthook = _thread_hook
        _thread_hook = None
