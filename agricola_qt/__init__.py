"""agricola-qt: a desktop edition of the board game Agricola (original 2007 edition)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    __version__: str

DIST_NAME = "agricola-qt"


def _version() -> str:
    """The one version, written in pyproject.toml: read there in a source checkout (also an
    editable install, whose metadata may be older), else from the installed package's
    metadata (a wheel, pipx, a frozen build that copied it)."""
    pyproject = Path(__file__).resolve().parent.parent / "pyproject.toml"
    if pyproject.is_file():
        import tomllib

        try:
            project = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("project", {})
        except (OSError, ValueError):
            project = {}
        if project.get("name") == DIST_NAME and isinstance(project.get("version"), str):
            return project["version"]
    from importlib import metadata

    try:
        return metadata.version(DIST_NAME)
    except metadata.PackageNotFoundError:
        return "0+unknown"


def __getattr__(name: str) -> str:
    # Worked out on first use (PEP 562): reading pyproject.toml is not free, and
    # ``agricola-qt --help`` never needs it.
    if name == "__version__":
        version = globals()["__version__"] = _version()
        return version
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
