"""A major improvement someone bought lies among their played cards (as the card does at the
table) as well as marked with its owner on the majors board; a cooking improvement there
cooks when clicked.  Real mouse gestures on the view."""

from __future__ import annotations

from attrs import evolve
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import click, drag, setup, sit_down, table_window, view_point

from agricola_qt.engine.goods import Goods
from agricola_qt.ui.card_face import CardItem


def _rich_window(qtbot, family: bool):  # noqa: ANN001, ANN202
    """A game whose first round card is the major or minor improvement space, the person to
    move holding 5 clay and a vegetable."""
    game = next(s for s in (setup(2, seed, family=family) for seed in range(200))
                if s.round_cards[0] == "improvement")
    w = table_window(qtbot, game)
    state = w.controller.state
    me = state.actor
    p = state.players[me]
    rich = state.with_player(me, evolve(p, goods=p.goods + Goods(clay=5, veg=1)))
    w.start(game, states=[rich])
    QApplication.processEvents()
    sit_down(w)
    return w, me


def _buy_fireplace(w, me: int) -> None:  # noqa: ANN001
    person = w.scene.home_people(me)[0]
    space = w.scene.space_item("improvement").sceneBoundingRect().center()
    drag(w.view, [person.scenePos(), space])
    QApplication.processEvents()
    major = next(m for m in w.scene.major_items if m.card_id == "fireplace-2")
    click(w.view, major.sceneBoundingRect().center())
    QApplication.processEvents()
    assert "fireplace-2" in w.controller.state.players[me].cards


def _pass_on(w) -> None:  # noqa: ANN001
    """End the turn and tap the hand-off screen away."""
    if w.cover.active and w.cover.stage == "confirm":
        QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
    if w.cover.active:
        QTest.mouseClick(w.cover, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert not w.cover.active


def _played(w, seat: int) -> list[CardItem]:  # noqa: ANN001
    return [i for i in w.scene.cards.items if not i.in_hand and i.player == seat]


def test_a_bought_major_lies_on_its_owners_board_and_cooks_when_clicked(qtbot) -> None:  # noqa: ANN001
    w, me = _rich_window(qtbot, family=False)
    assert not _played(w, me)
    _buy_fireplace(w, me)
    fireplace = next(i for i in _played(w, me) if i.card_id == "fireplace-2")
    board = w.scene.farm_items[me].sceneBoundingRect()
    assert board.contains(fireplace.sceneBoundingRect())
    assert fireplace.isVisible()
    # still marked with its owner on the majors board
    assert "fireplace-2" not in w.controller.state.majors
    # the next person places a person; then, back at the screen, a click on the Fireplace
    # cooks the vegetable (2 food), as one undoable decision
    _pass_on(w)
    assert w.controller.play("place wood")
    _pass_on(w)
    assert w.controller.state.actor == me
    before = w.controller.state.players[me].goods
    click(w.view, fireplace.mapToScene(QPointF(6, fireplace.boundingRect().height() / 2)))
    after = w.controller.state.players[me].goods
    assert (after.veg, after.food) == (before.veg - 1, before.food + 2)
    w.controller.undo()
    assert w.controller.state.players[me].goods == before


def test_the_family_game_keeps_majors_on_their_board_only(qtbot) -> None:  # noqa: ANN001
    w, me = _rich_window(qtbot, family=True)
    _buy_fireplace(w, me)
    assert _played(w, me) == []  # the family board has no card rows


def test_a_major_given_back_loses_its_owner_s_token(qapp) -> None:  # noqa: ANN001
    """A new game after one where the first seat owned the Cooking Hearth still showed that
    seat's token on it: the mark's signature for seat 0 (slot 0) equalled "nobody can pay"
    (False), so the mark was never drawn again.  The same for a Fireplace given back for a
    Cooking Hearth, or an undone purchase."""
    import attrs

    from agricola_qt.engine import new_game
    from agricola_qt.ui.scene import TableScene

    state = new_game(setup(2, seed=1, family=True))
    first = state.players[0]
    owned = attrs.evolve(state, players=(attrs.evolve(first, cards=("fireplace-2",)),
                                         state.players[1]),
                         majors=tuple(m for m in state.majors if m != "fireplace-2"))
    scene = TableScene(owned)
    major = next(m for m in scene.major_items if m.card_id == "fireplace-2")
    assert major.owner() == 0 and scene.slot(0) == 0
    owned_mark = major.corner_signature()
    scene.set_state(state)  # given back: nobody owns it, nobody can pay for it
    assert major.owner() == -1 and "fireplace-2" not in scene.affordable_majors
    # the scene repaints the mark only when its signature changes
    assert major.corner_signature() != owned_mark


def test_a_good_dragged_onto_the_owner_s_own_cooking_card_is_cooked(qtbot) -> None:  # noqa: ANN001
    """A player reaches for the Fireplace lying among their own cards: the drop there did
    nothing ("Drop it on one of your cooking improvements"), only the majors board cooked
    (and a minor cooking improvement, which lies only there, never could)."""
    w, me = _rich_window(qtbot, family=False)
    _buy_fireplace(w, me)
    _pass_on(w)
    assert w.controller.play("place wood")
    _pass_on(w)
    assert w.controller.state.actor == me
    fireplace = next(i for i in _played(w, me) if i.card_id == "fireplace-2")
    veg = w.scene.cook_tokens["veg"]
    assert veg.isVisible()
    assert w.scene.cookers(me, "veg") == {"fireplace-2"}
    before = w.controller.state.players[me].goods
    target = fireplace.mapToScene(QPointF(6, fireplace.boundingRect().height() / 2))
    drag(w.view, [veg.scenePos(), target])
    after = w.controller.state.players[me].goods
    assert (after.veg, after.food) == (before.veg - 1, before.food + 2)
    assert not fireplace.lit()  # the drag is over: the card goes dark again


def test_a_right_click_on_a_major_reads_it_and_buys_nothing(qtbot) -> None:  # noqa: ANN001
    """The help says a right click shows a card large; on a major improvement it bought a
    tester's Fireplace in the middle of a purchase (and elsewhere said "you are not doing an
    improvement action now")."""
    w, me = _rich_window(qtbot, family=True)
    person = w.scene.home_people(me)[0]
    space = w.scene.space_item("improvement").sceneBoundingRect().center()
    drag(w.view, [person.scenePos(), space])
    QApplication.processEvents()
    major = next(m for m in w.scene.major_items if m.card_id == "fireplace-2")
    said: list[str] = []
    w.controller.message.connect(said.append)
    at = view_point(w.view, major.sceneBoundingRect().center())
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.RightButton,
                     Qt.KeyboardModifier.NoModifier, at)
    QApplication.processEvents()
    assert "fireplace-2" not in w.controller.state.players[me].cards
    preview = w.scene.cards.preview_item
    assert preview.isVisible() and preview.card_id == "fireplace-2"
    assert said == []  # no refusal either
