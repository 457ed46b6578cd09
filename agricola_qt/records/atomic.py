"""Atomic file writing: a crash or kill at any moment leaves the old file or the new one."""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"


def atomic_write(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to a temporary file beside ``path``, fsync it, then replace ``path``."""
    target = Path(path)
    folder = target.parent
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=folder)
    try:
        with os.fdopen(fd, "wb") as handle:
            if hasattr(os, "fchmod"):
                os.fchmod(handle.fileno(), _mode(target))
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _sync_folder(folder)


def _mode(target: Path) -> int:
    try:
        return target.stat().st_mode & 0o777
    except OSError:
        return 0o644


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); harmless where folders cannot be opened."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def stale_temporaries(folder: Path, older_than: float = 0.0) -> list[Path]:
    """Temporary files a killed save left behind, last written over ``older_than`` s ago."""
    now = time.time()
    found = []
    for path in folder.glob(f".*{TEMP_SUFFIX}"):
        with contextlib.suppress(OSError):
            if path.is_file() and now - path.stat().st_mtime >= older_than:
                found.append(path)
    return found
