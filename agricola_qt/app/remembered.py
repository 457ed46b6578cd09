"""What the window remembers between sessions (QSettings): its geometry and docks, the recent
files (File > Open Recent) and the folder of the last file dialog.

File dialogs start in the last folder used, else the user's documents folder (else home).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QObject,
    Qt,
)
from PySide6.QtWidgets import QMainWindow, QMenu

from agricola_qt.ui.file_folders import (  # noqa: F401 - the app's one place for them
    FOLDER_KEY,
    MAX_RECENT,
    RECENT_KEY,
    add_recent,
    chose,
    dialog_folder,
    dialog_start,
    documents_folder,
    recent_files,
    replay_start,
    settings,
    unused_name,
)
from agricola_qt.ui.screen_fit import fit_on_screen

GEOMETRY_KEY = "window/geometry"
STATE_KEY = "window/state"
ZOOM_KEY = "window/zoom"  # the table's zoom (View ▸ Zoom in) at the last close
LAYOUT_VERSION = 1  # bump when the docks change so an old layout is not restored


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)




# --- folders: ``ui/file_folders.py`` (Heartland's window starts its dialogs there too) ------
# --- recent files: the list is kept by ``ui/file_folders.py`` ------------------------------
def clear_recent() -> None:
    settings().remove(RECENT_KEY)


def fill_recent_menu(menu: QMenu, open_path: Callable[[Path], object]) -> None:
    """The entries of File > Open Recent (filled again each time it opens)."""

    def fill() -> None:
        menu.clear()
        files = [p for p in recent_files() if p.is_file()]
        for i, path in enumerate(files, start=1):
            shown = path.name.replace("&", "&&")  # a "&" in a name is no shortcut
            action = menu.addAction(f"&{i} {shown}" if i < 10 else shown)
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _=False, p=path: open_path(p))
        if not files:
            menu.addAction(tr("No recent games")).setEnabled(False)
        menu.addSeparator()
        clear = menu.addAction(tr("&Clear the list"))
        clear.setEnabled(bool(files))
        clear.triggered.connect(clear_recent)

    menu.aboutToShow.connect(fill)
    fill()


# --- window layout ---------------------------------------------------------------------------
def restore_layout(window: QMainWindow) -> bool:
    """The geometry and docks of the last session; False when there is none."""
    s = settings()
    geometry, state = s.value(GEOMETRY_KEY), s.value(STATE_KEY)
    restored = False
    if isinstance(geometry, QByteArray | bytes):
        restored = window.restoreGeometry(QByteArray(geometry))
    if isinstance(state, QByteArray | bytes):
        restored = window.restoreState(QByteArray(state), LAYOUT_VERSION) or restored
    if not restored:  # the first start: the whole screen, as a game opens (the table
        # scales to the room it has); its own size, if the screen has room, once restored
        fit_on_screen(window)
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
    return restored


def save_layout(window: QMainWindow) -> None:
    s = settings()
    s.setValue(GEOMETRY_KEY, window.saveGeometry())
    s.setValue(STATE_KEY, window.saveState(LAYOUT_VERSION))
    view = getattr(window, "view", None)
    if view is not None:
        s.setValue(ZOOM_KEY, float(getattr(view, "zoom", 1.0)))


def restore_zoom(window: QMainWindow) -> None:
    """The table's zoom of the last session, once the first game is on the table (a player
    who zoomed in to read a small screen found it fitted again after every restart)."""
    try:
        zoom = float(settings().value(ZOOM_KEY, 1.0))  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return
    view = getattr(window, "view", None)
    if view is not None and zoom > 1.0:
        view.set_zoom(zoom)


class LayoutKeeper(QObject):
    """Saves the window's layout when it closes (an event filter: no closeEvent change)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window = window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.window and event.type() == QEvent.Type.Close:
            save_layout(self.window)
        return False


def keep_layout(window: QMainWindow) -> LayoutKeeper:
    """Restore the last layout now and save it when the window closes."""
    restore_layout(window)
    return LayoutKeeper(window)
