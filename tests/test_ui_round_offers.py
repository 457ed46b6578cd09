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


def test_a_round_label_rises_above_two_rows_of_what_waits_there(qtbot) -> None:  # noqa: ANN001
    """A second row of goods waiting on round 13 ran over its "Round 13" (a tester)."""
    from attrs import evolve
    from PySide6.QtCore import QRectF
    from ui_helpers import paint_into_image, painted

    from agricola_qt.engine.cards.deck_k.minors import GreenhouseRounds
    from agricola_qt.engine.memory import note
    from agricola_qt.engine.state import FutureGoods

    state = with_cards(full_game(), 0, "greenhouse")
    state = note(state, 0, GreenhouseRounds, (13,))
    state = evolve(state, future=(FutureGoods(13, 1, Goods(wood=1, food=1)),))
    scene = TableScene(state)
    try:
        item = next(i for i in scene.space_items if i.round_no == 13)
        assert item._future_rows(item.boundingRect()) == 2
        drawn: list[QRectF] = []

        def note_text(_p, args) -> None:  # noqa: ANN001
            if "Round 13" in args:
                drawn.append(args[0])

        with painted("drawText", note_text):
            paint_into_image(lambda p: item.paint(p, None))  # type: ignore[arg-type]
        assert drawn and drawn[0].bottom() <= item.boundingRect().height() - 16
    finally:
        scene.clear()


def test_round_cards_laid_out_early_by_a_card_are_shown_and_taken(qtbot) -> None:  # noqa: ANN001
    """The Chamberlain lays the later rounds' cards out from round 11, for its owner to use:
    the table still showed them face down, and a drop there read "not revealed yet" while
    the coach named one of them."""
    from PySide6.QtWidgets import QApplication
    from ui_helpers import click, state_window

    from tests.cards.test_card_rulings_pairs_rounds import _chamberlain_in_round_11

    state = _chamberlain_in_round_11()
    assert state.actor == 0
    w = state_window(qtbot, state)
    w.view.fit()
    cards = state.setup.round_cards
    item = next(i for i in w.scene.space_items if i.round_no == 12)
    assert item.current_id() == cards[11] and item.space_state() is not None
    click(w.view, item.sceneBoundingRect().center())
    QApplication.processEvents()
    assert str(w.controller.moves[-1]).startswith(f"place {cards[11]}")


def test_goods_waiting_on_a_round_laid_out_early_stay_in_sight(qtbot) -> None:  # noqa: ANN001
    """The Well's food on round 13 went out of sight as the Chamberlain turned round 13's card
    face up: the card shows it where it shows what it gives, and its tooltip names goods to
    buy there."""
    from attrs import evolve
    from ui_helpers import paint_into_image

    import agricola_qt.ui.board_items as board_items
    from agricola_qt.engine.cards.deck_k.minors import GreenhouseRounds
    from agricola_qt.engine.memory import note
    from agricola_qt.engine.state import FutureGoods
    from tests.cards.test_card_rulings_pairs_rounds import _chamberlain_in_round_11

    state = with_cards(_chamberlain_in_round_11(), 1, "greenhouse")
    state = note(state, 1, GreenhouseRounds, (13,))
    state = evolve(state, future=(*state.future, FutureGoods(13, 0, Goods(food=1))))
    scene = TableScene(state)
    try:
        item = next(i for i in scene.space_items if i.round_no == 13)
        assert item.space_state() is not None  # laid out face up
        icons: list[str] = []
        real = board_items.good_icon
        board_items.good_icon = lambda p, name, rect: (icons.append(name), real(p, name, rect))
        try:
            paint_into_image(item.paint_stock)
        finally:
            board_items.good_icon = real
        assert "food" in icons and "veg" in icons, icons
        item.refresh_tooltip()
        assert "1 vegetable here, to buy for 1 food as the round begins" in item.toolTip()
        current = next(i for i in scene.space_items if i.round_no == 11)
        assert not current._early_rows()  # (the round being played shows its own goods)
    finally:
        scene.clear()
