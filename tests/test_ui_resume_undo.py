"""A game opened in progress keeps the undo history of the turn it was saved in.

It used to start with an empty history: a person who placed a worker, closed the game and
resumed it could not take the placement back, though the same table a minute before could.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import setup

from agricola_qt.app.window_main import GameWindow
from agricola_qt.records.autosave import AutosaveStore


def _window(qtbot, seats, tmp_path, monkeypatch) -> GameWindow:  # noqa: ANN001
    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path))
    w = GameWindow(setup(2, seed=3), seats=seats, bot_delay_ms=None, autosave=True,
                   ask_to_save=False)
    qtbot.addWidget(w)
    w.confirm_action.setChecked(False)
    assert w.controller.state.actor == 0
    return w


def _resumed(qtbot, w: GameWindow, confirm: bool = True) -> GameWindow:  # noqa: ANN001
    """The autosaved game, resumed in a new window (as after closing the program), its
    turns waiting for End turn or not (``confirm``)."""
    [entry] = AutosaveStore().unfinished()
    again = GameWindow(setup(1, seed=9), bot_delay_ms=None, autosave=True, ask_to_save=False)
    qtbot.addWidget(again)
    again.confirm_action.setChecked(confirm)
    assert again.resume_file(entry.path)
    assert again.controller.moves == w.controller.moves
    return again


def test_a_turn_saved_half_way_can_be_taken_back_after_resuming(qtbot, tmp_path,  # noqa: ANN001
                                                                monkeypatch) -> None:
    w = _window(qtbot, [None, "heuristic"], tmp_path, monkeypatch)
    before = w.controller.state
    assert w.controller.play("place plow")  # the plow still to be placed: the turn goes on
    assert w.controller.state.frame is not None and w.controller.state.actor == 0
    again = _resumed(qtbot, w)
    c = again.controller
    assert c.can_undo() and c.stack.isClean()  # nothing new to save
    assert again.undo_view.stack() is c.stack and c.stack.count() == 1
    assert c.stack.text(0) == "Place a person on Plough 1 Field"  # as the live table words it
    again.undo_action.trigger()
    assert c.moves == () and c.state == before
    assert not c.can_undo()  # no further back than the start of the game


def test_the_computers_replies_are_taken_back_with_the_last_decision(qtbot, tmp_path,  # noqa: ANN001
                                                                     monkeypatch) -> None:
    w = _window(qtbot, [None, "heuristic"], tmp_path, monkeypatch)
    assert w.controller.play("place fishing")  # a whole turn; the computer replies
    assert w.controller.state.actor == 0 and len(w.controller.moves) == 3  # plow, plow c1
    again = _resumed(qtbot, w)
    c = again.controller
    assert c.stack.count() == 1
    c.undo()
    assert c.moves == () and c.state.actor == 0


def test_a_turn_handed_to_another_person_starts_with_nothing_to_undo(qtbot, tmp_path,  # noqa: ANN001
                                                                     monkeypatch) -> None:
    w = _window(qtbot, [None, None], tmp_path, monkeypatch)
    assert w.controller.play("place fishing")
    assert w.controller.state.actor == 1
    again = _resumed(qtbot, w, confirm=False)
    assert again.controller.stack.count() == 0 and not again.controller.can_undo()


def test_a_heartland_turn_saved_half_way_can_be_taken_back_after_resuming(  # noqa: ANN001
        qtbot, tmp_path, monkeypatch) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from agricola_qt.heartland import Verb, legal_moves
    from agricola_qt.ui.heartland.window import HeartlandWindow
    from tests.test_ui_heartland import seed_starting

    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path))
    w = HeartlandWindow.new(2, seed_starting(0), ("Mei", "Jonas"), [None, None],
                            bot_delay_ms=0, autosave=True)
    qtbot.addWidget(w)
    c = w.controller
    start = c.state
    assert c.play(next(m for m in legal_moves(start) if m.verb is Verb.LARGE))
    assert c.play(legal_moves(c.state)[0])
    again = HeartlandWindow.resume(str(w.autosave_game.path), bot_delay_ms=0)
    qtbot.addWidget(again)
    assert again.controller.state == c.state and again.controller.stack.count() == 2
    assert again.table.undo_button.isEnabled()
    QTest.mouseClick(again.table.undo_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(again.table.undo_button, Qt.MouseButton.LeftButton)
    assert again.controller.state == start and again.controller.moves == ()
    assert not again.controller.can_undo()


def test_a_resumed_game_is_titled_by_when_it_began_not_unsaved(qtbot, tmp_path,  # noqa: ANN001
                                                               monkeypatch) -> None:
    w = _window(qtbot, [None, "heuristic"], tmp_path, monkeypatch)
    assert w.windowTitle().startswith("unsaved game")
    assert w.controller.play("place fishing")
    again = _resumed(qtbot, w)
    title = again.windowTitle()
    assert title.startswith("game started ") and title.endswith("(autosaved) — Agricola")
    again.start(setup(2, seed=4))  # a new game at that table has no such name
    assert again.windowTitle().startswith("unsaved game")


def test_the_history_s_first_row_after_a_hand_off_takes_back_nothing_earlier(  # noqa: ANN001
        qtbot, tmp_path, monkeypatch) -> None:
    """Found by a play-tester: in a game resumed half-way through a decision and played on
    into later rounds, clicking "(start of the turn)" in History took the table back to that old
    decision, cut the autosave back there and left the computer "playing" for ever."""
    from PySide6.QtWidgets import QApplication

    from agricola_qt.ai.heuristic_bot import HeuristicBot
    from agricola_qt.records import load_record

    w = _window(qtbot, [None, "heuristic"], tmp_path, monkeypatch)
    assert w.controller.play("place day-labourer")  # its choice still open
    again = _resumed(qtbot, w)
    again.confirm_action.setChecked(False)
    c = again.controller
    me = HeuristicBot()
    start_round = c.state.round
    while c.state.round < start_round + 2:
        assert c.state.actor == 0
        assert c.play(str(me.choose(c.state)))
        QApplication.processEvents()
    moves, state = c.moves, c.state
    assert not c.stack.isClean()  # emptied at the round's end, the history still unsaved
    again.undo_view.setCurrentIndex(again.undo_view.model().index(0, 0))  # "(start of the turn)"
    qtbot.wait(50)
    assert c.moves[:len(moves)] == moves and c.state.round == state.round
    saved = load_record(again.autosave_game.path)
    assert saved.moves[:len(moves)] == moves
    assert c.state.actor == 0 and not c.is_bot_turn()


def test_a_resumed_game_saves_again_to_the_file_it_was_saved_to(qtbot, tmp_path,  # noqa: ANN001
                                                                monkeypatch) -> None:
    """A play-tester saved as r3.agr, closed and resumed: the game came back untitled and
    Ctrl+S asked for a new file; and a game opened from a file was autosaved as begun when
    it was opened."""
    from agricola_qt.records import load_record

    w = _window(qtbot, [None, "heuristic"], tmp_path, monkeypatch)
    assert w.controller.play("place fishing")
    mine = tmp_path / "r3.agr"
    assert w.save_to(mine)
    from agricola_qt.app.window_main import offer_words

    [entry] = AutosaveStore().unfinished()
    assert offer_words(entry).startswith("r3.agr · ")  # File > Resume names the file
    assert w.controller.play("place wood")  # one decision more, not in r3.agr
    [entry] = AutosaveStore().unfinished()
    # the file holds an earlier point than the round offered (a tester opened the file and
    # found round 6 where the menu had said round 8)
    assert offer_words(entry).startswith("r3.agr and moves made after it was saved · ")
    again = _resumed(qtbot, w)
    assert again.path == mine and again.windowTitle() == "r3.agr* — Agricola"
    assert again.save()  # File > Save: no dialog, the same file
    assert load_record(mine).moves == again.controller.moves
    assert again.windowTitle() == "r3.agr — Agricola"
    # opened from that file and played on: the autosave keeps the date the game began
    third = GameWindow(setup(1, seed=9), bot_delay_ms=None, autosave=True, ask_to_save=False)
    qtbot.addWidget(third)
    assert third.load(mine)
    third.confirm_action.setChecked(False)
    assert third.controller.play("place grain")
    assert third.autosave_game.record.date == load_record(mine).date
    assert third.autosave_game.saved_as() == (mine, len(load_record(mine).moves))


def test_save_as_offers_a_name_of_the_day_and_the_players(qtbot, tmp_path,  # noqa: ANN001
                                                          monkeypatch) -> None:
    """Every game was offered as "game.agr"."""
    from datetime import date

    w = _window(qtbot, [None, "heuristic"], tmp_path, monkeypatch)
    names = ", ".join(w.controller.state.setup.names)
    assert w._file_name() == f"{date.today().isoformat()} {names}.agr"
    assert w.save_to(tmp_path / "mine.agr") and w._file_name() == "mine.agr"


def test_play_from_here_says_the_game_it_replaces_is_kept(qtbot, tmp_path,  # noqa: ANN001
                                                          monkeypatch) -> None:
    """A play-tester's game, saved, gave way to a replay's "Play from here" without a word."""
    w = _window(qtbot, [None, "heuristic"], tmp_path, monkeypatch)
    assert w.controller.play("place fishing")
    assert w.save_to(tmp_path / "mine.agr")  # nothing unsaved: no question, no word before
    w._play_from(w.controller.state.setup, [])
    assert w.controller.moves == ()
    assert "you were playing is kept" in w.statusBar().currentMessage()


def test_a_game_played_on_from_a_replay_is_autosaved_before_its_first_move(
        qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """A tester played on from a replay, quit before a move, and Resume had nothing."""
    w = _window(qtbot, [None, None], tmp_path, monkeypatch)
    assert w.controller.play("place fishing")
    moves = w.controller.moves
    w.controller.undo()
    assert w.save_to(tmp_path / "mine.agr")
    w._play_from(w.controller.state.setup, moves)
    assert w.branched and w.controller.moves == moves  # the other person's turn, no move
    again = _resumed(qtbot, w)
    assert [str(m) for m in again.controller.moves] == ["place fishing"]


def test_ctrl_z_with_nothing_to_undo_says_so(qtbot) -> None:  # noqa: ANN001
    """After a hand-off Ctrl+Z did nothing at all (the greyed Undo took the key): a newcomer
    who passed the laptop too fast got no word."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from ui_helpers import setup, table_window

    w = table_window(qtbot, setup(2))
    assert not w.controller.can_undo() and not w.undo_action.isEnabled()
    QTest.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "Nothing to undo" in w.statusBar().currentMessage()
    assert w.controller.play("place grain")
    assert w.undo_action.isEnabled() and not w.nothing_to_undo.isEnabled()


