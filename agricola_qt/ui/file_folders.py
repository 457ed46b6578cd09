"""Where file dialogs start: the folder of the last file chosen (in either game's window),
else the user's documents folder (else the program's own "saved games" folder); and the
recent files (File ▸ Open recent), which either game's window adds to.  Kept in the program's
settings."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

FOLDER_KEY = "files/last-folder"
RECENT_KEY = "files/recent"
MAX_RECENT = 8


def settings() -> QSettings:
    return QSettings("agricola-qt", "agricola-qt")


SAVED_GAMES = "saved games"  # beside the autosave folder, when there is no documents folder


def documents_folder() -> Path:
    """The user's documents folder; on a machine without one, a "saved games" folder beside
    the autosaves (three play-testers' dialogs opened in the home folder, among files that were
    not games), else home."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if found and Path(found).is_dir():
        return Path(found)
    from agricola_qt.records.autosave import data_dir

    own = data_dir() / SAVED_GAMES
    try:
        own.mkdir(parents=True, exist_ok=True)
    except OSError:
        return Path.home()
    return own


def dialog_folder() -> Path:
    """Where a file dialog starts: the last folder used, else the documents folder."""
    value = settings().value(FOLDER_KEY)
    if value and Path(str(value)).is_dir():
        return Path(str(value))
    return documents_folder()


def replay_start() -> str:
    """Where File ▸ Open a replay starts: the last folder used, else the autosave folder,
    where every game is kept, finished ones too (a tester's dialog opened in the home folder
    and their finished game could only be reached by typing its folder's path)."""
    value = settings().value(FOLDER_KEY)
    if value and Path(str(value)).is_dir():
        return str(value)
    from agricola_qt.records.autosave import autosave_dir

    kept = autosave_dir()
    return str(kept) if kept.is_dir() else str(documents_folder())


def dialog_start(name: str = "") -> str:
    """The start path for a file dialog, with a suggested file ``name`` for saving."""
    folder = dialog_folder()
    return str(folder / name) if name else str(folder)


def unused_name(path: Path) -> Path:
    """``path``, or the first of "name (2).agr", "name (3).agr"… beside it that no file has."""
    if not path.exists():
        return path
    stem = re.sub(r" \(\d+\)$", "", path.stem)
    for n in range(2, 1000):
        other = path.with_name(f"{stem} ({n}){path.suffix}")
        if not other.exists():
            return other
    return path


def chose(path: str | Path) -> None:
    """A file dialog returned ``path``: remember its folder."""
    if path:
        settings().setValue(FOLDER_KEY, str(Path(path).resolve().parent))


def recent_files() -> list[Path]:
    value = settings().value(RECENT_KEY) or []
    if isinstance(value, str):
        value = [value]
    return [Path(str(v)) for v in value][:MAX_RECENT]


def add_recent(path: str | Path) -> None:
    """``path`` was opened or saved: first in File > Open Recent (a Heartland game saved
    twice was never listed there)."""
    path = Path(path).resolve()
    kept = [p for p in recent_files() if p != path]
    settings().setValue(RECENT_KEY, [str(p) for p in [path, *kept][:MAX_RECENT]])
