"""Tabs of docked panels that show their whole titles.

When panels share a place (the history, the game log, the lesson), the main window draws
tabs under them, and Qt squeezes those tabs into the panels' width, cutting the titles:
at 1366×768 the lesson's tabs read "History (u…", "Gam…" and "Learn to …".  Tabs that do
not shorten their titles (and no scroll arrows that hide some of them) make the tab bar ask
for its full width, and the window widens that dock area to it (there 260 to 295 pixels; the
table, drawn as large as the window's height allows, came out about 1 % smaller).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QMainWindow, QTabBar


class WholeTabTitles(QObject):
    """Watches a main window for the tab bars it makes (when panels are tabbed together, at
    the start or later by the player) and sets each to keep its titles whole."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        window.installEventFilter(self)
        for bar in window.findChildren(QTabBar):
            keep_whole(bar)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.ChildPolished:
            child = event.child()  # type: ignore[attr-defined]
            if isinstance(child, QTabBar) and child.parent() is watched:
                keep_whole(child)
        return False


def keep_whole(bar: QTabBar) -> None:
    bar.setElideMode(Qt.TextElideMode.ElideNone)
    bar.setUsesScrollButtons(False)