def test_a_click_on_a_space_places_the_person_to_move(qtbot) -> None:  # noqa: ANN001
    """A newcomer clicked the space, then the person and the space: nothing happened (only a
    drag placed a person)."""
    from PySide6.QtWidgets import QApplication
    from ui_helpers import click, setup, table_window

    w = table_window(qtbot, setup(2))
    me = w.controller.state.actor
    click(w.view, w.scene.space_item("grain").sceneBoundingRect().center())
    QApplication.processEvents()
    assert [str(m) for m in w.controller.moves] == ["place grain"]
    assert w.controller.state.players[me].goods.grain == 1
    # the turn waits for "End turn": a click elsewhere places nobody
    assert w.cover.active and w.scene.locked
    click(w.view, w.scene.space_item("wood").sceneBoundingRect().center())
    QApplication.processEvents()
    assert [str(m) for m in w.controller.moves] == ["place grain"]


def test_a_refusal_leaves_the_status_bar_once_the_table_moves(qtbot) -> None:  # noqa: ANN001
    """"Build room: c1 is not next to your house" stood on after the room was built."""
    from PySide6.QtWidgets import QApplication
    from ui_helpers import setup, table_window

    w = table_window(qtbot, setup(2))
    c = w.controller
    c.play("place grain")  # a person on the grain space
    QApplication.processEvents()
    if w.cover.active:
        w.cover.end_button.click()
        QApplication.processEvents()
    assert not c.play("place grain")  # taken: refused
    refusal = w.statusBar().currentMessage()
    assert refusal
    assert c.play("place wood")
    QApplication.processEvents()
    assert w.statusBar().currentMessage() != refusal


