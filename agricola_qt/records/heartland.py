"""Heartland games as .agr records: the same file shape as Agricola's, with ``game: heartland``.

    record, states = load_heartland("evening.agr")     # validated and replayed
    save_heartland("copy.agr", record)                 # atomic
    game_of(data)                                      # "heartland" or "agricola"

A record holds the player count (its ``player-N`` lines), the seed, the component fingerprint
and the moves; replaying ``new_game`` and every move gives the game again (docs/agr-format.md,
"Heartland records").  Never imports Qt.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Sequence
from typing import NoReturn

from attrs import field, frozen

from agricola_qt import __version__
from agricola_qt.heartland import GameState, IllegalMove, Move, MoveSyntaxError, apply, new_game
from agricola_qt.heartland.components import digest
from agricola_qt.heartland.scoring import Result, results
from agricola_qt.records.atomic import atomic_write
from agricola_qt.records.errors import RecordError, Why, clipped
from agricola_qt.records.limits import HEAD_BYTES, MAX_MOVES, MAX_NAME_CHARS
from agricola_qt.records.model import BOT, FORMAT_NAME, HUMAN, Seat, default_seats
from agricola_qt.records.reader import MAX_PLAYERS, cut_off_line, decode, newer_version
from agricola_qt.records.writer import KEY, PLAYER_KEY, WORD, name_text, one_line

GAME_KEY = "game"
AGRICOLA, HEARTLAND = "agricola", "heartland"
GAMES = (AGRICOLA, HEARTLAND)
FORMAT_VERSION = 2  # the .agr format version a Heartland record is written with
HEADER_KEYS = frozenset({"format", "format-version", GAME_KEY, "app-version", "date",
                         "components"})
SETUP_KEYS = ("seed", "start-player")
_INT = re.compile(r"-?[0-9]{1,20}")
_ACTOR = re.compile(r"p([0-9]{1,3})")


def game_of(data: bytes | str) -> str:
    """The game a record's text is of: its header's ``game`` field, else ``agricola``."""
    head = data[:HEAD_BYTES]
    text = head.decode("utf-8", "replace") if isinstance(head, bytes) else head
    for raw in text.split("\n"):
        line = raw.strip()
        if line.startswith("["):
            break
        key, colon, value = line.partition(":")
        if colon and key.strip() == GAME_KEY:
            return value.strip()
    return AGRICOLA


@frozen
class HeartlandRecord:
    """One saved Heartland game; ``moves`` in the order they were made."""

    players: int
    seed: int = 0
    moves: tuple[Move, ...] = ()
    seats: tuple[Seat, ...] = ()
    names: tuple[str, ...] = ()
    date: str = ""
    app_version: str = __version__
    components: str = field(factory=digest)
    result: tuple[Result, ...] | None = field(default=None, eq=False)
    move_lines: tuple[int, ...] = field(default=(), eq=False)

    def __attrs_post_init__(self) -> None:
        if not self.seats:
            object.__setattr__(self, "seats", default_seats(self.players))

    game = HEARTLAND

    def name(self, player: int) -> str:
        if player < len(self.names) and self.names[player]:
            return self.names[player]
        return f"Player {player + 1}"


def new_heartland_record(players: int, seed: int, moves: Iterable[Move | str] = (), *,
                         seats: Sequence[Seat] | None = None,
                         names: Sequence[str] = (), date: str | None = None
                         ) -> HeartlandRecord:
    from agricola_qt.records.agr import now_text

    parsed = tuple(m if isinstance(m, Move) else Move.parse(m) for m in moves)
    return HeartlandRecord(players, seed, parsed, tuple(seats or ()), tuple(names),
                           now_text() if date is None else date)


# --- writing ---------------------------------------------------------------------------------


def result_line(result: Result) -> str:
    return (f"p{result.seat + 1}: total={result.total} track={result.track} "
            f"livestock={result.livestock} farmed={result.farmed_area}")


def heartland_text(record: HeartlandRecord, states: Sequence[GameState] | None = None) -> str:
    """The record's file text (the moves are replayed unless ``states`` are given)."""
    if states is None or len(states) != len(record.moves) + 1:
        states = replay_heartland(record)
    out = [f"format: {FORMAT_NAME}", f"format-version: {FORMAT_VERSION}",
           f"{GAME_KEY}: {HEARTLAND}"]
    if record.app_version:
        out.append(f"app-version: {one_line(record.app_version)}")
    if record.date:
        out.append(f"date: {one_line(record.date)}")
    out.append(f"components: {record.components}")
    for i, seat in enumerate(record.seats):
        for word in (seat.colour, seat.token.removeprefix("bot:")):
            if not WORD.fullmatch(word):
                raise ValueError(f"seat {i + 1}: {word!r} is not one lowercase word")
        value = f"{seat.colour} {seat.token}"
        if i < len(record.names) and name_text(record.names[i]):
            value += " " + name_text(record.names[i])
        out.append(f"player-{i + 1}: {value}")
    first = states[0]
    out += ["", "[setup]", f"seed: {record.seed}",
            f"start-player: {first.setup.start_player + 1}", "", "[moves]"]
    turn = -1
    for move, before in zip(record.moves, states, strict=False):
        if before.turn != turn:
            turn = before.turn
            out.append(f"# turn {turn + 1}")
        out.append(f"p{before.actor + 1} {move}")
    final = states[-1]
    if final.is_over:
        out += ["", "[result]", *(result_line(r) for r in results(final))]
    out += ["", "[end]", ""]
    return "\n".join(out)


