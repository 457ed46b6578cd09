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

import ast
import io
import subprocess
import sys
import tempfile
import tokenize
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "resources" / "i18n"  # the .ts sources (not shipped)
OUTPUT = ROOT / "agricola_qt" / "resources" / "i18n"  # the compiled .qm (package data)
LANGUAGES = ("zh_CN", "zh_TW")
# app modules with their own words (context MainWindow, like window_main.py)
APP_MODULES = ("about", "crash", "glyphs", "remembered", "heartland_hooks")
LANGUAGE_TAGS = {"zh_CN": "zh_CN", "zh_TW": "zh_TW", "en": "en"}
# Phrases with a count are written with "%n" (ui/text.py's ``trn``); lupdate cannot see them
# through that helper, so they are found here as string literals holding "%n" (``plurals``).
# English gets a file of its own with just these (Qt picks "1 cell" / "2 cells" from it).


def sources() -> list[Path]:
    app = ROOT / "agricola_qt" / "app"
    return sorted((ROOT / "agricola_qt" / "ui").rglob("*.py")) + [  # with ui/heartland/
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


def plurals() -> dict[tuple[str, str], list[tuple[str, str]]]:
    """("Table", source) -> locations, for every "%n" phrase in the table's sources: string
    literals, those written side by side over several lines joined as Python joins them (a
    phrase split so was filed cut short, at its first piece, and lost its translations)."""
    found: dict[tuple[str, str], list[tuple[str, str]]] = {}
    for path in sources():
        for number, text in _literals(path.read_text(encoding="utf-8")):
            if "%n" in text:
                found.setdefault((context_for(path.name), text), []).append(
                    (path.name, str(number)))
    return found


def _literals(code: str) -> list[tuple[int, str]]:
    """(line, text) of each string literal in ``code``, adjacent ones joined (f-strings and
    triple-quoted strings left out: their words are not a phrase to translate)."""
    out: list[tuple[int, str]] = []
    run: list[tokenize.TokenInfo] = []

    def close() -> None:
        if run:
            try:
                pieces = [ast.literal_eval(t.string) for t in run]
            except (ValueError, SyntaxError):  # an f-string among them
                pieces = []
            text = "".join(pieces) if all(isinstance(x, str) for x in pieces) else ""
            if text:
                out.append((run[0].start[0], text))
            run.clear()

    for tok in tokenize.generate_tokens(io.StringIO(code).readline):
        if tok.type == tokenize.STRING and not tok.string.endswith(('"""', "'''")):
            run.append(tok)  # (a docstring's words are no phrase either)
        elif tok.type not in (tokenize.NL, tokenize.COMMENT):
            close()
    close()
    return out


def english_forms(source: str) -> list[str]:
    """"%n cell(s)" -> ["%n cell", "%n cells"]; words without "(s)" keep one form."""
    return [source.replace("(s)", ""), source.replace("(s)", "s")]


def existing(path: Path) -> dict[tuple[str, str], str | list[str]]:
    if not path.exists():
        return {}
    out: dict[tuple[str, str], str | list[str]] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "")
            if message.get("numerus") == "yes":
                forms = [f.text or "" for f in message.iter("numerusform")]
                if any(forms):
                    out[key] = forms
                continue
            text = message.findtext("translation") or ""
            if text:
                out[key] = text
    return out


def write_ts(path: Path, language: str, messages: dict[tuple[str, str], list[tuple[str, str]]],
             done: dict[tuple[str, str], str | list[str]],
             numerus: frozenset[tuple[str, str]] = frozenset()) -> tuple[int, int]:
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
            if (c, source) in numerus:
                message.set("numerus", "yes")
                forms = text if isinstance(text, list) else []
                if language == "en":
                    forms = english_forms(source)
                for form in forms or [""]:
                    ET.SubElement(translation, "numerusform").text = form
                if forms and any(forms):
                    translated += 1
                else:
                    translation.set("type", "unfinished")
                continue
            if isinstance(text, list):
                text = text[0]
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
    languages = argv or [*LANGUAGES, "en"]
    counted = plurals()
    messages = {k: v for k, v in extract().items() if k not in counted} | counted
    numerus = frozenset(counted)
    for language in languages:
        ts = FOLDER / f"agricola_qt_{language}.ts"
        wanted = counted if language == "en" else messages
        done, total = write_ts(ts, language, wanted, existing(ts), numerus)
        subprocess.run(["pyside6-lrelease", str(ts), "-qm",
                        str(OUTPUT / ts.with_suffix(".qm").name)], check=True, capture_output=True)
        print(f"{ts.name}: {done} of {total} messages translated")
    for ts in sorted(FOLDER.glob("reasons_*.ts")):  # the refusals, one entry per code (by hand)
        subprocess.run(["pyside6-lrelease", str(ts), "-qm",
                        str(OUTPUT / ts.with_suffix(".qm").name)], check=True, capture_output=True)
        print(f"{ts.name}: compiled")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