def test_a_click_on_a_person_says_how_to_place_them(qtbot) -> None:  # noqa: ANN001
    """A click on a person said "Drop the person on an action space" (no drop was made)."""
    from PySide6.QtWidgets import QApplication
    from ui_helpers import click, setup, table_window

    w = table_window(qtbot, setup(2))
    me = w.controller.state.actor
    person = next(p for p in w.scene.people[me] if not p.parked and not p.resting)
    click(w.view, person.sceneBoundingRect().center())
    QApplication.processEvents()
    assert "Click a free action space" in w.statusBar().currentMessage()
    assert not w.controller.moves


def test_a_turn_closed_at_end_turn_waits_for_it_again(qtbot, tmp_path,  # noqa: ANN001
                                                      monkeypatch) -> None:
    """A pass-and-play game closed while "End turn / Undo" was asked came back at the next
    person's turn, and Ctrl+Z refused: the finished turn waits for End turn again."""
    w = _window(qtbot, [None, None], tmp_path, monkeypatch)
    w.confirm_action.setChecked(True)
    before = w.controller.state
    assert w.controller.play("place fishing")
    assert w.cover.stage == "confirm" and w.controller.state.actor == 1
    again = _resumed(qtbot, w)
    c = again.controller
    assert again.cover.active and again.cover.stage == "confirm"
    assert c.can_undo() and c.stack.count() == 1
    assert again.scene.locked  # nothing of the next person's turn before End turn
    again.cover.undo_button.click()
    assert c.moves == () and c.state == before and not again.cover.active


