"""How fast the computer players move: Game ▸ Computer speed (fast, normal, slow, or wait
for a click).

A speed is a pause before each computer decision and the time a placed person takes to glide
from the house to its action space.  "Wait for a click" (``step``) steps through the computer
turns: each computer move waits for a click, Enter or the Next button.  The choice is
remembered in QSettings.
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
    "step": (0, 700),
}
STEP = "step"  # each computer move waits for the player's click
LABELS = {
    "fast": QT_TRANSLATE_NOOP("Table", "&Fast"),
    "normal": QT_TRANSLATE_NOOP("Table", "&Normal"),
    "slow": QT_TRANSLATE_NOOP("Table", "&Slow"),
    "step": QT_TRANSLATE_NOOP("Table", "&Wait for a click (step through)"),
}


def label(speed: str) -> str:
    return QCoreApplication.translate("Table", LABELS[speed])


def delay_ms(speed: str) -> int:
    return SPEEDS.get(speed, SPEEDS[DEFAULT])[0]


def waits(speed: str) -> bool:
    """Does each computer move wait for a click?"""
    return speed == STEP


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
