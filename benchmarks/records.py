"""Record speed: load and fully replay a finished 5-player game (target: 100 ms or less).

    python3 benchmarks/records.py --json

prints one JSON line: ``ms_load_replay_5p`` (median over several runs; the file is read from
disk, parsed, validated and every move replayed with the legality check), plus the sizes and
the save time for reference.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from agricola_qt.app.commands.selfplay import play_game
from agricola_qt.records import load_game, save_game


def median_ms(action, repeat: int) -> float:  # type: ignore[no-untyped-def]
    timings = []
    for _ in range(repeat):
        started = time.perf_counter()
        action()
        timings.append((time.perf_counter() - started) * 1000)
    return statistics.median(timings)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="(default) print one JSON line")
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    final, moves = play_game(5, "family", (), ["random"], args.seed)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "five.agr"
        save_ms = median_ms(lambda: save_game(path, final.setup, moves), max(3, args.repeat // 3))
        load_ms = median_ms(lambda: load_game(path), args.repeat)
        size = path.stat().st_size
        assert load_game(path)[1][-1] == final
    print(json.dumps({"ms_load_replay_5p": round(load_ms, 2), "moves": len(moves),
                      "bytes": size, "ms_save_5p": round(save_ms, 2)}))


if __name__ == "__main__":
    main()
