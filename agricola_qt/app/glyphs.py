"""Chinese needs a font with Chinese characters: warn once instead of drawing empty boxes.

``missing(code)`` asks Qt's font database whether any installed font covers the language's
writing system and, to be sure, whether a few characters the table shows are in the
application font or a font of that writing system.  ``GlyphWarner`` watches the window's
LanguageChange events (View > Language) and shows the warning once per language.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject
from PySide6.QtGui import QFont, QFontDatabase, QFontMetrics
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from agricola_qt.ui import i18n

WritingSystem = QFontDatabase.WritingSystem
# language -> (writing system, characters the table shows: "farm, wood, grain, round")
SAMPLES: dict[str, tuple[QFontDatabase.WritingSystem, str]] = {
    "zh_CN": (WritingSystem.SimplifiedChinese, "农家乐木材麦子回合"),
    "zh_TW": (WritingSystem.TraditionalChinese, "農家樂木頭麥子回合"),
}


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def covers(font: QFont, text: str) -> bool:
    metrics = QFontMetrics(font)
    return all(metrics.inFontUcs4(ord(ch)) for ch in text)


def missing(code: str) -> bool:
    """True when no installed font can draw the language's characters."""
    sample = SAMPLES.get(code)
    if sample is None:
        return False
    system, text = sample
    if covers(QApplication.font(), text):
        return False
    return not any(covers(QFont(family), text) for family in QFontDatabase.families(system))


FONT_ADVICE = QT_TRANSLATE_NOOP(
    "MainWindow", "Chinese characters cannot be shown: no installed font has them, so the "
    "table would show empty boxes. Install a font with Chinese characters, such as Noto Sans "
    "CJK, and start the game again.")
DEBIAN_ADVICE = QT_TRANSLATE_NOOP("MainWindow",
                                  "On Debian or Ubuntu: sudo apt-get install fonts-noto-cjk")


def advice() -> str:
    """The warning, translated; the English words follow a translation, since a translation
    into the very language whose characters are missing would be empty boxes too."""
    parts = [FONT_ADVICE] + ([DEBIAN_ADVICE] if sys.platform.startswith("linux") else [])
    english = "\n\n".join(parts)
    translated = "\n\n".join(tr(part) for part in parts)
    return translated if translated == english else f"{translated}\n\n{english}"


class GlyphWarner(QObject):
    """Shows the missing-font warning once per language (at start and on View > Language)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.warned: set[str] = set()
        self.box: QMessageBox | None = None
        window.installEventFilter(self)  # the window's own events only, not its children's

    def check(self, code: str | None = None) -> bool:
        """Warn if ``code`` (default: the current language) lacks glyphs; True if warned."""
        code = i18n.current() if code is None else code
        if code in self.warned or not missing(code):
            return False
        self.warned.add(code)
        self.box = QMessageBox(QMessageBox.Icon.Warning, "Missing Chinese font", advice(),
                               QMessageBox.StandardButton.Ok, self.window)
        self.box.setObjectName("glyph-warning")
        self.box.open()
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.check()
        return False
