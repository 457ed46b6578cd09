"""Autosave: the game in progress is saved after every committed move, the last few are kept.

    store = AutosaveStore()                    # platformdirs user data folder, "agricola-qt"
    game = store.begin(setup, bots=[None, "random"])
    game.commit(move, state_after)              # atomic save of the whole record
    store.unfinished()                          # games that can be resumed, newest first
    game = store.resume(entry.path)
    store.discard(entry.path)                   # no longer offered: moved to discarded/

The folder is ``$AGRICOLA_QT_DATA_DIR/autosave`` when that variable is set (tests use it),
else ``<user data dir>/agricola-qt/autosave``.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from attrs import evolve, field, frozen

from agricola_qt.engine import GameState, Move, Setup, apply, new_game
from agricola_qt.records.agr import SUFFIX, Progress, load_game, new_record, save_record
from agricola_qt.records.atomic import STALE_SECONDS, remove_stale
from agricola_qt.records.errors import RecordError
from agricola_qt.records.model import GameRecord, Seat

APP_NAME = "agricola-qt"
ENV_DATA_DIR = "AGRICOLA_QT_DATA_DIR"
KEEP = 5
DISCARDED = "discarded"  # sub-folder for games the player chose not to resume


def data_dir() -> Path:
    """The user data folder of agricola-qt (``$AGRICOLA_QT_DATA_DIR`` overrides it)."""
    override = os.environ.get(ENV_DATA_DIR)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def autosave_dir() -> Path:
    return data_dir() / "autosave"


@frozen
class Offer:
    """What the start-up offer to resume a game says about it (the window words it)."""

    names: tuple[str, ...]  # "" for a seat without a name (the window words "Player 2")
    round: int
    started: datetime  # local time: when the game was started (else when it was last saved)
    variant: str
    moves: int


def record_started(record: GameRecord, modified: float) -> datetime:
    try:
        when = datetime.strptime(record.date, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
    except ValueError:
        return datetime.fromtimestamp(modified)
    return when.astimezone().replace(tzinfo=None)


SAVED_AS = "saved-as"  # an autosave's header: the player's own file of the game ...
SAVED_MOVES = "saved-moves"  # ... and how many moves it held when last saved


TURN_ENDED = "turn-ended"  # ... and the move count at which "End turn" was last pressed


def turn_ended_at(record: Any) -> int | None:
    """The move count at which a person last pressed "End turn" in an autosaved game (None:
    not noted): a game resumed there begins the next person's turn, not the question again."""
    count = dict(getattr(record, "extra", ())).get(TURN_ENDED, "")
    return int(count) if count.isdigit() else None


def saved_as_fields(path: Path, moves: int, extra: Sequence[tuple[str, str]] = ()
                    ) -> tuple[tuple[str, str], ...]:
    """``extra`` header fields with the saved-as pair set to ``path`` and ``moves``."""
    kept = tuple((k, v) for k, v in extra if k not in (SAVED_AS, SAVED_MOVES))
    return (*kept, (SAVED_AS, str(path)), (SAVED_MOVES, str(moves)))


def saved_as_of(record: Any) -> tuple[Path, int] | None:
    """An autosave record's note of the player's own file and its move count (None: none)."""
    fields = dict(getattr(record, "extra", ()))
    where, count = fields.get(SAVED_AS, ""), fields.get(SAVED_MOVES, "")
    if not where or not count.isdigit():
        return None
    return Path(where), int(count)


@frozen
class AutosaveEntry:
    """One autosaved game as found on disk; ``error`` is set when the file does not load."""

    path: Path
    modified: float
    record: GameRecord | None = None
    finished: bool = False
    round: int = 0
    moves: int = 0
    game: str = "agricola"  # or "heartland" (records/heartland_autosave.py)
    failure: RecordError | None = field(default=None, eq=False)  # why it does not load

    @property
    def error(self) -> str:
        """Why it does not load, in English ("" when it does)."""
        return self.failure.describe() if self.failure is not None else ""

    @property
    def players(self) -> int:
        record: Any = self.record
        if record is None:
            return 0
        return record.players if self.game == "heartland" else record.setup.players

    @property
    def variant(self) -> str:
        record: Any = self.record
        return "heartland" if self.game == "heartland" or record is None else record.variant

    def offer(self) -> Offer | None:
        """The players, the round and the date of the game (None when it does not load)."""
        if self.record is None:
            return None
        record: Any = self.record  # a GameRecord or a HeartlandRecord: both have a date
        given = record.names if self.game == "heartland" else record.setup.names
        names = tuple(given[i] if i < len(given) else "" for i in range(self.players))
        return Offer(names, self.round, record_started(record, self.modified), self.variant,
                     self.moves)

    def summary(self) -> str:
        when = datetime.fromtimestamp(self.modified).strftime("%Y-%m-%d %H:%M")
        if self.record is None:
            return f"{self.path}  {when}  unreadable: {self.error}"
        names = ", ".join(self.record.name(i) for i in range(self.players))
        state = "finished" if self.finished else f"round {self.round}"
        return (f"{self.path}  {when}  {self.variant}, {self.players} "
                f"player(s) ({names}), {state}, {self.moves} moves")


