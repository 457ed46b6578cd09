"""Autosave for Heartland games, in the same folder and with the same offer as Agricola's.

    game = begin(record)                     # a new file in the autosave folder, saved at once
    game.sync(moves)                         # after every move (and undo): one atomic save
    game = resume(path)                      # continue an autosaved Heartland game

``AutosaveStore`` (records/autosave.py) lists, offers, resumes and discards the games of both
games; it comes here for a file whose header says ``game: heartland``.  Never imports Qt.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from attrs import evolve

from agricola_qt.heartland import GameState, Move, apply
from agricola_qt.records.autosave import AutosaveEntry, AutosaveStore, record_started
from agricola_qt.records.errors import RecordError
from agricola_qt.records.heartland import (
    HEARTLAND,
    HeartlandRecord,
    game_of,
    load_heartland,
    replay_heartland,
    save_heartland,
)
from agricola_qt.records.limits import HEAD_BYTES


class HeartlandAutosave:
    """A Heartland game being autosaved into one file: ``sync`` rewrites it atomically."""

    def __init__(self, path: Path, record: HeartlandRecord, states: list[GameState]) -> None:
        self.path = path
        self.record = record
        self.states = states

    @property
    def state(self) -> GameState:
        return self.states[-1]

    @property
    def moves(self) -> tuple[Move, ...]:
        return self.record.moves

    def started(self) -> datetime:
        """When the game began (local time): its record's date, else its file's (as
        ``AutosaveGame.started``)."""
        try:
            modified = self.path.stat().st_mtime
        except OSError:
            modified = datetime.now().timestamp()
        return record_started(self.record, modified)  # type: ignore[arg-type]

    def save(self) -> None:
        save_heartland(self.path, self.record, self.states)

    def sync(self, moves: Sequence[Move]) -> GameState:
        """Make the saved moves equal ``moves`` (after moves or undos) with one save; the
        states of the moves kept are not replayed again."""
        moves = tuple(moves)
        if moves == self.record.moves:
            return self.state
        keep = 0
        while (keep < min(len(moves), len(self.record.moves))
               and moves[keep] == self.record.moves[keep]):
            keep += 1
        self.states = self.states[:keep + 1]
        for move in moves[keep:]:
            self.states.append(apply(self.states[-1], move))
        self.record = evolve(self.record, moves=moves)
        self.save()
        return self.state


def is_heartland_file(path: str | os.PathLike[str]) -> bool:
    """True when the file's header says ``game: heartland`` (False when it cannot be read;
    only a regular file is opened: never a named pipe that would wait)."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return False
        with open(path, "rb") as handle:
            return game_of(handle.read(HEAD_BYTES)) == HEARTLAND
    except OSError:
        return False


def begin(record: HeartlandRecord, store: AutosaveStore | None = None) -> HeartlandAutosave:
    """Start autosaving ``record`` (its moves so far included) in a new file of the folder."""
    store = store or AutosaveStore()
    store.folder.mkdir(parents=True, exist_ok=True)
    path = store.new_path(HEARTLAND, record.players)
    game = HeartlandAutosave(path, record, replay_heartland(record))
    game.save()
    store.prune(active=path)
    return game


def resume(path: str | os.PathLike[str]) -> HeartlandAutosave:
    """Continue a saved Heartland game; later moves are saved into ``path``."""
    record, states = load_heartland(path)
    return HeartlandAutosave(Path(path), record, states)


def entry(path: Path, modified: float) -> AutosaveEntry:
    """The autosave folder's entry for a Heartland file (``round``: the round of turns)."""
    try:
        record, states = load_heartland(path)
    except RecordError as error:
        return AutosaveEntry(path, modified, game=HEARTLAND, failure=error)
    final = states[-1]
    return AutosaveEntry(path, modified, record, final.is_over,  # type: ignore[arg-type]
                         final.turn // record.players + 1, len(record.moves), game=HEARTLAND)
