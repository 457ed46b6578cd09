"""Where the Agricola game window hands over to Heartland's own window.

``GameWindow`` calls these two functions (app/window_main.py): the new-game dialog's
Heartland choice, and opening a record whose header says ``game: heartland``.  A Heartland
game plays in a ``HeartlandWindow`` (agricola_qt/ui/heartland/window.py) of its own, owned by
the game window, so the Agricola window's game stays as it was.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from agricola_qt.app.heartland_cli import is_heartland


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def _delay(parent: QWidget) -> int:
    delay = getattr(parent, "bot_delay_ms", 400)
    return 0 if delay is None else int(delay)


def _asks(parent: QWidget) -> bool:
    return bool(getattr(parent, "ask_to_save", True))


def start_from_dialog(parent: QWidget, dialog: object) -> QWidget:
    """A new Heartland game as chosen in ``NewGameDialog`` (``dialog.is_heartland()``)."""
    from agricola_qt.ui.heartland.window import HeartlandWindow

    players, seed, names, seats = dialog.heartland_choice()  # type: ignore[attr-defined]
    window = HeartlandWindow.new(players, seed, names, seats, bot_delay_ms=_delay(parent),
                                 ask_to_save=_asks(parent), parent=parent)
    window.show()
    return window


def open_if_heartland(parent: QWidget, path: Path) -> bool | None:
    """Open ``path`` in a Heartland window if it is a Heartland record: True when opened,
    False when it could not be (the reason was shown), None when it is not Heartland."""
    if not is_heartland(str(path)):
        return None
    from agricola_qt.records.errors import RecordError
    from agricola_qt.ui.heartland.window import HeartlandWindow

    try:
        window = HeartlandWindow.open_record(str(path), bot_delay_ms=_delay(parent),
                                             ask_to_save=_asks(parent), parent=parent)
    except RecordError as error:
        QMessageBox.warning(parent, tr("Cannot open the game"), error.describe())
        return False
    window.show()
    return True
