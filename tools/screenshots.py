"""Render a fixed set of screens to PNG files, for looking at the table and for the README.

    python3 tools/screenshots.py [OUT_DIR]          # default: docs/screenshots

Screens: the start of a game, a 2-player family game in mid-game, a 5-player full game with the
open hand as cards (also in a 1280×720 window), a harvest (its fields step, and feeding), the
score sheet with its chart, the replay viewer, the help window, and the 5-player table in
繁體中文.  Every game is made from a fixed seed, the games in progress played by the
heuristic computer (Easy) in every seat, the harvests by random legal moves, so the pictures
come out the same each time.  Windows are drawn offscreen (no
display needed).  A development tool only: the game never runs it.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import warnings
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

NAMES = ("Mei", "Jonas", "Ana", "Kofi", "Lena")


def _game(players: int, family: bool, moves: int, seats: list[str | None], seed: int = 7):  # noqa: ANN202
    """A setup and its moves: random legal moves, then on to a person's placement."""
    from agricola_qt.ai.registry import make_bot
    from agricola_qt.engine import apply, new_game, new_setup
    from agricola_qt.engine.setup import DeckShortWarning

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeckShortWarning)
        setup = new_setup(players, family=family, seed=seed, names=NAMES[:players])
    state = new_game(setup)
    # every seat played by the heuristic (Easy), seeded: a table that looks like a real game
    # (random moves build nonsense farms and fill the log with pasture plans made and cleared)
    bots = [make_bot("heuristic", seed=seed + i) for i in range(players)]
    made = []
    for _ in range(moves):
        if state.is_over:
            break
        move = bots[state.actor].choose(state)
        state = apply(state, move)
        made.append(move)
    while not state.is_over and (seats[state.actor] is not None or state.frame is not None):
        move = bots[state.actor].choose(state)
        state = apply(state, move)
        made.append(move)
    return setup, made


def _to_feeding(players: int, seed: int = 3):  # noqa: ANN202
    """Moves up to a person's first feeding decision."""
    from agricola_qt.engine import apply, legal_moves, new_game, new_setup

    setup = new_setup(players, family=True, seed=seed, names=NAMES[:players])
    state = new_game(setup)
    rng = random.Random(seed)
    made = []
    while state.frame is None or state.frame.kind != "feed":
        options = legal_moves(state)
        move = options[rng.randrange(len(options))]
        state = apply(state, move, checked=False)
        made.append(move)
    return setup, made


def _before_harvest(players: int = 2):  # noqa: ANN202
    """Moves up to the last placement before a harvest in which a sown field gives crops,
    and that placement."""
    from agricola_qt.engine import apply, legal_moves, new_game, new_setup
    from agricola_qt.engine.state import FEED

    for seed in range(1, 60):
        setup = new_setup(players, family=True, seed=seed, names=NAMES[:players])
        state = new_game(setup)
        rng = random.Random(seed)
        made = []
        while not state.is_over:
            options = legal_moves(state)
            last = [m for m in options if apply(state, m, checked=False).phase == FEED]
            if last and any(p.farm.sown for p in state.players):
                return setup, made, last[0]
            move = options[rng.randrange(len(options))]
            state = apply(state, move, checked=False)
            made.append(move)
    raise RuntimeError("no harvest with a sown field in the seeds tried")


def _window(setup, moves, seats, size=(1600, 950), delay=None):  # noqa: ANN001, ANN202
    from agricola_qt.app.window_main import GameWindow

    w = GameWindow(setup, seats=seats, bot_delay_ms=delay, ask_to_save=False)
    w.start(setup, seats=seats, moves=moves)
    w.resize(*size)
    w.show()
    _settle()
    w.view.fit()
    _settle()
    return w


def _settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def _save(widget: QWidget, out: Path, name: str) -> Path:
    _settle()
    path = out / f"{name}.png"
    widget.grab().save(str(path))
    print(path)
    return path


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "docs" / "screenshots"
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:  # no settings or saves of the user's touched
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, tmp)
        QSettings.setDefaultFormat(QSettings.Format.IniFormat)
        os.environ.setdefault("AGRICOLA_QT_DATA_DIR", tmp)
        app = QApplication.instance() or QApplication([sys.argv[0]])
        from agricola_qt.ui import i18n

        i18n.install(app, "en")
        shots(out)
        i18n.install(app, "zh_TW")
        setup, moves = _game(5, False, 130, [None, "heuristic", "heuristic", "heuristic",
                                           "heuristic"])
        w = _window(setup, moves, [None, "heuristic", "heuristic", "heuristic", "heuristic"])
        _save(w, out, "zh_TW-5p-full")
        w.close()
        i18n.install(app, "en")
    return 0


def shots(out: Path) -> None:
    two = [None, None]
    setup, moves = _game(2, True, 0, two, seed=1)
    w = _window(setup, moves, two)
    _save(w, out, "start")
    w.close()

    setup, moves = _game(2, True, 45, two)
    w = _window(setup, moves, two)
    _save(w, out, "2p-family-midgame")
    w.close()

    five = [None, "heuristic", "heuristic", "heuristic", "heuristic"]
    setup, moves = _game(5, False, 130, five)
    w = _window(setup, moves, five)
    me = w.controller.state.actor
    hand = [i for i in w.scene.cards.items if i.in_hand and i.player == me]
    if hand:
        w.scene.cards.preview(hand[-1])
    _save(w, out, "5p-full-hand")
    w.show_scores()
    _save(w.score_dialog, out, "score-sheet")  # type: ignore[arg-type]
    w.score_dialog.close()  # type: ignore[union-attr]
    viewer = w.replay_this()
    viewer = getattr(w, "replay_viewer", viewer)
    viewer.resize(1500, 900)  # type: ignore[union-attr]
    viewer.go(len(moves) // 2)  # type: ignore[union-attr]
    _save(viewer, out, "replay-viewer")  # type: ignore[arg-type]
    viewer.close()  # type: ignore[union-attr]
    help_window = w.show_help("how")
    help_window.resize(1100, 800)  # type: ignore[union-attr]
    _save(help_window, out, "help-how-to-play")  # type: ignore[arg-type]
    help_window.close()  # type: ignore[union-attr]
    w.close()

    setup, moves = _to_feeding(2)
    w = _window(setup, moves, two)
    _save(w, out, "harvest-feeding")
    w.close()

    setup, moves, last = _before_harvest()
    w = _window(setup, moves, two, delay=10)  # banners on: the harvest is shown step by step
    w.confirm_action.setChecked(False)
    w.controller.play(str(last))
    _save(w, out, "harvest-fields-step")
    w.harvest_show.stop()
    w.close()

    w = _window(*_game(5, False, 130, five)[:2], five, size=(1280, 720))
    _save(w, out, "5p-full-1280x720")
    w.close()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
