"""The table's language: English, Simplified Chinese or Traditional Chinese.

Two kinds of files in ``agricola_qt/resources/i18n`` (package data, found with
``importlib.resources``) carry a language:

- ``agricola_qt_<code>.qm``: Qt's compiled translations of the window's own words (menus,
  buttons, hints), made with ``pyside6-lupdate`` / ``pyside6-lrelease``;
- ``reasons_<code>.qm``: the engine's refusals, one entry per refusal code (Qt context
  "refusals", see ``ui/reasons.py``), in a second translator;
- ``names_<code>.json``: the names the engine hands over (action spaces and their help,
  card names and effect texts), keyed by the English space name or the card id.

Whatever a file does not cover stays English.  The choice is remembered in QSettings; the
first default is the system locale.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

if TYPE_CHECKING:  # the menus' classes only where a menu is made: the command line's
    from PySide6.QtWidgets import QMenu  # --lang reads this module without them

from agricola_qt import resources

# the package's translations folder: the same in a checkout, a wheel or a frozen build
FOLDER: Path = resources.path("i18n")
ENGLISH = "en"
# code -> the language's own name, as the View > Language menu shows it
LANGUAGES: dict[str, str] = {"en": "English", "zh_CN": "简体中文", "zh_TW": "繁體中文"}
SETTINGS_KEY = "view/language"
TRADITIONAL_REGIONS = ("TW", "HK", "MO")

_translator: QTranslator | None = None
_qt_translator: QTranslator | None = None  # Qt's own words (OK, Cancel, Close…)
_refusal_translator: QTranslator | None = None  # the engine's refusals
_forwarder: QTranslator | None = None  # Qt's words its translations lack (``qt_words``)
_current = ENGLISH
_names: dict[str, dict[str, str]] = {}


def normalize(code: str | None) -> str | None:
    """A known language code for ``code`` ("zh-TW", "zh_Hant_HK", "en_GB"…), else None."""
    if not code:
        return None
    parts = code.replace("-", "_").split(".")[0].split("_")
    lang = parts[0].lower()
    rest = [p.upper() for p in parts[1:]]
    if lang == "en" or lang == "c":
        return ENGLISH
    if lang == "zh":
        if "HANT" in rest or any(r in TRADITIONAL_REGIONS for r in rest):
            return "zh_TW"
        return "zh_CN"
    return None


def system_language(locale: QLocale | None = None) -> str:
    """The language of the system locale, English when we have no translation for it."""
    locale = QLocale.system() if locale is None else locale
    if locale.language() == QLocale.Language.Chinese:
        traditional = (locale.script() == QLocale.Script.TraditionalChineseScript
                       or locale.territory() in (QLocale.Country.Taiwan,
                                                 QLocale.Country.HongKong,
                                                 QLocale.Country.Macau))
        return "zh_TW" if traditional else "zh_CN"
    return normalize(locale.name()) or ENGLISH


def settings() -> QSettings:
    return QSettings("agricola-qt", "agricola-qt")


def saved_language() -> str | None:
    value = settings().value(SETTINGS_KEY)
    return normalize(str(value)) if value else None


def save_language(code: str) -> None:
    settings().setValue(SETTINGS_KEY, code)


def choose_language(requested: str | None = None) -> str:
    """``--lang`` first, then the remembered choice, then the system locale."""
    return normalize(requested) or saved_language() or system_language()


def current() -> str:
    return _current


def install(app: QCoreApplication, code: str | None) -> str:
    """Make ``code`` the table's language (English when unknown or without files)."""
    global _translator, _qt_translator, _refusal_translator, _forwarder, _current, _names
    code = normalize(code) or ENGLISH
    for old in (_translator, _qt_translator, _refusal_translator, _forwarder):
        if old is not None:
            app.removeTranslator(old)
    _translator = _qt_translator = _refusal_translator = _forwarder = None
    _names = {}
    if code != ENGLISH:  # asked last: installed first
        from agricola_qt.ui.qt_words import QtWordsTranslator

        _forwarder = QtWordsTranslator(app)
        app.installTranslator(_forwarder)
    translator = QTranslator(app)  # English too: its file holds the plural forms
    if _load(translator, f"agricola_qt_{code}"):
        app.installTranslator(translator)
        _translator = translator
    if code != ENGLISH:
        refusals = QTranslator(app)
        if _load(refusals, f"reasons_{code}"):
            app.installTranslator(refusals)
            _refusal_translator = refusals
        qt_words = QTranslator(app)
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_words.load(f"qtbase_{code}", qt_folder):
            app.installTranslator(qt_words)
            _qt_translator = qt_words
        _names = load_names(code)
        if _translator is None and not _names:
            code = ENGLISH
    # Qt's dialogs write dates, sizes and file kinds in the default locale's words (the file
    # dialog's "empty document" beside Chinese labels)
    QLocale.setDefault(QLocale.system() if code == ENGLISH else QLocale(code))
    _current = code
    return code


def _load(translator: QTranslator, name: str) -> bool:
    """Load ``name``.qm from ``FOLDER`` out of a copy in memory.  Loaded by its file name, Qt
    maps the file and reads it in place: a file rewritten while the game ran (the game
    updated under it) turned most of a Chinese table's words English mid-game (a tester).
    Qt does not copy the bytes given, so the translator keeps them."""
    try:
        data = (FOLDER / f"{name}.qm").read_bytes()
    except OSError:
        return False
    if not translator.load(data):
        return False
    translator.qm_bytes = data  # type: ignore[attr-defined]  # (kept with its translator)
    return True


def load_names(code: str) -> dict[str, dict[str, str]]:
    path = FOLDER / f"names_{code}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in data.items() if isinstance(v, dict)}


def name(section: str, key: str) -> str | None:
    """The translation of ``key`` in a section of the names file ("spaces", "space_help",
    "cards", "card_texts", "reasons"), or None."""
    found = _names.get(section, {}).get(key)
    return found or None


def fill_language_menu(menu: QMenu, choose: Callable[[str], None]) -> None:
    """View ▸ Language: one checkable entry per language, the current one checked; choosing
    one calls ``choose`` with its code (the game window and Heartland's window share it)."""
    from PySide6.QtGui import QAction, QActionGroup

    group = QActionGroup(menu)
    for code, label in LANGUAGES.items():
        choice = QAction(label, menu)
        choice.setCheckable(True)
        choice.setChecked(code == current())
        choice.setData(code)
        group.addAction(choice)
        menu.addAction(choice)
        choice.triggered.connect(lambda _=False, c=code: choose(c))


def check_language(menu: QMenu) -> None:
    """Check the current language's entry of a menu ``fill_language_menu`` filled."""
    for choice in menu.actions():
        choice.setChecked(choice.data() == current())
