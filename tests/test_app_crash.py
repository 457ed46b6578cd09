"""An error inside a slot of the game window: the crash dialog, the log, the game goes on."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from ui_helpers import setup

from agricola_qt.app import crash, logs
from agricola_qt.app.window_main import GameWindow


@pytest.fixture
def log_folder(tmp_path: Path):  # noqa: ANN201
    folder = tmp_path / "log"
    assert logs.start(folder) == folder / logs.LOG_FILE
    yield folder
    crash.uninstall()
    logs.stop()


def _action(window: GameWindow, text: str):  # noqa: ANN202
    return next(a for a in window._menu_actions if a.text() == text)


@pytest.mark.qt_no_exception_capture
def test_an_error_in_a_slot_shows_the_dialog_logs_it_and_keeps_the_game(
        qtbot, log_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    window = GameWindow(setup(2, seed=3), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(window)
    window.show()
    assert window.controller.play(window.controller.legal()[0])  # one move into the game
    before, moves_before = window.controller.state, list(window.controller.moves)
    saves: list[bool] = []
    handler = crash.install(saved=lambda: saves.append(True) or True, log_folder=log_folder)

    def broken() -> None:
        raise RuntimeError("the rules engine tripped over a stone")

    monkeypatch.setattr(window.controller, "propose_feeding", broken)
    _action(window, "&Propose feeding").trigger()  # the menu's slot raises

    dialog = handler.dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == "Something went wrong"
    assert "your game is saved" in dialog.headline.text()
    assert "RuntimeError: the rules engine tripped over a stone" in dialog.details.toPlainText()
    assert saves == [True]
    text = (log_folder / logs.LOG_FILE).read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text
    assert "RuntimeError: the rules engine tripped over a stone" in text
    assert "in broken" in text  # the failing frame
    # the game is untouched and goes on
    assert window.controller.state is before and list(window.controller.moves) == moves_before
    monkeypatch.undo()
    assert window.controller.play(window.controller.legal()[0])  # play goes on
    # a second error while the dialog is open joins it instead of a second dialog
    monkeypatch.setattr(window.controller, "propose_feeding", broken)
    _action(window, "&Propose feeding").trigger()
    assert handler.dialog is dialog and dialog.errors == 2
    dialog.copy_details()
    copied = QApplication.clipboard().text()
    assert copied.startswith("agricola-qt ") and "tripped over a stone" in copied
    opened: list[object] = []
    monkeypatch.setattr(crash.QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    dialog.folder_button.click()
    assert opened and Path(opened[0].toLocalFile()) == log_folder
    dialog.close()


@pytest.mark.qt_no_exception_capture
def test_unsaved_game_says_so(qtbot, log_folder: Path) -> None:  # noqa: ANN001
    handler = crash.install(saved=lambda: False, log_folder=log_folder)
    try:
        raise ValueError("boom")
    except ValueError as error:
        handler(type(error), error, error.__traceback__)
    assert handler.dialog is not None
    qtbot.addWidget(handler.dialog)
    assert "could not be saved" in handler.dialog.headline.text()


def test_install_and_uninstall_give_the_hook_back() -> None:
    import sys

    before = sys.excepthook
    crash.install()
    crash.install()  # twice: still one step from the original
    assert isinstance(sys.excepthook, crash.CrashHandler)
    crash.uninstall()
    assert sys.excepthook is before


def test_faulthandler_writes_into_the_log_folder(log_folder: Path) -> None:
    import faulthandler

    assert faulthandler.is_enabled()
    faulthandler.dump_traceback(file=logs._crash_file)  # type: ignore[arg-type]
    logs._crash_file.flush()  # type: ignore[union-attr]
    assert "test_faulthandler_writes_into_the_log_folder" in (
        log_folder / logs.CRASH_FILE).read_text(encoding="utf-8")


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
def test_an_error_in_a_worker_thread_is_logged(log_folder: Path) -> None:
    import threading

    before = threading.excepthook
    crash.install(log_folder=log_folder)

    def think() -> None:
        raise LookupError("no move found")

    worker = threading.Thread(target=think, name="bot-thinking")
    worker.start()
    worker.join()
    text = (log_folder / logs.LOG_FILE).read_text(encoding="utf-8")
    assert "uncaught exception in thread bot-thinking" in text
    assert "LookupError: no move found" in text
    crash.uninstall()
    assert threading.excepthook is before
