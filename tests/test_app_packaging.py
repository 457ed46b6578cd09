"""The desktop metadata (packaging/linux/) and the installed wheel."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from agricola_qt.app.commands import COMMANDS
from agricola_qt.app.desktop import DESKTOP_ID
from agricola_qt.records.agr import save_game

ROOT = Path(__file__).resolve().parents[1]
LINUX = ROOT / "packaging" / "linux"
MIME = "{http://www.freedesktop.org/standards/shared-mime-info}"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="apt-get install desktop-file-utils")
def test_desktop_entry_is_valid() -> None:
    entry = LINUX / f"{DESKTOP_ID}.desktop"
    done = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout
    text = entry.read_text(encoding="utf-8")
    assert "Icon=agricola-qt\n" in text and "MimeType=application/x-agricola-record;" in text


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="apt-get install appstream")
def test_appstream_metainfo_is_valid() -> None:
    info = LINUX / f"{DESKTOP_ID}.metainfo.xml"
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(info)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    root = ET.parse(info).getroot()
    assert root.findtext("id") == DESKTOP_ID
    assert root.findtext("launchable") == f"{DESKTOP_ID}.desktop"
    for shot in root.iter("image"):  # the screenshots are in the repository
        name = shot.text.rsplit("/", 1)[-1]  # type: ignore[union-attr]
        assert (ROOT / "packaging" / "screenshots" / name).is_file()


def test_mime_magic_matches_the_first_line_of_a_record(tmp_path: Path) -> None:
    root = ET.parse(LINUX / "agricola-qt-mime.xml").getroot()
    kind = root.find(f"{MIME}mime-type")
    assert kind is not None and kind.get("type") == "application/x-agricola-record"
    match = kind.find(f"{MIME}magic/{MIME}match")
    assert match is not None and match.get("offset") == "0"
    from ui_helpers import setup

    record = tmp_path / "game.agr"
    save_game(record, setup(2, seed=1), [])
    assert record.read_bytes().startswith(match.get("value", "").encode() + b"\n")
    assert kind.find(f"{MIME}glob").get("pattern") == "*.agr"  # type: ignore[union-attr]
    if shutil.which("update-mime-database"):  # shared-mime-info accepts the file
        packages = tmp_path / "mime" / "packages"
        packages.mkdir(parents=True)
        shutil.copy(LINUX / "agricola-qt-mime.xml", packages)
        done = subprocess.run(["update-mime-database", str(tmp_path / "mime")],
                              capture_output=True, text=True)
        assert done.returncode == 0 and "rror" not in done.stderr, done.stderr
        assert "application/x-agricola-record" in (tmp_path / "mime" / "magic").read_bytes() \
            .decode("latin-1")


@pytest.mark.slow
def test_the_wheel_installed_in_a_fresh_venv(tmp_path: Path) -> None:
    """Build the wheel, install it into a new virtual environment (not editable; its
    dependencies come from this Python's site-packages) and run the installed command from
    a folder away from the checkout."""
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels),
                    str(ROOT)], check=True, timeout=600)
    wheel = next(wheels.glob("agricola_qt-*.whl"))
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)],
                   check=True, timeout=300)
    python = venv / ("Scripts" if os.name == "nt" else "bin") / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps", "--force-reinstall",
                    str(wheel)], check=True, timeout=600)
    command = python.parent / "agricola-qt"
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    away = tmp_path / "elsewhere"
    away.mkdir()
    where = subprocess.run([str(python), "-c", "import agricola_qt; print(agricola_qt.__file__)"],
                           capture_output=True, text=True, cwd=away, env=env, check=True)
    assert Path(where.stdout.strip()).is_relative_to(venv)
    shown = subprocess.run([str(command), "--lang", "zh_TW", "render", "--new", "--out",
                            str(away / "t.png"), "--labels"], capture_output=True, text=True,
                           cwd=away, env=env, timeout=120)
    assert shown.returncode == 0, shown.stderr
    labels = shown.stdout.splitlines()
    assert "language zh_TW" in labels[0] and "釣魚" in labels and "起始玩家及倉庫" in labels
    helped = subprocess.run([str(command), "--help"], capture_output=True, text=True, cwd=away,
                            env=env, timeout=60)
    assert "FILE.agr" in helped.stdout
    for name in COMMANDS:
        assert f"    {name}" in helped.stdout
