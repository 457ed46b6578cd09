"""Crash safety: a save killed at any moment leaves the previous file whole and loadable."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from agricola_qt.app.commands.selfplay import play_game
from agricola_qt.records import load_game, load_record, new_record, record_text, save_record
from agricola_qt.records.atomic import atomic_write, stale_temporaries

ROOT = Path(__file__).resolve().parents[1]

SAVER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from agricola_qt.app.commands.selfplay import play_game
    from agricola_qt.records import new_record, record_text
    from agricola_qt.records.atomic import atomic_write

    path, ready = Path(sys.argv[1]), Path(sys.argv[2])
    texts = []
    for seed in (1, 2):
        final, moves = play_game(5, "family", (), ["random"], seed)
        texts.append(record_text(new_record(final.setup, moves, date="d")).encode())
    ready.write_text("go")
    n = 0
    while True:  # save forever until killed
        atomic_write(path, texts[n % 2])
        n += 1
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
def test_killed_saver_leaves_a_loadable_file(tmp_path: Path) -> None:
    path = tmp_path / "game.agr"
    records = []
    for seed in (1, 2):
        final, moves = play_game(5, "family", (), ["random"], seed)
        records.append(new_record(final.setup, moves, date="d"))
    save_record(path, records[0])
    candidates = {record_text(r).encode() for r in records}
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for attempt in range(4):
        ready = tmp_path / f"ready-{attempt}"
        child = subprocess.Popen([sys.executable, "-c", SAVER, str(path), str(ready)], env=env)
        try:
            deadline = time.monotonic() + 30
            while not ready.exists():
                assert child.poll() is None, "the saving process died by itself"
                assert time.monotonic() < deadline
                time.sleep(0.005)
            time.sleep(0.01 + 0.037 * attempt)
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait()
        assert path.read_bytes() in candidates
        record, states = load_game(path)
        assert states[-1].is_over and len(record.moves) > 300
    for temp in stale_temporaries(tmp_path):  # a kill may leave a temp file, never a bad target
        assert temp.name.startswith(".game.agr.")


def test_failure_while_writing_keeps_the_old_file(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.agr"
    final, moves = play_game(2, "family", (), ["random"], 3)
    save_record(path, new_record(final.setup, moves, date="d"))
    before = path.read_bytes()

    def crash(fd: int) -> None:
        raise KeyboardInterrupt  # as if the process were stopped between write and fsync

    monkeypatch.setattr(os, "fsync", crash)
    with pytest.raises(KeyboardInterrupt):
        atomic_write(path, b"format: agricola-qt-record\nhalf a fi")
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert load_record(path).moves == tuple(moves)
    assert stale_temporaries(tmp_path) == []  # the temporary file was cleaned up


def test_save_keeps_the_file_mode(tmp_path: Path) -> None:
    path = tmp_path / "game.agr"
    path.write_text("old")
    path.chmod(0o640)
    atomic_write(path, b"new")
    assert path.read_bytes() == b"new"
    if os.name == "posix":
        assert path.stat().st_mode & 0o777 == 0o640


def test_a_write_protected_record_is_not_replaced(tmp_path: Path) -> None:
    """A tester's read-only record was replaced by Save: the rename of the new file over it
    does not ask, so the write is refused before anything is written."""
    from agricola_qt.records.atomic import WriteProtected, atomic_write

    path = tmp_path / "kept.agr"
    path.write_bytes(b"the kept game")
    path.chmod(0o444)
    with pytest.raises(WriteProtected):
        atomic_write(path, b"another game")
    assert path.read_bytes() == b"the kept game"
    assert [p.name for p in tmp_path.iterdir()] == ["kept.agr"]  # no temporary file left
    path.chmod(0o644)
    atomic_write(path, b"another game")  # writable again: replaced
    assert path.read_bytes() == b"another game"