class AutosaveGame:
    """A game being autosaved into one file: every ``commit`` rewrites it atomically."""

    def __init__(self, path: Path, record: GameRecord, states: list[GameState]) -> None:
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
        """When the game began (local time): its record's date, else its file's."""
        try:
            modified = self.path.stat().st_mtime
        except OSError:
            modified = datetime.now().timestamp()
        return record_started(self.record, modified)

    def saved_as(self) -> tuple[Path, int] | None:
        """The file the player last saved this game to with File > Save, and how many moves
        it had then (None: never saved to a file of their own)."""
        return saved_as_of(self.record)

    def note_saved_as(self, path: Path, moves: int) -> None:
        """Remember that the game was saved to ``path`` with its first ``moves`` moves, so
        that a resumed game saves there again (a header field of the autosave's own)."""
        where = str(path)
        if "\n" in where or "\r" in where:  # not writable as a header value: not remembered
            return
        self.record = evolve(self.record, extra=saved_as_fields(path, moves, self.record.extra))
        self.save()

    def note_turn_ended(self, moves: int) -> None:
        """"End turn" was pressed with ``moves`` moves made (a header field of the autosave's
        own): a tester's resumed game asked again for a turn already ended."""
        if turn_ended_at(self.record) == moves:
            return
        kept = tuple((k, v) for k, v in self.record.extra if k != TURN_ENDED)
        self.record = evolve(self.record, extra=(*kept, (TURN_ENDED, str(moves))))
        self.save()

    def save(self) -> None:
        save_record(self.path, self.record, self.states)

    def commit(self, move: Move | str, after: GameState | None = None) -> GameState:
        """Record one more move (``after`` is the state it led to, computed when omitted)."""
        move = move if isinstance(move, Move) else Move.parse(move)
        if after is None:
            after = apply(self.state, move)
        self.states.append(after)
        self.record = evolve(self.record, moves=(*self.record.moves, move))
        self.save()
        return after

    def sync(self, moves: Sequence[Move], states: Sequence[GameState] | None = None
             ) -> GameState:
        """Make the saved moves equal ``moves`` (after moves, undos or a load) with one save.

        ``states`` (the state before the first move, then after each move) saves replaying.
        """
        moves = tuple(moves)
        if moves == self.record.moves:
            return self.state
        if states is not None and len(states) == len(moves) + 1:
            self.states = list(states)
        else:
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

    def rewind(self, moves: int) -> GameState:
        """Keep only the first ``moves`` moves (after an undo) and save."""
        if not 0 <= moves <= len(self.record.moves):
            raise ValueError(f"cannot rewind to move {moves}")
        self.states = self.states[:moves + 1]
        self.record = evolve(self.record, moves=self.record.moves[:moves])
        self.save()
        return self.state


