"""Shared helpers for the GUI tests: real mouse drags on the view's viewport."""

from __future__ import annotations

import random
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

from agricola_qt.engine import GameState, apply, legal_moves, new_game, new_setup
from agricola_qt.engine.setup import DeckShortWarning


def table_window(qtbot, setup, size: tuple[int, int] = (1600, 950),  # noqa: ANN001, ANN201
                 **options: object):
    """A game window on ``setup`` (no computer delay, no save question), laid out at
    ``size`` and fitted, as a player sees it."""
    from PySide6.QtWidgets import QApplication

    from agricola_qt.app.window_main import GameWindow

    w = GameWindow(setup, bot_delay_ms=None, ask_to_save=False, **options)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    w.view.fit()
    QApplication.processEvents()
    sit_down(w)
    return w


def state_window(qtbot, state):  # noqa: ANN001, ANN201
    """A game window opened on ``state`` (its setup), laid out at 1600×950, as a player
    sees it."""
    from agricola_qt.app.window_main import GameWindow

    w = GameWindow(state.setup, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(state.setup, states=[state])
    w.resize(1600, 950)
    w.show()
    sit_down(w)
    return w


def replay_window(qtbot, s, moves, states, size: tuple[int, int] = (1280, 720)):  # noqa: ANN001, ANN201
    """A replay viewer of ``moves`` (``states`` the positions), shown at ``size``."""
    from PySide6.QtWidgets import QApplication

    from agricola_qt.ui.replay_viewer import ReplayViewer

    viewer = ReplayViewer(s, moves, states, None, "test")
    qtbot.addWidget(viewer)
    viewer.resize(*size)
    viewer.show()
    QApplication.processEvents()
    return viewer


def sit_down(w) -> None:  # noqa: ANN001
    """Pass-and-play with hands (the full game) opens on "Pass the screen to ...": the first
    person taps it, as at the table."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    if w.cover.active and w.cover.stage == "pass":
        QTest.mouseClick(w.cover, Qt.MouseButton.LeftButton)
        QApplication.processEvents()  # the hand's playable marks follow the table


def view_point(view: QGraphicsView, scene_pos: QPointF) -> QPoint:
    return view.mapFromScene(scene_pos)


def drag(view: QGraphicsView, points: list[QPointF], steps: int = 4) -> None:
    """Press at the first scene point, move through the others, release at the last."""
    vp = view.viewport()
    pts = [view_point(view, p) for p in points]
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, pts[0])
    last = pts[0]
    for target in pts[1:]:
        for k in range(1, steps + 1):
            x = last.x() + (target.x() - last.x()) * k / steps
            y = last.y() + (target.y() - last.y()) * k / steps
            QTest.mouseMove(vp, QPoint(round(x), round(y)))
        last = target
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, last)


def click(view: QGraphicsView, scene_pos: QPointF) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, view_point(view, scene_pos))


def setup(players: int = 2, seed: int = 1, family: bool = True):  # noqa: ANN201
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeckShortWarning)
        return new_setup(players, family=family, seed=seed, names=("Mei", "Jonas", "Ana",
                                                                   "Kofi", "Lena")[:players])


def seed_with_round_card(card: str, players: int = 2) -> int:
    for seed in range(500):
        if setup(players, seed).round_cards[0] == card:
            return seed
    raise AssertionError(card)


def random_states(state: GameState, moves: int, seed: int = 0) -> tuple[list, list[GameState]]:
    rng = random.Random(seed)
    made, states = [], [state]
    for _ in range(moves):
        if state.is_over:
            break
        options = legal_moves(state)
        move = options[rng.randrange(len(options))]
        state = apply(state, move, checked=False)
        made.append(move)
        states.append(state)
    return made, states


__all__ = ["drag", "click", "setup", "seed_with_round_card", "random_states", "new_game"]


@contextmanager
def painted(method: str, note: Callable[[QPainter, tuple], None]) -> Iterator[None]:
    """Inside, every call of ``QPainter.<method>`` ("drawText", "drawLine") first passes
    the painter and the call's arguments to ``note``."""
    original = getattr(QPainter, method)

    def recording(painter: QPainter, *args: object) -> None:
        note(painter, args)
        original(painter, *args)

    setattr(QPainter, method, recording)
    try:
        yield
    finally:
        setattr(QPainter, method, original)


def paint_into_image(draw: Callable[[QPainter], None], scale: float = 1.0) -> None:
    """Run ``draw`` with a painter on a throwaway image, scaled by ``scale``."""
    image = QImage(800, 800, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(image)
    p.scale(scale, scale)
    try:
        draw(p)
    finally:
        p.end()


def texts_drawn(view: QGraphicsView) -> list[tuple[float, str]]:
    """Every ``drawText`` made while ``view`` paints its table anew (the items' caches off),
    with the height its font comes out at on the screen: point size × screen dpi / 72 × the
    painter's scale, the view's included (items draw through the view)."""
    from agricola_qt.ui.drawing import text_px

    for item in view.scene().items():
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    seen: list[tuple[float, str]] = []
    original = QPainter.drawText

    def recording(painter: QPainter, *args: object) -> None:
        f = painter.font()
        points = f.pointSizeF() if f.pointSizeF() > 0 else f.pixelSize() * 72 / 96
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            seen.append((text_px(painter, points), text))
        original(painter, *args)

    QPainter.drawText = recording  # type: ignore[method-assign]
    try:
        view.viewport().grab()
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]
    return seen


def save_dialog_answers(monkeypatch, path) -> list[str]:  # noqa: ANN001
    """Qt's save dialog answers ``path``; returns the list of the start paths it was offered
    (each call's), to check what the program suggested."""
    from PySide6.QtWidgets import QFileDialog

    offered: list[str] = []

    def ask(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        offered.append(args[2])
        return (str(path), "")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    return offered
