"""Your results: a line for every game finished at this table, and what they add up to.

    book = ResultBook()                  # <data folder>/results.jsonl
    book.add(result_of(state, seats, key))
    book.results()                       # newest last; a damaged line is skipped
    tally(book.results())                # wins against each computer level, best scores

The file holds one JSON object per line and is only ever appended to, so a game's result is
never rewritten: a line cut short by a crash is skipped when read, and the next line starts on
a line of its own.  A game is written once, by its ``key`` (the same game finished again after
an undo, or opened again, is not counted twice).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from attrs import asdict, frozen

from agricola_qt.engine import GameState, Move
from agricola_qt.engine.scoring import scores, winners
from agricola_qt.heartland import GameState as HeartlandState
from agricola_qt.heartland import results as heartland_results
from agricola_qt.heartland import winners as heartland_winners
from agricola_qt.records.autosave import data_dir

log = logging.getLogger(__name__)

RESULTS_FILE = "results.jsonl"
MAX_BYTES = 8 * 1024 * 1024  # tens of thousands of games; a bigger file is read from its end
HUMAN = "human"
# the computer levels a player picks (ai/registry.py), by the names their bots go by
LEVEL_OF_BOT = {"heuristic": "easy", "mcts-medium": "medium", "mcts-hard": "hard",
                "mcts-expert": "expert"}
Variant = Literal["family", "full", "solo", "heartland"]
VARIANTS: tuple[Variant, ...] = ("family", "full", "solo", "heartland")


@frozen
class SeatResult:
    name: str
    seat: str  # HUMAN, or the computer's level ("easy" ... "expert", or a bot's own name)
    score: int
    won: bool  # among the best scores (a shared win on a tie); solo: the target reached


@frozen
class GameResult:
    key: str  # the same game twice is one result
    finished: str  # local time, "YYYY-MM-DD HH:MM"
    variant: Variant
    seats: tuple[SeatResult, ...]
    target: int = 0  # a solo game's target (0 in other games)

    @property
    def humans(self) -> list[SeatResult]:
        return [s for s in self.seats if s.seat == HUMAN]

    @property
    def computers(self) -> list[SeatResult]:
        return [s for s in self.seats if s.seat != HUMAN]

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1


def _fingerprint(*parts: object) -> str:
    text = "\n".join(str(part) for part in parts)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def game_key(state: GameState, moves: Sequence[Move]) -> str:
    """An Agricola game's fingerprint: its setup and its moves."""
    return _fingerprint(repr(state.setup), *moves)


def seat_kind(bot: str | None) -> str:
    """HUMAN for a person's seat, else the computer's level (or its own name)."""
    if not bot:
        return HUMAN
    return LEVEL_OF_BOT.get(bot, bot)


def _seat(names: Sequence[str], seats: Sequence[str | None], i: int, score: int,
          won: bool) -> SeatResult:
    """Seat ``i``'s line: its name (its number when it has none) and whose it is."""
    name = names[i] if i < len(names) and names[i] else f"{i + 1}"
    return SeatResult(name, seat_kind(seats[i] if i < len(seats) else None), score, won)


def _finished(when: datetime | None) -> str:
    return (when or datetime.now()).strftime("%Y-%m-%d %H:%M")


def result_of(state: GameState, seats: Sequence[str | None], key: str,
              when: datetime | None = None) -> GameResult:
    """The result of the finished game ``state``; ``seats``: None for a person, else the
    computer's bot name or level."""
    sheets = scores(state)
    solo = state.setup.solo
    target = solo.target if solo is not None and len(sheets) == 1 else 0
    best = set(winners(state))
    out = tuple(_seat(state.setup.names, seats, i, sheet.total,
                      sheet.total >= target if target else i in best and len(sheets) > 1)
                for i, sheet in enumerate(sheets))
    return GameResult(key, _finished(when), state.setup.variant, out, target)  # type: ignore[arg-type]


def heartland_result_of(state: HeartlandState, seats: Sequence[str | None], key: str,
                        when: datetime | None = None) -> GameResult:
    """The result of a finished Heartland game (its winners break a tie by farmed area)."""
    best = set(heartland_winners(state))
    out = tuple(_seat(state.setup.names, seats, r.seat, r.total, r.seat in best)
                for r in heartland_results(state))
    return GameResult(key, _finished(when), "heartland", out)


def heartland_key(state: HeartlandState, moves: Sequence[object]) -> str:
    """A Heartland game's fingerprint: its setup and its moves."""
    return _fingerprint("heartland", repr(state.setup), *moves)


