"""The table draws next round's piles while idle, so the round's first redraw only copies."""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication

from agricola_qt.engine import GameState, apply, legal_moves, new_game, new_setup
from agricola_qt.ui import art


def _round_change(seed: int) -> tuple[GameState, GameState]:
    """The state before the move that starts round 2 of a 3-player family game, and after."""
    state = new_game(new_setup(3, family=True, seed=seed))
    rng = random.Random(seed)
    while True:
        after = apply(state, rng.choice(legal_moves(state)))
        if after.round != state.round:
            return state, after
        state = after


def _goods_pictures() -> set[tuple[object, ...]]:
    return {key for key in art._composed if key[0] == "goods"}


def _pictures_made_by_round_start(qtbot, warm: bool) -> set[tuple[object, ...]]:  # noqa: ANN001
    from agricola_qt.ui.scene import TableScene
    from agricola_qt.ui.view import TableView

    art.clear_cache()
    before, after = _round_change(3)
    scene = TableScene(before)
    view = TableView(scene)
    qtbot.addWidget(view)
    scene._warm_timer.stop()  # the idle moment comes (or not) when this test says
    view.resize(1280, 720)
    with qtbot.waitExposed(view):
        view.show()
    view.viewport().repaint()
    assert _goods_pictures()  # round 1's piles are on the table
    if warm:
        scene._warm_up()
    kept = _goods_pictures()
    scene.set_state(after)
    scene._warm_timer.stop()
    QCoreApplication.sendPostedEvents()
    view.viewport().repaint()
    return _goods_pictures() - kept


def test_without_the_idle_warm_up_the_round_start_draws_new_piles(qtbot) -> None:  # noqa: ANN001
    assert _pictures_made_by_round_start(qtbot, warm=False)


def test_after_the_idle_warm_up_the_round_start_draws_no_new_pile(qtbot) -> None:  # noqa: ANN001
    assert _pictures_made_by_round_start(qtbot, warm=True) == set()


def test_next_round_piles_cover_taken_and_untaken_spaces(qapp) -> None:  # noqa: ANN001
    from agricola_qt.ui.scene import TableScene
    from agricola_qt.ui.warm_up import next_round_piles

    before, _ = _round_change(5)
    scene = TableScene(before)
    piles = next_round_piles(scene)
    for item in scene.space_items:
        s = item.space_state()
        if s is None or s.space.stock.is_empty():
            continue
        mine = {goods for k, goods in piles if scene.space_items[k] is item}
        assert s.space.stock in mine  # if a person takes it first
        if s.occupant < 0 and not s.stock.is_empty():
            assert s.stock + s.space.stock in mine  # if nobody does
