"""One rule for Undo and the History panel: undo takes back the decisions of the present
stretch of play and never reaches back past a hand-off to another person, a round card that
turned up or a harvest that began; ending a turn (End turn) alone bars nothing else."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import setup

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import GameState, apply, legal_moves, new_game
from agricola_qt.engine.state import WORK
from agricola_qt.ui.undo import MoveCommand

SIMPLE = ("place wood", "place clay", "place reed", "place fishing", "place grain")


def _window(qtbot, s, states, seats) -> GameWindow:  # noqa: ANN001
    w = GameWindow(s, seats=seats, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(s, seats=seats, states=states)
    w.resize(1600, 950)
    w.show()
    return w


def _end_turn(w: GameWindow) -> None:
    QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def _last_placement_of_round_4(bot_feeds_first: bool) -> tuple[object, GameState]:
    """A 2-player family game at its round 4: Mei (seat 0) places the round's last person;
    the computer (seat 1) has placed all of its people.  Where Mei is the starting player
    (she feeds first) she has a third person in a third room."""
    from attrs import evolve

    for seed in range(60):
        s = setup(2, seed=seed)
        state, rng = new_game(s), random.Random(seed)
        if (state.starting_player == 1) != bot_feeds_first:
            continue
        grown = False
        while not state.is_over and state.round <= 4:
            if state.round == 4 and not grown and not bot_feeds_first:
                me = state.players[0]
                state = state.with_player(0, evolve(me, people=3, farm=evolve(
                    me.farm, rooms=me.farm.rooms | 0b111)))
                grown = True
            if (state.round == 4 and state.phase == WORK and state.frame is None
                    and state.actor == 0 and state.players[0].available == 1
                    and state.players[1].available == 0
                    and state.next_starting_player in (-1, state.starting_player)):
                return s, state
            moves = [m for m in legal_moves(state)
                     if (m.verb != "place" or m.args[0] != "starting-player")
                     and m.verb != "family-growth"]
            state = apply(state, moves[rng.randrange(len(moves))])
    raise AssertionError("no such deal")


def _reaches_before_the_harvest(w: GameWindow) -> bool:
    """Can Undo, or a click on a History row, go back to a table still at work?"""
    stack = w.controller.stack
    return any(isinstance(c := stack.command(i), MoveCommand) and c.before[0].phase == WORK
               for i in range(stack.count()))


def test_a_harvest_the_end_turn_question_promised_is_not_undone_from_history(
        qtbot) -> None:  # noqa: ANN001
    """The question said "Then the harvest begins: from there this turn cannot be undone";
    with the computer feeding first, History's rows still took Mei back before it."""
    s, state = _last_placement_of_round_4(bot_feeds_first=True)
    w = _window(qtbot, s, [state], seats=[None, "random"])
    c = w.controller
    assert c.play(next(m for m in map(str, c.legal()) if m in SIMPLE))
    assert w.cover.stage == "confirm"
    assert "from there this turn cannot be undone." in w.cover.subtitle.text()
    assert c.can_undo()  # until End turn the placement is still hers
    _end_turn(w)
    assert c.state.phase != WORK
    assert not _reaches_before_the_harvest(w)
    w.undo_view.setCurrentIndex(w.undo_view.model().index(0, 0))  # "(start of the turn)"
    assert c.state.phase != WORK


def test_a_harvest_a_computer_began_is_not_undone_either(qtbot) -> None:  # noqa: ANN001
    """The computer's last placement began the harvest: Mei's placement before it, kept
    with the computer's reply, was still taken back by History's first row."""
    for seed in range(60):
        s = setup(2, seed=seed)
        state, rng = new_game(s), random.Random(seed)
        while state.round <= 4 and not (
                state.round == 4 and state.phase == WORK and state.frame is None
                and state.actor == 0 and state.players[0].available == 1
                and state.players[1].available == 1 and state.starting_player == 0):
            moves = [m for m in legal_moves(state)
                     if m.verb != "place" or m.args[0] != "starting-player"]
            state = apply(state, moves[rng.randrange(len(moves))])
        if state.round == 4:
            break
    w = _window(qtbot, s, [state], seats=[None, "random"])
    c = w.controller
    assert c.play(next(m for m in map(str, c.legal()) if m in SIMPLE))
    while c.state.frame is not None and c.state.actor == 0 and c.state.phase == WORK:
        assert c.play(c.legal()[0])
    if w.cover.stage == "confirm":
        _end_turn(w)
    assert c.state.phase != WORK  # the computer's placement ended the work
    assert not _reaches_before_the_harvest(w)


def test_a_turn_ended_before_placing_again_at_once_can_still_be_undone(qtbot) -> None:  # noqa: ANN001
    """The computer's people were all placed; after "End turn" on her placement Mei, placing
    again at once, found "nothing to undo", while a turn ended before the computer's reply
    could still be undone: ending a turn bars undo only where it began a harvest or a round."""
    from attrs import evolve

    s = next(setup(2, seed=n) for n in range(60) if new_game(setup(2, seed=n)).actor == 0)
    state = new_game(s)
    p = state.players[0]
    four = evolve(p, people=4, farm=evolve(p.farm, rooms=p.farm.rooms | 0b11))
    w = _window(qtbot, s, [state.with_player(0, four)], seats=[None, "random"])
    c = w.controller
    checked = False
    while c.state.actor == 0 and c.state.round == 1 and not checked:
        consecutive = c.state.players[1].available == 0
        before = c.state
        assert c.play(next(m for m in map(str, c.legal()) if m in SIMPLE))
        if c.state.round != 1:
            break
        assert w.cover.stage == "confirm"
        _end_turn(w)
        if consecutive:
            assert c.state.actor == 0 and c.can_undo() and w.undo_action.isEnabled()
            assert w.undo_action.toolTip().startswith("Take back your last decision")
            QTest.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            assert c.state == before
            checked = True
    assert checked


