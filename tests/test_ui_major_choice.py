"""A major improvement is bought from its board as a hand card is played: clicked while the
person to move is placing, it lights the spaces that sell it and a click on one buys it
there; dragged onto such a space, it is bought there.  A tester clicked the Fireplace and read
"you are not doing an improvement action now"; another dragged it and nothing happened.  Real
mouse gestures on the view."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from test_ui_majors_owned import _rich_window
from ui_helpers import click, drag, sit_down

from agricola_qt.ui.board_items import MajorItem


def _major(w, card_id: str) -> MajorItem:  # noqa: ANN001
    return next(m for m in w.scene.major_items if m.card_id == card_id)


def test_a_major_clicked_lights_its_spaces_and_a_lit_space_clicked_buys_it(qtbot) -> None:  # noqa: ANN001
    w, me = _rich_window(qtbot, family=True)
    scene = w.scene
    fireplace = _major(w, "fireplace-2").sceneBoundingRect().center()
    click(w.view, fireplace)
    QApplication.processEvents()
    assert scene.chosen_card == "fireplace-2"
    assert scene.highlight_spaces == {"improvement"}  # (no other space sells a major now)
    assert "Click a lit action space to buy Fireplace" in w.statusBar().currentMessage()
    click(w.view, fireplace)  # let go
    QApplication.processEvents()
    assert not scene.chosen_card and not scene.highlight_spaces
    assert "Fireplace is no longer chosen" in w.statusBar().currentMessage()
    click(w.view, fireplace)
    QApplication.processEvents()
    click(w.view, scene.space_item("improvement").sceneBoundingRect().center())
    QApplication.processEvents()
    assert [str(m) for m in w.controller.moves[-2:]] == ["place improvement",
                                                         "buy fireplace-2"]
    assert "fireplace-2" in w.controller.state.players[me].cards
    assert not scene.chosen_card and not scene.highlight_spaces
    w.controller.undo()  # one decision: one undo takes back both
    QApplication.processEvents()
    assert not w.controller.moves


def test_a_major_dragged_onto_a_space_is_bought_there(qtbot) -> None:  # noqa: ANN001
    w, me = _rich_window(qtbot, family=True)
    hearth = _major(w, "cooking-hearth-4").sceneBoundingRect().center()
    space = w.scene.space_item("improvement").sceneBoundingRect().center()
    drag(w.view, [hearth, space])
    QApplication.processEvents()
    assert [str(m) for m in w.controller.moves[-2:]] == ["place improvement",
                                                         "buy cooking-hearth-4"]
    assert "cooking-hearth-4" in w.controller.state.players[me].cards


def test_a_major_out_of_reach_says_why_when_clicked_or_dropped(qtbot) -> None:  # noqa: ANN001
    w, _me = _rich_window(qtbot, family=True)
    oven = _major(w, "stone-oven").sceneBoundingRect().center()  # 1 clay, 3 stone: no stone
    click(w.view, oven)
    QApplication.processEvents()
    assert not w.scene.chosen_card
    said = w.statusBar().currentMessage()
    assert "Stone Oven" in said and "stone" in said.replace("Stone Oven", "")
    drag(w.view, [oven, w.scene.space_item("wood").sceneBoundingRect().center()])
    QApplication.processEvents()
    assert not w.controller.moves  # nothing placed: the drop was refused with a reason
    assert "Stone Oven" in w.statusBar().currentMessage()
    # one it can pay for, dropped where it is not sold: where it is (a tester read "you are
    # not doing an improvement now")
    fireplace = _major(w, "fireplace-2").sceneBoundingRect().center()
    drag(w.view, [fireplace, w.scene.space_item("wood").sceneBoundingRect().center()])
    QApplication.processEvents()
    assert not w.controller.moves
    said = w.statusBar().currentMessage()
    assert said.startswith("Fireplace is bought on “") and said.endswith(", not here."), said


def test_a_click_on_a_major_someone_owns_says_whose_it_is(qtbot) -> None:  # noqa: ANN001
    """A click on a bought major said nothing a tester saw (the owner's token is small)."""
    from attrs import evolve

    from tests.cards.helpers import with_cards

    w, me = _rich_window(qtbot, family=True)
    state = with_cards(w.controller.state, 1 - me, "well")
    state = evolve(state, majors=tuple(m for m in state.majors if m != "well"))
    w.start(state.setup, states=[state])
    QApplication.processEvents()
    sit_down(w)
    click(w.view, _major(w, "well").sceneBoundingRect().center())
    QApplication.processEvents()
    name = state.setup.names[1 - me] if state.setup.names else ""
    said = w.statusBar().currentMessage()
    assert said.startswith("Well is ") and said.endswith("'s already."), said
    assert not name or name in said
