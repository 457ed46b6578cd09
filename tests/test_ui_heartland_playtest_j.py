"""A play-tester's Heartland game in Traditional Chinese (pt-J): the new-game dialog's help,
the computer's turn in the panel, the Save as name, closing with unsaved moves and the
spaces beside Chinese names."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from agricola_qt.heartland import new_game
from agricola_qt.ui import i18n
from agricola_qt.ui.heartland.window import HeartlandWindow
from agricola_qt.ui.help.window import TABS
from agricola_qt.ui.help.words import ui
from agricola_qt.ui.new_game import SETTINGS_GROUP, NewGameDialog

TW_NAMES = ("小梅", "喬納斯")


def seed_starting(seat: int, players: int = 2) -> int:
    return next(s for s in range(100) if new_game(players, s).setup.start_player == seat)


def hl_window(qtbot, names=("Mei", "Jonas"), seats=(None, None), **kw: object  # noqa: ANN001
              ) -> HeartlandWindow:
    w = HeartlandWindow.new(2, seed_starting(0), names, list(seats), **kw)  # type: ignore[arg-type]
    qtbot.addWidget(w)
    w.show()
    w.activateWindow()  # the keys go to it (Ctrl+W)
    assert QTest.qWaitForWindowActive(w)
    return w


def visible_tabs(help_window: object) -> list[int]:
    tabs = help_window.tabs  # type: ignore[attr-defined]
    return [i for i in range(tabs.count()) if tabs.isTabVisible(i)]


# --- 1. "How to play" of the new-game dialog -----------------------------------------------
def test_how_to_play_with_heartland_chosen_opens_heartlands_help(qtbot, language) -> None:  # noqa: ANN001
    """With Heartland chosen, the dialog's "How to play" opened Agricola's help: three
    Agricola tabs, a key table saying F feeds the family and Ctrl+Y redoes.  It is the help
    F1 opens in Heartland's window, in the table's language; Agricola's again for Agricola."""
    language("zh_TW")
    i18n.settings().remove(SETTINGS_GROUP)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.variant.setCurrentIndex(dialog.variant.findData("heartland"))
    dialog.show()
    qtbot.waitExposed(dialog)
    help_button = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Help)
    QTest.mouseClick(help_button, Qt.MouseButton.LeftButton)
    rules = dialog.rules
    assert rules is not None and rules.isVisible()
    assert rules.heartland_only
    assert visible_tabs(rules) == [TABS.index("heartland")]
    assert rules.windowTitle() == ui("help.title.heartland", "zh_TW") != ui(
        "help.title.heartland", "en")

    w = hl_window(qtbot, TW_NAMES)  # F1 in Heartland's window: the same help
    f1 = w.show_rules()
    assert f1.heartland_only and visible_tabs(f1) == visible_tabs(rules)
    assert f1.windowTitle() == rules.windowTitle()

    dialog.variant.setCurrentIndex(dialog.variant.findData("family"))
    QTest.mouseClick(help_button, Qt.MouseButton.LeftButton)
    agricola = dialog.rules
    assert agricola is not rules and not agricola.heartland_only
    assert len(visible_tabs(agricola)) == 4 and agricola.tabs.currentIndex() == TABS.index("how")
    assert not rules.isVisible()  # Heartland's help does not stay beside it