def test_a_greyed_undo_and_history_say_where_undo_stops(qtbot) -> None:  # noqa: ANN001
    """After "End turn" on a placement that began the harvest, Undo is greyed; its tooltip,
    the status bar after Ctrl+Z and History's first row say it is the harvest that stops it
    (a newcomer found "nothing to undo" and could not tell why)."""
    s, state = _last_placement_of_round_4(bot_feeds_first=False)
    w = _window(qtbot, s, [state], seats=[None, "random"])
    c = w.controller
    assert c.play(next(m for m in map(str, c.legal()) if m in SIMPLE))
    assert c.state.actor == 0 and w.cover.stage == "confirm"  # Mei feeds first
    _end_turn(w)
    assert not w.undo_action.isEnabled()
    assert w.undo_action.toolTip().startswith("Nothing to undo: the harvest has begun")
    QTest.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.statusBar().currentMessage().startswith("Nothing to undo: the harvest has begun")
    # where the player looks as well: the decision panel's red words (the status bar alone
    # went unseen, a tester)
    assert w.chooser.reason.text().startswith("Nothing to undo: the harvest has begun")
    assert not w.chooser.reason.isHidden()
    first = w.undo_view.model().index(0, 0).data()
    assert first == "(the harvest began: undo stops here)"


def test_how_to_play_explains_where_undo_stops_in_every_language() -> None:
    """The undo model was explained nowhere a player looks."""
    from agricola_qt.ui.help import words

    english = next(p for p in words.section("how_to_play", "en") if "Undo" in p["title"])
    assert any("harvest" in t and "round card" in t for t in english["text"])
    for code in ("zh_CN", "zh_TW"):
        pages = words.section("how_to_play", code)
        page = pages[[p["title"] for p in words.section("how_to_play", "en")].index(
            english["title"])]
        assert "Ctrl+Z" in page["text"][0] and page["title"] != english["title"]


def test_pass_and_play_undo_says_the_turn_was_handed_on(qtbot) -> None:  # noqa: ANN001
    """After a hand-off the greyed Undo says why; a later barrier on the emptied history
    (a round card) says its own reason, not the hand-off's."""
    s = setup(2, seed=1)
    w = _window(qtbot, s, [new_game(s)], seats=[None, None])
    c = w.controller
    assert w.undo_action.toolTip() == "Nothing to undo in this turn."  # nothing done yet
    assert c.play(next(m for m in map(str, c.legal()) if m in SIMPLE))
    _end_turn(w)  # the family game: the next person plays at once
    assert not c.can_undo()
    assert w.undo_action.toolTip().startswith("Nothing to undo: the table was handed")
    c.set_barrier("round")  # (the history is empty already)
    assert w.undo_action.toolTip().startswith("Nothing to undo: a new round has begun")
    assert w.undo_view.model().index(0, 0).data() == "(a new round began: undo stops here)"


def test_the_first_end_turn_questions_say_where_they_are_switched_off(qtbot) -> None:  # noqa: ANN001
    """A tester found every action asking twice (Done, then End turn) and nothing pointing to
    Game ▸ Confirm the end of each turn: the first three questions of a window say it, and
    the End turn button's tooltip always does."""
    from agricola_qt.ui.handoff import SETTING_TOLD, setting_note

    w = GameWindow(setup(2, seed=3), seats=[None, "easy"], bot_delay_ms=None,
                   ask_to_save=False)
    qtbot.addWidget(w)
    w.show()
    w.confirm_action.setChecked(True)
    said = []
    while len(said) < 5:
        c = w.controller
        assert c.play(next(m for m in map(str, c.legal()) if m in SIMPLE))
        QApplication.processEvents()
        if w.cover.stage != "confirm":  # (a round's last placement: asked where it turns)
            continue
        said.append(setting_note() in w.cover.subtitle.text())
        assert w.cover.end_button.toolTip() == setting_note()
        w.cover.end_button.click()
        qtbot.waitUntil(lambda: w.controller.state.actor == 0 and not w.cover.active)
    assert said == [True] * SETTING_TOLD + [False] * (5 - SETTING_TOLD)


def test_between_two_people_the_question_does_not_point_to_the_setting(qtbot) -> None:  # noqa: ANN001
    """Pass-and-play: the question said the menu switches it off; a tester switched it off
    and was asked all the same (a hand-off always waits: undo stops there)."""
    from agricola_qt.ui.handoff import handoff_note, setting_note

    w = GameWindow(setup(2, seed=3), seats=[None, None], bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.show()
    w.confirm_action.setChecked(False)
    assert w.controller.play("place fishing")
    assert w.cover.stage == "confirm"  # asked all the same
    assert setting_note() not in w.cover.subtitle.text()
    assert w.cover.end_button.toolTip() == handoff_note()
    assert "Between two people at one table it always waits" in w.confirm_action.toolTip()
