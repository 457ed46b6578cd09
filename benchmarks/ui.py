"""UI speed: time to first paint, redraw after a move, and drag frames (5-player table).

    python benchmarks/ui.py --json [--variant full|family]
prints one JSON line: s_start_to_first_paint, ms_redraw_after_move_p50,
ms_redraw_after_move_p95 (target <= 16 ms), the same two as CPU time (ms_cpu_...: on a machine
busy with other work the wall-clock figures mostly measure the waits), ms_whole_view_repaint_p95
and ms_drag_frame_p95.
The full game (default) draws the hand of the player to move as card faces, as pass-and-play does.

"Redraw after a move" is what the table does in the game: the scene takes the new state and
the view repaints what changed (the posted update events, delivered here without running the
table's timers).  "Whole view" repaints all of the view once more after that, from the
pictures the items keep: what uncovering the window costs.

    python benchmarks/ui.py --against ../other-checkout [--rounds 5]
measures this checkout and the other one alternately (a fresh process each time, this script
with the other checkout's package), so that a busy machine slows both alike, and prints the
medians and the best (smallest) figures of both.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time

STARTED = time.perf_counter()

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.environ.get("AGRICOLA_QT_BENCH_TREE", HERE))  # --against: the other one

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


class PaintWatch(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.painted_at = 0.0
        self.paints = 0

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            self.paints += 1
            if not self.painted_at:
                self.painted_at = time.perf_counter()
        return False


def deliver_updates(watch: PaintWatch) -> None:
    """Deliver the posted events until the view has painted (or nothing is left to paint):
    the scene's changes, the view's update request, its paint."""
    paints = watch.paints
    for _ in range(4):
        QCoreApplication.sendPostedEvents()
        if watch.paints != paints:
            return


def sit_down(window: object) -> None:
    """Five people at one table: the first taps "Pass to ..." away, as at the table (a
    checkout older than that screen at the start has nothing to tap)."""
    cover = getattr(window, "cover", None)
    if cover is not None and cover.isVisible() and getattr(cover, "stage", "") == "pass":
        QTest.mouseClick(cover, Qt.MouseButton.LeftButton)
        QApplication.processEvents()


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def run(moves: int, seed: int, variant: str = "full") -> dict[str, float]:
    app = QApplication.instance() or QApplication([sys.argv[0]])
    import warnings

    from agricola_qt.app.window_main import GameWindow
    from agricola_qt.engine import apply, legal_moves, new_game, new_setup
    from agricola_qt.engine.setup import DeckShortWarning

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeckShortWarning)
        setup = new_setup(5, family=variant == "family", seed=seed)
    window = GameWindow(setup, bot_delay_ms=None, ask_to_save=False)
    watch = PaintWatch()
    window.view.viewport().installEventFilter(watch)
    window.resize(1920, 1080)
    window.show()
    while not watch.painted_at and time.perf_counter() - STARTED < 60:
        app.processEvents()
    first_paint = watch.painted_at - STARTED
    sit_down(window)
    try:  # as the game does once its window is up (desktop.attach)
        from agricola_qt.app import heap
        heap.settle()
    except ImportError:  # --against an older checkout, which does not
        pass

    scene, view = window.scene, window.view
    rng = random.Random(seed)
    state = new_game(setup)
    redraw: list[float] = []
    redraw_cpu: list[float] = []  # CPU time: the redraw's cost, less a busy machine's waits
    full: list[float] = []
    for _ in range(moves):
        if state.is_over:
            break
        options = legal_moves(state)
        state = apply(state, options[rng.randrange(len(options))], checked=False)
        t, c = time.perf_counter(), time.process_time()
        scene.private_for = state.actor if state.actor >= 0 else None  # that hand face up
        scene.set_state(state)
        deliver_updates(watch)
        redraw.append((time.perf_counter() - t) * 1000)
        redraw_cpu.append((time.process_time() - c) * 1000)
        app.processEvents()  # the pause between two moves: the table's idle work runs here
        t = time.perf_counter()
        view.viewport().repaint()
        full.append((time.perf_counter() - t) * 1000)

    # drag frames: a person across the board on a fresh 5-player table
    window.start(setup)
    app.processEvents()
    sit_down(window)
    window.view.fit()
    person = scene.home_people(scene.state.actor)[0]
    vp = view.viewport()
    a = view.mapFromScene(person.scenePos())
    b = view.mapFromScene(scene.space_item("fishing").sceneBoundingRect().center())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    frames: list[float] = []
    steps = 60
    for k in range(1, steps + 1):
        p = QPoint(round(a.x() + (b.x() - a.x()) * k / steps),
                   round(a.y() + (b.y() - a.y()) * k / steps))
        t = time.perf_counter()
        QTest.mouseMove(vp, p)
        vp.repaint()
        frames.append((time.perf_counter() - t) * 1000)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    window.close()
    return {
        "s_start_to_first_paint": round(first_paint, 3),
        "ms_redraw_after_move_p50": round(statistics.median(redraw), 2),
        "ms_redraw_after_move_p95": round(percentile(redraw, 0.95), 2),
        "ms_cpu_redraw_after_move_p50": round(statistics.median(redraw_cpu), 2),
        "ms_cpu_redraw_after_move_p95": round(percentile(redraw_cpu, 0.95), 2),
        "ms_whole_view_repaint_p95": round(percentile(full, 0.95), 2),
        "ms_drag_frame_p95": round(percentile(frames, 0.95), 2),
        "moves": len(redraw),
    }


def compare(other: str, rounds: int, argv: list[str]) -> dict[str, object]:
    """Both checkouts, taking turns, ``rounds`` times each: medians and bests."""
    import subprocess

    runs: dict[str, list[dict[str, float]]] = {"this": [], "against": []}
    for _ in range(rounds):
        for name, tree in (("against", other), ("this", HERE)):
            env = {**os.environ, "AGRICOLA_QT_BENCH_TREE": tree}
            out = subprocess.run([sys.executable, os.path.abspath(__file__), *argv], env=env,
                                 capture_output=True, text=True, check=True).stdout
            runs[name].append(json.loads(out.strip().splitlines()[-1]))
    keys = [k for k in runs["this"][0] if k.startswith(("ms_", "s_"))]
    result: dict[str, object] = {"rounds": rounds, "against_path": other}
    for name, values in runs.items():
        result[name] = {k: round(statistics.median(v[k] for v in values), 2) for k in keys}
        result[name + "_best"] = {k: round(min(v[k] for v in values), 2) for k in keys}
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON line (default)")
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", choices=("full", "family"), default="full")
    parser.add_argument("--against", metavar="PATH",
                        help="another checkout to measure alternately with this one")
    parser.add_argument("--rounds", type=int, default=5,
                        help="with --against: measurements of each checkout (default 5)")
    args = parser.parse_args()
    if args.against:
        argv = ["--moves", str(args.moves), "--seed", str(args.seed), "--variant", args.variant]
        print(json.dumps(compare(os.path.abspath(args.against), args.rounds, argv)))
        return 0
    result = run(args.moves, args.seed, args.variant)
    result["variant"] = args.variant  # type: ignore[assignment]
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
