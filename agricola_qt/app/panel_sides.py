"""Where the panels stand: beside the table in a wide window, below it in a tall one.

The table is half again as wide as it is high, so in a window taller than wide (a screen's
half, snapped beside another program: 960x1040) panels at its side left the table a third
of the height it had room for.  Below the table they take the height it cannot use.  The
panels move only when the window's shape crosses from one to the other, and only from
where the game put them: a player who dragged a panel elsewhere keeps it there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow

from agricola_qt.ui.screen_fit import Side, side_for

BELOW_LEAST = 0.25  # of the window's height, the least the panels below the table take
DECISION_SHARE = 0.45  # of the width below the table, the decision panel's (the log the rest)

AREAS: dict[Side, Qt.DockWidgetArea] = {
    "beside": Qt.DockWidgetArea.RightDockWidgetArea,
    "below": Qt.DockWidgetArea.BottomDockWidgetArea,
}


class PanelSides:
    """Moves a window's panels between its right side and its foot as its shape changes.

    ``decision`` heads the panels; ``beside_it`` stack under it at the side and stand at its
    right below the table; ``tabbed`` share the last one's place as tabs.  ``table_height``:
    the height the table takes drawn the window's width across (the panels below take the
    rest)."""

    def __init__(self, window: QMainWindow, decision: QDockWidget,
                 beside_it: Sequence[QDockWidget], tabbed: Sequence[QDockWidget],
                 table_height: Callable[[int], int]) -> None:
        self.window = window
        self.table_height = table_height
        self.decision = decision
        self.beside_it = list(beside_it)
        self.tabbed = list(tabbed)
        self.side: Side = "beside"
        self._known = False  # the side read from where the panels stand (a restored layout)

    def docks(self) -> list[QDockWidget]:
        return [self.decision, *self.beside_it, *self.tabbed]

    def where_the_game_put_them(self) -> bool:
        """Every docked panel stands in the area of ``side`` (none moved by the player)."""
        area = AREAS[self.side]
        return all(d.isFloating() or self.window.dockWidgetArea(d) == area
                   for d in self.docks())

    def follow(self, width: int, height: int) -> bool:
        """The panels on the side the window's new shape asks for; True if they moved."""
        if not self._known:
            # a layout restored from the last session may have them below: theirs to move
            # beside a wide window (else they stayed below it for good)
            self._known = True
            if self.window.dockWidgetArea(self.decision) == AREAS["below"]:
                self.side = "below"
        wanted = side_for(width, height, self.side)
        if wanted == self.side:
            if self.side == "below" and self.where_the_game_put_them():
                # a taller window's height to the panels, the table's to the table (it
                # floated amid empty felt at 1080x1900, the panels half empty at 960x1040)
                self._size(width, height)
            return False
        if not self.where_the_game_put_them():
            self.side = wanted  # the player's arrangement stays; later crossings too
            return False
        self.side = wanted
        self._arrange(width, height)
        return True

    def _arrange(self, width: int, height: int) -> None:
        window, area = self.window, AREAS[self.side]
        old = AREAS["beside" if self.side == "below" else "below"]
        # other panels where ours stood go with them, as tabs beside the log (the lesson's:
        # left at the side, it took a quarter of the tall window's width from the table)
        extras = [d for d in window.findChildren(QDockWidget)
                  if d not in self.docks() and not d.isFloating()
                  and window.dockWidgetArea(d) == old]
        docked = [d for d in [*self.docks(), *extras] if not d.isFloating()]
        if self.decision not in docked:
            return
        across = Qt.Orientation.Horizontal if self.side == "below" else Qt.Orientation.Vertical
        # closed by the player: closed still (hidden on purpose, not merely not shown yet:
        # a window opened tall lost every panel so); the tab in front: in front again
        closed = [d for d in docked if d.testAttribute(Qt.WidgetAttribute.WA_WState_Hidden)
                  and d.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide)]
        tabbed = [*self.tabbed, *extras]
        front = next((d for d in tabbed
                      if d in docked and not d.visibleRegion().isEmpty()), None)
        window.addDockWidget(area, self.decision)
        last = self.decision
        for dock in self.beside_it:
            if dock in docked:
                window.addDockWidget(area, dock)
                window.splitDockWidget(last, dock, across)
                last = dock
        tabs = [d for d in tabbed if d in docked]
        for dock in tabs:
            window.addDockWidget(area, dock)
        if tabs:
            window.splitDockWidget(last, tabs[0], across)
            for dock in tabs[1:]:
                window.tabifyDockWidget(tabs[0], dock)
        for dock in closed:
            dock.hide()
        if front is not None:
            front.raise_()
        self._size(width, height)
        # again once laid out: a window not yet shown (opened tall) ignores the sizes, and
        # its panels grew by themselves at the first move, the table jumping
        QTimer.singleShot(0, self.window, lambda: self._size(self.window.width(),
                                                             self.window.height()))

    def _size(self, width: int, height: int) -> None:
        window = self.window
        if self.side == "below":
            room = max(int(height * BELOW_LEAST), height - self.table_height(width))
            window.resizeDocks([self.decision], [room], Qt.Orientation.Vertical)
            window.resizeDocks([self.decision], [int(width * DECISION_SHARE)],
                               Qt.Orientation.Horizontal)
        else:
            window.resizeDocks([self.decision], [max(260, int(width * 0.2))],
                               Qt.Orientation.Horizontal)
