"""Issue 9: regression tests for the defects a new player met in the first hour."""

from __future__ import annotations

import itertools
import warnings

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import drag, sit_down

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import GameState, new_game, new_setup
from agricola_qt.engine.setup import DeckShortWarning
from agricola_qt.engine.solo import SoloSeries
from agricola_qt.ui.text import card_name

NAMES = ("Mei", "Jonas", "Ana", "Kofi", "Lena")


def _setup(kind: str, players: int, seed: int = 3):  # noqa: ANN202
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeckShortWarning)
        if kind == "solo":  # the second game of a solo series, one occupation kept
            return new_setup(1, family=False, seed=seed, names=NAMES[:1],
                             solo=SoloSeries(game=2, kept_occupations=("woodcutter",)))
        return new_setup(players, family=kind == "family", seed=seed, names=NAMES[:players])


def _window(qtbot, s, seats=None) -> GameWindow:  # noqa: ANN001
    w = GameWindow(s, seats=seats, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.resize(1600, 950)
    w.show()
    return w


def _drawn_spaces(w: GameWindow) -> list[str]:
    return sorted(i.current_id() for i in w.scene.space_items if i.current_id())


def _engine_spaces(state: GameState) -> list[str]:
    return sorted(s.space.id for s in state.spaces)


GAMES = [("family", n) for n in range(1, 6)] + [("full", n) for n in range(1, 6)] + [
    ("solo", 1)]


def test_the_table_is_rebuilt_from_each_games_own_action_spaces(qtbot) -> None:  # noqa: ANN001
    """Defect 1: every game after every other game draws exactly its own action spaces."""
    w = _window(qtbot, _setup(*GAMES[0]))
    for before, after in itertools.permutations(GAMES, 2):
        w.start(_setup(*before))
        w.start(_setup(*after))
        state = w.controller.state
        assert _drawn_spaces(w) == _engine_spaces(state), (before, after)
        for item in w.scene.space_items:  # every drawn space exists in this game
            sid = item.current_id()
            assert not sid or state.space_index(sid) >= 0, (before, after, sid)


def test_opening_a_family_game_after_a_full_one_keeps_stable_and_bake(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, _setup("full", 2))
    w.start(_setup("family", 2))
    assert "stable-bake" in _drawn_spaces(w)
    assert "occupation" not in _drawn_spaces(w)
    w.start(_setup("full", 2))
    assert "occupation" in _drawn_spaces(w)
    assert "stable-bake" not in _drawn_spaces(w)


def _assert_only_own_hand_shown(w: GameWindow) -> None:
    """Each farm lists hand cards by name only for the person whose view is open (once the
    game is over, every farm)."""
    import re

    state = w.controller.state
    open_seat = w.scene.private_for
    assert open_seat is None or open_seat in w.controller.humans
    for seat, farm in enumerate(w.scene.farm_items):
        p = state.players[seat]
        hand = [card_name(c) for c in (*p.occupations, *p.minors)]
        played = {card_name(c) for c in p.cards}
        helped = set(re.findall(r"<b>(.*?)</b>", farm.cards_help()))
        if seat == open_seat or state.is_over:  # after the game every hand is shown
            assert set(hand) <= helped
            continue
        if hand:
            assert f"Hand: {len(hand)} hidden card" in farm.cards_text(), seat
        assert helped <= played, (seat, helped - played)


@pytest.mark.parametrize("first_seats,second_seats", [
    ([None, None], ["heuristic", "heuristic", None, "heuristic", "heuristic"]),
    ([None, None], ["heuristic", "heuristic", "heuristic", "heuristic", "heuristic"]),
    ([None, None, None], [None, "heuristic"]),
    ([None, "heuristic", None], [None, None, None, None]),
])
def test_a_hand_is_face_up_only_for_the_person_whose_view_is_open(
        qtbot, first_seats, second_seats) -> None:  # noqa: ANN001
    """Defect 2: after switching games, no computer's and no other person's hand shows."""
    first = _setup("full", len(first_seats), seed=5)
    w = _window(qtbot, first, seats=first_seats)
    _assert_only_own_hand_shown(w)
    second = _setup("full", len(second_seats), seed=8)
    w.controller.bots_paused = True  # look at the table before the computers move
    w.start(second, second_seats)
    _assert_only_own_hand_shown(w)
    w.controller.bots_paused = False
    w.controller.run_bots()
    QApplication.processEvents()
    _assert_only_own_hand_shown(w)


def test_hand_off_card_shows_its_whole_text(qtbot) -> None:  # noqa: ANN001
    """Defect 3: the hand-off card's letters were cut at the top and bottom (the hand-off,
    the end-of-turn question in the decision panel, and as the bar with the panel closed)."""
    w = _window(qtbot, _setup("family", 2))
    shows = (lambda: w.cover.show_for("Mei"), lambda: w.cover.show_confirm("Jonas"),
             lambda: (w.cover.close_bar(), w.chooser_dock.close(),
                      w.cover.show_confirm("Jonas")))
    for show in shows:
        show()
        QApplication.processEvents()
        shown = [label for label in (w.cover.label, w.cover.subtitle) if label.isVisible()]
        assert shown
        for label in shown:
            metrics = label.fontMetrics()
            assert label.height() >= label.heightForWidth(label.width()) - 1
            assert label.height() >= metrics.height()
            # a short line is not broken into a word per line
            if not label.wordWrap():
                assert label.width() >= metrics.horizontalAdvance(label.text())
        for button in (w.cover.end_button, w.cover.undo_button):
            if button.isVisible():
                assert button.width() >= button.fontMetrics().horizontalAdvance(button.text())
        if not w.cover.docked:
            assert w.cover.rect().contains(w.cover.card.geometry())


def test_score_sheet_for_five_players_needs_no_scrolling(qtbot) -> None:  # noqa: ANN001
    """Defect 4: the whole sheet, the Total row included, fits on a 1280×720 screen."""
    from ui_helpers import random_states

    from agricola_qt.engine import new_game
    from agricola_qt.ui.score_sheet import ScoreSheetDialog

    s = _setup("full", 5)
    moves, states = random_states(new_game(s), 80, seed=2)
    dialog = ScoreSheetDialog(states[-1], moves=moves)  # with the chart of the rounds
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    table = dialog.table
    assert table.verticalScrollBar().maximum() == 0
    assert table.horizontalScrollBar().maximum() == 0
    last = table.rowCount() - 1
    bottom = table.rowViewportPosition(last) + table.rowHeight(last)
    assert bottom <= table.viewport().height()  # the Total row is in view
    hint = dialog.sizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720 - 60  # room for a title bar


def test_replay_move_list_is_wide_enough_to_read(qtbot) -> None:  # noqa: ANN001
    """Defect 5: the replay viewer's move list was about 70 px wide."""
    from ui_helpers import random_states, replay_window

    from agricola_qt.engine import new_game

    s = _setup("family", 2)
    moves, states = random_states(new_game(s), 30, seed=1)
    viewer = replay_window(qtbot, s, moves, states)
    lst = viewer.moves_list
    assert lst.viewport().width() >= lst.fontMetrics().horizontalAdvance(
        "12. R3 Jonas: Place a person on 3 Wood")


def test_a_failed_autosave_is_retried_and_warned_about_until_it_works(
        qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """Defect 0b: one disk-full error used to turn autosave off for the whole session."""
    import errno

    from agricola_qt.records import autosave
    from agricola_qt.records.autosave import AutosaveStore

    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path))
    w = GameWindow(_setup("family", 2, seed=4), bot_delay_ms=None, ask_to_save=False,
                   autosave=True)
    qtbot.addWidget(w)
    w.show()
    c = w.controller
    real_save = autosave.save_record
    failing = {"on": True}

    def save_record(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        if failing["on"]:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_save(*args, **kwargs)

    assert c.play("place wood")
    monkeypatch.setattr(autosave, "save_record", save_record)
    assert c.play("place clay")
    assert w.autosave_warning.isVisible()
    assert "not being saved" in w.autosave_warning.text()
    assert "No space left on device" in w.autosave_warning.toolTip()
    saved = AutosaveStore().unfinished()[0]
    assert saved.moves == 1  # the failed save kept the last good file
    for move in ("place reed", "place fishing"):  # still failing: still warned
        assert c.play(move)
        assert w.autosave_warning.isVisible()
    failing["on"] = False
    assert c.play("place day-labourer")
    assert not w.autosave_warning.isVisible()
    assert AutosaveStore().unfinished()[0].moves == len(c.moves) == 5


def test_autosave_failing_as_the_turn_ends_warns_and_ends_the_turn(
        qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """A tester's autosave folder, made unwritable, showed a traceback headed "your game is
    saved" when End turn was pressed, and the turn did not end."""
    import errno

    from agricola_qt.records import autosave

    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path))
    w = GameWindow(_setup("family", 2, seed=4), seats=[None, "heuristic"], bot_delay_ms=None,
                   ask_to_save=False, autosave=True)
    qtbot.addWidget(w)
    w.show()
    w.confirm_action.setChecked(True)
    c = w.controller
    me = c.state.actor
    assert c.play("place wood")
    assert w.cover.stage == "confirm"

    def save_record(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(autosave, "save_record", save_record)
    w.cover.end_button.click()
    QApplication.processEvents()
    assert w.autosave_warning.isVisible()
    assert not (w.cover.active and w.cover.stage == "confirm")
    assert c.state.actor == me and len(c.moves) > 1  # the computer has played


def test_the_end_of_turn_question_and_the_hand_off_follow_a_language_change(
        qtbot, language) -> None:  # noqa: ANN001
    """A tester's "Mei：你的回合结束了。" stood in the panel and the status bar of a window
    switched to English (and "Mei: your turn is done." in a Chinese one)."""
    w = _window(qtbot, _setup("full", 2))
    sit_down(w)
    assert w.controller.play("place wood")
    QApplication.processEvents()
    w.set_language("zh_CN")
    assert w.chooser.hint.text() == "Mei：你的回合结束了。"
    assert w.cover.end_button.text().startswith("结束行动")
    QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert w.cover.stage == "pass" and w.cover.label.text() == "交给 Jonas"
    w.set_language("en")
    assert w.cover.label.text() == "Pass to Jonas"
    assert w.chooser.hint.text() == "Pass to Jonas"


def test_the_end_of_turn_question_is_asked_in_the_decision_panel(qtbot) -> None:  # noqa: ANN001
    """It covered the bottom of the table (the hands) as a bar; in the panel it covers
    nothing, and "End turn" is a real click there."""
    w = _window(qtbot, _setup("full", 2))
    sit_down(w)
    w.view.fit()
    assert w.controller.play("place wood")
    QApplication.processEvents()
    cover = w.cover
    assert cover.active and cover.stage == "confirm"
    assert not cover.isVisible()  # nothing over the table
    assert w.chooser.isAncestorOf(cover.card) and cover.card.isVisible()
    assert w.chooser.hint.text() == "Mei: your turn is done."
    # "End turn" first, then "Undo", each as wide as the panel
    assert cover.end_button.isVisible() and cover.undo_button.isVisible()
    assert cover.end_button.mapTo(w, cover.end_button.rect().topLeft()).y() < \
        cover.undo_button.mapTo(w, cover.undo_button.rect().topLeft()).y()
    QTest.mouseClick(cover.end_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    # the next person gets the whole-table hand-off, and the card is back on it
    assert cover.stage == "pass" and cover.geometry() == w.view.rect()
    assert cover.isAncestorOf(cover.card) and cover.label.isVisible()


def test_in_the_family_game_the_next_person_plays_without_a_hand_off_screen(
        qtbot) -> None:  # noqa: ANN001
    """Nothing is private in the family game: after "End turn" the table is the next
    person's at once (the hand-off screen asked for a click every turn for nothing)."""
    w = _window(qtbot, _setup("family", 2))
    assert not w.cover.active  # the first person starts at once too
    w.view.fit()
    scene = w.scene
    first = w.controller.state.actor
    drag(w.view, [scene.home_people(first)[0].scenePos(),
                  scene.space_item("wood").sceneBoundingRect().center()])
    QApplication.processEvents()
    assert w.cover.stage == "confirm"  # a slip of the mouse can still be undone
    QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    second = w.controller.state.actor
    assert second != first and not w.cover.active and not w.cover.isVisible()
    assert not scene.locked and scene.private_for == second
    assert w.statusBar().currentMessage() == "Jonas's turn."
    assert not w.controller.can_undo()  # the last person's turn is committed
    drag(w.view, [scene.home_people(second)[0].scenePos(),
                  scene.space_item("clay").sceneBoundingRect().center()])
    QApplication.processEvents()
    assert w.controller.moves[-1].args == ("clay",) and w.cover.stage == "confirm"


def test_with_the_panel_closed_the_end_of_turn_question_is_a_bar(qtbot) -> None:  # noqa: ANN001
    w = _window(qtbot, _setup("full", 2))
    sit_down(w)
    w.view.fit()
    assert w.controller.play("place wood")
    QApplication.processEvents()
    cover = w.cover
    assert cover.docked
    w.chooser_dock.close()  # closed while it asks: the question moves onto the table
    QApplication.processEvents()
    assert cover.isVisible() and cover.stage == "confirm" and not cover.docked
    view = w.view.rect()
    assert cover.geometry().height() < view.height() / 4  # a bar, not a cover
    assert cover.geometry().bottom() == view.bottom()
    w.chooser_dock.show()  # opened again: back into the panel
    QApplication.processEvents()
    assert cover.docked and not cover.isVisible() and cover.end_button.isVisible()
    w.done()  # Enter ends the turn
    QApplication.processEvents()
    assert cover.stage == "pass" and cover.geometry() == view




def test_a_new_game_keeps_the_autosaved_one_resumable_without_asking(
        qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """"Save the current game first? Save / Discard" was asked although every move is
    autosaved (and Discard lost nothing); the kept game is now reopened from the File menu."""
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path))

    def no_question(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        raise AssertionError("asked to save an autosaved game")

    monkeypatch.setattr(QMessageBox, "question", no_question)
    w = GameWindow(_setup("family", 2, seed=4), bot_delay_ms=None, autosave=True)
    qtbot.addWidget(w)
    w.show()
    first = ("place wood", "place clay", "place reed")
    for move in first:
        assert w.controller.play(move)
    assert w.maybe_save()
    assert "Resume an unfinished game" in w.statusBar().currentMessage()
    w.start(_setup("family", 3, seed=5), [None, None, None])
    assert w.controller.play("place fishing")
    w.resume_menu.aboutToShow.emit()  # the menu fills as it opens
    entries = [a for a in w.resume_menu.actions() if a.isEnabled()]
    assert len(entries) == 1 and entries[0].text().startswith("Mei, Jonas: round 1, started ")
    assert entries[0].text().endswith(" · family game · moves: 3")
    entries[0].trigger()
    assert [str(m) for m in w.controller.moves] == list(first)
    assert len(w.controller.state.players) == 2
    w.resume_menu.aboutToShow.emit()  # the game at the table is not offered; the other is
    assert [a.text() for a in w.resume_menu.actions()][0].startswith("Mei, Jonas, Ana: round 1")


def _bots_played_until(qtbot, done):  # noqa: ANN001, ANN202
    """A 2-player family game the heuristic plays for both seats until ``done(state, moves)``,
    opened in a shown window; returns the window, the state and the bot."""
    from agricola_qt.ai.heuristic_bot import HeuristicBot
    from agricola_qt.engine import apply, new_game

    s = _setup("family", 2, seed=3)
    state, bot, moves = new_game(s), HeuristicBot(), []
    while not done(state, moves):
        move = bot.choose(state)
        moves.append(move)
        state = apply(state, move)
    w = GameWindow(s, moves=moves, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.resize(1600, 950)
    w.show()
    qtbot.waitExposed(w)
    return w, state, bot


def test_the_decision_panel_shows_its_buttons_without_scrolling(qtbot) -> None:  # noqa: ANN001
    """Day Labourer's four goods and "At any time: turn a sheep into food" sat in a scrolled
    box a few lines high while the game log below had room to spare."""
    w, _state, _bot = _bots_played_until(
        qtbot, lambda state, _moves: (state.actor == 0 and state.frame is not None
                                      and state.frame.kind == "feed"))
    w.resizeDocks([w.chooser_dock, w.game_log], [150, 700], Qt.Orientation.Vertical)
    QApplication.processEvents()
    chooser = w.chooser
    assert chooser.buttons.count() >= 2
    assert chooser.scroll.height() >= chooser.buttons_box.sizeHint().height()
    assert not chooser.scroll.verticalScrollBar().isVisible()


def test_a_longer_list_of_buttons_gets_its_room_too(qtbot) -> None:  # noqa: ANN001
    """The panel measured a new list before Qt had shown its buttons, found it empty, and
    kept the box of the list before: "At any time: use Grocer" hid below a scroll bar."""
    # up to Mei's "Build rooms": one button (done)
    w, state, bot = _bots_played_until(qtbot, lambda _state, moves: len(moves) == 21)
    chooser = w.chooser
    before = chooser.buttons.count()
    w.resizeDocks([w.chooser_dock, w.game_log], [60, 800], Qt.Orientation.Vertical)
    QApplication.processEvents()
    assert w.controller.play(str(bot.choose(state)))  # the room: now more choices
    assert chooser.buttons.count() > before
    assert chooser.scroll.minimumHeight() >= chooser.buttons_box.sizeHint().height() > 0
    QApplication.processEvents()
    assert chooser.scroll.height() >= chooser.buttons_box.sizeHint().height()
    assert not chooser.scroll.verticalScrollBar().isVisible()


def test_the_score_line_follows_the_buttons_however_many_there_are(qtbot) -> None:  # noqa: ANN001
    """The button box took the room of a scroll area of its own (one button stood over
    empty space), and after a longer list the score line hung at the panel's foot."""
    w = _window(qtbot, _setup("full", 2))
    sit_down(w)
    chooser = w.chooser

    def gap() -> int:
        """From the lowest shown part above the score line (a hidden box keeps an old
        geometry) to the score line."""
        QApplication.processEvents()
        above = [wd for wd in (chooser.hint, chooser.reason, chooser.detail, chooser.scroll)
                 if wd.isVisible()]
        return chooser.score.geometry().top() - max(wd.geometry().bottom() for wd in above)

    assert w.controller.play("place occupation")
    assert chooser.buttons.count() >= 5 and 0 <= gap() <= 12
    from agricola_qt.ui.chooser import MARKED_SLACK

    # the buttons' height, and room for one of them marked (a thicker border) after it
    assert chooser.scroll.height() == chooser.buttons_box.sizeHint().height() + MARKED_SLACK
    w.controller.undo()  # no buttons: the box is empty, two spacings apart at most
    assert chooser.buttons.count() <= 1 and 0 <= gap() <= 16
    assert chooser.score.geometry().top() < chooser.height() / 2


def test_a_feeding_waiting_for_end_turn_stays_its_players_turn_on_the_table(qtbot) -> None:  # noqa: ANN001
    """After Mei fed her family the table already ringed Jonas's board and seat while the
    panel still asked Mei to end her turn (the engine moves on to the next feeder at once)."""
    from agricola_qt.ai.policy import decide

    w = _window(qtbot, _setup("family", 2), seats=[None, "heuristic"])
    c = w.controller
    for _ in range(400):
        QApplication.processEvents()
        if w.cover.active and w.cover.stage == "confirm":
            QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
            continue
        state = c.state
        if state.actor != 0:
            qtbot.waitUntil(lambda: c.state.actor == 0 or w.cover.active, timeout=5000)
            continue
        feeding = state.frame is not None and state.frame.kind == "feed"
        assert c.play(str(decide(state)))
        if feeding:
            break
    else:
        pytest.fail("Mei never fed her family")
    QApplication.processEvents()
    assert w.cover.stage == "confirm" and c.state.actor == 1  # the engine: Jonas feeds next
    assert w.scene.to_move == 0
    header = w.scene.header
    ringed = [k for k in range(2) if header._seat_signature(k)[1]]
    assert [header._seat_of(k) for k in ringed] == [0]
    QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
    assert w.scene.to_move == w.scene.state.actor


@pytest.mark.parametrize("coach", [False, True])
def test_the_decision_panel_gives_back_the_room_a_long_list_took(qtbot, coach: bool
                                                                 ) -> None:  # noqa: ANN001
    """Grown for seven occupations, the panel kept its height all game and the game log
    below it stayed short (also with the coach's panel shown between them: a tester's log
    was four lines tall for the rest of the game)."""
    from agricola_qt.engine import legal_moves

    w = _window(qtbot, _setup("full", 2, seed=5))
    sit_down(w)
    if coach:
        w.coach_panel.show()
    QApplication.processEvents()
    dock = w.chooser_dock

    def settled() -> int:
        for _ in range(4):
            QApplication.processEvents()
        return dock.height()

    rest = settled()
    c = w.controller
    assert c.play("place occupation")
    grown = settled()
    assert grown > rest + 10  # the occupations in hand, one button each
    occupation = next(m for m in legal_moves(c.state) if m.verb == "occupation")
    assert c.play(str(occupation))
    QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
    log = w.game_log.height()
    back = settled()
    assert back < grown and back <= rest + 12  # (Qt's splitter lands a few pixels off)
    assert w.game_log.height() >= log + (grown - back) - 12  # the room went to the log


def test_the_log_tells_the_next_round_only_after_end_turn(qtbot) -> None:  # noqa: ANN001
    """Mei's last person of a round, waiting for "End turn", already had the log print
    "Round 2 — new action: ..." while the table still showed round 1: the next round's card
    came out before she could still undo her move."""
    from agricola_qt.ai.policy import decide

    w = _window(qtbot, _setup("family", 2), seats=[None, "heuristic"])
    c = w.controller

    def shown() -> list[str]:
        return [w.game_log.list.item(k).text() for k in range(w.game_log.list.count())]

    for _ in range(400):
        QApplication.processEvents()
        if w.cover.active and w.cover.stage == "confirm":
            if c.state.round > w.scene.state.round:
                break  # Mei's move ended the round; the table shows the round it ended
            QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
            continue
        if c.state.actor != 0:
            qtbot.waitUntil(lambda: c.state.actor == 0 or w.cover.active, timeout=5000)
            continue
        assert c.play(str(decide(c.state)))
    else:
        pytest.fail("Mei never ended a round")
    header = next(line for line in reversed(w.game_log.lines) if line.kind == "round")
    assert header.text not in shown()
    assert shown()[-1] == next(line.text for line in reversed(w.game_log.lines)
                               if line.move == len(c.moves) - 1 and line.kind == "move")
    QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert header.text in shown()
    assert len(shown()) == len(w.game_log.lines) or c.state.actor != 0


def test_a_marked_button_does_not_push_the_last_answer_out_of_sight(qtbot) -> None:  # noqa: ANN001
    """With the keyboard ring's thicker border on "Build a room", "Cancel" slid half under
    the edge of the decision list (so did the lesson's and the hint's marks)."""
    from agricola_qt.ui.keyboard import RING_STYLE

    w = _window(qtbot, _setup("full", 2))
    sit_down(w)
    chooser = w.chooser
    assert w.controller.play("place occupation")
    QApplication.processEvents()
    first = chooser.buttons.itemAt(0).widget()
    first.setStyleSheet(RING_STYLE)
    QApplication.processEvents()
    assert chooser.scroll.height() >= chooser.buttons_box.sizeHint().height()


def test_an_answer_in_another_s_turn_is_not_called_the_end_of_a_turn(qtbot) -> None:  # noqa: ANN001
    """A person answering a card's question in a computer's turn (the Wood Merchant's offer),
    or feeding at a harvest, was told "Mei: your turn is done." with an End turn button."""
    from agricola_qt.engine.state import FEED, Frame
    from agricola_qt.engine.values import replace as evolve
    from agricola_qt.ui.handoff import HandoffCover, ending_of

    state = new_game(_setup("full", 2))
    assert ending_of(None, 0) == "turn" and ending_of(state, 0) == "turn"
    theirs = evolve(state, pending=(Frame("action", 1, space="wood"), Frame("card", 0)),
                    current=1)
    assert ending_of(theirs, 0) == "answer" and ending_of(theirs, 1) == "turn"
    # a card asking as another takes goods: no action frame at all (a pass-and-play tester
    # answering the Wood Buyer was still told "your turn is done")
    taking = evolve(state, pending=(Frame("card", 0),), current=1)
    assert ending_of(taking, 0) == "answer"
    assert ending_of(evolve(state, phase=FEED), 0) == "harvest"
    w = _window(qtbot, _setup("full", 2))
    cover = HandoffCover(w.view)
    cover.show_confirm("Mei", "answer")
    assert cover.label.text() == "Mei: your answer is given."
    assert cover.end_button.text() == "Go on (Enter)"
    cover.show_confirm("Mei", "harvest")
    assert cover.label.text() == "Mei: your part of the harvest is done."
    cover.show_confirm("Mei")
    assert (cover.label.text(), cover.end_button.text()) == ("Mei: your turn is done.",
                                                             "End turn (Enter)")


def test_a_finished_game_with_unsaved_moves_is_asked_about(qtbot, tmp_path,
                                                           monkeypatch) -> None:  # noqa: ANN001
    """A game opened from a file at round 8 and played to its end was replaced by File >
    Open without a word: Resume offers only unfinished games, so nothing would bring the
    ending back."""
    from pathlib import Path

    from PySide6.QtWidgets import QMessageBox

    from agricola_qt.records import load_game

    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path))
    asked: list[str] = []

    def question(parent, title, text, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        asked.append(text)
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", question)
    record, _ = load_game(Path(__file__).parent / "data" / "family-2p.agr")
    w = GameWindow(bot_delay_ms=None, autosave=True)
    qtbot.addWidget(w)
    w.start(record.setup, [None, None], moves=record.moves[:-1])
    assert w.controller.play(str(record.moves[-1]))
    assert w.controller.state.is_over
    # (the game is over: what saving it is for, "Save the current game first?" puzzled a
    # tester after the score sheet)
    assert not w.maybe_save() and asked == [
        "The game is over. Save it to a file, to replay or study it later?"]
    # a game from a file names the file Save writes into (a tester's checkpoint at round 12
    # was replaced by the finished game without a word of which file), and Enter saves a
    # new file, not into it (another tester's round-10 checkpoint was one Enter from gone)
    boxes: list[QMessageBox] = []

    def read(box: QMessageBox) -> int:
        boxes.append(box)
        box.button(QMessageBox.StandardButton.Cancel).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", read)
    w.path = tmp_path / "checkpoint.agr"
    assert not w.maybe_save()
    (box,) = boxes
    assert box.text() == "Save the current game into checkpoint.agr first?"
    assert box.defaultButton().text() == "Save as a new file…"
    assert "Save into checkpoint.agr" in [b.text() for b in box.buttons()]
    saved_as: list[bool] = []
    monkeypatch.setattr(GameWindow, "save_as",
                        lambda self, new_file=False: saved_as.append(new_file) or True)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: box.defaultButton().click() or 0)
    assert w.maybe_save() and saved_as == [True]
    assert not (tmp_path / "checkpoint.agr").exists()


def test_the_fences_prompt_says_how_to_back_out() -> None:
    """A player on Fences who cleared the plan found no Done and no word of Undo."""
    from agricola_qt.engine import apply
    from agricola_qt.ui.text import frame_hint
    from tests.cards.helpers import full_game, give

    state = apply(give(full_game(first=("fences",)), 0, wood=4), "place fences")
    assert state.frame is not None and state.frame.fences
    assert frame_hint(state).endswith("Undo (Ctrl+Z) takes the person back.")
    state = apply(state, "fence-add b1")
    assert "Undo" not in frame_hint(state)  # a plan to build: the way on is plain


def test_a_hand_off_says_why_when_it_is_not_a_turn() -> None:
    """Pass-and-play: "Pass to Jonas" read the same for his turn, a card of his asking in
    another's turn, and his feeding."""
    from agricola_qt.engine import apply
    from agricola_qt.engine.state import FEED
    from agricola_qt.engine.values import replace as evolve
    from agricola_qt.ui.handoff import handed_for
    from agricola_qt.ui.text import player_name
    from tests.cards.helpers import full_game, give, with_cards

    state = give(with_cards(full_game(), 1, "wood-buyer"), 1, food=1)
    assert handed_for(state, 0) == ""  # a turn: nothing more to say
    asked = apply(state, "place wood")
    mei, jonas = player_name(state, 0), player_name(state, 1)
    assert handed_for(asked, 1) == f"Wood Buyer asks {jonas} something on {mei}'s turn."
    assert handed_for(evolve(state, phase=FEED), 1) == f"The harvest: {jonas} feeds the family."


def test_a_sowing_on_a_field_card_is_not_listed_under_at_any_time() -> None:
    """"Sow grain on Acreage" stood under the "At any time" heading, beside conversions."""
    from agricola_qt.engine import Move
    from agricola_qt.ui.chooser import ANY_TIME_GROUP, button_order

    moves = [Move.parse(t) for t in ("convert grain", "sow 21 grain", "done")]
    ordered = sorted(moves, key=button_order)
    assert [m.verb for m in ordered] == ["done", "sow", "convert"]
    assert button_order(ordered[1])[0] < ANY_TIME_GROUP == button_order(ordered[2])[0]


def test_the_confirm_names_the_decision_just_made_not_the_one_before(qtbot) -> None:  # noqa: ANN001
    """A tester's placement in round 5 was told "your part of the harvest is done", and the
    feeding before it "your turn is done": while the stack pushed a decision, the table read
    what the turn ended from the decision before it."""
    import random

    from agricola_qt.engine import apply, legal_moves

    s = _setup("family", 2)
    state, moves, rng = new_game(s), [], random.Random(3)
    while not (state.phase == "feed" and state.actor == 0):
        move = rng.choice(legal_moves(state))
        state, moves = apply(state, move), [*moves, move]
    w = _window(qtbot, s, seats=[None, "heuristic"])
    w.start(s, seats=[None, "heuristic"], moves=moves)
    QApplication.processEvents()
    c = w.controller
    assert c.state.phase == "feed" and c.state.actor == 0
    assert c.play(next(m for m in c.legal() if m.verb == "feed"))
    QApplication.processEvents()
    assert w.cover.active and w.cover.stage == "confirm"
    assert w.cover.label.text().endswith("your part of the harvest is done.")


def test_a_feeding_that_turns_the_round_is_the_harvest_done_not_a_turn(qtbot) -> None:  # noqa: ANN001
    """The feeding of the person who starts the next round (alone at the table, or the
    starting player's token taken in the harvest's round) was asked with "your turn is done"
    and End turn (a newcomer, at round 13's harvest)."""
    import random

    from agricola_qt.engine import apply, legal_moves

    s = _setup("family", 1)
    state, moves, rng = new_game(s), [], random.Random(3)
    while state.phase != "feed":
        move = rng.choice(legal_moves(state))
        state, moves = apply(state, move), [*moves, move]
    w = _window(qtbot, s)
    w.start(s, moves=moves)
    QApplication.processEvents()
    c = w.controller
    assert c.play(next(m for m in c.legal() if m.verb == "feed"))
    QApplication.processEvents()
    assert c.state.phase == "work" and c.state.actor == 0  # the next round, begun
    assert w.cover.active and w.cover.stage == "confirm"
    assert w.cover.label.text() == "Mei: your part of the harvest is done."
    assert "next round begins" in w.cover.subtitle.text()


def test_a_card_short_of_food_the_goods_can_make_is_shown_greyed(qtbot) -> None:  # noqa: ANN001
    """Boar Breeding (1 food) showed only after a tester turned a vegetable into food by
    chance: with 0 food it was not among the minor improvements to choose from."""
    from agricola_qt.ui.chooser import Chooser, food_short_cards
    from agricola_qt.ui.controller import GameController
    from tests.cards.helpers import full_game, play, set_goods, with_hand

    state = with_hand(full_game(), 0, minors=("boar-breeding", "spices"))
    state = play(set_goods(state, 0, food=0, veg=1), "place starting-player")
    assert [(str(m), n) for m, n in food_short_cards(state)] == [("minor boar-breeding", 1)]
    chooser = Chooser(GameController(state))
    qtbot.addWidget(chooser)
    chooser.rebuild(state)
    button = chooser.button_for("minor boar-breeding")
    assert button is not None and not button.isEnabled()
    assert "1 food short" in button.toolTip()


def test_the_panel_asks_only_for_what_can_be_done_and_names_the_way_out() -> None:
    """"Drag grain or vegetables onto empty fields; bake bread" was said to a player with no
    oven, and Build Rooms with no room affordable offered no way out."""
    from agricola_qt.engine.grid import parse_cell
    from agricola_qt.engine.state import Frame
    from agricola_qt.ui.text import frame_hint
    from tests.cards.helpers import full_game, give, play, set_goods, with_farm

    state = with_farm(give(full_game(), 0, grain=1), 0, fields=1 << parse_cell("b1"))
    sowing = state.push(Frame("action", state.actor, sow=True, bake=True))
    assert "bake bread" not in frame_hint(sowing)  # no oven, no hearth
    assert "grain or vegetables" in frame_hint(sowing)
    # nothing left to sow: not an empty "Player 1: "
    bare = full_game().push(Frame("action", 0, sow=True))
    assert frame_hint(bare) == "Player 1: nothing more can be done here; end the action"
    rooms = play(set_goods(full_game(), 0, wood=3, reed=2), "place build-rooms")
    assert rooms.frame is not None and rooms.frame.need_one
    assert "Undo (Ctrl+Z) takes the person back" in frame_hint(rooms)
    # no room affordable: not asked to drag one (the stables still are)
    assert "room tiles" not in frame_hint(rooms) and "drag stables" in frame_hint(rooms)


def test_an_unfinished_solo_series_game_says_which_game_it_is(qapp) -> None:  # noqa: ANN001
    """The resume list said only "solo game" of a series' second game (a tester)."""
    from pathlib import Path
    from types import SimpleNamespace

    from agricola_qt.app.window_main import entry_kind
    from agricola_qt.engine.solo import SoloSeries

    series = SimpleNamespace(setup=SimpleNamespace(solo=SoloSeries(game=2)))
    entry = SimpleNamespace(variant="solo", record=series, path=Path("x.agr"))
    assert entry_kind(entry) == "solo series, game 2 (target 55)"  # type: ignore[arg-type]
    family = SimpleNamespace(variant="family", record=None, path=Path("y.agr"))
    assert entry_kind(family) == "family game"  # type: ignore[arg-type]


def test_a_card_s_own_action_does_not_offer_to_take_a_person_back() -> None:
    """The Plough Driver's plough as a round begins said "Undo (Ctrl+Z) takes the person
    back" though no person was placed (a tester ended the action unused)."""
    from agricola_qt.engine.rules import settle, start_round
    from agricola_qt.ui.text import frame_hint
    from tests.cards.helpers import full_game, give, play, with_cards, with_farm

    state = with_farm(give(with_cards(full_game(), 0, "plough-driver"), 0, food=2), 0,
                      house="stone")
    state = play(settle(start_round(state)), "choose plow")
    assert state.frame is not None and state.frame.space == "plough-driver"
    hint = frame_hint(state)
    assert hint.endswith("Undo (Ctrl+Z) takes back the answer to Plough Driver."), hint
    assert "person back" not in hint


def _on_fences(qtbot, state):  # noqa: ANN001, ANN202
    """A table on ``state`` (a 2-player full game, the person first) with the person placed
    on Fences, the fences about to be drawn."""
    from ui_helpers import table_window

    w = table_window(qtbot, state.setup)
    w.start(state.setup, seats=[None, "easy"], states=[state])
    w.view.fit()
    QApplication.processEvents()
    assert w.controller.play("place fences")
    QApplication.processEvents()
    return w


def test_a_click_on_an_animal_badge_plans_its_cell_while_fences_are_drawn(qtbot) -> None:  # noqa: ANN001
    """A click on a boar's badge in a stable planned nothing and said nothing (a tester);
    the click away from the badge planned the cell."""
    from ui_helpers import click

    from agricola_qt.engine.grid import parse_cell
    from tests.cards.helpers import cells, full_game, give, with_farm, with_space

    state = with_space(give(full_game(), 0, wood=10, boar=1), "fences")
    w = _on_fences(qtbot, with_farm(state, 0, stables=cells("b3")))
    [badge] = [t for t in w.scene.animals.visible_tokens(0) if t.animal == "boar"]
    click(w.view, badge.sceneBoundingRect().center())
    QApplication.processEvents()
    frame = w.controller.state.frame
    assert frame is not None and frame.plan >> parse_cell("b3") & 1


def test_an_animal_dragged_while_fences_are_drawn_moves_and_draws_no_fence(qtbot) -> None:  # noqa: ANN001
    """A drag from a sheep's badge on Fences drew a fence from the nearest corner (the
    badge let every press through to the cell under it): the sheep moves, as at any time."""
    from attrs import evolve
    from ui_helpers import drag

    from agricola_qt.engine.grid import boundary_edges
    from tests.cards.helpers import cells, full_game, give, with_space

    state = with_space(give(full_game(), 0, wood=10, sheep=3), "fences")
    farm = state.players[0].farm.with_fences(boundary_edges(cells("d1", "e1")))
    w = _on_fences(qtbot, state.with_player(0, evolve(state.players[0], farm=farm)))
    layer = w.scene.animals
    [badge] = [t for t in layer.visible_tokens(0) if t.animal == "sheep"]
    drag(w.view, [badge.sceneBoundingRect().center(), layer.place_scene_pos(0, "house")])
    QApplication.processEvents()
    assert layer.herds[0].group("house") == ("sheep", 1)
    assert not w.scene.fence_stroke.get(0)
    frame = w.controller.state.frame
    assert frame is not None and not frame.plan


def test_a_card_s_own_action_names_the_card_in_the_prompt() -> None:
    """A card's own action read like any other ("Mei: bake bread" at a harvest, a tester
    wondering why): the card that asks is named."""
    from agricola_qt.engine.state import Frame
    from agricola_qt.ui.text import frame_hint
    from tests.cards.helpers import full_game

    state = full_game().push(Frame("action", 0, plows=1, space="plough-driver"))
    assert frame_hint(state).endswith("(Plough Driver)"), frame_hint(state)
    placed = full_game().push(Frame("action", 0, plows=1, space="plow"))
    assert "(" not in frame_hint(placed)


def test_the_hint_at_a_hand_off_says_to_take_the_table_first(qtbot) -> None:  # noqa: ANN001
    """Asked while "Pass to Jonas" covered the table, the hint said "Hints are for a
    person's turn", and Jonas is a person (a tester); asked while a turn waits for End
    turn, it says to end it first."""
    w = _window(qtbot, _setup("full", 2))
    sit_down(w)
    assert w.controller.play("place wood")
    QApplication.processEvents()
    assert w.cover.stage == "confirm"
    w.ask_hint()
    assert w.statusBar().currentMessage().startswith("End the turn or undo it first")
    QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert w.cover.stage == "pass"
    w.ask_hint()
    assert w.statusBar().currentMessage().startswith("Take the table first")
    assert not w.hinter.thinking


def test_a_refusal_at_the_hand_off_is_gone_for_the_next_person(qtbot) -> None:  # noqa: ANN001
    """Undo pressed at "Pass to Jonas" was refused in red, and the red line was still in
    Jonas's panel once he took the table (a tester)."""
    w = _window(qtbot, _setup("full", 2))
    sit_down(w)
    assert w.controller.play("place wood")
    QApplication.processEvents()
    QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert w.cover.stage == "pass"
    # (the window's Undo reopens a turn nobody took yet: the controller's own refuses)
    w.controller.undo()
    QApplication.processEvents()
    assert not w.chooser.reason.isHidden()  # refused, and said in the panel
    QTest.mouseClick(w.cover, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert not w.cover.active and w.chooser.reason.isHidden()



def test_a_card_question_at_a_round_start_is_no_turn_to_end(qtbot) -> None:  # noqa: ANN001
    """The Wood Distributor asks at each round's start; answering it, a tester was asked to
    end a turn as well before the computers went on, every round.  The computers go on."""
    from agricola_qt.engine import apply, legal_moves
    from tests.cards.helpers import full_game, with_cards

    state = with_cards(full_game(), 1, "wood-distributor")
    while not (state.frame is not None and state.frame.space == "wood-distributor"):
        moves = legal_moves(state)
        placements = [m for m in moves if m.verb == "place" and m.args[0] != "wood"]
        state = apply(state, (placements or moves)[0])
    assert state.actor == 1 and state.current == 0 and state.round == 2
    seats = ["heuristic", None]
    w = _window(qtbot, state.setup, seats=seats)
    w.start(state.setup, seats=seats, states=[state])
    QApplication.processEvents()
    c = w.controller
    assert c.play("choose spread")
    QApplication.processEvents()
    assert not w.cover.active  # the computer placed, with no End turn asked
    assert any(p.placed for p in c.state.players)


def test_the_done_button_says_it_is_enters(qtbot) -> None:  # noqa: ANN001
    """A tester's Enter, meant as End turn after one bake of two, ended the bake: the Done
    button says Enter is its key, as End turn's does."""
    import random

    from PySide6.QtWidgets import QPushButton

    from agricola_qt.engine import apply, legal_moves

    s = _setup("family", 2)
    state, moves, rng = new_game(s), [], random.Random(5)
    while not any(m.verb == "done" for m in legal_moves(state)) or state.actor != 0:
        move = rng.choice(legal_moves(state))
        state, moves = apply(state, move), [*moves, move]
    w = _window(qtbot, s)
    w.start(s, moves=moves)
    QApplication.processEvents()
    layout = w.chooser.buttons
    captions = [layout.itemAt(i).widget().text() for i in range(layout.count())
                if isinstance(layout.itemAt(i).widget(), QPushButton)]
    assert "Done: end this action (Enter)" in captions


def test_majors_none_can_pay_for_are_said_so(qtbot) -> None:  # noqa: ANN001
    """At "1 Major or Minor Improvement" with no clay only the minor improvements were
    listed: a tester wondered whether majors could be bought there at all."""
    from PySide6.QtWidgets import QLabel

    from agricola_qt.engine import apply
    from tests.cards.helpers import full_game, give, with_hand

    def panel_words(state: object) -> list[str]:
        w.start(state.setup, states=[state])  # type: ignore[attr-defined]
        sit_down(w)
        QApplication.processEvents()
        layout = w.chooser.buttons
        return [layout.itemAt(i).widget().text() for i in range(layout.count())
                if isinstance(layout.itemAt(i).widget(), QLabel)]

    # a minor improvement to pay for (with nothing, the space cannot be taken)
    hand = with_hand(give(full_game(first=("improvement",)), 0, wood=1), 0,
                     minors=("fishing-rod",))
    w = _window(qtbot, hand.setup)
    words = panel_words(apply(hand, "place improvement"))
    assert any(t.startswith("Major improvements: none you can pay for now") for t in words)
    words = panel_words(apply(give(hand, 0, clay=5), "place improvement"))
    assert not any(t.startswith("Major improvements:") for t in words)


def test_save_over_a_write_protected_file_says_so_and_offers_another_name(
        qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """A tester's Ctrl+S replaced a read-only record without a word."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(
        box.text() + " " + box.informativeText()) or 0)
    kept = tmp_path / "kept.agr"
    other = tmp_path / "other.agr"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(other), ""))
    w = GameWindow(_setup("family", 2, seed=4), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    assert w.controller.play("place wood")
    kept.write_text("kept", encoding="utf-8")
    kept.chmod(0o444)
    w.path = kept
    assert w.save()
    assert kept.read_text(encoding="utf-8") == "kept"
    assert "write-protected" in shown[0] and "left as it was" in shown[0]
    assert w.path == other and other.read_text(encoding="utf-8").startswith("format:")


def test_a_full_disk_is_named_as_such_when_a_save_fails(qapp) -> None:  # noqa: ANN001, ARG001
    import errno

    from agricola_qt.ui.save_problem import save_problem

    assert save_problem(OSError(errno.ENOSPC, "No space left on device")) == "The disk is full."
    assert "permission" in save_problem(PermissionError(errno.EACCES, "Permission denied"))


def test_a_damaged_autosave_is_listed_under_resume_and_opens_what_reads(
        qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """A tester's autosave, cut short, vanished from File ▸ Resume without a word."""
    from agricola_qt.records.autosave import AutosaveStore

    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path))
    w = GameWindow(_setup("family", 2, seed=4), bot_delay_ms=None, autosave=True,
                   ask_to_save=False)
    qtbot.addWidget(w)
    for move in ("place wood", "place clay", "place reed"):
        assert w.controller.play(move)
    [entry] = AutosaveStore().unfinished()
    text = entry.path.read_text(encoding="utf-8")
    w.start(_setup("family", 3, seed=5), [None, None, None])
    entry.path.write_text(text[: len(text) * 2 // 3], encoding="utf-8")  # cut short
    w.resume_menu.aboutToShow.emit()
    [damaged] = [a for a in w.resume_menu.actions() if a.text().startswith("Damaged")]
    assert "open the moves that can be read" in damaged.text()
    opened: list[object] = []
    monkeypatch.setattr(w, "load", lambda path, resume=False: opened.append(path) or True)
    damaged.trigger()
    assert opened == [entry.path]


def test_an_offer_declined_for_the_game_is_not_asked_again(qtbot) -> None:  # noqa: ANN001, ARG001
    """A tester's Wood Buyer asked at every wood any computer took, 3-4 times a round."""
    from agricola_qt.ui.controller import GameController, declinable
    from tests.cards.helpers import full_game, give, with_cards

    state = give(with_cards(full_game(), 1, "wood-buyer"), 1, food=5)
    c = GameController(state, seats=[None, None], bot_delay_ms=None)
    assert c.play("place wood")
    assert c.state.frame is not None and c.state.frame.space == "wood-buyer"
    assert declinable(c.state)
    assert c.decline_for_the_game()
    assert str(c.moves[-1]) == "choose no" and c.state.frame is None
    c.undo()  # the answer, then the placement
    c.undo()
    assert c.moves == ()  # the wood taken again: "no" at once, as part of the placement
    assert c.play("place wood")
    assert [str(m) for m in c.moves] == ["place wood", "choose no"]
    assert c.state.frame is None and c.state.actor == 1


def test_declined_offers_ask_again_from_the_game_menu(qtbot) -> None:  # noqa: ANN001
    """A tester found no way back from "No, and do not ask again this game"."""
    from tests.cards.helpers import full_game, give, with_cards

    state = give(with_cards(full_game(), 1, "wood-buyer"), 1, food=5)
    w = GameWindow(state.setup, seats=[None, None], bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(state.setup, seats=[None, None], states=[state])
    c = w.controller
    assert c.play("place wood") and c.decline_for_the_game()
    assert c.declined == {(1, "wood-buyer")}
    game = next(a.menu() for a in w.menuBar().actions()
                if a.menu() is not None and w.ask_again_action in a.menu().actions())
    game.aboutToShow.emit()  # (as the menu opens: enabled while some offer is declined)
    assert w.ask_again_action.isEnabled()
    w.ask_again_action.trigger()
    assert not c.declined
    assert "Wood Buyer" in w.statusBar().currentMessage()


def test_a_declined_offer_marks_its_card_and_its_log_lines(qtbot) -> None:  # noqa: ANN001
    """A tester's declined offer left no mark on its card, and its log line read as any
    other "no"."""
    from tests.cards.helpers import full_game, give, with_cards

    state = give(with_cards(full_game(), 1, "wood-buyer"), 1, food=5)
    w = GameWindow(state.setup, seats=[None, None], bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(state.setup, seats=[None, None], states=[state])
    c = w.controller
    card = next(i for i in w.scene.cards.items if i.card_id == "wood-buyer" and not i.in_hand)
    assert c.play("place wood")
    assert not card.muted
    assert c.play("choose no")  # an ordinary "no": the card asks again next time
    assert not card.muted and not w.game_log.lines[-1].text.endswith("this game)")
    c.undo()
    assert c.decline_for_the_game()
    said = [line.text for line in w.game_log.lines if line.move == len(c.moves) - 1]
    assert said and said[0].endswith("(not asked again this game)")
    assert card.muted
    assert "for the rest of this game" in w.scene.cards._holding_note(card)
    w._ask_again()  # Game ▸ Ask again about offers answered for the game
    assert not card.muted
    w.game_log.retranslate()  # (the whole log worded again keeps the mark)
    assert any(line.text.endswith("(not asked again this game)") for line in w.game_log.lines)


def test_an_answer_in_a_computer_s_turn_needs_no_go_on(qtbot) -> None:  # noqa: ANN001
    """A tester clicked "Go on" after every answer to the Wood Buyer, at every wood taken."""
    from agricola_qt.engine import apply
    from tests.cards.helpers import full_game, give, with_cards

    state = give(with_cards(full_game(3), 2, "wood-buyer"), 2, food=5)
    seats = ["heuristic", "heuristic", None]  # another computer plays after the first
    w = GameWindow(state.setup, seats=seats, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.show()
    w.confirm_action.setChecked(True)
    assert state.actor == 0
    w.start(state.setup, seats=seats, states=[apply(state, "place wood")])
    QApplication.processEvents()
    c = w.controller
    assert c.state.frame is not None and c.state.frame.space == "wood-buyer"
    w.last_human = 2  # (as after the person's own turn before)
    assert c.play("choose no")
    QApplication.processEvents()
    assert not (w.cover.active and w.cover.stage == "confirm")
    assert c.can_undo()  # the answer can still be taken back


def test_the_hand_off_tells_what_the_others_did_since_your_last_turn(qtbot) -> None:  # noqa: ANN001
    """A couple at one laptop learnt what the other had done only from the log, a tab
    away: "Pass to Jonas" now lists the moves since Jonas last had the table."""
    w = _window(qtbot, _setup("full", 2))
    sit_down(w)
    first = w.controller.state.actor
    assert w.controller.play("place wood")
    QApplication.processEvents()
    QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert w.cover.stage == "pass" and w.cover.recap.isVisible()
    told = w.cover.recap.text().splitlines()
    assert told[0] == "Since your last turn:"
    assert any("3 Wood" in line and line.startswith("• ") for line in told), told
    sit_down(w)  # the other person plays; back to the first
    assert w.controller.play("place clay")
    QApplication.processEvents()
    QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert w.controller.state.actor == first and w.cover.stage == "pass"
    told = w.cover.recap.text().splitlines()
    assert any("1 Clay" in line for line in told) and not any("3 Wood" in line
                                                               for line in told), told
    sit_down(w)
    assert not w.cover.recap.isVisible()  # the table taken: the cover and its words gone


def test_undo_at_a_hand_off_nobody_has_taken_reopens_the_turn(qtbot) -> None:  # noqa: ANN001
    """A tester pressed Enter once too often: "Pass to Jonas" stood, nobody had seen the
    table, and Ctrl+Z said "the table was handed to the next person".  Before the table is
    taken, undo brings the turn back to its "End turn / Undo"; once taken, it is final."""
    w = _window(qtbot, _setup("full", 2))
    sit_down(w)
    first = w.controller.state.actor
    start = w.controller.state
    assert w.controller.play("place wood")
    QApplication.processEvents()
    QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert w.cover.stage == "pass"
    w._undo()
    QApplication.processEvents()
    assert w.cover.active and w.cover.stage == "confirm"  # the turn waits again
    assert w.scene.private_for == first
    assert w.controller.can_undo()
    QTest.mouseClick(w.cover.undo_button, Qt.MouseButton.LeftButton)  # and is taken back
    QApplication.processEvents()
    assert w.controller.state == start and not w.cover.active
    assert w.controller.play("place clay")  # played again, ended, and the table taken
    QApplication.processEvents()
    QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    sit_down(w)
    assert w.controller.state.actor != first
    w._undo()
    QApplication.processEvents()
    assert not w.cover.active and "handed to the next person" in (
        w.statusBar().currentMessage())


def test_an_offer_of_one_yes_may_be_accepted_for_the_game(qtbot) -> None:  # noqa: ANN001
    """The Fisherman asked "take double?" at every Fishing, and a tester wanted "always" (only
    "never" was offered): "Yes, and do not ask again this game" answers it from then on."""
    from tests.cards.helpers import full_game, with_cards

    state = with_cards(full_game(), 0, "fisherman")
    w = GameWindow(state.setup, seats=[None, None], bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(state.setup, seats=[None, None], states=[state])
    sit_down(w)
    c = w.controller
    assert c.play("place fishing")
    button = w.chooser.button_for("accept-game")
    assert button is not None and button.text() == "Yes, and do not ask again this game"
    button.click()
    assert str(c.moves[-1]).startswith("choose double")
    c.undo()  # the answer and the placement taken back: the answer stands all the same
    c.undo()
    assert c.state.frame is None and c.state.actor == 0
    assert c.play("place fishing")  # asked nothing: taken double by itself
    assert str(c.moves[-1]).startswith("choose double") and c.state.frame is None
    said = [line.text for line in w.game_log.lines if line.move == len(c.moves) - 1]
    assert said and said[0].endswith("(not asked again this game)")
    w._ask_again()  # Game ▸ Ask again about offers answered for the game
    c.undo()  # (the placement and its answer were one decision)
    assert c.state.frame is None
    assert c.play("place fishing") and c.state.frame is not None  # it asks again


def test_a_feeding_with_nothing_to_choose_is_made_at_a_pass_and_play_table(qtbot) -> None:  # noqa: ANN001
    """A couple was handed the laptop at every harvest to click "Feed the family (4 food)"
    with the food there and nothing to turn into food: the table feeds them, and says so."""
    from tests.cards.helpers import at_round, full_game, give

    state = give(give(at_round(full_game(), 4), 0, food=9), 1, food=9)
    w = GameWindow(state.setup, seats=[None, None], bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.confirm_action.setChecked(False)
    w.start(state.setup, seats=[None, None], states=[state])
    c = w.controller
    for space in ("wood", "clay", "reed", "fishing"):  # the round's four placements
        sit_down(w)
        assert c.play(f"place {space}")
        QApplication.processEvents()
    fed = [m for m in c.moves if m.verb == "feed"]
    assert len(fed) == 2  # both families fed by the table
    assert c.state.frame is None or c.state.frame.kind != "feed"
    assert sum("fed the family with" in line.text for line in w.game_log.lines) == 2
