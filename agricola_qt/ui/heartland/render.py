"""Drawing a Heartland position to an image without a window (``agricola-qt render``)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QImage

from agricola_qt.heartland import GameState, Move
from agricola_qt.ui.render import ensure_app, scene_image


def render_image(state: GameState, moves: Sequence[Move] = (), width: int = 1920,
                 watcher: int = -1, levels: Sequence[str | None] = ()) -> QImage:
    """The whole table for ``state``; ``watcher``: whose hand is shown (-1: nobody's, so an
    image hides every hand; at the end of a game everything is shown); ``levels``: the
    computer level per seat (None: a person), as the player boards say."""
    from agricola_qt.ui.heartland.controller import HeartlandController
    from agricola_qt.ui.heartland.scene import HeartlandScene

    ensure_app()
    controller = HeartlandController(state, moves, [None] * state.setup.players)
    scene = HeartlandScene(controller, watcher, list(levels) or None)
    image = scene_image(scene, width)
    controller.deleteLater()
    return image
