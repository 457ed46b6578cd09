"""Whole games through the controller, pass-and-play privacy, the replay viewer, rendering."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from ui_helpers import drag, random_states, setup

from agricola_qt.app.cli import main
from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import apply, new_game, scores
from agricola_qt.ui.replay_viewer import ReplayViewer
from agricola_qt.ui.text import card_name


def test_a_full_two_player_family_game_to_the_score_sheet(qtbot) -> None:  # noqa: ANN001
    w = GameWindow(setup(2, seed=11), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    c = w.controller
    rng = random.Random(5)
    first = c.state
    assert first.round == 1 and first.frame is None
    while not c.state.is_over:
        moves = c.legal()
        assert moves, "a live game always has a legal move"
        assert c.play(str(moves[rng.randrange(len(moves))]))
    assert w.score_dialog is not None
    table = w.score_dialog.table
    sheets = scores(c.state)
    for i, sheet in enumerate(sheets):
        assert table.item(table.rowCount() - 1, i).text() == str(sheet.total)
    replayed = new_game(first.setup)
    for move in c.moves:
        replayed = apply(replayed, move)
    assert replayed == c.state
    # a new game: the last game's sheet closes with it (it stayed over the new table)
    sheet = w.score_dialog
    w.show()
    sheet.show()
    assert sheet.isVisible()
    w.start(setup(2, seed=12))
    assert not sheet.isVisible() and w.score_dialog is None


def test_hand_off_hides_the_other_players_hand(qtbot) -> None:  # noqa: ANN001
    w = GameWindow(setup(2, seed=3, family=False), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.resize(1600, 950)
    w.show()
    state = w.controller.state
    first, second = state.actor, 1 - state.actor
    hands = [[card_name(x) for x in (*p.occupations, *p.minors)] for p in state.players]
    assert hands[0] and hands[1]
    farms = w.scene.farm_items
    # the game opens on the hand-off screen: whoever started it does not see the first hand
    assert w.cover.active and w.cover.stage == "pass"
    assert not any(name in farms[first].cards_text() for name in hands[first])
    QTest.mouseClick(w.cover, Qt.MouseButton.LeftButton)
    assert hands[first][0] in farms[first].cards_text()  # your own hand, on your turn
    assert hands[second][0] not in farms[second].cards_text()
    w.view.fit()
    person = w.scene.home_people(first)[0]
    drag(w.view, [person.scenePos(), w.scene.space_item("day-labourer")
                  .sceneBoundingRect().center()])
    assert w.controller.state.actor == second
    assert w.cover.active and w.cover.stage == "confirm"
    QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
    assert w.cover.active and w.cover.stage == "pass"
    shot = w.grab()
    assert not shot.isNull()
    for farm in farms:
        text = farm.cards_text()
        assert not any(name in text for name in hands[0] + hands[1])
    assert w.chooser.buttons.count() == 0  # no card buttons behind the cover
    QTest.mouseClick(w.cover, Qt.MouseButton.LeftButton)
    assert not w.cover.active
    assert hands[second][0] in farms[second].cards_text()
    assert hands[first][0] not in farms[first].cards_text()


def test_no_hand_off_when_the_same_person_plays_on(qtbot) -> None:  # noqa: ANN001
    """With the other person out of people the next turn is the same person's: "Pass to
    Mei" stood on the table for Mei herself (a pass-and-play tester)."""
    from attrs import evolve

    s = setup(2, seed=3, family=False)
    w = GameWindow(s, bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.resize(1600, 950)
    w.show()
    state = w.controller.state
    first, second = state.actor, 1 - state.actor
    state = state.with_player(second, evolve(state.players[second], placed=2))
    w.start(s, seats=[None, None], states=[state])
    assert w.cover.active and w.cover.stage == "pass"
    QTest.mouseClick(w.cover, Qt.MouseButton.LeftButton)
    w.view.fit()
    person = w.scene.home_people(first)[0]
    drag(w.view, [person.scenePos(), w.scene.space_item("day-labourer")
                  .sceneBoundingRect().center()])
    assert w.controller.state.actor == first
    assert w.cover.active and w.cover.stage == "confirm"  # the turn still waits for End turn
    QTest.mouseClick(w.cover.end_button, Qt.MouseButton.LeftButton)
    assert not w.cover.active
    hand = [card_name(x) for x in (*state.players[first].occupations,
                                    *state.players[first].minors)]
    assert hand[0] in w.scene.farm_items[first].cards_text()


def test_replay_viewer_step_n_shows_the_engine_state_after_n_moves(qtbot) -> None:  # noqa: ANN001
    start = new_game(setup(3, seed=8))
    moves, states = random_states(start, 90, seed=4)
    viewer = ReplayViewer(start.setup, moves, states)
    qtbot.addWidget(viewer)
    for n in (0, 1, 37, len(moves)):
        viewer.slider.setValue(n)
        expected = start
        for move in moves[:n]:
            expected = apply(expected, move)
        assert viewer.scene.state == expected
        assert viewer.moves_list.currentRow() == n
    viewer.moves_list.setCurrentRow(12)
    assert viewer.scene.state == states[12]
    # the round list names the round shown (it kept a round chosen before, after End)
    for n in (0, 12, len(moves)):
        viewer.go(n)
        assert viewer.rounds.currentText() == f"Round {states[n].round}"
    viewer.go(12)
    got = []
    viewer.play_from_here.connect(lambda s, m: got.append((s, m)))
    viewer._play_from_here()
    assert got and got[0][1] == moves[:12]


def test_render_command_writes_a_png(tmp_path) -> None:  # noqa: ANN001
    out = tmp_path / "board.png"
    assert main(["render", "--new", "--players", "5", "--seed", "3", "--moves", "30",
                 "--out", str(out), "--width", "1200"]) == 0
    image = QImage(str(out))
    assert image.width() == 1200 and image.height() > 400


def test_render_command_reads_a_record_and_refuses_bad_input(tmp_path, capsys) -> None:  # noqa: ANN001
    from agricola_qt.records.agr import save_game

    start = new_game(setup(2, seed=2))
    moves, _ = random_states(start, 20, seed=1)
    record = tmp_path / "game.agr"
    save_game(record, start.setup, moves)
    out = tmp_path / "move5.png"
    assert main(["render", str(record), "--move", "5", "--out", str(out)]) == 0
    assert QImage(str(out)).width() == 1920
    assert main(["render", str(record), "--move", "999", "--out", str(out)]) == 2
    bad = tmp_path / "bad.agr"
    bad.write_text("not a record\n")
    assert main(["render", str(bad), "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert "render:" in err and "Traceback" not in err


def test_replay_home_end_and_close(qtbot) -> None:  # noqa: ANN001
    """A play-tester found End and Home did nothing in a replay, and no way to close a
    replay window left over from an earlier game."""
    from PySide6.QtWidgets import QPushButton

    start = new_game(setup(2, seed=8))
    moves, states = random_states(start, 30, seed=4)
    viewer = ReplayViewer(start.setup, moves, states)
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    viewer.activateWindow()
    qtbot.waitUntil(viewer.isActiveWindow)
    viewer.view.setFocus()  # the table has the focus: not the list's own Home and End
    QTest.keyClick(viewer.view, Qt.Key.Key_End)
    assert viewer.index == len(moves) and viewer.scene.state == states[-1]
    QTest.keyClick(viewer.view, Qt.Key.Key_Home)
    assert viewer.index == 0
    close = next(b for b in viewer.findChildren(QPushButton) if b.text() == "Close")
    QTest.mouseClick(close, Qt.MouseButton.LeftButton)
    assert not viewer.isVisible()


def test_a_score_estimate_looked_at_does_not_keep_the_final_sheet_away(qtbot) -> None:  # noqa: ANN001
    """A solo player looked at Game > Score estimate during the game; at the end the sheet
    did not open and the panel said "see the score sheet" with no way to it."""
    w = GameWindow(setup(1, seed=7), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.show()
    c = w.controller
    rng = random.Random(3)
    def move() -> None:
        assert c.play(str(rng.choice(c.legal())))
        if w.cover.active and w.cover.stage == "confirm":  # "End turn", as a player would
            w.cover.end_button.click()

    for _ in range(30):
        move()
    w.show_scores()  # the estimate, mid-game
    estimate = w.score_dialog
    assert estimate is not None and not estimate.state.is_over
    # it follows the game (a tester's stayed open, several moves behind)
    estimate.move(estimate.x() + 40, estimate.y() + 30)
    where = estimate.pos()
    move()
    assert w.score_dialog is not estimate and not estimate.isVisible()
    assert w.score_dialog.isVisible() and w.score_dialog.state is w._shown(c.state)
    assert w.score_dialog.pos() == where
    # opened from the menu it takes the keyboard; followed, it leaves the keyboard where it
    # was (a sheet taking it at each computer's move would steal the player's keys)
    from PySide6.QtCore import Qt

    assert not estimate.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
    assert w.score_dialog.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating) is (
        not estimate.isActiveWindow())
    while not c.state.is_over:
        move()
    qtbot.waitUntil(lambda: w.score_dialog is not None and w.score_dialog.state.is_over
                    and w.score_dialog.isVisible(), timeout=20000)
    final = w.score_dialog
    final.close()
    [button] = [w.chooser.buttons.itemAt(i).widget() for i in range(w.chooser.buttons.count())
                if w.chooser.buttons.itemAt(i).widget().property("move") == "scores"]
    button.click()
    assert w.score_dialog is not final and w.score_dialog.isVisible()
    assert w.score_dialog.state is c.state


def test_play_from_here_keeps_colours_and_gives_a_computers_game_a_person(qtbot) -> None:  # noqa: ANN001
    """Play from here dealt the colours anew (red became blue), and in a game of computers
    only the computers played it to the end at once."""
    from pathlib import Path

    w = GameWindow(bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    assert w.load(Path(__file__).parent / "data" / "full-4p.agr")
    colours = tuple(w.scene.colours)
    assert all(w.controller.seats)  # four computers
    viewer = w.replay_this()
    qtbot.addWidget(viewer)
    viewer.go(200)
    viewer._play_from_here()
    c = w.controller
    assert len(c.moves) == 200 and not c.state.is_over
    assert tuple(w.scene.colours) == colours
    assert c.seats[c.state.actor] is None and sum(s is None for s in c.seats) == 1
    assert "seat from here" in w.statusBar().currentMessage()
    # the title and the name offered to save it say so (it was offered the name of the
    # game it came from, and only the status bar told, a tester)
    n = c.state.round
    assert w.windowTitle().startswith(f"played on from round {n} of a replay")
    assert w._file_name().endswith(f"(played on from round {n}).agr")


def test_a_replay_shows_each_steps_animals_as_the_game_built_them(qtbot) -> None:  # noqa: ANN001
    """A jump in the replay rearranged the animals from the step shown before: a tester's
    boar and cattle had swapped stable and house against what they saw while playing."""
    from agricola_qt.ai.heuristic_bot import HeuristicBot
    from agricola_qt.ui.scene import TableScene

    state = new_game(setup(2, seed=3))
    bots = [HeuristicBot(seed=1), HeuristicBot(seed=2)]
    states, moves = [state], []
    while not state.is_over:
        move = bots[state.actor].choose(state)
        state = apply(state, move)
        states.append(state)
        moves.append(move)
    table = TableScene(states[0])  # the table follows the game step by step
    at_table = []
    for s in states:
        table.set_state(s)
        at_table.append(dict(table.animals.herds))
    viewer = ReplayViewer(states[0].setup, moves, states)
    qtbot.addWidget(viewer)
    checked = 0
    for k in range(len(states) - 1, 0, -7):  # jumps back from the end
        viewer.go(len(states) - 1)
        viewer.go(k)
        assert viewer.scene.animals.herds == at_table[k], k
        checked += any(h.totals() != (0, 0, 0) for h in at_table[k].values())
    assert checked >= 5  # steps with animals on the farms
