"""A room tile dragged onto the farm when cost cards allow several payments: the chooser
offers each one, named, and the one clicked is paid (issue 12: payments are choices)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton
from ui_helpers import drag, sit_down

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import GameState, apply, legal_moves
from agricola_qt.engine.goods import Goods
from tests.cards.helpers import full_game, set_goods, with_cards


def _window(qtbot, state: GameState) -> GameWindow:  # noqa: ANN001
    """Two people at one table, starting from ``state``, laid out as a player sees it."""
    w = GameWindow(state.setup, seats=[None, None], bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.confirm_action.setChecked(False)
    w.start(state.setup, seats=[None, None], states=[state])
    w.resize(1600, 950)
    w.show()
    qtbot.waitExposed(w)
    sit_down(w)
    w.view.fit()
    return w


def test_dragging_a_room_tile_offers_every_payment_and_pays_the_one_chosen(qtbot) -> None:  # noqa: ANN001
    state = with_cards(full_game(), 0, "clay-roof", "brushwood-roof")
    state = set_goods(state, 0, wood=10, clay=10, reed=5, stone=10)
    assert state.actor == 0
    w = _window(qtbot, state)
    c = w.controller
    assert c.play("place build-rooms")
    ways = [m for m in legal_moves(c.state) if m.verb == "room" and m.args[0] == "b3"]
    assert len(ways) > 1  # the roof cards allow more than one payment
    tile = w.scene.tiles["room"]
    drag(w.view, [tile.scenePos(), w.scene.farm_cell_center(0, "b3")])
    # the usual payment named too: left bare, the Clay Roof asked how to pay a second time
    named = [str(m) if "pay" in m.args else f"{m} pay 5wood+2reed" for m in ways]
    assert c.offered is not None and sorted(map(str, c.offered)) == sorted(named)
    assert c.state.players[0].farm.room_count == 2  # nothing built before the choice
    wanted = "room b3 pay 5wood+1clay+1reed"
    button = w.chooser.button_for(wanted)
    # the buttons name only the payment (the words above say what is paid for)
    assert button is not None and button.text().startswith("Pay 5 wood, 1 clay, 1 reed")
    assert w.chooser.detail.text() == "Choose how to pay:"
    assert "Build a room on b3" in button.toolTip()
    # one way is suggested (and put first): the fewest goods, the least worth given up
    marked = [m for m in c.offered if "suggested" in w.chooser.button_for(str(m)).text()]
    assert len(marked) == 1
    buttons = [b for b in w.chooser.findChildren(QPushButton)
               if b.isVisibleTo(w.chooser) and str(b.property("move")).startswith("room b3")]
    assert buttons[0].property("move") == str(marked[0])
    usual = w.chooser.button_for("room b3 pay 5wood+2reed")
    assert usual is not None and usual.text().startswith("Pay 5 wood, 2 reed")
    before = c.state.players[0].goods
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert c.state.players[0].farm.room_count == 3
    assert before - c.state.players[0].goods == Goods(wood=5, clay=1, reed=1)
    assert c.state == apply(apply(state, "place build-rooms"), wanted)


def test_a_room_paid_the_usual_way_from_the_chooser_is_not_asked_about_again(qtbot) -> None:  # noqa: ANN001
    """A tester picked "5 wood, 2 reed" for a room and the Clay Roof then asked how to pay
    it once more ("Buy 1 reed (pay 1 clay)")."""
    state = with_cards(full_game(), 0, "clay-roof")
    state = set_goods(state, 0, wood=10, clay=10, reed=5)
    w = _window(qtbot, state)
    c = w.controller
    assert c.play("place build-rooms")
    drag(w.view, [w.scene.tiles["room"].scenePos(), w.scene.farm_cell_center(0, "b3")])
    usual = w.chooser.button_for("room b3 pay 5wood+2reed")
    assert usual is not None
    QTest.mouseClick(usual, Qt.MouseButton.LeftButton)
    assert c.state.players[0].farm.room_count == 3
    assert c.state.frame is None or c.state.frame.kind != "card", c.state.frame
    assert state.players[0].goods - c.state.players[0].goods == Goods(wood=5, reed=2)


def test_the_clay_roofs_question_names_payments_not_purchases() -> None:
    """After a renovation the Clay Roof asks which goods pay for it: its answers read "Buy
    1 reed (pay 1 clay)", a trade the card does not give."""
    from agricola_qt.engine import Move
    from agricola_qt.ui.text import move_label

    state = with_cards(full_game(), 0, "clay-roof")
    state = set_goods(state, 0, wood=10, clay=10, reed=5)
    state = apply(apply(state, "place build-rooms"), "room b3")  # the bare move still asks
    assert state.frame is not None and state.frame.space == "clay-roof"
    keep, *others = state.frame.options
    assert move_label(state, Move("choose", (keep,))) == ("Keep the payment: 5 wood + "
                                                           "2 reed")
    assert move_label(state, Move("choose", (others[0],))).startswith("Pay 5 wood + 1 clay")


def _fencing(qtbot, wood: int, *lines: tuple[tuple[int, int], ...]) -> GameWindow:  # noqa: ANN001
    """Fences placed with Hedge Keeper, Sawhorse and Wood Carver; ``lines`` drawn (grid
    corners, row and column) on the first farm."""
    from agricola_qt.ui.farm_item import corner_pos
    from tests.cards.helpers import with_space

    state = with_space(full_game(), "fences")
    state = with_cards(state, 0, "hedge-keeper", "sawhorse", "wood-carver")
    w = _window(qtbot, set_goods(state, 0, wood=wood))
    assert w.controller.play("place fences")
    farm = w.scene.farm_items[0]
    for line in lines:
        drag(w.view, [farm.mapToScene(corner_pos(r, col)) for r, col in line], steps=6)
    return w