class AutosaveStore:
    """The autosave folder: starts, lists, resumes and prunes autosaved games."""

    def __init__(self, folder: str | os.PathLike[str] | None = None, keep: int = KEEP) -> None:
        self.folder = Path(folder) if folder is not None else autosave_dir()
        self.keep = max(1, keep)

    def _new_path(self, setup: Setup) -> Path:
        return self.new_path(setup.variant, setup.players)

    def new_path(self, variant: str, players: int) -> Path:
        """A fresh file name in the folder for a game of ``variant`` (or "heartland")."""
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        base = f"game-{stamp}-{variant}-{players}p"
        path = self.folder / f"{base}{SUFFIX}"
        counter = 2
        while path.exists():
            path = self.folder / f"{base}-{counter}{SUFFIX}"
            counter += 1
        return path

    def begin(self, setup: Setup, *, seats: Sequence[Seat] | None = None,
              bots: Sequence[str | None] | None = None, date: str | None = None,
              extra: Sequence[tuple[str, str]] = ()) -> AutosaveGame:
        """Start autosaving a new game (saved at once, before its first move).  ``date``:
        when it began, for a game opened from a file (default now)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        record = new_record(setup, seats=seats, bots=bots, date=date, extra=extra)
        game = AutosaveGame(self._new_path(setup), record, [new_game(setup)])
        game.save()
        self.prune(active=game.path)
        return game

    def files(self) -> list[Path]:
        """Autosave files, newest first (regular files only: a pipe or a link to a device
        sitting in the folder is not a game)."""
        return _records_in(self.folder)

    @property
    def discarded_folder(self) -> Path:
        return self.folder / DISCARDED

    def discard(self, path: str | os.PathLike[str]) -> Path:
        """Put a game aside so that it is no longer offered: it is moved into the
        ``discarded`` sub-folder (where the newest ``keep`` are kept); returns its new path."""
        source = Path(path)
        folder = self.discarded_folder
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / source.name
        counter = 2
        while target.exists():
            target = folder / f"{source.stem}-{counter}{source.suffix}"
            counter += 1
        os.replace(source, target)
        for old in _records_in(folder)[self.keep:]:
            with contextlib.suppress(OSError):
                old.unlink()
        return target

    def entries(self) -> list[AutosaveEntry]:
        """Every autosaved game, newest first, each checked by loading it."""
        out = []
        for path in self.files():
            try:
                modified = path.stat().st_mtime
            except OSError:
                continue
            from agricola_qt.records import heartland_autosave

            if heartland_autosave.is_heartland_file(path):
                out.append(heartland_autosave.entry(path, modified))
                continue
            try:
                record, states = load_game(path)
            except RecordError as error:
                out.append(AutosaveEntry(path, modified, failure=error))
                continue
            final = states[-1]
            out.append(AutosaveEntry(path, modified, record, final.is_over, final.round,
                                     len(record.moves)))
        return out

    def unfinished(self, entries: list[AutosaveEntry] | None = None) -> list[AutosaveEntry]:
        """Games that can be resumed (loadable and not over), newest first; not one whose
        game went on in a newer autosave (a game saved to a file and opened again from it
        autosaves anew: a tester's game, finished that way, was still offered at round 9).
        ``entries``: of ``entries()``, when the caller has them already."""
        entries = [e for e in (self.entries() if entries is None else entries)
                   if e.record is not None]
        return [e for e in entries if not e.finished and not any(
            _goes_on(e, later) for later in entries if later is not e
            and later.modified >= e.modified)]

    def damaged(self, entries: list[AutosaveEntry] | None = None) -> list[AutosaveEntry]:
        """Autosaves that do not load (cut short by a crash or a full disk), newest first:
        a tester's damaged game vanished from the list without a word."""
        return [e for e in (self.entries() if entries is None else entries)
                if e.record is None]

    def resume(self, path: str | os.PathLike[str], progress: Progress | None = None
               ) -> AutosaveGame:
        """Continue an autosaved (or any saved) game; later moves are saved into ``path``.
        ``progress(done, total)`` is called while the moves are replayed; a window that loads
        in steps can instead build ``AutosaveGame(path, *GameLoad.open(path)...result)``.
        A Heartland record gives a ``heartland_autosave.HeartlandAutosave``."""
        from agricola_qt.records import heartland_autosave

        if heartland_autosave.is_heartland_file(path):
            return heartland_autosave.resume(path)  # type: ignore[return-value]
        record, states = load_game(path, progress)
        return AutosaveGame(Path(path), record, states)

    def prune(self, active: Path | None = None) -> list[Path]:
        """Delete all but the newest ``keep`` games (never ``active``) and stale temp files."""
        removed = []
        for path in self.files()[self.keep:]:
            if active is not None and path == active:
                continue
            with contextlib.suppress(OSError):
                path.unlink()
                removed.append(path)
        if self.folder.is_dir():
            remove_stale(self.folder, older_than=STALE_SECONDS)
        return removed


def _goes_on(earlier: AutosaveEntry, later: AutosaveEntry) -> bool:
    """Is ``later`` the game of ``earlier`` played on (the same deal, its moves and more)?"""
    a, b = earlier.record, later.record
    if (a is None or b is None or earlier.game != later.game or earlier.game != "agricola"
            or a.setup != b.setup or len(b.moves) <= len(a.moves)):
        return False
    return tuple(b.moves[:len(a.moves)]) == tuple(a.moves)


def _records_in(folder: Path) -> list[Path]:
    """The regular .agr files in ``folder``, newest first."""
    found = []
    with contextlib.suppress(OSError):
        for path in folder.glob(f"*{SUFFIX}"):
            with contextlib.suppress(OSError):
                info = path.stat()
                if stat.S_ISREG(info.st_mode):
                    found.append((info.st_mtime_ns, path.name, path))
    return [p for _, _, p in sorted(found, reverse=True)]