def test_an_ended_turn_resumed_hands_on_after_end_turn(qtbot, tmp_path,  # noqa: ANN001
                                                       monkeypatch) -> None:
    w = _window(qtbot, [None, None], tmp_path, monkeypatch)
    w.confirm_action.setChecked(True)
    assert w.controller.play("place fishing")
    again = _resumed(qtbot, w)
    again.cover.end_button.click()
    assert not (again.cover.active and again.cover.stage == "confirm")
    assert again.controller.state.actor == 1 and not again.controller.can_undo()


def test_a_turn_ended_before_closing_is_not_asked_again(qtbot, tmp_path,  # noqa: ANN001
                                                        monkeypatch) -> None:
    """A tester pressed End turn, closed the window and resumed: the game asked again to end
    the turn already ended; it begins the next person's turn."""
    w = _window(qtbot, [None, None], tmp_path, monkeypatch)
    w.confirm_action.setChecked(True)
    assert w.controller.play("place fishing")
    QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert w.controller.state.actor == 1
    again = _resumed(qtbot, w)
    assert not (again.cover.active and again.cover.stage == "confirm")
    assert again.controller.state.actor == 1 and not again.controller.can_undo()


def test_a_game_taken_up_again_is_offered_first_next_time(qtbot, tmp_path,  # noqa: ANN001
                                                          monkeypatch) -> None:
    """A tester went back to an older unfinished game, closed the program, and the next
    start offered the other, newer game first."""
    import os

    first = _window(qtbot, [None, "heuristic"], tmp_path, monkeypatch)
    assert first.controller.play("place fishing")
    [older] = AutosaveStore().unfinished()
    os.utime(older.path, (older.modified - 100, older.modified - 100))
    second = GameWindow(setup(2, seed=5), bot_delay_ms=None, autosave=True, ask_to_save=False)
    qtbot.addWidget(second)
    second.confirm_action.setChecked(False)
    assert second.controller.play("place wood")
    assert AutosaveStore().unfinished()[0].path != older.path
    third = GameWindow(setup(1, seed=9), bot_delay_ms=None, autosave=True, ask_to_save=False)
    qtbot.addWidget(third)
    assert third.resume_file(older.path)
    assert AutosaveStore().unfinished()[0].path == older.path


