"""An action space's name keeps its room as the space changes (ui/board_items.py)."""

from __future__ import annotations

from agricola_qt.engine import apply, new_game
from agricola_qt.ui.scene import TableScene
from tests.ui_helpers import setup


def test_a_space_s_name_is_drawn_again_when_a_half_is_chosen(qtbot) -> None:  # noqa: ANN001
    """A 5-player table drew "play an occupation" over "Growth": the name, laid out before
    the choice with the room of a goods row, was kept (its signature ignored the choice)."""
    state = new_game(setup(5, family=False))
    scene = TableScene(state)
    try:
        item = scene.space_item("occupation-or-growth")
        before = item.signature()
        chosen = apply(apply(state, "place occupation-or-growth"), "choose occupation")
        scene.set_state(chosen)
        assert item.signature() != before
    finally:
        scene.clear()
