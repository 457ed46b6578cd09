"""``agricola-qt tournament``: bots play many seat-swapped games; win rate, scores, speed.

    agricola-qt tournament --players 2 --variant family --bots mcts-hard,heuristic \\
        --games 200 --seed 1 --json

Games come in rounds of ``players`` games on one setup (same seed), with the bots rotated one
seat each game, so every bot plays every seat on the same deal.  When rotating changes nothing
(the same bot in every seat), each further game on the setup gets other bot seeds, so that it
is a different game.  The first listed bot's win
rate counts a shared first place as half a win; the 95% interval is Wilson's.  With one
player (solo) only the mean scores are reported.  Thinking time is reported over all
decisions and apart for *searched* decisions (the bot searched: ``last_iterations`` > 0) and
*instant* ones (follow-ups answered by rules of thumb, and everything the heuristic does), with
how many searches the safety clock or its wall-clock backstop ended (``clock_stops``; it
should be 0).  With ``--json``
the last line is one JSON object: ``win_rate``, ``win_rate_ci95``, ``mean_scores``,
``most_begging`` (the most begging cards a seat of each bot ended a game with),
``s_per_decision``, ``s_per_searched_decision``, ``s_per_instant_decision`` and more.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
import warnings
from typing import Any

from agricola_qt.ai.registry import BOT_NAMES, MEASURING_ONLY, make_bot
from agricola_qt.app.progress import ProgressBar


def register(sub: Any) -> None:
    p = sub.add_parser("tournament", help="bots play seat-swapped games; win rate and scores",
                       description="Bots play seat-swapped games on the same deals; the win "
                                   "rate of the first bot, mean scores and thinking time. "
                                   "--jobs N gives the same results as --jobs 1. A progress "
                                   "bar goes to a terminal's stderr.")
    p.add_argument("--players", type=int, default=2, metavar="N", help="1 to 5 (1: solo)")
    p.add_argument("--variant", choices=("family", "full", "solo"), default="family",
                   help="solo: the full solo game (one player, cards)")
    p.add_argument("--decks", default="E", help="decks for the full game, e.g. E or EIK")
    p.add_argument("--bots", default="heuristic,random",
                   help=f"comma-separated bots, one per seat ({', '.join(BOT_NAMES)})")
    p.add_argument("--games", type=int, default=20, help="how many games (default 20)")
    p.add_argument("--seed", type=int, default=0, help="the first deal's seed (default 0)")
    p.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    p.add_argument("--json", action="store_true",
                   help="one JSON line per game, then a JSON summary as the last line")
    p.set_defaults(func=run)


def play(players: int, family: bool, decks: tuple[str, ...], seats: list[str], setup_seed: int,
         bot_seed: int, repeat: int = 0) -> dict[str, Any]:
    """One game: seat i is played by bot ``seats[i]``.  Returns scores and thinking times.

    ``repeat``: how many games on this setup had these very seats before (the same bot in
    every seat, rotated): its bots get other seeds, so that it is not the same game again."""
    from agricola_qt.engine import apply, new_game, new_setup, scores  # not needed for --help

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        setup = new_setup(players, family=family, decks=decks, seed=setup_seed)
    bots = [make_bot(name, seed=bot_seed * 16 + i + 1000 * repeat)
            for i, name in enumerate(seats)]
    think = [0.0] * players
    decisions = [0] * players
    slowest = [0.0] * players
    searched_think = [0.0] * players
    searched = [0] * players
    clock_stops = [0] * players
    state = new_game(setup)
    while not state.is_over:
        seat = state.actor
        bot = bots[seat]
        started = time.perf_counter()
        move = bot.choose(state)
        spent = time.perf_counter() - started
        think[seat] += spent
        decisions[seat] += 1
        slowest[seat] = max(slowest[seat], spent)
        if getattr(bot, "last_iterations", 0) > 0:
            searched_think[seat] += spent
            searched[seat] += 1
            clock_stops[seat] += getattr(bot, "last_stop", "") in ("clock", "wall")
        state = apply(state, move)
    return {"seed": setup_seed, "seats": seats, "scores": [s.total for s in scores(state)],
            "begging": [p.begging for p in state.players], "think": think,
            "decisions": decisions, "slowest": slowest,
            "searched_think": searched_think, "searched": searched, "clock_stops": clock_stops}


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def first_bot_result(game: dict[str, Any], first: str) -> float | None:
    """1 for a win of the first bot, 0.5 for a shared first place, 0 for a loss."""
    totals = game["scores"]
    mine = [t for t, b in zip(totals, game["seats"], strict=True) if b == first]
    others = [t for t, b in zip(totals, game["seats"], strict=True) if b != first]
    if not mine or not others:
        return None
    best, rival = max(mine), max(others)
    return 1.0 if best > rival else 0.5 if best == rival else 0.0


def _schedule(players: int, bots: list[str], games: int, seed: int) -> list[tuple[list[str],
                                                                                  int]]:
    """(seats, setup seed) for each game: bots rotate one seat per game on each setup."""
    if len(bots) == 1:
        bots = bots * players
    out = []
    rotation = max(1, min(players, len(bots)))
    for g in range(games):
        shift = g % rotation
        seats = [bots[(i + shift) % len(bots)] for i in range(players)]
        out.append((seats, seed + g // rotation))
    return out


def _summary(results: list[dict[str, Any]], bots: list[str]) -> dict[str, Any]:
    names = list(dict.fromkeys(bots))
    totals: dict[str, list[int]] = {b: [] for b in names}
    think = {b: 0.0 for b in names}
    decisions = {b: 0 for b in names}
    slowest = {b: 0.0 for b in names}
    searched_think = {b: 0.0 for b in names}
    searched = {b: 0 for b in names}
    clock_stops = {b: 0 for b in names}
    begging = {b: 0 for b in names}
    for game in results:
        for i, bot in enumerate(game["seats"]):
            totals[bot].append(game["scores"][i])
            begging[bot] = max(begging[bot], game["begging"][i])
            think[bot] += game["think"][i]
            decisions[bot] += game["decisions"][i]
            slowest[bot] = max(slowest[bot], game["slowest"][i])
            searched_think[bot] += game["searched_think"][i]
            searched[bot] += game["searched"][i]
            clock_stops[bot] += game["clock_stops"][i]
    instant = {b: decisions[b] - searched[b] for b in names}
    outcome = [r for r in (first_bot_result(g, names[0]) for g in results) if r is not None]
    wins = sum(outcome)
    summary: dict[str, Any] = {
        "games": len(results),
        "bots": names,
        "win_rate": round(wins / len(outcome), 4) if outcome else None,
        "win_rate_ci95": [round(x, 4) for x in wilson(wins, len(outcome))] if outcome else None,
        "mean_scores": {b: round(sum(v) / len(v), 2) if v else None for b, v in totals.items()},
        "most_begging": begging,  # the most begging cards one seat of the bot ended a game with
        "s_per_decision": {b: round(think[b] / decisions[b], 5) if decisions[b] else None
                           for b in names},
        "max_s_per_decision": {b: round(slowest[b], 3) for b in names},
        "searched_decisions": searched,
        "s_per_searched_decision": {b: round(searched_think[b] / searched[b], 5)
                                    if searched[b] else None for b in names},
        "instant_decisions": instant,
        "s_per_instant_decision": {b: round((think[b] - searched_think[b]) / instant[b], 5)
                                   if instant[b] else None for b in names},
        "clock_stops": clock_stops,
    }
    return summary


def run(args: argparse.Namespace) -> int:
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    unknown = [b for b in bots if b not in BOT_NAMES and b not in MEASURING_ONLY]
    if not bots or unknown:
        print(f"tournament: unknown bot {unknown[0] if unknown else '(none)'!r}; choose from "
              f"{', '.join(BOT_NAMES)}", file=sys.stderr)
        return 2
    players = 1 if args.variant == "solo" else args.players
    if not 1 <= players <= 5:
        print("tournament: --players must be 1 to 5", file=sys.stderr)
        return 2
    if args.games < 1 or args.jobs < 1:
        print("tournament: --games and --jobs must be 1 or more", file=sys.stderr)
        return 2
    if len(bots) > 1 and len(bots) != players and players > 1:
        print(f"tournament: give one bot per seat ({players}) or a single bot", file=sys.stderr)
        return 2
    decks = tuple(args.decks.upper())
    if any(d not in "EIK" for d in decks):
        print("tournament: --decks takes letters from E, I and K", file=sys.stderr)
        return 2
    family = args.variant == "family"
    if players == 1:
        schedule = [([bot], args.seed + g) for g in range(args.games) for bot in bots]
    else:
        schedule = _schedule(players, bots, args.games, args.seed)
    jobs = []
    earlier: dict[tuple[tuple[str, ...], int], int] = {}  # (seats, setup) -> games so far
    for seats, seed in schedule:
        repeat = earlier.get((tuple(seats), seed), 0)
        earlier[(tuple(seats), seed)] = repeat + 1
        jobs.append((players, family, decks, seats, seed, seed, repeat))
    results: list[dict[str, Any]] = []

    bar = ProgressBar(len(jobs))

    def report(game: dict[str, Any]) -> None:
        results.append(game)
        bar.clear()
        if args.json:
            print(json.dumps({"seed": game["seed"], "seats": game["seats"],
                              "scores": game["scores"], "begging": game["begging"]}),
                  flush=True)
        else:
            pairs = ", ".join(f"{b} {s}" for b, s in zip(game["seats"], game["scores"],
                                                          strict=True))
            print(f"game {len(results)} (seed {game['seed']}): {pairs}", flush=True)
        bar.advance()

    with bar:
        if args.jobs == 1:
            for job in jobs:
                report(play(*job))
        else:  # results come back in the schedule's order: the same output as --jobs 1
            from concurrent.futures import ProcessPoolExecutor

            with ProcessPoolExecutor(max_workers=args.jobs) as pool:
                for game in pool.map(play, *zip(*jobs, strict=True)):
                    report(game)
    summary = _summary(results, bots)
    if args.json:
        print(json.dumps(summary))
    else:
        if summary["win_rate"] is not None:
            lo, hi = summary["win_rate_ci95"]
            print(f"{summary['bots'][0]} win rate: {summary['win_rate']:.1%} "
                  f"(95% interval {lo:.1%} to {hi:.1%}) over {summary['games']} games")
        for bot in summary["bots"]:
            print(f"{bot}: mean score {summary['mean_scores'][bot]}, "
                  f"{summary['s_per_decision'][bot]:.4f} s per decision "
                  f"(slowest {summary['max_s_per_decision'][bot]:.2f} s)")
            if summary["searched_decisions"][bot]:
                print(f"  {summary['searched_decisions'][bot]} searched decisions: "
                      f"{summary['s_per_searched_decision'][bot]:.4f} s each, "
                      f"{summary['clock_stops'][bot]} ended by the safety clock; "
                      f"{summary['instant_decisions'][bot]} instant: "
                      f"{summary['s_per_instant_decision'][bot] or 0:.5f} s each")
    return 0
