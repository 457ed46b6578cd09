"""A .agr file is untrusted input with bounded cost: odd files, huge files and hostile
contents end in a clear RecordError, quickly and in little memory (docs/agr-format.md,
"Limits")."""

from __future__ import annotations

import os
import threading
import time
import tracemalloc
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from agricola_qt.app.cli import main
from agricola_qt.app.commands.selfplay import play_game
from agricola_qt.engine import new_setup
from agricola_qt.engine.solo import SoloSeries
from agricola_qt.records import RecordError, load_game, loads_game, new_record, record_text
from agricola_qt.records.agr import save_record
from agricola_qt.records.autosave import ENV_DATA_DIR, AutosaveStore
from agricola_qt.records.limits import (
    MAX_BYTES,
    MAX_LINE_CHARS,
    MAX_LINES,
    MAX_MOVES,
    MAX_NAME_CHARS,
)

MB = 1024 * 1024
PEAK_LIMIT = 200 * MB
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(ENV_DATA_DIR, str(folder))
    return folder


@cache
def sample() -> str:
    final, moves = play_game(2, "family", (), ["random"], 4)
    return record_text(new_record(final.setup, moves, date="2026-01-01T00:00:00Z"))


def refused(path: Path) -> RecordError:
    with pytest.raises(RecordError) as caught:
        load_game(path)
    return caught.value


def within(seconds: float, action: Callable[[], Any]) -> Any:
    """Run ``action`` in a thread; fail (instead of hanging the suite) if it blocks."""
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            out["value"] = action()
        except BaseException as error:  # noqa: BLE001 - handed back to the test
            out["error"] = error

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"still blocked after {seconds} s"
    if "error" in out:
        raise out["error"]
    return out.get("value")


def peak_bytes(action: Callable[[], Any]) -> int:
    tracemalloc.start()
    try:
        action()
    finally:
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    return peak


def refused_cheaply(path: Path) -> RecordError:
    """The file is refused within a few seconds and under 200 MB of memory."""
    errors: list[RecordError] = []

    def load() -> None:
        try:
            load_game(path)
        except RecordError as error:
            errors.append(error)

    started = time.perf_counter()
    peak = within(30, lambda: peak_bytes(load))
    assert time.perf_counter() - started < 10
    assert peak < PEAK_LIMIT, f"peak {peak / MB:.0f} MB"
    assert errors, "the file was accepted"
    return errors[0]


# --- only regular files ------------------------------------------------------------------------

