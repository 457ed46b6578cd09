"""Windows sized for a roomy screen, made to fit a small one.

The table's windows open at sizes chosen for a 1920×1080 screen (the game 1600×950, the
replay viewer 1500×900).  On a laptop at 125–150 % scaling the screen offers about 1100×600
logical pixels, and a window that large ran off its bottom and right edges (where the
window manager does not clamp it, as on Windows): the decision panel's buttons were out of
sight.  ``fit_on_screen`` shrinks such a window to the screen's free area and centres it
there; a window that fits is left where it is.
"""

from __future__ import annotations

from typing import Literal

import shiboken6
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

SCREEN_SHARE = 0.96  # of the free area's width and height: the frame and a margin show

# Where a window's panels stand, by its shape: the game window's docks (``app/panel_sides``),
# Heartland's panel, the replay's move list and chart.
Side = Literal["beside", "below"]
TALL = 1.0  # height over width from which the panels go below the table
WIDE = 0.85  # ... and under which they come back beside it (between: as they are)


def side_for(width: int, height: int, now: Side) -> Side:
    """The side the window's shape asks for (``now`` while it is in between)."""
    if width <= 0:
        return now
    ratio = height / width
    if ratio >= TALL:
        return "below"
    if ratio < WIDE:
        return "beside"
    return now


def fit_on_screen(window: QWidget) -> bool:
    """Shrink and centre ``window`` where it is larger than its screen's free area; True
    when it was changed."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return False
    room = screen.availableGeometry()
    width = min(window.width(), int(room.width() * SCREEN_SHARE))
    height = min(window.height(), int(room.height() * SCREEN_SHARE))
    if (width, height) == (window.width(), window.height()):
        return False
    window.resize(width, height)
    window.move(room.left() + (room.width() - width) // 2,
                room.top() + (room.height() - height) // 2)
    return True


def fit_over(window: QWidget, owner: QWidget | None, grow: bool = False) -> bool:
    """Where ``window`` opens from a smaller window (the game's, sized down by the player),
    it takes that window's place and size instead of running past its edges; True when it
    was changed.  (The replay viewer opened at 1500x900 from a 1280x720 game window.)
    ``grow``: from a larger window too (a review's table was drawn small at 1500x900 over a
    1920x1040 game window)."""
    # (a maximized window too: without a window manager to tell it otherwise, Qt still
    # thinks a game window maximized and then sized down to 1280x720 whole-screen)
    if owner is None or not owner.isVisible():
        return False
    frame = owner.geometry()
    if grow and (frame.width() > window.width() or frame.height() > window.height()):
        screen = owner.screen()
        if screen is not None:  # (within the screen, however large the owner says it is)
            frame = frame.intersected(screen.availableGeometry())
        window.setGeometry(frame)
        return True
    if frame.width() >= window.width() and frame.height() >= window.height():
        return False
    window.resize(min(window.width(), frame.width()), min(window.height(), frame.height()))
    window.move(frame.topLeft())
    return True


class CentredOver(QObject):
    """Moves a dialog with its owner's centre while the owner is moved or resized under it
    (the new-game dialog, open as the game starts, stayed where the 1600x950 window had
    centred it once a tester's window was made 1366x768: off to the right and low).  A
    dialog the player dragged aside keeps its place relative to the owner's centre."""

    def __init__(self, dialog: QWidget, owner: QWidget) -> None:
        # a child of the owner, taken off it as the dialog goes: a child of the dialog, it
        # was asked about the owner's resize while the dialog was being destroyed, and the
        # program died (a tester's window, resized by the coach panel, at the next turn)
        super().__init__(owner)
        self.dialog, self.owner = dialog, owner
        self._centre = owner.frameGeometry().center()
        owner.installEventFilter(self)
        dialog.destroyed.connect(self._release)

    def _release(self) -> None:
        self.dialog = None
        if shiboken6.isValid(self.owner):
            self.owner.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt naming)
        dialog = self.dialog
        if (dialog is None or not shiboken6.isValid(dialog) or watched is not self.owner
                or event.type() not in (QEvent.Type.Resize, QEvent.Type.Move)):
            return False
        centre = self.owner.frameGeometry().center()
        if dialog.isVisible():
            dialog.move(dialog.pos() + centre - self._centre)
        self._centre = centre
        return False
