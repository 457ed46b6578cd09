"""Refresh the Qt translation files: extract, keep the existing translations, compile.

    python3 tools/i18n_update.py            # every language in resources/i18n
    python3 tools/i18n_update.py zh_CN      # one language

``pyside6-lupdate`` files a bare ``tr("...")`` call under an empty context, while the table
translates with the contexts ``Table`` (agricola_qt/ui) and ``MainWindow``
(agricola_qt/app/window_main.py); this script moves such messages to the context of the file
they are in, keeps every translation already made, and runs ``pyside6-lrelease`` (the .qm go to
``agricola_qt/resources/i18n``, package data).
A development tool only: the game never runs it.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "resources" / "i18n"  # the .ts sources (not shipped)
OUTPUT = ROOT / "agricola_qt" / "resources" / "i18n"  # the compiled .qm (package data)
LANGUAGES = ("zh_CN", "zh_TW")
# app modules with their own words (context MainWindow, like window_main.py)
APP_MODULES = ("about", "crash", "glyphs", "remembered")
LANGUAGE_TAGS = {"zh_CN": "zh_CN", "zh_TW": "zh_TW"}


def sources() -> list[Path]:
    app = ROOT / "agricola_qt" / "app"
    return sorted((ROOT / "agricola_qt" / "ui").glob("*.py")) + [
        app / "window_main.py", *(app / f"{name}.py" for name in APP_MODULES)]


def context_for(filename: str) -> str:
    name = Path(filename).name
    app = name == "window_main.py" or name.removesuffix(".py") in APP_MODULES
    return "MainWindow" if app else "Table"


def extract() -> dict[tuple[str, str], list[tuple[str, str]]]:
    """(context, source) -> locations (file, line), from a fresh lupdate run."""
    with tempfile.TemporaryDirectory() as tmp:
        ts = Path(tmp) / "extract.ts"
        subprocess.run(["pyside6-lupdate", *map(str, sources()), "-locations", "absolute",
                        "-ts", str(ts)], check=True, cwd=ROOT, capture_output=True)
        root = ET.parse(ts).getroot()
    found: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            for loc in message.iter("location") or [None]:
                filename = loc.get("filename", "") if loc is not None else ""
                line = loc.get("line", "") if loc is not None else ""
                where = name or context_for(filename)
                found.setdefault((where, source), []).append((Path(filename).name, line))
    return found


def existing(path: Path) -> dict[tuple[str, str], str]:
    if not path.exists():
        return {}
    out = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            text = message.findtext("translation") or ""
            if text:
                out[(name, message.findtext("source") or "")] = text
    return out


def write_ts(path: Path, language: str, messages: dict[tuple[str, str], list[tuple[str, str]]],
             done: dict[tuple[str, str], str]) -> tuple[int, int]:
    root = ET.Element("TS", version="2.1", language=LANGUAGE_TAGS[language])
    translated = 0
    for context_name in sorted({c for c, _ in messages}):
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = context_name
        for (c, source), locations in sorted(messages.items()):
            if c != context_name:
                continue
            message = ET.SubElement(context, "message")
            for filename, line in locations:
                if filename:
                    ET.SubElement(message, "location",
                                  filename=f"../../agricola_qt/{_folder(filename)}{filename}",
                                  line=line)
            ET.SubElement(message, "source").text = source
            translation = ET.SubElement(message, "translation")
            text = done.get((c, source), "")
            if text:
                translation.text = text
                translated += 1
            else:
                translation.set("type", "unfinished")
    ET.indent(root)
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")
    return translated, len(messages)


def _folder(filename: str) -> str:
    app = filename == "window_main.py" or filename.removesuffix(".py") in APP_MODULES
    return "app/" if app else "ui/"


def main(argv: list[str]) -> int:
    languages = argv or list(LANGUAGES)
    messages = extract()
    for language in languages:
        ts = FOLDER / f"agricola_qt_{language}.ts"
        done, total = write_ts(ts, language, messages, existing(ts))
        subprocess.run(["pyside6-lrelease", str(ts), "-qm",
                        str(OUTPUT / ts.with_suffix(".qm").name)], check=True, capture_output=True)
        print(f"{ts.name}: {done} of {total} messages translated")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
