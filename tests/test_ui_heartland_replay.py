"""Heartland in the app: autosave after every move, resume from the autosave folder, and the
replay viewer (steps forward and back, the table and the scores at each step)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from agricola_qt.heartland import legal_moves, seat_view
from agricola_qt.records.autosave import ENV_DATA_DIR, AutosaveStore
from agricola_qt.records.heartland import load_heartland
from agricola_qt.ui.heartland.replay import HeartlandReplay
from agricola_qt.ui.heartland.window import HeartlandWindow
from tests.test_ui_heartland import seed_starting


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(ENV_DATA_DIR, str(folder))
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    return folder


def autosaving(qtbot, seats=(None, None)) -> HeartlandWindow:  # noqa: ANN001
    w = HeartlandWindow.new(2, seed_starting(0), ("Mei", "Jonas"), list(seats),
                            bot_delay_ms=0, autosave=True)
    qtbot.addWidget(w)
    return w


def test_every_move_and_undo_is_autosaved_and_the_game_resumes(qtbot) -> None:  # noqa: ANN001
    w = autosaving(qtbot)
    assert AutosaveStore().files() == []  # no file for a game never played
    c = w.controller
    for _ in range(3):
        c.play(legal_moves(c.state)[0])
    path = w.autosave_game.path
    assert load_heartland(path)[0].moves == c.moves and len(c.moves) == 3
    c.undo()
    assert load_heartland(path)[0].moves == c.moves and len(c.moves) == 2
    entry = AutosaveStore().unfinished()[0]
    assert entry.path == path and entry.game == "heartland"
    again = HeartlandWindow.resume(str(path), bot_delay_ms=0)
    qtbot.addWidget(again)
    assert again.controller.state == c.state and again.path is None
    again.controller.play(legal_moves(again.controller.state)[0])
    assert load_heartland(path)[0].moves == again.controller.moves  # the same file goes on
    assert len(AutosaveStore().files()) == 1


def test_computer_moves_are_autosaved_too(qtbot) -> None:  # noqa: ANN001
    w = autosaving(qtbot, (None, "random"))
    c = w.controller
    while c.state.actor == 0:
        c.play(legal_moves(c.state)[0])
    qtbot.waitUntil(lambda: c.state.actor == 0, timeout=5000)
    assert load_heartland(w.autosave_game.path)[0].moves == c.moves


def _left_for_the_main_window(qtbot, moves: int):  # noqa: ANN001, ANN202
    """A Heartland game autosaved after ``moves`` moves, and an Agricola window to open it."""
    from agricola_qt.app.window_main import GameWindow

    w = autosaving(qtbot)
    for _ in range(moves):
        w.controller.play(legal_moves(w.controller.state)[0])
    main_window = GameWindow(bot_delay_ms=None, ask_to_save=False, autosave=True)
    qtbot.addWidget(main_window)
    return w, main_window


def test_the_game_window_resumes_a_heartland_autosave(qtbot) -> None:  # noqa: ANN001
    w, main_window = _left_for_the_main_window(qtbot, 4)
    assert main_window.load(w.autosave_game.path, resume=True) is True
    opened = main_window.findChildren(HeartlandWindow)
    assert len(opened) == 1 and opened[0].controller.state == w.controller.state
    assert opened[0].autosave_game.path == w.autosave_game.path


def test_the_resume_menu_lists_and_opens_a_heartland_game(qtbot) -> None:  # noqa: ANN001
    w, main_window = _left_for_the_main_window(qtbot, 3)
    main_window.resume_menu.aboutToShow.emit()
    [entry] = main_window.resume_menu.actions()
    assert entry.text().startswith("Mei, Jonas: round ")
    assert entry.text().endswith(" · Heartland · moves: 3")
    entry.trigger()
    [opened] = main_window.findChildren(HeartlandWindow)
    assert opened.controller.state == w.controller.state


def played(qtbot, moves: int = 40) -> tuple[HeartlandWindow, Path]:  # noqa: ANN001
    w = autosaving(qtbot)
    w.use_autosave = False
    for _ in range(moves):
        w.controller.play(legal_moves(w.controller.state)[0])
    return w, Path(str(w.path or ""))


def test_the_replay_viewer_steps_through_the_game(qtbot) -> None:  # noqa: ANN001
    w, _ = played(qtbot)
    viewer = w.replay_this()
    qtbot.addWidget(viewer)
    assert isinstance(viewer, HeartlandReplay)
    assert viewer.moves_list.count() == 41 and viewer.index == 0
    viewer.go(40)
    assert viewer.scene.controller.state == w.controller.state
    # two people at one screen, the game going on: no hand shown (as under the cover)
    seen = seat_view(w.controller.state, -1).state
    assert viewer.scene.board is not None and viewer.scene.board.state == seen
    viewer.show()
    qtbot.waitExposed(viewer)
    viewer.activateWindow()
    qtbot.waitUntil(viewer.isActiveWindow)
    QTest.keyClick(viewer.view, Qt.Key.Key_Left)
    assert viewer.index == 39 and viewer.scene.controller.state == viewer.states[39]
    QTest.keyClick(viewer.view, Qt.Key.Key_Right)
    assert viewer.index == 40
    score = w.controller.state.players[0].score
    assert f"Mei: {score} victory points" in viewer.scores.text()
    viewer.go(0)
    assert "Mei: 0 victory points" in viewer.scores.text()
    assert viewer.rounds.count() > 3  # "Jump to round…" and the rounds


def test_file_open_a_replay_of_a_heartland_record(qtbot, tmp_path: Path,  # noqa: ANN001
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    from agricola_qt.app.window_main import GameWindow

    w, _ = played(qtbot, 12)
    path = tmp_path / "h.agr"
    assert w.save_to(str(path))
    main_window = GameWindow(bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(main_window)
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (str(path), "")))
    main_window.open_replay()
    viewer = main_window.replay_viewer
    assert isinstance(viewer, HeartlandReplay) and len(viewer.states) == 13
    viewer.go(12)
    assert viewer.scene.controller.state == w.controller.state


def test_play_from_here_opens_a_heartland_window_at_that_step(qtbot) -> None:  # noqa: ANN001
    w, _ = played(qtbot, 20)
    viewer = w.replay_this()
    qtbot.addWidget(viewer)
    viewer.go(15)
    viewer._play_from_here()
    window = viewer.played_from_here
    qtbot.addWidget(window)
    assert window.controller.state == viewer.states[15]
    assert window.controller.moves == w.controller.moves[:15]


def test_play_from_here_takes_the_replayed_game_s_place_with_its_whole_file_menu(
        qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    """A tester's Play from here made a window over the replayed game's: its File menu had no
    New game, Open recent nor Resume, and closing it went back to the replayed game without
    a word.  It takes that game's place in the game window, says it is played on from the
    replay, and is not counted in Your results."""
    from PySide6.QtWidgets import QMenu

    from agricola_qt.app.heartland_hooks import open_if_heartland
    from agricola_qt.app.window_main import GameWindow
    from agricola_qt.ui.heartland.window import open_over

    w, _ = played(qtbot, 12)
    path = tmp_path / "h.agr"
    assert w.save_to(str(path))
    main_window = GameWindow(bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(main_window)
    main_window.show()
    assert open_if_heartland(main_window, path) is True
    [opened] = open_over(main_window)
    viewer = opened.replay_this()
    viewer.go(8)
    viewer._play_from_here()
    window = viewer.played_from_here
    assert open_over(main_window) == [window] and window is not opened
    assert window.parentWidget() is main_window and window.branched
    assert window.controller.state == viewer.states[8]
    assert "played on from a replay" in window.windowTitle()
    assert "not counted in Your results" in window.statusBar().currentMessage()
    file_menu = next(a.menu() for a in window.menuBar().actions()
                     if isinstance(a.menu(), QMenu))
    words = [a.text() for a in file_menu.actions()]
    assert "&New game…" in words and "Open &recent" in words


def test_the_replay_names_computers_as_computers(qtbot) -> None:  # noqa: ANN001
    """The replay called the computers of a game "person"."""
    from agricola_qt.heartland import apply, new_game
    from agricola_qt.records.heartland import HeartlandRecord
    from agricola_qt.records.model import Seat

    state = new_game(2, 5)
    states = [state]
    for _ in range(6):
        states.append(apply(states[-1], legal_moves(states[-1])[0]))
    moves = tuple(legal_moves(s)[0] for s in states[:-1])
    record = HeartlandRecord(2, 5, moves, (Seat("blue"), Seat("yellow", "bot", "hard")),
                             ("Mei", "Jonas"))
    viewer = HeartlandReplay(record, states)
    qtbot.addWidget(viewer)
    assert viewer.scene.levels == [None, "hard"]



def test_an_autosaved_game_is_left_without_the_save_question(qtbot, monkeypatch) -> None:  # noqa: ANN001
    """"Save the game before closing?" came up on New game, and a game the player then
    discarded was offered again at the next start: kept by the autosave, it is left as the
    game window leaves one, with a word of where it is."""
    from PySide6.QtWidgets import QMessageBox

    def no_question(*args, **kwargs):  # noqa: ANN002, ANN003, ANN202
        raise AssertionError("asked")

    monkeypatch.setattr(QMessageBox, "question", no_question)
    w = autosaving(qtbot)
    w.ask_to_save = True
    w.controller.play(legal_moves(w.controller.state)[0])
    assert w.autosave_game is not None
    assert w._may_leave()
    assert "Resume an unfinished game" in w.statusBar().currentMessage()


def test_a_finished_game_s_replay_ends_in_its_last_round_and_names_who_is_next(qtbot) -> None:  # noqa: ANN001
    """The replay of a finished game ended on "Round 15 begins", a round that never came, and
    said "Ana (computer) is playing…" while the player stepped through it."""
    from agricola_qt.heartland import apply, new_game
    from agricola_qt.records.heartland import HeartlandRecord
    from agricola_qt.records.model import Seat
    from agricola_qt.ui.heartland.replay import round_of

    state = new_game(2, 5)
    states, moves = [state], []
    while not states[-1].is_over:
        move = legal_moves(states[-1])[0]
        moves.append(move)
        states.append(apply(states[-1], move))
    record = HeartlandRecord(2, 5, tuple(moves), (Seat("blue"), Seat("yellow", "bot", "hard")),
                             ("Mei", "Jonas"))
    viewer = HeartlandReplay(record, states)
    qtbot.addWidget(viewer)
    last = round_of(states[-1])
    assert last == round_of(states[-2])  # the last move's round, not one more
    rounds = [viewer.rounds.itemText(i) for i in range(viewer.rounds.count())]
    assert f"Round {last + 1}" not in rounds and f"Round {last}" in rounds
    jonas = next(i for i, s in enumerate(states) if s.actor == 1 and not s.is_over)
    viewer.go(jonas)
    assert viewer.scores.text().startswith("Next: Player 2 (computer)")
    assert "is playing" not in viewer.scores.text()
    # what comes next is said: a scoring is no turn of its own ("Next: Mei" stood before it)
    scoring = next(i for i, s in enumerate(states) if s.step == "score" and s.actor == 0)
    viewer.go(scoring)
    assert viewer.scores.text().splitlines()[0] == "Next: Player 1 scores a field just laid."


def test_a_shown_replay_takes_the_keys(qtbot) -> None:  # noqa: ANN001
    """Without a window manager the keys stayed with the game's window: a tester's Left and
    Right did nothing in the replay until a click in its list."""
    w, _ = played(qtbot, 6)
    w.show()
    viewer = w.replay_this()
    qtbot.addWidget(viewer)
    qtbot.waitUntil(lambda: viewer.focusWidget() is viewer.view, timeout=2000)
    QTest.keyClick(viewer.view, Qt.Key.Key_Right)
    assert viewer.index == 1


def test_the_replay_s_footer_keeps_its_place_as_its_words_change(qtbot) -> None:  # noqa: ANN001
    """The slider and the round list moved with each step's words ("move 5 of 40" against
    "Round 2 begins (move 6 of 40)"), a tester."""
    w, _ = played(qtbot, 40)
    viewer = w.replay_this()
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    starts = set(viewer.round_starts)
    plain = next(i for i in range(1, 40) if i not in starts)
    viewer.go(0)
    QApplication.processEvents()
    left = viewer.slider.geometry().left(), viewer.slider.width()
    viewer.go(plain)
    QApplication.processEvents()
    assert "begins" not in viewer.position.text()
    assert (viewer.slider.geometry().left(), viewer.slider.width()) == left


def test_the_replay_frames_the_tiles_just_laid(qtbot) -> None:  # noqa: ANN001
    """At the table a computer's last tiles are framed in its colour; the replay framed none,
    a person's move or a computer's (a tester)."""
    from agricola_qt.heartland import Verb

    w, _ = played(qtbot, 20)
    viewer = w.replay_this()
    qtbot.addWidget(viewer)
    laid = next(i for i, m in enumerate(viewer.moves) if m.verb is Verb.LARGE)
    viewer.go(laid + 1)
    seat = viewer.states[laid].actor
    board = viewer.scene.board
    assert board is not None and viewer.moves[laid].square in board.recent.get(seat, ())
    viewer.go(0)
    assert not viewer.scene.board.recent


def test_the_start_screen_names_heartland_behind_its_resume_question(
        qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    """"Agricola" stood in large letters behind "Resume your unfinished game? … Heartland"."""
    from PySide6.QtWidgets import QMessageBox

    from agricola_qt.app import window_main

    _, main_window = _left_for_the_main_window(qtbot, 3)
    named: list[bool] = []

    def no(*_args: object) -> QMessageBox.StandardButton:
        named.append(main_window.curtain.heartland)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", no)
    with window_main.start_curtain(main_window):
        assert not window_main._resume_offer(main_window)
    assert named == [True] and not main_window.curtain.heartland
