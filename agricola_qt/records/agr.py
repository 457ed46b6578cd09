"""Loading and saving .agr game records (the format is described in docs/agr-format.md).

    record, states = load_game("evening.agr")     # validated and replayed
    save_record("copy.agr", record)                 # atomic
    save_game("new.agr", setup, moves)              # straight from a finished game
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path

from agricola_qt.engine import GameState, Move, Setup, scores
from agricola_qt.records.atomic import atomic_write
from agricola_qt.records.errors import RecordError
from agricola_qt.records.model import GameRecord, Locations, Seat
from agricola_qt.records.reader import parse_record
from agricola_qt.records.replay import marks, replay
from agricola_qt.records.writer import format_record

SUFFIX = ".agr"


def now_text() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    try:
        return Path(path).read_bytes()
    except OSError as error:
        raise RecordError(str(path), 0, f"cannot read the file ({error.strerror or error})"
                          ) from None


def load_game(path: str | os.PathLike[str]) -> tuple[GameRecord, list[GameState]]:
    """Read, validate and replay a record; returns it with every state of the game."""
    return loads_game(read_bytes(path), str(path))


def loads_game(data: bytes | str, source: str = "<record>"
               ) -> tuple[GameRecord, list[GameState]]:
    record = parse_record(data, source)
    return record, replay(record, source)


def load_record(path: str | os.PathLike[str]) -> GameRecord:
    """Read and validate a record (every move is replayed); raises only ``RecordError``."""
    return load_game(path)[0]


def with_result(record: GameRecord, final: GameState) -> GameRecord:
    """The record with its result section set from the final state (None while unfinished)."""
    from attrs import evolve

    result = tuple(scores(final)) if final.is_over else None
    return evolve(record, result=result)


def record_text(record: GameRecord, states: Sequence[GameState] | None = None) -> str:
    """The record's file text.  ``states`` (from ``replay``) saves replaying the moves again;
    without them the moves are replayed (and must be legal)."""
    if states is None or len(states) != len(record.moves) + 1:
        states = replay(_fresh(record))
    return format_record(with_result(record, states[-1]), marks(list(states)))


def save_record(path: str | os.PathLike[str], record: GameRecord,
                states: Sequence[GameState] | None = None) -> None:
    """Write the record atomically; the result section is set from the replayed game."""
    atomic_write(path, record_text(record, states).encode("utf-8"))


def new_record(setup: Setup, moves: Iterable[Move | str] = (), *,
               seats: Sequence[Seat] | None = None, bots: Sequence[str | None] | None = None,
               date: str | None = None, extra: Sequence[tuple[str, str]] = ()) -> GameRecord:
    """A record for a game being played or just played.  ``bots`` gives the bot level per
    seat (None for a person) when ``seats`` is not given."""
    if seats is None:
        levels = list(bots or [])
        seats = [Seat.default(i, levels[i] if i < len(levels) else None)
                 for i in range(setup.players)]
    parsed = tuple(m if isinstance(m, Move) else Move.parse(m) for m in moves)
    return GameRecord(setup=setup, moves=parsed, seats=tuple(seats),
                      date=now_text() if date is None else date, extra=tuple(extra))


def save_game(path: str | os.PathLike[str], setup: Setup, moves: Iterable[Move | str], *,
              seats: Sequence[Seat] | None = None, bots: Sequence[str | None] | None = None,
              date: str | None = None, states: Sequence[GameState] | None = None
              ) -> GameRecord:
    """Save a game from its setup and moves (used by ``selfplay --out``); returns the record."""
    record = new_record(setup, moves, seats=seats, bots=bots, date=date)
    save_record(path, record, states)
    return record


def _fresh(record: GameRecord) -> GameRecord:
    """The record without file locations (they belong to the file it was read from)."""
    from attrs import evolve

    return evolve(record, where=Locations(), result=None)


__all__ = ["RecordError", "GameRecord", "Seat", "load_game", "loads_game", "load_record",
           "save_record", "save_game", "new_record", "record_text", "replay", "parse_record",
           "with_result", "SUFFIX"]
