"""Baking several grain at once: the panel offers each amount the baking improvement takes
in the action ("Bake 3 grain with Fireplace into 6 food"), one decision and one undo step;
a Fireplace's 4 grain had taken 4 clicks on "Bake 1 grain"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from ui_helpers import state_window

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import GameState, Move, apply
from agricola_qt.ui.chooser import MOST_BAKE_BUTTONS, bake_amounts
from tests.cards.helpers import full_game, give, with_cards, with_space


def _baking(*bakers: str, grain: int = 4) -> GameState:
    """Seat 0 on "Sow and/or Bake bread" with ``bakers`` and ``grain`` grain, no field."""
    state = with_space(give(with_cards(full_game(2), 0, *bakers), 0, grain=grain), "sow-bake")
    return apply(state, "place sow-bake")


def _window(qtbot, state: GameState) -> GameWindow:  # noqa: ANN001
    return state_window(qtbot, state)


def _captions(w: GameWindow) -> list[str]:
    return [str(b.property("caption")) for b in w.chooser.findChildren(QPushButton)
            if b.isVisible() and str(b.property("caption")).startswith("Bake")]


def test_the_amounts_are_those_the_card_allows() -> None:
    fireplace = _baking("fireplace-2", grain=4)
    assert bake_amounts(fireplace, Move.parse("bake fireplace-2")) == [
        (1, 2), (2, 4), (3, 6), (4, 8)]
    oven = _baking("stone-oven", grain=4)  # 2 grain at most in one bake action
    assert bake_amounts(oven, Move.parse("bake stone-oven")) == [(1, 4), (2, 8)]
    plenty = _baking("fireplace-2", grain=9)  # 1 to 4, and all 9
    amounts = [g for g, _ in bake_amounts(plenty, Move.parse("bake fireplace-2"))]
    assert amounts == [*range(1, MOST_BAKE_BUTTONS), 9]


def test_the_last_amount_counts_only_the_bake_when_it_ends_the_round() -> None:
    from agricola_qt.engine.goods import Goods
    from agricola_qt.engine.state import FutureGoods
    from agricola_qt.engine.values import replace

    state = with_space(give(with_cards(full_game(2), 0, "fireplace-2"), 0, grain=2), "sow-bake")
    state = state.with_player(1, replace(state.players[1], people=1))
    # 1 food waits for seat 0 on the next round's space (a Well's, a Carp Pond's)
    state = replace(state, future=(FutureGoods(state.round + 1, 0, Goods(food=1)),))
    for move in ("place day-labourer", "place fishing", "place sow-bake"):
        state = apply(state, move)  # seat 0's second person is the round's last
    # baking both grain ends the round: the food on the next round's space was counted in
    # ("Bake 5 grain with Cooking Corner into 16 food", and 15 came; a play-tester)
    assert bake_amounts(state, Move.parse("bake fireplace-2")) == [(1, 2), (2, 4)]


def test_a_click_bakes_three_grain_in_one_undo_step(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, _baking("fireplace-2", grain=4))
    assert _captions(w) == [f"Bake {n} grain with Fireplace into {2 * n} food"
                            for n in range(1, 5)]
    steps = w.controller.stack.count()
    before = w.controller.state.players[0].goods
    button = w.chooser.button_for("bake fireplace-2 x3")
    assert button is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    after = w.controller.state.players[0].goods
    assert (before.grain - after.grain, after.food - before.food) == (3, 6)
    assert w.controller.stack.count() == steps + 1
    assert w.controller.stack.undoText().endswith("Bake 3 grain with Fireplace into 6 food")
    w.controller.undo()
    QApplication.processEvents()
    assert w.controller.state.players[0].goods == before


def test_an_oven_offers_no_more_than_it_bakes(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, _baking("stone-oven", grain=4))
    assert _captions(w) == ["Bake 1 grain with Stone Oven into 4 food",
                            "Bake 2 grain with Stone Oven into 8 food"]