@needs_fifo
def test_check_refuses_a_named_pipe_without_waiting(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    pipe = tmp_path / "pipe.agr"
    os.mkfifo(pipe)
    assert within(10, lambda: main(["check", str(pipe)])) == 1
    assert "it is a named pipe, not a regular file" in capsys.readouterr().err


@needs_fifo
def test_a_pipe_in_the_autosave_folder_is_not_listed(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    store = AutosaveStore(tmp_path / "autosave")
    game = store.begin(new_setup(2, seed=1))
    os.mkfifo(store.folder / "game-20990101-000000-family-2p.agr")
    assert within(10, store.unfinished)[0].path == game.path
    assert [e.path for e in within(10, store.entries)] == [game.path]
    assert within(10, lambda: main(["resume", "--list", "--all", "--dir",
                                    str(store.folder)])) == 0
    assert "game-2099" not in capsys.readouterr().out


def test_a_link_to_dev_zero_is_not_read(tmp_path: Path) -> None:
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero")
    link = tmp_path / "zero.agr"
    link.symlink_to("/dev/zero")
    assert "it is a device, not a regular file" in refused_cheaply(link).reason
    store = AutosaveStore(tmp_path)
    assert store.files() == []


def test_a_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "folder.agr").mkdir()
    assert "it is a folder" in refused(tmp_path / "folder.agr").reason


# --- size, lines, moves, names -----------------------------------------------------------------

def test_a_sparse_2_gib_file_is_refused_by_its_size(tmp_path: Path) -> None:
    path = tmp_path / "huge.agr"
    with path.open("wb") as handle:
        handle.write(sample().encode())
        handle.truncate(2 * 1024 * MB)
    error = refused_cheaply(path)
    assert (error.line, error.reason) == (0, "the file is too large for a game record "
                                             "(over 4 MiB)")


def test_a_million_moves_are_refused(tmp_path: Path) -> None:
    head, tail = sample().split("[moves]\n")
    path = tmp_path / "million.agr"
    path.write_text(head + "[moves]\n" + "p1 feed\n" * 1_000_000 + "[end]\n")
    assert "too large" in refused_cheaply(path).reason


def test_more_moves_than_the_limit_are_refused_before_replaying(tmp_path: Path) -> None:
    head, _ = sample().split("[moves]\n")
    path = tmp_path / "many.agr"
    path.write_text(head + "[moves]\n" + "p1 feed\n" * (MAX_MOVES + 5) + "[end]\n")
    assert path.stat().st_size < MAX_BYTES
    error = refused_cheaply(path)
    assert error.move == MAX_MOVES + 1
    assert error.reason == f"too many moves (a record holds at most {MAX_MOVES})"


def test_50_mb_of_blank_header_lines_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "blank.agr"
    path.write_bytes(b"format: agricola-qt-record\n" + b"\n" * (50 * MB) + b"[end]\n")
    assert "too large" in refused_cheaply(path).reason


def test_too_many_lines_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "lines.agr"
    path.write_bytes(sample().encode().replace(b"[setup]", b"\n" * MAX_LINES + b"[setup]"))
    assert path.stat().st_size < MAX_BYTES
    assert "more than a game record may have" in refused_cheaply(path).reason


def test_a_50_mb_name_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "name.agr"
    path.write_text(sample().replace("player-1: red human", "player-1: red human " + "N" * 50 * MB))
    assert "too large" in refused_cheaply(path).reason


def test_a_long_line_is_refused_with_its_number() -> None:
    text = sample().replace("decks: -", "decks: -\nx-note: " + "n" * MAX_LINE_CHARS)
    with pytest.raises(RecordError) as caught:
        loads_game(text, "long.agr")
    assert caught.value.line == text.split("\n").index("decks: -") + 2
    assert "the line is too long" in caught.value.reason


def test_a_long_name_is_refused_and_never_written() -> None:
    long = "Z" * (MAX_NAME_CHARS + 1)
    text = sample().replace("player-1: red human", f"player-1: red human {long}")
    with pytest.raises(RecordError, match="the name of player 1 is too long"):
        loads_game(text)
    written = record_text(new_record(new_setup(2, seed=1, names=(long, "Bo")), date="d"))
    assert loads_game(written)[0].setup.names[0] == "Z" * MAX_NAME_CHARS


# --- contents --------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def solo_text() -> str:
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        setup = new_setup(1, family=False, seed=5,
                          solo=SoloSeries(game=2, kept_occupations=("woodcutter",)))
    return record_text(new_record(setup, date="d"))


def test_a_kept_occupation_listed_twice_is_refused(solo_text: str) -> None:
    text = solo_text.replace("kept=woodcutter", "kept=woodcutter,woodcutter")
    with pytest.raises(RecordError, match="the kept occupation woodcutter is listed twice"):
        loads_game(text)


def test_a_kept_occupation_also_in_the_hand_is_refused(solo_text: str) -> None:
    hand = next(line for line in solo_text.split("\n") if line.startswith("hand-1-occ"))
    first = hand.split()[1]
    text = solo_text.replace(hand, hand.replace(first, "woodcutter"))
    with pytest.raises(RecordError) as caught:
        loads_game(text)
    assert "card woodcutter is dealt into the hand but is also kept" in caught.value.reason
    assert caught.value.line == text.split("\n").index(hand.replace(first, "woodcutter")) + 1


@pytest.mark.parametrize(("char", "what"), [
    ("\u0085", "control character U+0085"),
    ("\u009b", "control character U+009B"),
    ("\u202e", "bidirectional control character U+202E"),
    ("\u2066", "bidirectional control character U+2066"),
])
def test_c1_and_bidi_controls_in_names_are_refused(char: str, what: str) -> None:
    text = sample().replace("player-1: red human", f"player-1: red human Ann{char}Lee")
    with pytest.raises(RecordError) as caught:
        loads_game(text)
    assert caught.value.reason == f"{what} is not allowed"


def test_c1_and_bidi_controls_are_neutralised_when_written() -> None:
    setup = new_setup(2, seed=3, names=("Ann\u202eLee", "Bo\u0085b"))
    text = record_text(new_record(setup, date="d", extra=[("x-note", "a\u2067b")]))
    assert "Ann Lee" in text and "Bo b" in text and "x-note: a b" in text
    assert loads_game(text)[0].setup.names == ("Ann Lee", "Bo b")


@pytest.mark.parametrize("damage", [
    lambda t: t.replace("[setup]", "[table]"),
    lambda t: t.replace("decks: -", "decks: -\x00"),
    lambda t: t.replace("variant: family", "vari\xff: family"),
    lambda t: t.replace("player-1:", "player-1 is here"),
    lambda t: t.replace("[end]\n", ""),
])
def test_a_newer_version_is_reported_whatever_else_is_wrong(damage: Callable[[str], str]
                                                            ) -> None:
    text = damage(sample().replace("format-version: 2", "format-version: 3"))
    with pytest.raises(RecordError) as caught:
        loads_game(text.encode("utf-8", "surrogateescape"), "new.agr")
    assert caught.value.newer_version and caught.value.line == 2


def test_a_too_large_file_from_a_newer_version_says_newer(tmp_path: Path) -> None:
    path = tmp_path / "future.agr"
    with path.open("wb") as handle:
        handle.write(sample().replace("format-version: 2", "format-version: 4").encode())
        handle.truncate(MAX_BYTES + 10)
    assert refused_cheaply(path).newer_version


# --- writing ---------------------------------------------------------------------------------

def test_selfplay_into_an_unwritable_folder_is_a_message(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]
                                                         ) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert main(["selfplay", "--games", "1", "--out", str(blocker / "out")]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"selfplay: cannot use {blocker / 'out'} for the records")
    assert "Traceback" not in err