def save_heartland(path: str | os.PathLike[str], record: HeartlandRecord,
                   states: Sequence[GameState] | None = None) -> None:
    atomic_write(path, heartland_text(record, states).encode("utf-8"))


# --- reading ---------------------------------------------------------------------------------


class _Reader:
    def __init__(self, source: str) -> None:
        self.source = source
        self.header: dict[str, tuple[int, str]] = {}
        self.setup: dict[str, tuple[int, str]] = {}
        self.moves: list[tuple[int, int, Move]] = []  # (line, actor or -1, move)
        self.results: dict[int, tuple[int, str]] = {}
        self.sections: dict[str, int] = {}

    def fail(self, line: int, why: Why, args: dict[str, object] | None = None, move: int = 0,
             detail: str = "") -> NoReturn:
        raise RecordError(self.source, line, why, args, move, detail=detail)

    def read(self, lines: list[str]) -> None:
        order = {"header": ("setup",), "setup": ("moves",), "moves": ("result", "end"),
                 "result": ("end",), "end": ()}
        section = "header"
        cut = cut_off_line(lines)
        for number, raw in enumerate(lines, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if not self.header and _split(line) != ("format", FORMAT_NAME):
                self.fail(number, Why.NOT_A_RECORD, {"format": FORMAT_NAME})
            if section == "end":
                self.fail(number, Why.AFTER_END)
            if line.startswith("["):
                name = line.strip("[]")
                if name not in order[section]:
                    wanted = ", ".join(f"[{s}]" for s in order[section])
                    self.fail(number, Why.SECTION_OUT_OF_PLACE,
                              {"section": line[:40], "expected": wanted})
                self.sections[name] = number
                section = name
            else:
                try:
                    self.section_line(section, number, line)
                except RecordError:
                    if number == cut:  # cut off inside its last line
                        self.fail(number, Why.TRUNCATED)
                    raise
        if section != "end":
            self.fail(len(lines), Why.TRUNCATED)

    def section_line(self, section: str, number: int, line: str) -> None:
        """One line of a section other than a heading."""
        if section in ("header", "setup"):
            self.keyed(self.header if section == "header" else self.setup, number, line)
        elif section == "moves":
            self.move_line(number, line)
        else:
            self.result_line(number, line)

    def keyed(self, into: dict[str, tuple[int, str]], number: int, line: str) -> None:
        parsed = _split(line)
        if parsed is None:
            self.fail(number, Why.NOT_KEY_VALUE)
        if parsed[0] in into:
            self.fail(number, Why.KEY_TWICE, {"key": parsed[0], "first": into[parsed[0]][0]})
        into[parsed[0]] = (number, parsed[1])

    def move_line(self, number: int, line: str) -> None:
        words = line.split()
        actor = -1
        match = _ACTOR.fullmatch(words[0])
        if match:
            actor = int(match.group(1)) - 1
            words = words[1:]
        if len(self.moves) >= MAX_MOVES:
            self.fail(number, Why.TOO_MANY_MOVES, {"most": MAX_MOVES})
        try:
            move = Move.parse(" ".join(words))
        except MoveSyntaxError as error:
            self.fail(number, Why.NOT_A_HEARTLAND_MOVE, move=len(self.moves) + 1,
                      detail=str(error))
        self.moves.append((number, actor, move))

    def result_line(self, number: int, line: str) -> None:
        key, colon, value = line.partition(":")
        match = _ACTOR.fullmatch(key.strip())
        if not colon or not match:
            self.fail(number, Why.RESULT_FORM)
        self.results[int(match.group(1)) - 1] = (number, value.strip())

    def number(self, key: str, low: int, high: int,
               why: Why = Why.NUMBER_RANGE) -> tuple[int, int]:
        if key not in self.setup:
            self.fail(self.sections["setup"], Why.SETUP_LACKS, {"key": key})
        line, text = self.setup[key]
        if not _INT.fullmatch(text) or not low <= int(text) <= high:
            self.fail(line, why, {"what": key, "low": low, "high": high, "value": clipped(text)})
        return line, int(text)

    def seats(self) -> tuple[tuple[Seat, ...], tuple[str, ...]]:
        found: dict[int, tuple[int, str]] = {}
        for key, (line, value) in self.header.items():
            match = PLAYER_KEY.fullmatch(key)
            if match:
                found[int(match.group(1))] = (line, value)
        players = len(found)
        if sorted(found) != list(range(1, players + 1)) or not 2 <= players <= MAX_PLAYERS:
            self.fail(self.sections["setup"], Why.HEARTLAND_PLAYERS)
        seats, names = [], []
        for index in range(1, players + 1):
            line, value = found[index]
            words = value.split(maxsplit=2)
            kind, _, level = words[1].partition(":") if len(words) > 1 else ("", "", "")
            if len(words) < 2 or not WORD.fullmatch(words[0]) or not (
                    (kind == HUMAN and not level) or (kind == BOT and WORD.fullmatch(level))):
                self.fail(line, Why.PLAYER_FORM)
            seats.append(Seat(words[0], kind, level) if kind == BOT else Seat(words[0]))
            name = words[2] if len(words) > 2 else ""
            if len(name) > MAX_NAME_CHARS:
                self.fail(line, Why.NAME_TOO_LONG,
                          {"player": index, "length": len(name), "most": MAX_NAME_CHARS})
            names.append(name)
        while names and not names[-1]:
            names.pop()
        return tuple(seats), tuple(names)

    def build(self) -> HeartlandRecord:
        unknown = [k for k in self.header if k not in HEADER_KEYS and not PLAYER_KEY.fullmatch(k)]
        if unknown:
            self.fail(self.header[unknown[0]][0], Why.UNKNOWN_HEADER_KEY, {"key": unknown[0]})
        line, game = self.header.get(GAME_KEY, (1, AGRICOLA))
        if game != HEARTLAND:
            self.fail(line, Why.NOT_HEARTLAND, {"game": clipped(game)})
        version = self.header.get("format-version", (1, ""))
        if version[1] != str(FORMAT_VERSION):
            self.fail(version[0], Why.HEARTLAND_FORMAT_VERSION, {"version": FORMAT_VERSION})
        for key, (kline, _) in self.setup.items():
            if key not in SETUP_KEYS:
                self.fail(kline, Why.UNKNOWN_SETUP_KEY, {"key": key})
        seats, names = self.seats()
        line, made_with = self.header.get("components", (self.sections["setup"], ""))
        if made_with != digest():
            self.fail(line, Why.COMPONENTS,
                      {"given": clipped(made_with) or "none named", "ours": digest()})
        _, seed = self.number("seed", -(2**63), 2**64 - 1, why=Why.BAD_SEED)
        return HeartlandRecord(
            len(seats), seed, tuple(m for _, _, m in self.moves), seats, names,
            self.header.get("date", (0, ""))[1], self.header.get("app-version", (0, ""))[1],
            made_with, move_lines=tuple(n for n, _, _ in self.moves))


def _split(line: str) -> tuple[str, str] | None:
    key, colon, value = line.partition(":")
    key = key.strip()
    if not colon or not KEY.fullmatch(key):
        return None
    return key, value.strip()


def parse_heartland(data: bytes | str, source: str = "<record>"
                    ) -> tuple[HeartlandRecord, _Reader]:
    newer_version(data if isinstance(data, bytes) else data[:HEAD_BYTES].encode(
        "utf-8", "replace"), source)
    reader = _Reader(source)
    try:
        reader.read(decode(data, source))
        return reader.build(), reader
    except RecordError:
        raise
    except Exception as error:  # a safety net: never a traceback for a bad file
        raise RecordError(source, 0, Why.INVALID,
                          detail=f"{type(error).__name__}: {error}") from None


def replay_heartland(record: HeartlandRecord, source: str = "<record>",
                     reader: _Reader | None = None) -> list[GameState]:
    """Every state: ``states[0]`` before the first move, ``states[i]`` after move i."""
    state = new_game(record.players, record.seed, record.names)
    states = [state]
    for index, move in enumerate(record.moves):
        line = record.move_lines[index] if index < len(record.move_lines) else 0
        if reader is not None and reader.moves[index][1] not in (-1, state.actor):
            raise RecordError(source, line, Why.WRONG_PLAYER,
                              {"step": str(move), "written": reader.moves[index][1] + 1,
                               "actor": state.actor + 1}, index + 1)
        try:
            state = apply(state, move)
        except IllegalMove as error:
            raise RecordError(source, line, Why.HEARTLAND_ILLEGAL, {"step": str(move)},
                              index + 1, detail=str(error)) from None
        states.append(state)
    if reader is not None:
        _check_start(reader, states[0], source)
        _check_result(reader, states[-1], source)
    return states


def _check_start(reader: _Reader, first: GameState, source: str) -> None:
    if "start-player" in reader.setup:
        line, written = reader.number("start-player", 1, MAX_PLAYERS)
        if written != first.setup.start_player + 1:
            raise RecordError(source, line, Why.START_PLAYER,
                              {"seeded": first.setup.start_player + 1, "written": written})


def _check_result(reader: _Reader, final: GameState, source: str) -> None:
    if "result" not in reader.sections:
        return
    if not final.is_over:
        raise RecordError(source, reader.sections["result"], Why.RESULT_NOT_OVER)
    for result in results(final):
        line, text = reader.results.get(result.seat, (reader.sections["result"], ""))
        if result_line(result).partition(": ")[2] != " ".join(text.split()):
            raise RecordError(source, line, Why.HEARTLAND_RESULT_MISMATCH,
                              {"player": result.seat + 1, "expected": result_line(result)})


def loads_heartland(data: bytes | str, source: str = "<record>"
                    ) -> tuple[HeartlandRecord, list[GameState]]:
    record, reader = parse_heartland(data, source)
    states = replay_heartland(record, source, reader)
    final = states[-1]
    from attrs import evolve

    return evolve(record, result=results(final) if final.is_over else None), states


def load_heartland(path: str | os.PathLike[str]) -> tuple[HeartlandRecord, list[GameState]]:
    from agricola_qt.records.agr import read_bytes

    return loads_heartland(read_bytes(path), str(path))


__all__ = ["GAME_KEY", "AGRICOLA", "HEARTLAND", "GAMES", "HeartlandRecord", "game_of",
           "heartland_text", "load_heartland", "loads_heartland", "new_heartland_record",
           "parse_heartland", "replay_heartland", "save_heartland"]
