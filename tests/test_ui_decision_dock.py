"""The decision panel comes back for a question only it answers."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from ui_helpers import drag, setup, table_window

from agricola_qt.engine import new_game


def test_a_closed_decision_panel_comes_back_for_a_question_inside_an_action(qtbot) -> None:  # noqa: ANN001
    """A tester closed the panels to give the board room; the Fisherman's question then
    waited with "choose one of the options below" and nothing below."""
    s = setup(2, seed=1)
    w = table_window(qtbot, s)
    me = new_game(s).actor
    w.chooser_dock.close()
    QApplication.processEvents()
    assert w.chooser_dock.isHidden()
    person = next(p for p in w.scene.people[me] if not p.parked)
    space = next(i for i in w.scene.space_items if i.current_id() == "plow")
    drag(w.view, [person.scenePos(), space.sceneBoundingRect().center()])
    QApplication.processEvents()
    state = w.controller.state
    assert state.frame is not None and state.actor == me  # which cell to plough
    assert not w.chooser_dock.isHidden()
