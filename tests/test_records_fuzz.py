"""Fuzzing: whatever a damaged file holds, loading raises only RecordError naming a line."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agricola_qt.app.commands.selfplay import play_game
from agricola_qt.records import RecordError, loads_game, new_record, record_text

LOCATION = re.compile(r"line [0-9]+")
FUZZ = settings(max_examples=60, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


GOLDEN = Path(__file__).parent / "data"


@cache
def sample(name: str = "") -> bytes:
    """A 2-player family game made here, or a golden record (with hands, solo series...)."""
    if name:
        return (GOLDEN / name).read_bytes()
    final, moves = play_game(2, "family", (), ["random"], 4)
    record = new_record(final.setup, moves, bots=[None, "random"],
                        date="2026-01-01T00:00:00Z", extra=[("x-note", "fuzz base")])
    return record_text(record).encode("utf-8")


SAMPLES = st.sampled_from(["", "full-4p.agr", "solo-game2.agr"])


def load_or_error(data: bytes) -> RecordError | None:
    """Load ``data``; any exception other than RecordError fails the test."""
    try:
        loads_game(data, "fuzz.agr")
    except RecordError as error:
        message = str(error)
        assert message.startswith("fuzz.agr, ")
        assert LOCATION.search(message), message
        assert error.line >= 1
        return error
    return None


@pytest.mark.parametrize("name", ["", "full-4p.agr", "solo-game2.agr"])
def test_the_samples_themselves_load(name: str) -> None:
    assert load_or_error(sample(name)) is None


@FUZZ
@given(st.data())
def test_truncated_files(data: st.DataObject) -> None:
    text = sample(data.draw(SAMPLES))
    end = text.rindex(b"[end]")
    cut = data.draw(st.integers(0, len(text) - 1))
    error = load_or_error(text[:cut])
    if cut < end + len(b"[end]"):
        assert error is not None  # a truncated record never passes for a shorter game


@FUZZ
@given(st.data())
def test_bit_flipped_files(data: st.DataObject) -> None:
    text = bytearray(sample(data.draw(SAMPLES)))
    for _ in range(data.draw(st.integers(1, 3))):
        position = data.draw(st.integers(0, len(text) - 1))
        text[position] ^= 1 << data.draw(st.integers(0, 7))
    load_or_error(bytes(text))


@FUZZ
@given(st.data())
def test_reordered_lines(data: st.DataObject) -> None:
    lines = sample(data.draw(SAMPLES)).split(b"\n")
    i = data.draw(st.integers(0, len(lines) - 1))
    j = data.draw(st.integers(0, len(lines) - 1))
    if lines[i] == lines[j]:
        return
    lines[i], lines[j] = lines[j], lines[i]
    load_or_error(b"\n".join(lines))


@FUZZ
@given(st.binary(max_size=2000))
def test_garbage_bytes(garbage: bytes) -> None:
    assert load_or_error(garbage) is not None


@FUZZ
@given(st.data())
def test_garbage_lines_inside_a_record(data: st.DataObject) -> None:
    lines = sample().decode("utf-8").split("\n")
    at = data.draw(st.integers(0, len(lines)))
    junk = data.draw(st.text(min_size=1, max_size=40).filter(lambda t: "\n" not in t))
    lines.insert(at, junk)
    load_or_error("\n".join(lines).encode("utf-8", "surrogatepass"))


@FUZZ
@given(st.data())
def test_lines_dropped_or_duplicated(data: st.DataObject) -> None:
    lines = sample(data.draw(SAMPLES)).split(b"\n")
    i = data.draw(st.integers(0, len(lines) - 1))
    if data.draw(st.booleans()):
        del lines[i]
    else:
        lines.insert(i, lines[i])
    load_or_error(b"\n".join(lines))


@pytest.mark.parametrize("cut_line", [1, 5, 12, 20, 60])
def test_truncation_at_a_line_end_is_reported_as_truncated(cut_line: int) -> None:
    lines = sample().split(b"\n")
    error = load_or_error(b"\n".join(lines[:cut_line]) + b"\n")
    assert error is not None
