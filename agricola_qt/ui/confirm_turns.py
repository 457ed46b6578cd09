"""Game ▸ Confirm the end of each turn, remembered between runs (QSettings).

Only the player's own choice in the menu is saved (the action's ``triggered``): the lesson
switches the question off while it teaches and back afterwards, and that is no choice of
the player's to remember.
"""

from __future__ import annotations

from agricola_qt.ui import i18n

SETTINGS_KEY = "game/confirm-turns"


def load() -> bool:
    """On unless the player switched it off (a testers' pass-and-play window forgot it)."""
    value = i18n.settings().value(SETTINGS_KEY, True)
    if isinstance(value, str):  # an ini file keeps "true"/"false"
        return value.lower() != "false"
    return bool(value)


def save(on: bool) -> None:
    settings = i18n.settings()
    settings.setValue(SETTINGS_KEY, on)
    settings.sync()
