"""Test-wide setup, before anything imports Qt's GUI.

- Qt runs offscreen, always: on a machine without a display (no environment variables
  needed) and on a desktop too, where tests must not open windows.  Set
  AGRICOLA_QT_TEST_PLATFORM to look at them on purpose (e.g. ``=xcb``).
- The user's settings, autosaves and logs are never touched: QSettings, the data folder and
  the log folder point into a temporary folder for the session.
- ``--slow`` runs the tests marked ``slow`` (building and installing the wheel).
- Hypothesis draws the same examples on every run (profile "steady");
  ``--hypothesis-profile=explore`` draws new ones.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from collections.abc import Iterator

import pytest

os.environ["QT_QPA_PLATFORM"] = os.environ.get("AGRICOLA_QT_TEST_PLATFORM", "offscreen")
_PRIVATE = tempfile.mkdtemp(prefix="agricola-qt-tests-")
os.environ.setdefault("AGRICOLA_QT_LOG_DIR", os.path.join(_PRIVATE, "log"))
os.environ.setdefault("AGRICOLA_QT_DATA_DIR", os.path.join(_PRIVATE, "data"))
os.environ.setdefault("XDG_RUNTIME_DIR", _PRIVATE)  # Qt warns without one

from hypothesis import settings  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402 - after the platform is chosen

# The same random games on every run (a run that shrank a new failure for five minutes
# would make the suite slow and its result a matter of luck); `pytest
# --hypothesis-profile=explore` looks at new ones.
settings.register_profile("steady", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile("steady")

for _format in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
    QSettings.setPath(_format, QSettings.Scope.UserScope, os.path.join(_PRIVATE, "settings"))


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--slow", action="store_true", default=False,
                     help="also run the slow tests (wheel build and install)")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: slow; runs only with --slow")


def pytest_unconfigure(config: pytest.Config) -> None:
    """The session's private folder goes with it (each run used to leave one in /tmp)."""
    shutil.rmtree(_PRIVATE, ignore_errors=True)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if config.getoption("--slow"):
        return
    skip = pytest.mark.skip(reason="slow: run with --slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture(autouse=True)
def _desktop_reset() -> Iterator[None]:
    """A test that starts the whole application leaves no log handler or excepthook."""
    yield
    desktop = sys.modules.get("agricola_qt.app.desktop")
    if desktop is not None:
        desktop.reset()


@pytest.fixture
def language(qapp, tmp_path, monkeypatch) -> Iterator[object]:  # noqa: ANN001
    """``language(code)`` installs a language for one test (its choice saved in the test's
    own settings file); English again afterwards, since other tests read English."""
    from agricola_qt.ui import i18n

    monkeypatch.setattr(i18n, "settings",
                        lambda: QSettings(str(tmp_path / "settings.ini"),
                                          QSettings.Format.IniFormat))
    yield lambda code: i18n.install(qapp, code)
    i18n.install(qapp, "en")
