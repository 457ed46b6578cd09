"""A card that places a pair of people in one turn (the Lasso) asks no "End turn" between
them: a tester was told "your turn is done" after the first of the pair and had to end a
turn that was not over to place the second."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import drag, state_window

from tests.cards.helpers import at_round, full_game, with_cards, with_space


def test_the_lasso_s_second_person_follows_without_end_turn(qtbot) -> None:  # noqa: ANN001
    state = with_space(at_round(with_cards(full_game(), 0, "lasso"), 3), "sheep")
    w = state_window(qtbot, state)
    w.view.fit()
    scene = w.scene
    drag(w.view, [scene.home_people(0)[0].scenePos(),
                  scene.space_item("sheep").sceneBoundingRect().center()])
    QApplication.processEvents()
    again = w.chooser.button_for("choose again")
    assert again is not None and again.text() == "Place your next person now"
    later = w.chooser.button_for("choose later")
    assert later is not None and later.text() == "No, in turn order"
    QTest.mouseClick(again, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert w.controller.state.actor == 0 and w.cover.stage != "confirm"
    drag(w.view, [scene.home_people(0)[0].scenePos(),
                  scene.space_item("grain").sceneBoundingRect().center()])
    QApplication.processEvents()
    assert [str(m) for m in w.controller.moves[-3:]] == [
        "place sheep", "choose again", "place grain"]
    assert w.cover.stage == "confirm"  # the pair placed: now the turn is done
