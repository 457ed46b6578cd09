"""Atomic file writing: a crash or kill at any moment leaves the old file or the new one."""

from __future__ import annotations

import contextlib
import errno
import glob
import os
import stat
import tempfile
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
STALE_SECONDS = 60.0  # a temporary file this old belongs to no save in progress


class WriteProtected(PermissionError):
    """The file to replace is write-protected (its owner may not write it): the rename of a
    new file over it would not ask, so it is refused here (a tester's read-only record was
    replaced by Save)."""

    def __init__(self, path: Path) -> None:
        super().__init__(errno.EACCES, "the file is write-protected", str(path))


def atomic_write(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to a temporary file beside ``path``, fsync it, then replace ``path``.

    A symbolic link is written through: the file it points to is replaced, the link stays.
    Temporary files that an interrupted save of the same file left behind are removed.
    """
    target = Path(os.path.realpath(path)) if os.path.islink(path) else Path(path)
    try:
        mode = target.stat().st_mode
    except OSError:  # (a file not there yet is written as new)
        mode = stat.S_IWUSR
    if not mode & stat.S_IWUSR:
        raise WriteProtected(target)
    folder = target.parent
    remove_stale(folder, target.name)
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


def stale_temporaries(folder: Path, older_than: float = 0.0, name: str = "*"
                      ) -> list[Path]:
    """Temporary files a killed save left behind (of the file ``name``, or of any file), last
    written over ``older_than`` s ago."""
    now = time.time()
    found = []
    pattern = f".{glob.escape(name) if name != '*' else '*'}.*{TEMP_SUFFIX}"
    for path in folder.glob(pattern):
        with contextlib.suppress(OSError):
            if path.is_file() and now - path.stat().st_mtime >= older_than:
                found.append(path)
    return found


def remove_stale(folder: Path, name: str = "*", older_than: float = STALE_SECONDS) -> None:
    """Delete the stray temporary files of interrupted saves of ``name`` in ``folder``."""
    with contextlib.suppress(OSError):
        for temp in stale_temporaries(folder, older_than, name):
            with contextlib.suppress(OSError):
                temp.unlink()
