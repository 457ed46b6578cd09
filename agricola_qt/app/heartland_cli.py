"""The Heartland side of the ``check``, ``score`` and ``selfplay`` commands (Qt only for the
words of a translated score table).

The commands look at a record's ``game`` header field (``records.heartland.game_of``) and hand
a Heartland record here; Agricola records (without the field) go on as before.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from agricola_qt.heartland import GameState, Move, apply, new_game, results, winners
from agricola_qt.records.errors import RecordError
from agricola_qt.records.heartland import (
    HEARTLAND,
    HeartlandRecord,
    game_of,
    load_heartland,
    new_heartland_record,
    save_heartland,
)
from agricola_qt.records.limits import HEAD_BYTES
from agricola_qt.records.model import Seat


def is_heartland(path: str) -> bool:
    """Whether the file's header says ``game: heartland`` (unreadable files, and anything
    but a regular file, such as a named pipe: False, so the Agricola reader reports it)."""
    if not os.path.isfile(path):
        return False
    try:  # O_NONBLOCK: should it turn into a pipe meanwhile, opening does not wait
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                     | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as handle:
            return game_of(handle.read(HEAD_BYTES)) == HEARTLAND
    except OSError:
        return False


def summary(path: str, record: HeartlandRecord, final: GameState) -> str:
    if final.is_over:
        status = "finished"
    else:
        status = f"not finished ({record.name(final.actor)} to move)"
    return (f"{path}: ok: heartland, {record.players} players, {final.turn} turns played, "
            f"{status}, {len(record.moves)} moves")


def check(path: str, english: bool = True) -> int:
    """``check`` of one Heartland record, in the loaded language unless ``english``."""
    try:
        record, states = load_heartland(path)
    except RecordError as error:
        from agricola_qt.app.commands.check import problem_line

        print(problem_line("check", error, english), file=sys.stderr)
        return 1
    final = states[-1]
    if english:
        print(summary(path, record, final))
        return 0
    from agricola_qt.ui.printout import heartland_check_line
    from agricola_qt.ui.text import seat_name

    actor = None if final.is_over else seat_name(record.names, final.actor)
    print(heartland_check_line(path, record.players, final.turn, actor, len(record.moves)))
    return 0


def score(path: str, as_json: bool = False, lang: str | None = None) -> int:
    try:
        record, states = load_heartland(path)
    except RecordError as error:
        from agricola_qt.app.commands.check import unreadable

        print(unreadable("score", error, lang), file=sys.stderr)
        return 1
    final = states[-1]
    table = results(final)
    won = winners(final) if final.is_over else ()
    if as_json:
        print(json.dumps({"game": HEARTLAND, "finished": final.is_over, "players": [
            {"name": record.name(r.seat), "total": r.total, "breakdown": {
                "track": r.track, "livestock": r.livestock, "farmed_area": r.farmed_area},
             "winner": r.seat in won} for r in table]}))
        return 0
    from agricola_qt.ui.printout import heartland_score_table, speaking
    from agricola_qt.ui.text import seat_name

    with speaking(lang):
        names = [seat_name(record.names, r.seat) for r in table]  # in the table's language
        print(heartland_score_table(
            names, [r.track for r in table], [r.livestock for r in table],
            [r.farmed_area for r in table], [r.total for r in table], final.is_over,
            [names[s] for s in won]))
    return 0


def render(args: argparse.Namespace) -> int:
    """``agricola-qt render heartland.agr [--move N] --out x.png``: every hand hidden (the
    end of a game shows everything)."""
    try:
        record, states = load_heartland(args.file)
    except RecordError as error:
        print(f"render: {error}", file=sys.stderr)
        return 1
    at = len(states) - 1 if args.move is None else args.move
    if not 0 <= at < len(states):
        print(f"render: --move must be between 0 and {len(states) - 1} for this game",
              file=sys.stderr)
        return 2
    from agricola_qt.ui import i18n
    from agricola_qt.ui.heartland.render import render_image
    from agricola_qt.ui.render import ensure_app

    language = i18n.install(ensure_app(), getattr(args, "lang", None) or i18n.ENGLISH)
    try:
        levels = [s.level if s.kind == "bot" else None for s in record.seats]
        image = render_image(states[at], record.moves[:at], args.width, levels=levels)
        if not image.save(args.out, "PNG"):
            print(f"render: cannot write {args.out}", file=sys.stderr)
            return 1
        print(f"wrote {args.out} ({image.width()}x{image.height()}, heartland, turn "
              f"{states[at].turn + 1}, language {language})")
    finally:
        if language != i18n.ENGLISH:
            i18n.install(ensure_app(), i18n.ENGLISH)
    return 0


def selfplay(players: int, bots: list[str], games: int, first_seed: int,
             out_dir: Path | None) -> int:
    """One JSON line per game, then a summary line (like the Agricola selfplay)."""
    from agricola_qt.ai.heartland.registry import BOT_NAMES

    unknown = [b for b in bots if b not in BOT_NAMES]
    if not bots or unknown:
        print(f"selfplay: unknown Heartland bot {unknown[0] if unknown else '(none)'!r}; "
              f"choose from {', '.join(BOT_NAMES)}", file=sys.stderr)
        return 2
    if not 2 <= players <= 5:
        print("selfplay: Heartland is played by 2 to 5 players", file=sys.stderr)
        return 2
    names = [bots[i % len(bots)] for i in range(players)]
    started = time.perf_counter()
    total_moves = 0
    for g in range(games):
        seed = first_seed + g
        moves, states = play(names, seed)
        final = states[-1]
        total_moves += len(moves)
        if out_dir is not None:
            _save(out_dir, names, seed, moves, states)
        print(json.dumps({"seed": seed, "players": players, "game": HEARTLAND,
                          "scores": [r.total for r in results(final)],
                          "winners": list(winners(final)), "moves": final.moves_made}),
              flush=True)
    elapsed = time.perf_counter() - started
    print(json.dumps({"summary": True, "games": games, "moves": total_moves,
                      "seconds": round(elapsed, 3),
                      "games_per_second": round(games / elapsed, 2) if elapsed else None}))
    return 0


def play(names: list[str], seed: int) -> tuple[list[Move], list[GameState]]:
    """One game between the named bots (seeded as in ``ai.heartland.tournament``)."""
    from agricola_qt.ai.heartland.registry import make_bot

    state = new_game(len(names), seed)
    bots = [make_bot(name, seed * 7 + i) for i, name in enumerate(names)]
    moves, states = [], [state]
    while not state.is_over:
        move = bots[state.actor].choose(state)
        moves.append(move)
        state = apply(state, move, checked=False)
        states.append(state)
    return moves, states


def _save(out_dir: Path, names: list[str], seed: int, moves: list[Move],
          states: list[GameState]) -> None:
    seats = [Seat.default(i, name) for i, name in enumerate(names)]
    record = new_heartland_record(len(names), seed, moves, seats=seats)
    save_heartland(out_dir / f"selfplay-heartland-{len(names)}p-{seed}.agr", record, states)
