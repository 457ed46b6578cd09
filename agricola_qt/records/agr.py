"""Loading and saving .agr game records (the format is described in docs/agr-format.md).

    record, states = load_game("evening.agr")     # validated and replayed
    save_record("copy.agr", record)                 # atomic
    save_game("new.agr", setup, moves)              # straight from a finished game
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable, Collection, Iterable, Sequence
from datetime import UTC, datetime

from agricola_qt.engine import RULES_VERSION, GameState, Move, Setup, scores
from agricola_qt.records.atomic import atomic_write
from agricola_qt.records.errors import Problem, RecordError, Why
from agricola_qt.records.limits import HEAD_BYTES, MAX_BYTES
from agricola_qt.records.model import GameRecord, Locations, Seat
from agricola_qt.records.reader import check_size, newer_version, parse_record
from agricola_qt.records.replay import chance_positions, draws, marks, replay, replay_steps
from agricola_qt.records.writer import format_record

SUFFIX = ".agr"


def now_text() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The file's bytes, at most ``MAX_BYTES + 1`` of them (the reader refuses more).

    Only a regular file is read (a symbolic link to one is followed): a named pipe, a device
    such as /dev/zero or a folder is refused without waiting for it or reading it.
    """
    source = str(path)

    def fail(error: OSError) -> RecordError:
        why = {errno.ENOENT: Why.MISSING, errno.EACCES: Why.NO_PERMISSION,
               errno.EPERM: Why.NO_PERMISSION, errno.EISDIR: Why.FOLDER}.get(
                   error.errno or 0, Why.CANNOT_READ)
        return RecordError(source, 0, why,
                           detail="" if why is not Why.CANNOT_READ else str(
                               error.strerror or error))

    try:
        mode = os.stat(path).st_mode
        if not stat.S_ISREG(mode):
            raise RecordError(source, 0, not_regular(mode))
        # O_NONBLOCK: should the file turn into a pipe in between, opening it does not wait
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                     | getattr(os, "O_BINARY", 0))
    except OSError as error:
        raise fail(error) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise RecordError(source, 0, not_regular(info.st_mode))
        if info.st_size > MAX_BYTES:  # refused without reading it all (a newer one first)
            with os.fdopen(os.dup(fd), "rb") as handle:
                newer_version(handle.read(HEAD_BYTES), source)
            check_size(b"", source, size=info.st_size)
        with os.fdopen(os.dup(fd), "rb") as handle:
            return handle.read(MAX_BYTES + 1)
    except OSError as error:
        raise fail(error) from None
    finally:
        os.close(fd)


def not_regular(mode: int) -> Why:
    """Why a file of this mode is not read (it is not a regular file)."""
    return (Why.FOLDER if stat.S_ISDIR(mode) else Why.NAMED_PIPE if stat.S_ISFIFO(mode)
            else Why.DEVICE if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
            else Why.SOCKET if stat.S_ISSOCK(mode) else Why.NOT_REGULAR)


Progress = Callable[[int, int], None]


def load_game(path: str | os.PathLike[str], progress: Progress | None = None
              ) -> tuple[GameRecord, list[GameState]]:
    """Read, validate and replay a record; returns it with every state of the game.
    ``progress(done, total)`` is called as the moves are replayed (see ``GameLoad``)."""
    load = GameLoad(read_bytes(path), str(path))
    while not load.step():
        if progress is not None:
            progress(load.done, load.total)
    return load.result


def loads_game(data: bytes | str, source: str = "<record>"
               ) -> tuple[GameRecord, list[GameState]]:
    load = GameLoad(data, source)
    while not load.step(moves=10**9):
        pass
    return load.result


class GameLoad:
    """Loading a record in steps, for a window that must keep answering while it loads::

        load = GameLoad.open(path)            # reads and parses (bounded, see limits.py)
        while not load.step(moves=200):       # replays up to 200 moves per call
            show(load.done, load.total)
        record, states = load.result

    Every problem raises ``RecordError``, from ``open`` or from ``step``.
    """

    def __init__(self, data: bytes | str, source: str = "<record>") -> None:
        self.source = source
        self.record = parse_record(data, source)
        self.total = len(self.record.moves)
        self.states: list[GameState] = []
        self._steps = replay_steps(self.record, source)
        self._finished = False

    @classmethod
    def open(cls, path: str | os.PathLike[str]) -> GameLoad:
        return cls(read_bytes(path), str(path))

    @property
    def done(self) -> int:
        """Moves replayed so far."""
        return max(0, len(self.states) - 1)

    def step(self, moves: int = 200) -> bool:
        """Replay up to ``moves`` more moves; True once the whole record has been checked."""
        if self._finished:
            return True
        for _ in range(max(1, moves)):
            try:
                self.states.append(next(self._steps))
            except StopIteration:
                self._finished = True
                self.record = _completed(self.record, self.states)
                return True
            except RecordError as error:
                raise _with_rules_hint(error, self.record) from None
        return False

    @property
    def result(self) -> tuple[GameRecord, list[GameState]]:
        if not self._finished:
            raise RuntimeError("GameLoad.result before the last step")
        return self.record, self.states


