"""The help pages' and the lesson's texts, one JSON file per language.

Each file (``agricola_qt/resources/help/<code>.json``) holds the same keys: ``ui`` (window
titles and buttons), ``how_to_play`` (the illustrated pages, in order), ``aid`` (the player
aid's headings and rows) and ``tutorial`` (the lesson's steps).  Whole pages are translated as
pages, which keeps each language's text readable and complete; a key missing in a language
falls back to English (a test checks that none is missing).
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from agricola_qt import resources
from agricola_qt.ui import i18n

LANGUAGES = ("en", "zh_TW", "zh_CN")


@cache
def load(code: str) -> dict[str, Any]:
    """The parsed file of a language (English for an unknown code)."""
    if code not in LANGUAGES:
        code = "en"
    text = resources.files("help", f"{code}.json").read_text(encoding="utf-8")
    data = json.loads(text)
    if not isinstance(data, dict):
        raise ValueError(f"help/{code}.json: not an object")
    return data


def section(name: str, code: str | None = None) -> Any:
    """A whole section (``how_to_play`` is a list of pages) in ``code`` or the current
    language."""
    found = load(code or i18n.current()).get(name)
    return found if found is not None else load("en")[name]


def word(section_name: str, key: str, code: str | None = None) -> str:
    """One text of a section, falling back to English, then to the key itself."""
    found = load(code or i18n.current()).get(section_name, {}).get(key)
    if found is None:
        found = load("en").get(section_name, {}).get(key, key)
    return str(found)


def ui(key: str, code: str | None = None) -> str:
    return word("ui", key, code)
