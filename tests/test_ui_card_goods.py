"""Goods and animals a played card holds are drawn on its face (ui/card_goods.py)."""

from __future__ import annotations

from attrs import evolve
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from agricola_qt.engine import GameState, new_game
from agricola_qt.engine.cards.deck_e.occupations_2 import GrocerBought
from agricola_qt.engine.cards.deck_k.occupations import ForesterStacks
from agricola_qt.engine.farmyard import SownField
from agricola_qt.engine.goods import NOTHING, Goods
from agricola_qt.engine.grid import CELL_COUNT
from agricola_qt.engine.harvest import field_phase
from agricola_qt.engine.memory import Memory
from agricola_qt.ui import layout
from agricola_qt.ui.card_goods import COUNT_PT, Held, HeldGoods, card_holdings, held_text
from agricola_qt.ui.drawing import MIN_TEXT_PX, text_px
from agricola_qt.ui.herds import reconcile
from agricola_qt.ui.scene import TableScene
from tests.ui_helpers import setup

BEAN_FIELD = CELL_COUNT  # the Bean Field's slot (engine/cards/deck_e/minors.py)
ACREAGE = CELL_COUNT + 6  # two stacks: this slot and the next


def _state(cards: tuple[str, ...], sown: tuple[SownField, ...] = (), animals: Goods = NOTHING,
           memory: tuple[Memory, ...] = (), players: int = 2) -> GameState:
    state = new_game(setup(players, family=False))
    p = state.players[0]
    p = evolve(p, farm=evolve(p.farm, sown=sown), cards=cards, goods=p.goods + animals,
               memory=memory)
    return evolve(state, players=(p, *state.players[1:]))


def _overlay(scene: TableScene, card_id: str) -> HeldGoods:
    item = scene.cards.item_for(card_id)
    found = [c for c in item.childItems() if isinstance(c, HeldGoods)]
    assert len(found) == 1
    return found[0]


def test_a_sown_field_card_and_an_animal_card_show_their_goods(qtbot) -> None:  # noqa: ANN001
    state = _state(("bean-field", "forest-pasture"), (SownField(BEAN_FIELD, "veg", 2),),
                   Goods(boar=4))
    scene = TableScene(state)
    try:
        beans, forest = _overlay(scene, "bean-field"), _overlay(scene, "forest-pasture")
        assert beans.held == (Held("veg", 2, "field"),)
        assert beans.isVisible()
        assert "2 vegetable" in beans.toolTip() and "Bean Field" in beans.toolTip()
        # the card holds any number of boar: the table puts the whole herd there
        assert forest.held == (Held("boar", 4, "animals"),)
        assert "4 wild boar live on this card" in forest.toolTip()
        # the overlay lies over the lower part of the face and lets clicks through
        face = scene.cards.item_for("bean-field").boundingRect()
        assert face.contains(beans.boundingRect())
        assert beans.boundingRect().top() > face.center().y()
        assert beans.acceptedMouseButtons() == Qt.MouseButton.NoButton
    finally:
        scene.clear()


def test_what_a_card_holds_follows_the_game(qtbot) -> None:  # noqa: ANN001
    state = _state(("bean-field",), (SownField(BEAN_FIELD, "veg", 2),))
    scene = TableScene(state)
    try:
        beans = _overlay(scene, "bean-field")
        state = field_phase(state)  # the harvest takes one vegetable
        scene.set_state(state)
        assert beans.held == (Held("veg", 1, "field"),)
        state = field_phase(state)  # the last one: nothing left to draw
        scene.set_state(state)
        assert beans.held == () and not beans.isVisible()
    finally:
        scene.clear()


def test_two_stacks_and_a_stack_of_goods_to_buy() -> None:
    state = _state(("acreage", "grocer", "forester", "animal-yard"),
                   (SownField(ACREAGE, "grain", 3), SownField(ACREAGE + 1, "grain", 1)),
                   Goods(sheep=1, cattle=2), memory=(GrocerBought(2), ForesterStacks((0, 1, 0))))
    p = state.players[0]
    held = card_holdings(p, reconcile(None, p))
    assert held["acreage"] == (Held("grain", 3, "field"), Held("grain", 1, "field"))
    assert held["grocer"] == (Held("stone", 6, "stack"),)  # reed and grain were bought
    assert held["forester"] == (Held("wood", 1, "planted"),)
    # 3 animals: one in the house, two in the Animal Yard
    on_yard = sum(h.count for h in held["animal-yard"])
    assert on_yard == 2 and all(h.kind == "animals" for h in held["animal-yard"])
    assert card_holdings(p).get("animal-yard") is None  # no arrangement: no animals drawn


