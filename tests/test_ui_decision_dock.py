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


def test_a_narrow_window_s_panels_give_the_table_room(qtbot) -> None:  # noqa: ANN001
    """At 800x600 the panels kept 265 pixels and the table was drawn at a third of its size
    (a tester): they take about a quarter of a narrow window; a wide one keeps them."""
    w = table_window(qtbot, setup(3, seed=1, family=False), size=(800, 600))
    QApplication.processEvents()
    assert w.chooser_dock.width() <= 800 * 0.27
    narrow_scale = w.view.transform().m11()
    w.resize(1600, 950)
    QApplication.processEvents()
    assert w.chooser_dock.width() >= 230 and w.chooser_dock.minimumWidth() == 230
    assert w.view.transform().m11() > narrow_scale
