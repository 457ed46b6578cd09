"""Goods a card keeps on round spaces to buy later (the Greenhouse's vegetable, 1 food each
as the round begins) show on those spaces and in the log, as the Well's food does: a
5-player tester saw nothing on rounds 6 and 9 and no round named in the log."""

from __future__ import annotations

from agricola_qt.engine import Move, apply
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.rules import turn_end_state
from agricola_qt.ui.log_text import move_sentence
from agricola_qt.ui.scene import TableScene
from tests.cards.helpers import at_round, full_game, give, with_cards, with_hand


def test_the_greenhouse_s_vegetables_are_told_and_shown_on_their_rounds(qtbot) -> None:  # noqa: ANN001
    state = at_round(with_cards(full_game(), 0, "land-agent"), 2)
    state = with_hand(give(state, 0, wood=2), 0, minors=("greenhouse",))
    state = apply(state, Move.parse("place starting-player"))
    move = Move.parse("minor greenhouse")
    line = move_sentence(state, move, turn_end_state(state, move))
    assert "1 vegetable to buy for 1 food on the round spaces 6, 9" in line, line
    scene = TableScene(apply(state, move))
    try:
        spaces = {item.round_no: item for item in scene.space_items if item.round_no}
        assert spaces[6]._offers_here() == ((0, "greenhouse", Goods(veg=1), Goods(food=1)),)
        assert spaces[9]._offers_here() and not spaces[7]._offers_here()
        spaces[9].refresh_tooltip()
        assert "Greenhouse of" in spaces[9].toolTip(), spaces[9].toolTip()
        assert "1 vegetable here, to buy for 1 food as the round begins" in spaces[9].toolTip()
    finally:
        scene.clear()