def test_the_overlay_paints_its_icons(qtbot) -> None:  # noqa: ANN001
    state = _state(("bean-field",), (SownField(BEAN_FIELD, "veg", 3),))
    scene = TableScene(state)
    try:
        beans = _overlay(scene, "bean-field")
        rect = beans.boundingRect()
        image = QImage(round(rect.width() * 4), round(rect.height() * 4),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        p.scale(4, 4)
        p.translate(-rect.topLeft())
        beans.paint(p, None)  # type: ignore[arg-type]
        p.end()
        colours = {QColor(image.pixel(x, y)).name() for x in range(0, image.width(), 2)
                   for y in range(0, image.height(), 2)}
        assert len(colours) > 20  # a panel, a vegetable's picture and a count, not a blank
        assert QRectF(0, 0, 46, 64).contains(rect)
    finally:
        scene.clear()


def test_counts_are_readable_on_a_five_player_table() -> None:
    image = QImage(10, 10, QImage.Format.Format_ARGB32_Premultiplied)
    p = QPainter(image)
    p.scale(0.62 * layout.farm_scale(5), 0.62 * layout.farm_scale(5))  # cards: farm scale
    assert text_px(p, COUNT_PT) >= MIN_TEXT_PX
    p.end()


def test_animals_the_player_moves_off_a_card_leave_its_face(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.ui.herds import move_animals

    scene = TableScene(_state(("forest-pasture",), animals=Goods(boar=2)))
    try:
        forest = _overlay(scene, "forest-pasture")
        assert forest.held == (Held("boar", 2, "animals"),)
        herds, _ = move_animals(scene.animals.herds[0], "boar-card", "house", 1)
        assert herds is not None
        scene.animals.set_herds(0, herds)  # what a drag onto the house does
        scene.refresh()
        assert forest.held == (Held("boar", 1, "animals"),)
        assert "1 wild boar live on this card" in forest.toolTip()
    finally:
        scene.clear()


def test_a_played_card_s_large_view_says_what_it_holds(qtbot) -> None:  # noqa: ANN001
    """Hovering the Grocer showed its printed text only: its stack's count and top good were
    on the small face, hidden under the next card of a narrow fan."""
    state = _state(("grocer", "clay-mixer"))
    scene = TableScene(state)
    try:
        scene.cards.preview(scene.cards.item_for("grocer"))
        note = scene.cards.preview_item.note
        assert "8 goods left in this card's stack" in note and "the next one is" in note
        scene.cards.preview(scene.cards.item_for("clay-mixer"))
        assert scene.cards.preview_item.note == ""  # holding nothing: no note
    finally:
        scene.clear()


def test_a_narrow_card_s_goods_leave_its_points_disc(qtbot) -> None:  # noqa: ANN001
    """A fanned Bean Field's count, drawn over the foot of its strip, hid its ① (in Chinese,
    names written across, the panel stays at the foot)."""
    from agricola_qt.ui.card_goods import DISC_W

    state = _state(("bean-field",), (SownField(BEAN_FIELD, "veg", 2),))
    scene = TableScene(state)
    try:
        card = scene.cards.item_for("bean-field")
        beans = _overlay(scene, "bean-field")
        face = card.boundingRect()
        card.set_shown(0.4)
        beans.place()
        assert beans.stacked
        assert beans._rect.bottom() <= face.bottom() - DISC_W * face.width()
        card.set_shown(1.0)  # the whole face: the panel keeps left of the disc, at the foot
        beans.place()
        assert beans._rect.bottom() > face.bottom() - 3
    finally:
        scene.clear()


def test_animals_cooked_onto_the_tanner_and_clay_on_the_deposit_are_shown() -> None:
    """A tester cooked a cattle with the Tanner and saw no sign the card had kept it."""
    from agricola_qt.engine.cards.deck_i.minors import ClayDepositUses
    from tests.cards.helpers import full_game, give, play, with_cards

    state = with_cards(give(full_game(), 0, boar=1, cattle=2), 0, "tanner", "fireplace-2")
    state = play(state, "convert cattle", "convert boar", "convert cattle")
    held = card_holdings(state.players[0])
    assert held["tanner"] == (Held("boar", 1, "kept"), Held("cattle", 2, "kept"))
    assert held_text("tanner", held["tanner"]).endswith("<br>2 cattle kept on this card")
    p = evolve(state.players[0], cards=("clay-deposit",), memory=(ClayDepositUses(2),))
    assert card_holdings(p)["clay-deposit"] == (Held("clay", 10, "kept"),)


def test_a_played_card_s_use_button_says_what_a_click_does(qtbot) -> None:  # noqa: ANN001
    """A click on the Tenant Farmer's small "use" button gave back a cow at once; only the
    panel's button said what it would do (a tester)."""
    from tests.cards.helpers import full_game, give, play, with_hand

    state = with_hand(give(full_game(), 0, sheep=1), 0, occupations=("tenant-farmer",))
    state = play(state, "place occupation", "occupation tenant-farmer", "keep-best",
                 "place fishing")
    scene = TableScene(state)
    try:
        item = scene.cards.item_for("tenant-farmer")
        assert item.usable
        scene.cards.preview(item)
        note = scene.cards.preview_item.note
        assert note.startswith("A click on the card does this at once (Undo takes it back): "
                               "Use Tenant Farmer"), note
    finally:
        scene.clear()


def test_a_hand_card_s_large_view_says_it_anew_when_the_turn_comes(qtbot) -> None:  # noqa: ANN001
    """The large view of a hand card under the pointer kept "Not your turn." after the
    person's turn had come (a tester)."""
    from tests.cards.helpers import full_game, play, with_hand

    state = with_hand(full_game(), 0, occupations=("academic",))
    theirs = play(state, "place wood")  # the other player's turn
    scene = TableScene(theirs)
    try:
        scene.private_for = 0
        scene.humans = {0}
        scene.refresh()
        scene.cards.sync()
        scene.cards.update_marks()
        item = scene.cards.item_for("academic")
        scene.cards.preview(item)
        assert scene.cards.preview_item.note == "Not your turn."
        scene.set_state(play(theirs, "place clay"))  # back to player 0
        scene.cards.sync()
        scene.cards.update_marks()
        assert scene.cards.preview_item.isVisible()
        assert scene.cards.preview_item.note != "Not your turn."
    finally:
        scene.clear()


def test_the_copse_shows_its_planted_wood() -> None:
    """The Copse's planted wood showed nowhere but in the log's harvests (a tester)."""
    from agricola_qt.engine.cards.deck_i.minors import CopseStacks

    state = _state(("copse",), (), Goods(), memory=(CopseStacks((2, 0, 1)),))
    held = card_holdings(state.players[0])
    assert held["copse"] == (Held("wood", 2, "planted"), Held("wood", 1, "planted"))