def test_selfplay_into_a_read_only_folder_is_a_message(tmp_path: Path,
                                                       capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "out"
    out.mkdir()

    def no_room(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("agricola_qt.records.agr.atomic_write", no_room)
    assert main(["selfplay", "--games", "1", "--out", str(out)]) == 1
    assert "selfplay: cannot write " in capsys.readouterr().err


def test_stray_temporaries_are_cleaned_beside_any_target(tmp_path: Path) -> None:
    folder = tmp_path / "anywhere"
    folder.mkdir()
    old = folder / ".game.agr.x1y2.tmp"
    fresh = folder / ".game.agr.z3w4.tmp"  # may be a save in progress
    other = folder / ".notes.txt.a1b2.tmp"
    for path in (old, fresh, other):
        path.write_text("half")
    an_hour_ago = time.time() - 3600
    os.utime(old, (an_hour_ago, an_hour_ago))
    os.utime(other, (an_hour_ago, an_hour_ago))
    save_record(folder / "game.agr", new_record(new_setup(2, seed=1), date="d"))
    assert not old.exists() and fresh.exists() and other.exists()
    assert load_game(folder / "game.agr")[0].date == "d"


def test_saving_onto_a_symlink_writes_through_to_its_target(tmp_path: Path) -> None:
    real = tmp_path / "real" / "game.agr"
    real.parent.mkdir()
    real.write_text("old")
    link = tmp_path / "link.agr"
    link.symlink_to(real)
    save_record(link, new_record(new_setup(2, seed=1), date="d"))
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert load_game(real)[0].date == "d"
    assert [p.name for p in real.parent.iterdir()] == ["game.agr"]
