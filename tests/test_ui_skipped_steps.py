"""A space's improvement step that passes says so in the status bar: "Starting Player and/or
1 Minor Improvement" with no minor that could be played went by without a word, and a player
wondered whether the step had happened at all (or, declined, that it was over)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import click, state_window

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import GameState, Move, apply
from agricola_qt.ui.status_words import skipped_improvement
from tests.cards.helpers import full_game, give, with_hand


def _window(qtbot, state: GameState) -> GameWindow:  # noqa: ANN001
    return state_window(qtbot, state)


def _take_starting_player(w: GameWindow) -> str:
    click(w.view, w.scene.space_item("starting-player").sceneBoundingRect().center())
    QApplication.processEvents()
    return w.statusBar().currentMessage()


def test_no_minor_in_hand_is_said(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, full_game(2))  # no hands dealt
    said = _take_starting_player(w)
    assert w.controller.state.spaces[w.controller.state.space_index(
        "starting-player")].occupant == 0
    assert said.startswith("No minor improvement on “Starting Player")
    assert said.endswith(": you have none in hand.")


def test_a_minor_that_cannot_be_paid_is_said(qtbot) -> None:  # noqa: ANN001
    # the Clay Path costs 3 clay, and the player has none
    state = with_hand(full_game(2), 0, minors=("clay-path",))
    w = _window(qtbot, state)
    assert _take_starting_player(w).endswith(": none in your hand can be played now.")


def test_a_declined_minor_is_said(qtbot) -> None:  # noqa: ANN001
    state = give(with_hand(full_game(2), 0, minors=("clay-path",)), 0, clay=3)
    w = _window(qtbot, state)
    assert "minor improvement" not in _take_starting_player(w)  # the step is open
    done = w.chooser.button_for("done")
    assert done is not None
    QTest.mouseClick(done, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert w.statusBar().currentMessage().startswith(
        "You played no minor improvement on “Starting Player")


def test_a_minor_played_is_no_skip() -> None:
    state = give(with_hand(full_game(2), 0, minors=("clay-path",)), 0, clay=3)
    after = apply(state, "place starting-player")
    assert skipped_improvement(after, [Move.parse("minor clay-path")]) == ""
    assert skipped_improvement(state, [Move.parse("place wood")]) == ""


def test_the_family_game_has_no_minor_step_to_tell_of() -> None:
    """A newcomer read "no minor improvement to play" after a family growth in the family
    game, which has no minor improvements, and looked for cards."""
    from ui_helpers import setup

    from agricola_qt.engine import new_game
    from tests.cards.helpers import with_farm, with_space

    family = with_space(new_game(setup(2, seed=1, family=True)), "family-growth")
    family = with_farm(family, 0, rooms=family.players[0].farm.rooms | 1)  # a room for one
    move = Move.parse("place family-growth")
    assert apply(family, move).players[0].people == 3
    assert skipped_improvement(family, [move]) == ""
    full = with_farm(with_space(full_game(2), "family-growth"), 0,
                     rooms=full_game(2).players[0].farm.rooms | 1)
    assert skipped_improvement(full, [move]).startswith("No minor improvement on")
