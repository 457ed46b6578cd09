"""Heartland's help window: its rules page alone.

The one Help ▸ How to play Heartland (F1) opens in Heartland's window, and "How to play" in
the new-game dialog with Heartland chosen (it opened Agricola's help there, whose keys say F
feeds the family and Ctrl+Y redoes).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from agricola_qt.ui.help.window import HelpWindow


def rules_window(players: int, parent: QWidget | None = None) -> HelpWindow:
    """A help window with Heartland's rules only (Agricola's rounds, player aid and keys are
    hidden), in the language now chosen; shown on its page."""
    from agricola_qt.ui.help.window import HelpWindow

    window = HelpWindow(players=players, parent=parent, heartland_only=True)
    window.show_tab("heartland")
    return window