def test_a_chinese_table_names_its_players_with_its_own_list_mark(qtbot, tmp_path,  # noqa: ANN001
                                                                   monkeypatch, language) -> None:  # noqa: ANN001
    """"2026-12-06 小梅, 阿明.agr": an English comma between Chinese names (a tester)."""
    from datetime import date

    assert language("zh_TW") == "zh_TW"
    w = _window(qtbot, [None, "heuristic"], tmp_path, monkeypatch)
    first, second = w.controller.state.setup.names[:2]
    assert w._file_name() == f"{date.today().isoformat()} {first}、{second}.agr"


def test_a_turn_closed_before_the_computers_replied_waits_for_end_turn_again(  # noqa: ANN001
        qtbot, tmp_path, monkeypatch) -> None:
    """A tester's program was stopped while "End turn / Undo" waited after a stable: resumed,
    the computers played on at once, the turn ended without being asked."""
    w = _window(qtbot, [None, "heuristic"], tmp_path, monkeypatch)
    w.confirm_action.setChecked(True)
    before = w.controller.state
    assert w.controller.play("place fishing")
    assert w.cover.stage == "confirm" and len(w.controller.moves) == 1
    again = _resumed(qtbot, w)
    c = again.controller
    QApplication.processEvents()
    assert again.cover.active and again.cover.stage == "confirm"
    assert len(c.moves) == 1 and again.scene.locked  # the computer waits
    again.cover.undo_button.click()
    assert c.moves == () and c.state == before
    assert c.play("place fishing")
    QTest.mouseClick(again.cover.end_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert len(c.moves) > 1 and c.state.actor == 0  # the computer replied


def test_a_tile_clicked_then_a_cell_clicked_builds_there(qtbot) -> None:  # noqa: ANN001
    """A trackpad player clicked the Room tile: "Drop the tile on a cell of your farmyard",
    and the tile did not stay chosen."""
    from PySide6.QtWidgets import QApplication
    from ui_helpers import click, setup, state_window

    from agricola_qt.engine import apply, new_game
    from agricola_qt.engine.grid import parse_cell
    from tests.cards.helpers import give

    s = setup(2, seed=1)
    state = apply(give(new_game(s), 0, wood=10, reed=4), "place build-rooms")
    assert state.actor == 0
    w = state_window(qtbot, state)
    w.confirm_action.setChecked(False)
    room = w.scene.tiles["room"]
    click(w.view, room.sceneBoundingRect().center())
    QApplication.processEvents()
    assert w.scene.chosen_tile == "room"
    assert "Click a lit cell" in w.statusBar().currentMessage()
    assert _framed(w, room)  # drawn as chosen (a tester could not tell which tile was in hand)
    assert not _framed(w, w.scene.tiles["stable"])
    farm = w.scene.farm_items[0]
    click(w.view, farm.cell_scene_center(parse_cell("a1")))  # a cell a stable could take too
    QApplication.processEvents()
    assert [str(m) for m in w.controller.moves][-1] == "room a1"
    assert w.scene.chosen_tile == ""
    assert not _framed(w, room)


def _framed(w, tile) -> bool:  # noqa: ANN001
    """Is the yellow frame of a chosen tile drawn just above the tile?"""
    from PySide6.QtCore import QPointF

    rect = tile.sceneBoundingRect()
    top = tile.scenePos().y() - 44 / 2  # the tile's upper edge (TILE)
    image = w.view.viewport().grab().toImage()
    for dy in (-1.5, -2.5, -3.0, -3.5, -4.5):
        at = w.view.mapFromScene(QPointF(rect.center().x(), top + dy))
        c = image.pixelColor(at)
        if c.red() > 200 and c.green() > 170 and c.blue() < 120:
            return True
    return False


def test_a_right_click_on_an_action_space_reads_it(qtbot) -> None:  # noqa: ANN001
    """A tester right-clicked "1 Building Resource" to learn what it gives: nothing happened
    (a left click placed a person there)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QToolTip
    from ui_helpers import setup, table_window

    w = table_window(qtbot, setup(2))
    space = w.scene.space_item("grain")
    at = w.view.mapFromScene(space.sceneBoundingRect().center())
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.RightButton,
                     Qt.KeyboardModifier.NoModifier, at)
    QApplication.processEvents()
    assert w.controller.moves == ()  # nobody placed
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    assert QToolTip.text() == space.toolTip() != ""