def _from_json(data: dict[str, Any]) -> GameResult:
    seats = tuple(SeatResult(str(s["name"]), str(s["seat"]), int(s["score"]), bool(s["won"]))
                  for s in data["seats"])
    variant = data["variant"]
    if variant not in VARIANTS or not seats:
        raise ValueError(f"not a game result: {variant!r}, {len(seats)} seats")
    return GameResult(str(data["key"]), str(data["finished"]), variant, seats,
                      int(data.get("target", 0)))


class ResultBook:
    """The results file (``<data folder>/results.jsonl`` unless ``path`` is given)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else data_dir() / RESULTS_FILE

    def results(self) -> list[GameResult]:
        """Every readable result, oldest first, each game once (of a file grown past
        ``MAX_BYTES``, the newest results only)."""
        try:
            with open(self.path, "rb") as f:
                f.seek(0, os.SEEK_END)
                size = f.tell()
                f.seek(max(0, size - MAX_BYTES))
                data = f.read(MAX_BYTES)
        except OSError:
            return []
        lines = data.decode("utf-8", errors="replace").splitlines()
        if size > MAX_BYTES:
            lines = lines[1:]  # the first line read may be a tail of one
        out: list[GameResult] = []
        seen: set[str] = set()
        skipped = 0
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                result = _from_json(json.loads(line))
            except (ValueError, KeyError, TypeError, AttributeError) as error:
                skipped += 1
                if skipped <= 3:  # a damaged file is told, not poured into the log
                    log.warning("%s line %d skipped: %s", self.path, number, error)
                continue
            if result.key not in seen:
                seen.add(result.key)
                out.append(result)
        return out

    def add(self, result: GameResult) -> bool:
        """Append ``result`` unless its game is in the book already; False when it was (or
        the file could not be written: the game itself is safe in its record)."""
        if any(r.key == result.key for r in self.results()):
            return False
        line = json.dumps(asdict(result), ensure_ascii=False, separators=(",", ":"))
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with open(self.path, "a+b") as f:
                f.seek(0, os.SEEK_END)
                if f.tell():
                    f.seek(-1, os.SEEK_END)
                    if f.read(1) != b"\n":  # a line cut short: the new one starts afresh
                        f.write(b"\n")
                f.write(line.encode("utf-8") + b"\n")
                f.flush()
                with contextlib.suppress(OSError):
                    os.fsync(f.fileno())
        except OSError as error:
            log.warning("could not write %s: %s", self.path, error)
            return False
        return True


@frozen
class Standing:
    """Games of one game (Agricola or Heartland) against one computer level, and how many
    of them a person won."""

    game: Literal["agricola", "heartland"]
    level: str
    games: int
    wins: int
    # games a person finished ahead of (or level with) every computer of this level: more
    # than ``wins`` only where another seat won (a tester beat the Hard computer 34-25 and
    # the Expert won: "won 0 of 1" said nothing of it)
    ahead: int = 0


@frozen
class Tally:
    games: int
    standings: tuple[Standing, ...]  # easiest level first
    best: dict[str, int]  # "family", "full", "solo", "solo-family", "heartland": best score
    solo_games: int
    solo_reached: int  # solo games whose target was reached


LEVEL_ORDER = ("easy", "medium", "hard", "expert")


def best_key(result: GameResult) -> str:
    """Which best score a game counts for: solo family games apart from two-player ones."""
    if result.solo and result.variant == "family":
        return "solo-family"
    return result.variant


def tally(results: Sequence[GameResult]) -> Tally:
    """What the results add up to, for the people at the table."""
    games: dict[tuple[str, str], list[int]] = {}
    best: dict[str, int] = {}
    solo_games = solo_reached = 0
    for r in results:
        humans = r.humans
        if not humans:
            continue
        top = max(s.score for s in humans)
        k = best_key(r)
        best[k] = max(best.get(k, top), top)
        if r.target:
            solo_games += 1
            solo_reached += any(s.won for s in humans)
        human_won = any(s.won for s in humans)
        game = "heartland" if r.variant == "heartland" else "agricola"
        for level in {s.seat for s in r.computers}:
            counts = games.setdefault((game, level), [0, 0, 0])
            counts[0] += 1
            counts[1] += human_won
            counts[2] += all(top >= s.score for s in r.computers if s.seat == level)
    order = {name: i for i, name in enumerate(LEVEL_ORDER)}
    standings = tuple(Standing(game, level, g, w, a)  # type: ignore[arg-type]
                      for (game, level), (g, w, a) in sorted(
                          games.items(), key=lambda kv: (kv[0][0], order.get(kv[0][1], 99),
                                                         kv[0][1])))
    return Tally(sum(1 for r in results if r.humans), standings, best, solo_games,
                 solo_reached)
