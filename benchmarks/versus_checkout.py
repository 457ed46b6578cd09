"""A bot of this checkout against the same bot of another checkout, seat-swapped, full games.

    git worktree add --detach ../base main
    PYTHONPATH=. python3 benchmarks/versus_checkout.py ../base --players 2 --deals 200 --json

The other checkout's bot runs in a child process (``--serve``) that keeps its own copy of the
game in step, move by move in their text form (both checkouts' engines must play the same
games).  Every deal is played twice: this checkout's bot in seats 0, 2, 4 and then in seats
1, 3.  Reported: this checkout's share of first places (a shared first place split) with its
95 % Wilson interval, mean scores and begging cards of both sides.  Measuring only.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import warnings
from typing import IO, Any


def _game(root: str | None, players: int, seed: int) -> Any:
    from agricola_qt.engine import new_game, new_setup

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return new_game(new_setup(players, family=False, decks=("E", "I", "K"), seed=seed))


def serve(root: str, bot_name: str) -> None:
    """Answer ``new PLAYERS SEED`` / ``move TEXT`` / ``ask`` lines with the other checkout."""
    root = os.path.abspath(root)
    sys.path.insert(0, root)
    for name in [m for m in sys.modules if m.startswith("agricola_qt")]:
        del sys.modules[name]
    import agricola_qt
    from agricola_qt.ai.registry import make_bot
    from agricola_qt.engine import Move, apply

    assert os.path.abspath(agricola_qt.__file__).startswith(root), agricola_qt.__file__
    bot = make_bot(bot_name)
    state = None
    for line in sys.stdin:
        verb, _, rest = line.rstrip("\n").partition(" ")
        if verb == "new":
            players, seed = (int(x) for x in rest.split())
            state = _game(root, players, seed)
        elif verb == "move":
            state = apply(state, Move.parse(rest), checked=False)
        elif verb == "ask":
            print(str(bot.choose(state)), flush=True)


def _tell(pipe: IO[str], text: str) -> None:
    pipe.write(text + "\n")
    pipe.flush()


def duel(other: str, bot_name: str, players: int, first_seed: int, deals: int) -> list[dict]:
    from agricola_qt.ai.registry import make_bot
    from agricola_qt.engine import Move, apply
    from agricola_qt.engine.scoring import score_player

    child = subprocess.Popen([sys.executable, __file__, other, "--serve", "--bot", bot_name],
                             stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert child.stdin is not None and child.stdout is not None
    ours = make_bot(bot_name)
    games = []
    for seed in range(first_seed, first_seed + deals):
        for shift in (0, 1):
            kinds = ["this" if (i + shift) % 2 == 0 else "other" for i in range(players)]
            state = _game(None, players, seed)
            _tell(child.stdin, f"new {players} {seed}")
            while not state.is_over:
                if kinds[state.actor] == "this":
                    move = ours.choose(state)
                else:
                    _tell(child.stdin, "ask")
                    move = Move.parse(child.stdout.readline().strip())
                state = apply(state, move, checked=False)
                _tell(child.stdin, f"move {move}")
            games.append({"seed": seed, "kinds": kinds,
                          "scores": [score_player(p).total for p in state.players],
                          "begging": [p.begging for p in state.players]})
    child.stdin.close()
    child.wait()
    return games


def summary(games: list[dict]) -> dict[str, Any]:
    share = 0.0
    scores: dict[str, list[int]] = {"this": [], "other": []}
    begging: dict[str, list[int]] = {"this": [], "other": []}
    for g in games:
        best = max(g["scores"])
        top = [k for k, s in zip(g["kinds"], g["scores"], strict=True) if s == best]
        share += top.count("this") / len(top)
        for kind, score, cards in zip(g["kinds"], g["scores"], g["begging"], strict=True):
            scores[kind].append(score)
            begging[kind].append(cards)
    n = len(games)
    p, z = share / n, 1.96
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return {"games": n, "first_place_share": round(p, 3),
            "ci95": [round(centre - half, 3), round(centre + half, 3)],
            **{f"mean_score_{k}": round(sum(v) / len(v), 2) for k, v in scores.items()},
            **{f"begging_over_3_{k}": sum(1 for b in v if b > 3) for k, v in begging.items()},
            **{f"begging_total_{k}": sum(v) for k, v in begging.items()}}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("other", help="the other checkout's root folder")
    parser.add_argument("--bot", default="heuristic")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=5000, help="first deal's seed")
    parser.add_argument("--deals", type=int, default=20, help="each played twice")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.serve:
        serve(args.other, args.bot)
        return 0
    result = summary(duel(args.other, args.bot, args.players, args.seed, args.deals))
    print(json.dumps(result) if args.json else "\n".join(f"{k}: {v}" for k, v in result.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
