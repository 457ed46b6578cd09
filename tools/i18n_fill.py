"""Fill translations into the Qt .ts files from JSON files of new words.

    python3 tools/i18n_update.py                     # extract the new strings
    python3 tools/i18n_fill.py resources/i18n/pending/*.json
    python3 tools/i18n_update.py                     # compile the .qm files

A JSON file maps each language to {English source: translation}:

    {"zh_TW": {"Game log": "遊戲紀錄"}, "zh_CN": {"Game log": "游戏记录"}}

Only messages still marked unfinished are filled (a finished translation is never
overwritten); phrases with a count ("%n …") get their one Chinese plural form.  Pieces of work
done side by side each bring their words in a file of their own, so the .ts files (rewritten
whole by i18n_update) never have to be merged by hand.  A development tool only.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "resources" / "i18n"


def fill(language: str, table: dict[str, str]) -> tuple[int, list[str]]:
    path = FOLDER / f"agricola_qt_{language}.ts"
    root = ET.parse(path).getroot()
    filled = 0
    missing = []
    for message in root.iter("message"):
        translation = message.find("translation")
        source = message.findtext("source") or ""
        if translation is None or translation.get("type") != "unfinished":
            continue
        if source not in table:
            missing.append(source)
            continue
        del translation.attrib["type"]
        if message.get("numerus") == "yes":
            for form in list(translation):
                translation.remove(form)
            ET.SubElement(translation, "numerusform").text = table[source]
        else:
            translation.text = table[source]
        filled += 1
    ET.indent(root)
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                    + ET.tostring(root, encoding="unicode") + "\n", encoding="utf-8")
    return filled, missing


def main(argv: list[str]) -> int:
    tables: dict[str, dict[str, str]] = {}
    for name in argv:
        data = json.loads(Path(name).read_text(encoding="utf-8"))
        for language, words in data.items():
            tables.setdefault(language, {}).update(words)
    for language, table in sorted(tables.items()):
        filled, missing = fill(language, table)
        print(f"{language}: {filled} filled, {len(missing)} still unfinished")
        for source in missing:
            print(f"  unfinished: {source!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
