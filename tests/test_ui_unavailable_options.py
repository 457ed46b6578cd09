"""A card's question shows the options that cannot be taken now greyed, each saying why, with
the ones that can: the Animal Breeder's pair before the food for it is cooked."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from agricola_qt.ui.chooser import Chooser
from agricola_qt.ui.controller import GameController
from tests.cards.helpers import play
from tests.cards.test_card_rulings_pairs_fences import _breeder_without_food


def _breeder_question() -> Chooser:
    state = play(_breeder_without_food("farmer", "animal-breeder"), "fence-add e1", "fence-build")
    assert state.frame is not None and state.frame.space == "animal-breeder"
    return Chooser(GameController(state))


def test_a_pair_not_yet_affordable_is_greyed_with_its_reason(qtbot) -> None:  # noqa: ANN001
    chooser = _breeder_question()
    qtbot.addWidget(chooser)
    sheep = chooser.button_for("choose sheep")
    assert sheep is not None and not sheep.isEnabled()
    assert "Not now" in sheep.text() and "food" in sheep.toolTip()
    no = chooser.button_for("choose no")
    assert no is not None and no.isEnabled()
    # the greyed options stand with the question's answers, above "At any time"
    widgets = [chooser.buttons.itemAt(i).widget() for i in range(chooser.buttons.count())]
    heading = next(i for i, w in enumerate(widgets) if w.property("group") == "any-time")
    assert widgets.index(sheep) < heading


def test_cooking_the_boar_opens_the_pair(qtbot) -> None:  # noqa: ANN001
    chooser = _breeder_question()
    qtbot.addWidget(chooser)
    QTest.mouseClick(chooser.button_for("convert boar"), Qt.MouseButton.LeftButton)
    sheep = chooser.button_for("choose sheep")
    assert sheep is not None and sheep.isEnabled()
