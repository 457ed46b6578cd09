"""Where the game writes what happened: a rotating log file and the crash trace.

    folder()        the user log folder (platformdirs), or $AGRICOLA_QT_LOG_DIR
    start()         logging to ``agricola-qt.log`` there (rotating), faulthandler into
                    ``crash.log`` (a hard crash of Qt or Python leaves its stack there)

Only the game window calls ``start``; the headless commands keep logging on the terminal.
"""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import os
import sys
from pathlib import Path
from typing import TextIO

APP_NAME = "agricola-qt"
ENV_LOG_DIR = "AGRICOLA_QT_LOG_DIR"
LOG_FILE = "agricola-qt.log"
CRASH_FILE = "crash.log"
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

_handler: logging.Handler | None = None
_crash_file: TextIO | None = None
_faulthandler_before = False  # e.g. pytest's, given back by stop()


def folder() -> Path:
    """The log folder: ``$AGRICOLA_QT_LOG_DIR`` if set, else ``log`` in
    ``$AGRICOLA_QT_DATA_DIR`` if that is set, else platformdirs' user log folder (on Linux
    ``~/.local/state/agricola-qt/log``)."""
    override = os.environ.get(ENV_LOG_DIR)
    if override:
        return Path(override)
    from agricola_qt.records.autosave import ENV_DATA_DIR

    data = os.environ.get(ENV_DATA_DIR)
    if data:
        return Path(data) / "log"
    import platformdirs

    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def log_path() -> Path:
    return folder() / LOG_FILE


def start(where: Path | None = None, level: int = logging.INFO) -> Path | None:
    """Log to a rotating file in ``where`` (default ``folder()``) and let faulthandler write
    there too.  Returns the log file, or None when the folder cannot be written (the game
    still runs, logging to the terminal)."""
    global _handler, _crash_file, _faulthandler_before
    target = folder() if where is None else Path(where)
    try:
        target.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            target / LOG_FILE, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
        crash = open(target / CRASH_FILE, "a", encoding="utf-8")  # noqa: SIM115 - kept open
    except OSError as error:
        logging.getLogger(__name__).warning("cannot write logs in %s: %s", target, error)
        return None
    stop()
    _faulthandler_before = faulthandler.is_enabled()
    handler.setFormatter(logging.Formatter(FORMAT))
    root = logging.getLogger()
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    _handler = handler
    _crash_file = crash
    faulthandler.enable(crash)
    from agricola_qt import __version__

    logging.getLogger(APP_NAME).info("agricola-qt %s started", __version__)
    return target / LOG_FILE


def stop() -> None:
    """Undo ``start`` (tests; a second start replaces the first)."""
    global _handler, _crash_file
    if _handler is not None:
        logging.getLogger().removeHandler(_handler)
        _handler.close()
        _handler = None
    if _crash_file is not None:
        faulthandler.disable()
        _crash_file.close()
        _crash_file = None
        if _faulthandler_before and sys.__stderr__ is not None:
            faulthandler.enable(sys.__stderr__)
