"""tools/i18n_update.py: phrases with a count are found whole, and every one is translated."""

from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path

_ROOT = Path(__file__).parent.parent
_SPEC = importlib.util.spec_from_file_location("i18n_update",
                                               _ROOT / "tools" / "i18n_update.py")
assert _SPEC is not None and _SPEC.loader is not None
update = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(update)


def test_a_phrase_split_over_lines_is_found_whole() -> None:
    """A "%n" phrase written in two literals side by side was filed cut short at the first
    (its translations lost); docstrings and f-strings are no phrases."""
    code = ('x = trn("⚠ %n food short before the harvest: take food or turn goods "\n'
            '        # a comment between\n'
            '        "into food.", n)\n'
            'def f():\n'
            '    """A docstring with %n in it."""\n'
            'y = f"{z} %n"\n')
    assert update._literals(code) == [
        (1, "⚠ %n food short before the harvest: take food or turn goods into food.")]


def test_every_phrase_with_a_count_is_translated() -> None:
    found = {source for _, source in update.plurals()}
    assert found
    for language in ("zh_CN", "zh_TW"):
        root = ET.parse(_ROOT / "resources" / "i18n" / f"agricola_qt_{language}.ts").getroot()
        done = {m.findtext("source") for m in root.iter("message")
                if m.find("translation") is not None
                and m.find("translation").get("type") != "unfinished"}
        assert not found - done, (language, sorted(found - done)[:3])