def moves_before_damage(data: bytes, error: RecordError
                        ) -> tuple[GameRecord, list[GameState]] | None:
    """The game as far as its moves read well: when ``error`` (from loading ``data``) lies
    in the moves, the record cut just before the line at fault (a damaged or illegal line,
    a file that ends early).  None when the header or the setup is at fault, nothing of it
    is readable, or no move comes before the damage."""
    if error.line <= 0 or error.problem is Problem.NEWER_VERSION:
        return None
    # bytes that are not UTF-8 lie on the error's line or after it: cut away below
    lines = _lines(data)
    result_at = _result_line(lines)
    end_at = _end_line(lines)
    if result_at and error.line >= result_at:
        # only the result written at the end is at fault (a total edited by hand): every move
        # is kept and the scores are counted again from them (the whole game was lost)
        lines = lines[:result_at - 1]
    elif end_at and error.line > end_at:
        # only what was written after the record's end (a note added, stray characters):
        # the whole game is there (a tester's 73 moves would not open)
        lines = lines[:end_at - 1]
    else:
        lines = lines[:error.line - 1]
    if "[moves]" not in (line.strip() for line in lines):
        return None
    try:
        record, states = loads_game("\n".join([*lines, "", "[end]", ""]), error.source)
    except RecordError:
        return None
    return (record, states) if record.moves else None


MEND_TRIES = 8  # the legal moves most like a damaged one tried in its place


def mended(data: bytes, error: RecordError
           ) -> tuple[GameRecord, list[GameState], int, Move | None] | None:
    """The whole game with the one move at fault (``error``, from loading ``data``) replaced
    by the legal move there most like it with which every later line of the file reads and
    plays, or left out when with that every later line plays: (record, states, the move's
    number, the move put in or None for the line left out).  One bad character ("plow z9"
    for "plow e1") left a tester only the moves before it, some 160 good ones lost; a line
    of other words put among the moves, the 55 after it.  A line whose verb no move has is
    tried left out first.  None when the fault is not a move, or nothing lets the rest of
    the file play."""
    import difflib

    from agricola_qt.engine import legal_moves
    from agricola_qt.engine.moves import VERBS

    if error.move <= 0 or error.line <= 0 or error.problem is Problem.NEWER_VERSION:
        return None
    lines = _lines(data)
    if error.line > len(lines) or result_damaged(data, error):
        return None
    before = moves_before_damage(data, error)
    if before is None or before[1][-1].is_over:
        return None
    state = before[1][-1]
    line = lines[error.line - 1]
    indent, bad = line[:len(line) - len(line.lstrip())], line.strip()
    said = bad.split(maxsplit=1)[1] if bad[:1] == "p" and " " in bad else bad
    candidates: list[Move | None] = [*sorted(
        legal_moves(state), key=lambda m: -difflib.SequenceMatcher(
            None, said, str(m)).ratio())[:MEND_TRIES], None]
    if said.split()[:1] and said.split()[0] not in VERBS:  # no move at all: left out first
        candidates.insert(0, candidates.pop())
    for move in candidates:
        put = [] if move is None else [f"{indent}p{state.actor + 1} {move}"]
        text = [*lines[:error.line - 1], *put, *lines[error.line:]]
        try:
            record, states = loads_game("\n".join(text), error.source)
        except RecordError:
            continue
        return record, states, error.move, move
    return None


# encodings an editor may have saved a record in instead of UTF-8 (a Chinese Notepad's GBK
# is read by its superset GB18030), tried in this order
OTHER_ENCODINGS = ("gb18030", "big5")


def recoded(data: bytes, error: RecordError, encodings: Sequence[str] = OTHER_ENCODINGS
            ) -> tuple[GameRecord, list[GameState], str] | None:
    """The whole game of a record that is not UTF-8 (``error``) read in another encoding an
    editor may have saved it in, the first of ``encodings`` with which every line reads and
    plays: (record, states, the encoding).  A tester's file re-saved as GBK by an older
    Chinese editor was refused whole, only its players' names not ASCII.  (Big5 bytes read
    as GB18030 too, into other characters: a Traditional Chinese table tries Big5 first.)
    None when no such encoding reads it."""
    if error.why is not Why.NOT_UTF8:
        return None
    for encoding in encodings:
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        try:
            record, states = loads_game(text, error.source)
        except RecordError:
            continue
        return record, states, encoding
    return None


def result_damaged(data: bytes, error: RecordError) -> bool:
    """Whether ``error`` lies after the record's moves, in its result section or after its
    end (``moves_before_damage`` then keeps every move)."""
    lines = _lines(data)
    result_at = _result_line(lines)
    return bool(result_at) and error.line >= result_at or after_end(data, error)


