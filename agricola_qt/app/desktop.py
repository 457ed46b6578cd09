"""The game as a desktop citizen: its name and icon, logs and the crash dialog, the remembered
layout, the system's light or dark colours, the missing-font warning.

``run_gui`` (app/window_main.py) calls ``prepare(app)`` before it makes the window and
``attach(window)`` after.  Tests make windows without either, so they neither read nor write
the user's layout, logs or excepthook.
"""

from __future__ import annotations

import logging
import sys
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication, QIcon, QPalette
from PySide6.QtWidgets import QApplication, QMainWindow

from agricola_qt import resources

APP_ID = "agricola-qt"  # the command, the icon's name and the settings' name
# the AppStream id and .desktop file name (packaging/linux/); Wayland and X11 desktops match
# the running window to its desktop entry (and so to its icon) by it
DESKTOP_ID = "io.github.agricola_qt.AgricolaQt"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

log = logging.getLogger("agricola-qt")
_kept: list[object] = []  # helpers that must live as long as the window


def icon() -> QIcon:
    """Our application icon: the theme's (an installed hicolor icon), else the packaged PNGs
    and SVG."""
    found = QIcon()
    for size in ICON_SIZES:
        png = resources.files("icons", "hicolor", f"{size}x{size}", "apps", f"{APP_ID}.png")
        if png.is_file():
            found.addFile(str(resources.path("icons", "hicolor", f"{size}x{size}", "apps",
                                             f"{APP_ID}.png")))
    return QIcon.fromTheme(APP_ID, found)


def prepare(app: QCoreApplication) -> None:
    """Before the window: names, icon, log file, crash dialog, colour scheme."""
    from agricola_qt import __version__
    from agricola_qt.app import crash, logs

    QCoreApplication.setApplicationName(APP_ID)
    QCoreApplication.setOrganizationName(APP_ID)
    QCoreApplication.setApplicationVersion(__version__)
    if isinstance(app, QGuiApplication):
        # no application display name: Qt appends it to every window title that does not
        # end with it, and Heartland's window read "Heartland — new game — Agricola"; the
        # game window names Agricola in its own title
        QGuiApplication.setDesktopFileName(DESKTOP_ID)
        QGuiApplication.setWindowIcon(icon())
    logs.start()
    crash.install(saved=lambda: _saved_now())
    if isinstance(app, QApplication):
        follow_colour_scheme(app)


def attach(window: QMainWindow) -> None:
    """After the window exists: its icon, its remembered layout, the font warning; then
    the start-up objects leave the garbage collector's walks (``heap.settle``)."""
    from agricola_qt.app import glyphs, heap, remembered

    window.setWindowIcon(icon())
    _kept[:] = [window, remembered.keep_layout(window), glyphs.GlyphWarner(window)]
    _kept[2].check()  # type: ignore[attr-defined]
    heap.settle()


def reset() -> None:
    """Undo ``prepare`` and ``attach`` (tests that start the whole application)."""
    from agricola_qt.app import crash, heap, logs

    crash.uninstall()
    logs.stop()
    heap.unsettle()
    _kept.clear()


def _saved_now() -> bool:
    """After an error: write the autosave now; True when the game is safe on disk."""
    window: Any = _kept[0] if _kept else None
    if window is None:
        return False
    controller = window.controller
    if not controller.moves:
        return True  # nothing played yet: nothing to lose
    window._autosave()
    if window.use_autosave and window.autosave_game is not None:
        return True
    return window.path is not None and controller.stack.isClean()


# --- light and dark --------------------------------------------------------------------------
def dark_palette() -> QPalette:
    p = QPalette()
    role, group = QPalette.ColorRole, QPalette.ColorGroup
    colours = {
        role.Window: "#2b2b2b", role.WindowText: "#e6e6e6", role.Base: "#1f1f1f",
        role.AlternateBase: "#2f2f2f", role.ToolTipBase: "#3a3a3a", role.ToolTipText: "#f0f0f0",
        role.Text: "#e6e6e6", role.Button: "#353535", role.ButtonText: "#e6e6e6",
        role.BrightText: "#ff6b6b", role.Highlight: "#3d7fc4", role.HighlightedText: "#ffffff",
        role.Link: "#7fb4ff", role.PlaceholderText: "#8a8a8a",
    }
    for r, colour in colours.items():
        p.setColor(r, colour)
    for r in (role.Text, role.ButtonText, role.WindowText):
        p.setColor(group.Disabled, r, "#7a7a7a")
    return p


def apply_scheme(app: QApplication, scheme: Qt.ColorScheme) -> None:
    """Dark: Fusion with a dark palette; otherwise the style's own palette."""
    if scheme == Qt.ColorScheme.Dark:
        app.setStyle("Fusion")
        app.setPalette(dark_palette())
    else:
        app.setPalette(app.style().standardPalette())


def follow_colour_scheme(app: QApplication) -> None:
    """Dialogs and docks follow the system's light or dark scheme, also when it changes (the
    table draws with its own palette).  Windows and macOS styles do it themselves; elsewhere
    a dark session gets Fusion with a dark palette."""
    if sys.platform in ("win32", "darwin"):
        return
    hints = QGuiApplication.styleHints()
    apply_scheme(app, hints.colorScheme())
    hints.colorSchemeChanged.connect(lambda scheme: apply_scheme(app, scheme))
