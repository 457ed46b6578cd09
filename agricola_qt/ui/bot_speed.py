"""How fast the computer players move: Game ▸ Computer speed (fast, normal, slow).

A speed is a pause before each computer decision and the time a placed person takes to glide
from the house to its action space.  The choice is remembered in QSettings.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from agricola_qt.ui import i18n

SETTINGS_KEY = "game/computer-speed"
DEFAULT = "normal"
# name -> (pause before each computer decision, glide of a placed person), in milliseconds
SPEEDS: dict[str, tuple[int, int]] = {
    "fast": (60, 160),
    "normal": (450, 380),
    "slow": (1400, 700),
}
LABELS = {
    "fast": QT_TRANSLATE_NOOP("Table", "&Fast"),
    "normal": QT_TRANSLATE_NOOP("Table", "&Normal"),
    "slow": QT_TRANSLATE_NOOP("Table", "&Slow"),
}


def label(speed: str) -> str:
    return QCoreApplication.translate("Table", LABELS[speed])


def delay_ms(speed: str) -> int:
    return SPEEDS.get(speed, SPEEDS[DEFAULT])[0]


def glide_ms(speed: str) -> int:
    return SPEEDS.get(speed, SPEEDS[DEFAULT])[1]


def load() -> str:
    """The remembered speed (``normal`` when none was chosen or the setting is unknown)."""
    value = i18n.settings().value(SETTINGS_KEY, DEFAULT)
    return value if isinstance(value, str) and value in SPEEDS else DEFAULT


def save(speed: str) -> None:
    if speed not in SPEEDS:
        raise ValueError(f"unknown computer speed {speed!r}")
    settings = i18n.settings()
    settings.setValue(SETTINGS_KEY, speed)
    settings.sync()