OUTLINE = ((0, 3), (0, 5), (2, 5), (2, 3), (0, 3))  # around d1, e1, d2, e2: 8 fences


def test_drawn_fences_offer_every_payment_of_the_build(qtbot) -> None:  # noqa: ANN001
    w = _fencing(qtbot, 10, OUTLINE)
    c = w.controller
    assert c.fence_plan is not None and not c.fence_plan.problem
    QTest.mouseClick(w.chooser.button_for("confirm-fences"), Qt.MouseButton.LeftButton)
    assert c.offered is not None and len(c.offered) > 1
    assert all(m.verb == "fence-build" for m in c.offered)
    captions = [w.chooser.button_for(str(m)).text() for m in c.offered]
    assert all(t.startswith("Pay ") for t in captions) and len(set(captions)) == len(captions)
    cheapest = min(c.offered, key=lambda m: 10 - apply(c.state, m).players[0].goods.wood)
    QTest.mouseClick(w.chooser.button_for(str(cheapest)), Qt.MouseButton.LeftButton)
    assert c.state.players[0].farm.fence_count == 8
    assert c.state.players[0].goods.wood == 8  # 2 wood: the cheapest of the ways offered


def test_each_pasture_of_one_drawing_offers_its_payments(qtbot) -> None:  # noqa: ANN001
    """Two pastures drawn at once: the first build's payments are offered before anything of
    the second is built (the free fences of the Hedge Keeper go to the first), then the
    second pasture follows."""
    w = _fencing(qtbot, 12, OUTLINE, ((1, 3), (1, 5)))  # and a divider: two pastures
    c = w.controller
    assert c.fence_plan is not None and len(c.fence_plan.regions) == 2
    QTest.mouseClick(w.chooser.button_for("confirm-fences"), Qt.MouseButton.LeftButton)
    asked = []
    while c.offered is not None:  # each build whose payment is a choice asks in turn
        assert len(c.offered) > 1 and all(m.verb == "fence-build" for m in c.offered)
        asked.append(len(c.state.players[0].farm.pastures))
        wood = c.state.players[0].goods.wood
        cheapest = min(c.offered, key=lambda m: wood - apply(c.state, m).players[0].goods.wood)
        QTest.mouseClick(w.chooser.button_for(str(cheapest)), Qt.MouseButton.LeftButton)
    assert asked and asked[0] == 0  # asked before the first pasture was built
    assert len(c.state.players[0].farm.pastures) == 2
    assert c.state.players[0].farm.fence_count == 10


def test_a_payment_chosen_among_others_is_not_asked_again(qtbot) -> None:  # noqa: ANN001
    """With the Baking Tray a tester chose "Buy Clay Oven (pay 3 clay)" among the ways to
    pay, was then asked which resource to save, and the answer paid 2 clay and their only
    stone: the button chosen names its payment, and nothing is asked after it."""
    from agricola_qt.app.window_main import GameWindow
    from tests.cards.helpers import full_game, give, play, with_cards

    state = give(with_cards(full_game(2, first=("improvement",)), 0, "baking-tray"), 0,
                 clay=5, stone=1)
    state = play(state, "place improvement")
    w = GameWindow(state.setup, seats=[None, "random"], bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(state.setup, seats=[None, "random"], states=[state])
    w.confirm_action.setChecked(False)
    assert w.chooser.button_for("buy clay-oven") is None  # named, not bare
    button = w.chooser.button_for("buy clay-oven pay 3clay")
    assert button is not None and "3 clay" in button.text()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    after = w.controller.state
    assert "clay-oven" in after.players[0].cards
    assert after.players[0].goods.clay == 2 and after.players[0].goods.stone == 1
    assert not (after.frame is not None and after.frame.space == "baking-tray")


def test_a_click_where_only_a_stable_fits_asks_before_building_it(qtbot) -> None:  # noqa: ANN001
    """Rooms affordable, a cell away from the house clicked: the stable there is offered
    with the room's reason, not built at once (a tester's click on c3 meant a room and
    paid 2 wood for a stable); the offer's button builds it."""
    from ui_helpers import click

    state = set_goods(full_game(), 0, wood=10, reed=4)
    w = _window(qtbot, state)
    c = w.controller
    assert c.play("place build-rooms")
    click(w.view, w.scene.farm_cell_center(0, "d3"))
    assert c.state.players[0].farm.stables == 0  # nothing built yet
    assert c.offered is not None and [m.verb for m in c.offered] == ["stable"]
    assert w.chooser.reason.isVisibleTo(w.chooser)
    assert w.chooser.reason.text() == ("No room can go there: d3 is not next to your house. "
                                       "Build a stable on d3 instead?")
    QTest.mouseClick(w.chooser.button_for(str(c.offered[0])), Qt.MouseButton.LeftButton)
    assert c.state.players[0].goods.wood == 8 and c.state.players[0].farm.stables
    # next to the house both fit: asked which, as before
    click(w.view, w.scene.farm_cell_center(0, "b3"))
    assert c.offered is not None and sorted(m.verb for m in c.offered) == ["room", "stable"]
