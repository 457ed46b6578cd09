"""The table takes the keys again when a dialog closes: without a window manager (both
play-testers' set-up) nothing handed them back, and H, Ctrl+Z and the arrows went nowhere
until a click on the table."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox
from ui_helpers import setup as make_setup
from ui_helpers import table_window

from agricola_qt.app.window_main import GameWindow


def _window(qtbot) -> GameWindow:  # noqa: ANN001
    w = table_window(qtbot, make_setup(2, seed=1), seats=[None, "random"])
    w.activateWindow()
    assert QTest.qWaitForWindowActive(w)
    w.undo_view.setFocus()  # the keys were somewhere else in the window before
    return w


def _keys_back(qtbot, w: GameWindow) -> bool:  # noqa: ANN001
    def back() -> bool:
        return QApplication.activeWindow() is w and QApplication.focusWidget() is w.view

    try:
        qtbot.waitUntil(back, timeout=500)
    except AssertionError:
        return False
    return True


def _has_the_keys(qtbot, dialog) -> None:  # noqa: ANN001
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is dialog.windowHandle())


@pytest.mark.parametrize("which", ["help", "scores", "replay"])
def test_the_table_has_the_keys_when_a_window_over_it_closes(qtbot, which: str) -> None:  # noqa: ANN001
    w = _window(qtbot)
    if which == "help":
        dialog = w.show_help("how")
    elif which == "scores":
        w.show_scores()
        dialog = w.score_dialog
    else:
        w.replay_this()
        dialog = w._replays_of_this_game[-1]
    _has_the_keys(qtbot, dialog)
    dialog.close()
    assert _keys_back(qtbot, w)


def test_the_table_has_the_keys_after_a_question_or_a_file_dialog(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot)

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert box is not None
        _has_the_keys(qtbot, box)
        box.close()

    QTimer.singleShot(100, answer)
    QMessageBox.information(w, "Not available", "A question")
    assert _keys_back(qtbot, w)
    w.undo_view.setFocus()
    QTimer.singleShot(100, answer)
    QFileDialog.getOpenFileName(w, "Open a game", "", "*.agr",
                                options=QFileDialog.Option.DontUseNativeDialog)
    assert _keys_back(qtbot, w)


def _laptop_window(qtbot):  # noqa: ANN001, ANN202
    """A 2-player game window at 1366x768, shown."""
    from ui_helpers import setup, table_window

    w = table_window(qtbot, setup(2, seed=4), size=(1366, 768))
    qtbot.waitExposed(w)
    return w


def test_the_score_sheet_takes_the_keys_and_ctrl_t_closes_it(qtbot) -> None:  # noqa: ANN001
    """Ctrl+T opened the sheet but Tab and the arrows moved the table's ring behind it, and
    at a game's end no key reached "Review this game" or Close (a keyboard player)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    w = _laptop_window(qtbot)
    w.show_scores()
    sheet = w.score_dialog
    assert sheet is not None and sheet.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is sheet.close_button, timeout=2000)
    QTest.keyClick(sheet, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert not sheet.isVisible()


def test_f6_switches_between_history_and_the_game_log(qtbot) -> None:  # noqa: ANN001
    """No key reached the History and Game log tabs: a keyboard player lost the log."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    w = _laptop_window(qtbot)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow, timeout=2000)  # (a window's shortcuts: when active)

    def in_front(dock) -> bool:  # noqa: ANN001
        return dock.isVisible() and not dock.visibleRegion().isEmpty()

    first = in_front(w.game_log)
    QTest.keyClick(w, Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: in_front(w.game_log) != first, timeout=2000)
    assert in_front(w.undo_dock) == first
    QTest.keyClick(w, Qt.Key.Key_F6)
    qtbot.waitUntil(lambda: in_front(w.game_log) == first, timeout=2000)
