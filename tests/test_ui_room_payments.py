"""A room tile dragged onto the farm when cost cards allow several payments: the chooser
offers each one, named, and the one clicked is paid (issue 12: payments are choices)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from ui_helpers import drag

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import apply, legal_moves
from agricola_qt.engine.goods import Goods
from tests.cards.helpers import full_game, set_goods, with_cards


def test_dragging_a_room_tile_offers_every_payment_and_pays_the_one_chosen(qtbot) -> None:  # noqa: ANN001
    state = with_cards(full_game(), 0, "clay-roof", "brushwood-roof")
    state = set_goods(state, 0, wood=10, clay=10, reed=5, stone=10)
    assert state.actor == 0
    w = GameWindow(state.setup, seats=[None, None], bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.confirm_action.setChecked(False)
    w.start(state.setup, seats=[None, None], states=[state])
    w.resize(1600, 950)
    w.show()
    qtbot.waitExposed(w)
    w.view.fit()
    c = w.controller
    assert c.play("place build-rooms")
    ways = [m for m in legal_moves(c.state) if m.verb == "room" and m.args[0] == "b3"]
    assert len(ways) > 1  # the roof cards allow more than one payment
    tile = w.scene.tiles["room"]
    drag(w.view, [tile.scenePos(), w.scene.farm_cell_center(0, "b3")])
    assert c.offered is not None and sorted(map(str, c.offered)) == sorted(map(str, ways))
    assert c.state.players[0].farm.room_count == 2  # nothing built before the choice
    wanted = "room b3 pay 5wood+1clay+1reed"
    button = w.chooser.button_for(wanted)
    assert button is not None and "(pay 5 wood, 1 clay, 1 reed)" in button.text()
    bare = w.chooser.button_for("room b3")
    assert bare is not None and "(pay " in bare.text()  # the bare move names what it pays
    before = c.state.players[0].goods
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert c.state.players[0].farm.room_count == 3
    assert before - c.state.players[0].goods == Goods(wood=5, clay=1, reed=1)
    assert c.state == apply(apply(state, "place build-rooms"), wanted)
