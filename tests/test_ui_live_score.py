"""The live score estimate (the farm header's "≈N pt", the panel's "Score now") during a
harvest's feeding: the Hide Farmer's food left at the end pays for unused farmyard spaces,
and the estimate counted the food the family was about to eat as those points."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from ui_helpers import state_window

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import GameState, apply, legal_moves
from agricola_qt.engine.harvest import food_needed
from agricola_qt.engine.scoring import score_player
from agricola_qt.ui.score_strip import food_to_be_eaten, live_scores
from tests.cards.helpers import at_round, full_game, set_goods, with_cards

SIMPLE = ("place wood", "place clay", "place reed", "place fishing", "place grain")


def _feeding(food: int = 9) -> GameState:
    """A 3-player game at the first harvest's feeding, the Hide Farmer's owner (seat 0) to
    feed first with ``food`` food and 13 unused farmyard spaces."""
    state = at_round(with_cards(full_game(3), 0, "hide-farmer"), 4)
    while state.frame is None or state.frame.kind != "feed":
        moves = legal_moves(state)
        state = apply(state, next((m for m in moves if str(m) in SIMPLE), moves[0]))
    assert state.frame.player == 0
    return set_goods(state, 0, food=food)


def test_the_estimate_leaves_out_the_food_the_feeding_will_eat() -> None:
    state = _feeding(food=9)
    need = food_needed(state, 0)
    assert need == 4 and food_to_be_eaten(state, 0) == 4
    # before: 9 food counted against 13 unused spaces, 9 points back; the feeding leaves 5
    promised = score_player(state.players[0], state.players).total
    fed = apply(state, "feed")
    after = score_player(fed.players[0], fed.players).total
    assert promised - after == 4  # what the old estimate promised and the feeding took
    assert live_scores(state)[0].total == after
    assert food_to_be_eaten(fed, 0) == 0 and live_scores(fed)[0].total == after
    # the others have not fed either: their food is spoken for too, the Hide Farmer or not
    assert food_to_be_eaten(state, 1) == min(4, state.players[1].goods.food)


def test_a_family_short_of_food_is_promised_no_food_points() -> None:
    state = _feeding(food=3)
    assert live_scores(state)[0].breakdown["bonus_points"] == 0


def _window(qtbot, state: GameState) -> GameWindow:  # noqa: ANN001
    return state_window(qtbot, state)


def test_the_boards_and_panels_estimate_holds_through_the_feeding(qtbot) -> None:  # noqa: ANN001
    """A click on the feeding's button takes the food; the estimate shown before it (the
    header's "≈N pt", the panel's "Score now") was already what the farm scores after it."""
    state = _feeding(food=9)
    w = _window(qtbot, state)
    farm = w.scene.farm_items[0]
    before = farm.score_signature()
    assert before == score_player(apply(state, "feed").players[0]).total
    assert f"Player 1 {before} ·" in w.chooser.score.text().replace("\u00a0", " ")
    feed = next(b for b in w.chooser.findChildren(QPushButton)
                if b.isVisible() and b.text().startswith("Feed"))
    QTest.mouseClick(feed, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert w.controller.state.players[0].goods.food == 5
    assert farm.score_signature() == before