def after_end(data: bytes, error: RecordError) -> bool:
    """Whether ``error`` lies after the record's ``[end]`` line (something added to the
    file after the whole game)."""
    end_at = _end_line(_lines(data))
    return bool(end_at) and error.line > end_at


def _lines(data: bytes) -> list[str]:
    text = data.removeprefix(b"\xef\xbb\xbf").decode("utf-8", errors="replace")
    return [line.removesuffix("\r") for line in text.split("\n")]


def _end_line(lines: list[str]) -> int:
    """The 1-based line of the first ``[end]`` heading after ``[moves]``, 0 if none."""
    return _heading_after_moves(lines, "[end]")


def _result_line(lines: list[str]) -> int:
    """The 1-based line of the ``[result]`` heading after ``[moves]``, 0 if none."""
    return _heading_after_moves(lines, "[result]")


def _heading_after_moves(lines: list[str], heading: str) -> int:
    moves = False
    for number, line in enumerate(lines, 1):
        word = line.strip()
        moves = moves or word == "[moves]"
        if moves and word == heading:
            return number
    return 0


def _with_rules_hint(error: RecordError, record: GameRecord) -> RecordError:
    """A replay that fails on a record of newer rules says so: updating may be the cure."""
    if record.rules_version <= RULES_VERSION:
        return error
    return RecordError(error.source, error.line, error.why, error.values, error.move,
                       detail=error.detail, problem=error.problem,
                       rules=(record.rules_version, RULES_VERSION))


def _completed(record: GameRecord, states: list[GameState]) -> GameRecord:
    """The record with every draw the replay made (also those an older file leaves out)."""
    from attrs import evolve

    return evolve(record, chances=chance_positions(states))


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
    states = list(states)
    return format_record(with_result(record, states[-1]), marks(states), draws(states))


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
                      date=now_text() if date is None else date, extra=tuple(extra),
                      rules_version=setup.rules_version)


def save_game(path: str | os.PathLike[str], setup: Setup, moves: Iterable[Move | str], *,
              seats: Sequence[Seat] | None = None, bots: Sequence[str | None] | None = None,
              date: str | None = None, states: Sequence[GameState] | None = None
              ) -> GameRecord:
    """Save a game from its setup and moves (used by ``selfplay --out``); returns the record."""
    record = new_record(setup, moves, seats=seats, bots=bots, date=date)
    save_record(path, record, states)
    return record


def record_for_save(opened: GameRecord | None, setup: Setup, moves: Iterable[Move | str], *,
                    seats: Sequence[Seat] | None = None,
                    known_levels: Collection[str] | None = None) -> GameRecord:
    """The record File > Save writes for the game in a window.

    For a game that was opened from a record (``opened``), everything its header had is kept
    (the date, app and rules version, unknown fields and their order, the seats' colours and
    a computer seat of a level this program does not know, which the window plays as a
    person), so that saving an opened game again gives the same bytes when nothing changed;
    only the moves (and the result) follow the game.  ``known_levels``: the computer levels
    the window can play (None: keep every computer seat of ``opened`` the window shows as a
    person).  Without ``opened`` this is ``new_record``.
    """
    from attrs import evolve

    if opened is None or opened.setup.players != setup.players:
        return new_record(setup, moves, seats=seats)
    parsed = tuple(m if isinstance(m, Move) else Move.parse(m) for m in moves)
    kept = []
    for i, old in enumerate(opened.seats):
        now = seats[i] if seats is not None and i < len(seats) else old
        unknown_bot = old.kind == "bot" and (known_levels is None
                                             or old.level not in known_levels)
        if now.kind == "human" and unknown_bot:
            kept.append(old)
        else:
            kept.append(Seat(old.colour, now.kind, now.level))
    same = 0  # the draws of the moves still as they were opened are kept, the rest re-rolled
    while same < min(len(parsed), len(opened.moves)) and parsed[same] == opened.moves[same]:
        same += 1
    chances = tuple((at, c) for at, c in opened.chances if at <= same)
    return evolve(opened, setup=opened.setup if opened.setup == setup else setup,
                  moves=parsed, seats=tuple(kept), result=None, chances=chances,
                  where=Locations(header_order=opened.where.header_order))


def _fresh(record: GameRecord) -> GameRecord:
    """The record without file locations (they belong to the file it was read from)."""
    from attrs import evolve

    return evolve(record, where=Locations(), result=None)


__all__ = ["RecordError", "GameRecord", "GameLoad", "Seat", "load_game", "loads_game",
           "load_record", "moves_before_damage", "record_for_save", "result_damaged",
           "save_record", "save_game", "new_record", "record_text", "replay", "parse_record",
           "with_result", "SUFFIX"]
