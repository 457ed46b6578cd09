"""Package data: translations (``i18n/``), the application icon (``icons/``).

Found with ``importlib.resources`` (see ``files``), so the same lookup works from a source
checkout, an editable install, a wheel, ``pip install --user``, pipx and a frozen build.
"""

from __future__ import annotations

import atexit
from contextlib import ExitStack
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

_extracted = ExitStack()
atexit.register(_extracted.close)


def files(*parts: str) -> Traversable:
    """The resource ``parts`` (e.g. ``files("i18n", "names_zh_TW.json")``)."""
    found = resources.files(__name__)
    for part in parts:
        found = found / part
    return found


def path(*parts: str) -> Path:
    """A real file system path for a resource, for APIs that want one (Qt's loaders);
    extracted to a temporary place for the process's lifetime when the package is zipped."""
    found = files(*parts)
    if isinstance(found, Path):
        return found
    return _extracted.enter_context(resources.as_file(found))
