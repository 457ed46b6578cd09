"""Game ▸ Your results: a game finished at the table is counted once and shown."""

from __future__ import annotations

import random

from ui_helpers import setup

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import legal_moves, scores
from agricola_qt.records.results import ResultBook
from agricola_qt.ui.results_dialog import ResultsDialog


def _finished_here(qtbot, tmp_path, monkeypatch) -> GameWindow:  # noqa: ANN001
    """A window that keeps results, its game against the easy computer played to the end
    by random moves of the person's."""
    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path))
    w = GameWindow(setup(2, seed=4), seats=[None, "heuristic"], autosave=True,
                   bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.confirm_action.setChecked(False)
    c = w.controller
    rng = random.Random(2)
    while not c.state.is_over:
        assert c.state.actor in c.humans
        options = legal_moves(c.state)
        assert c.play(options[rng.randrange(len(options))])
    return w


def test_a_game_finished_at_the_table_is_counted_once_and_shown(qtbot, tmp_path,  # noqa: ANN001
                                                                 monkeypatch) -> None:
    w = _finished_here(qtbot, tmp_path, monkeypatch)
    c = w.controller
    totals = [s.total for s in scores(c.state)]
    [result] = ResultBook().results()
    # the score sheet names the record against this computer under the winner
    won = totals[0] >= totals[1]
    assert w.score_dialog is not None and w.score_dialog.record is not None
    assert w.score_dialog.record.text() == f"Against the computer (easy): won {int(won)} of 1"
    assert [(s.name, s.seat, s.score) for s in result.seats] == [
        ("Mei", "human", totals[0]), ("Jonas", "easy", totals[1])]
    # the finished game opened again is not a second result
    w.start(c.state.setup, [None, "heuristic"], c.moves)
    w._state_changed(w.controller.state)
    assert len(ResultBook().results()) == 1

    shown: list[ResultsDialog] = []
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: shown.append(self) or 0)
    w.show_results()
    [dialog] = shown
    qtbot.addWidget(dialog)
    assert "Games finished: 1" in dialog.summary.text()
    assert f"Against the computer (easy): won {int(won)} of 1" in dialog.summary.text()
    assert f"family game: {totals[0]}" in dialog.summary.text()
    row = [dialog.table.item(0, col).text() for col in range(4)]
    assert row[1] == "Family game"
    assert row[2] == f"Mei {totals[0]} · Jonas (easy) {totals[1]}"
    assert row[3] in (("Won", "Shared win") if won else ("Lost",))


def test_a_game_played_on_from_a_replay_is_not_counted_again(qtbot, tmp_path,  # noqa: ANN001
                                                             monkeypatch) -> None:
    """A tester tied a game, played its last round again from the review, and their record
    read "won 2 of 2": another ending of a game already played is not one more game."""
    w = _finished_here(qtbot, tmp_path, monkeypatch)
    c = w.controller
    assert len(ResultBook().results()) == 1
    moves = list(c.moves)
    w._play_from(c.state.setup, moves[:-12], seats=[None, "heuristic"])
    c = w.controller
    while not c.state.is_over:
        options = legal_moves(c.state)
        assert c.play(options[-1])  # other moves than the game's own
    assert list(c.moves) != moves
    assert len(ResultBook().results()) == 1
    assert w.score_dialog is not None and w.score_dialog.record is not None
    assert w.score_dialog.record.text() == ("Played on from a replay: not counted in Your "
                                            "results.")


def test_with_no_games_the_results_say_how_they_fill(qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path))
    dialog = ResultsDialog(ResultBook().results())
    qtbot.addWidget(dialog)
    assert dialog.summary.text().startswith("No games finished yet.")
    assert not dialog.table.isVisibleTo(dialog) and dialog.table.rowCount() == 0


def test_a_heartland_game_finished_at_its_table_is_counted(qtbot, tmp_path,  # noqa: ANN001
                                                            monkeypatch) -> None:
    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path))
    from agricola_qt.heartland import apply as play
    from agricola_qt.heartland import legal_moves as heartland_moves
    from agricola_qt.heartland import new_game as new_heartland
    from agricola_qt.heartland import results
    from agricola_qt.ui.heartland.window import HeartlandWindow

    w = HeartlandWindow.new(2, 7, ("Mei", "Kofi"), [None, None], bot_delay_ms=0,
                            autosave=True)
    qtbot.addWidget(w)
    c = w.controller
    state, moves = new_heartland(2, 7, ("Mei", "Kofi")), []
    while True:  # to a few moves before the end, away from the table
        move = heartland_moves(state)[0]
        after = play(state, move)
        if after.is_over:
            break
        state, moves = after, [*moves, move]
    c.show(state, tuple(moves))
    assert ResultBook().results() == []
    while not c.state.is_over:
        assert c.play(heartland_moves(c.state)[0])
    [result] = ResultBook().results()
    assert result.variant == "heartland"
    assert [(s.name, s.seat, s.score) for s in result.seats] == [
        ("Mei", "human", results(c.state)[0].total), ("Kofi", "human", results(c.state)[1].total)]
    best = max(s.score for s in result.seats)
    shown: list[ResultsDialog] = []
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: shown.append(self) or 0)
    [action] = [a for m in w.menuBar().actions() for a in m.menu().actions()
                if a.text() == "Your &results…"]
    action.trigger()  # File ▸ Your results, in the Heartland window itself
    [dialog] = shown  # a child of the window: closed with it
    assert f"Heartland: {best}" in dialog.summary.text()
    assert dialog.table.item(0, 1).text() == "Heartland"


def test_a_lost_game_of_three_or_more_says_where_the_person_came() -> None:
    """"Lost" alone said nothing of 2nd or 5th place in a 5-player game."""
    from agricola_qt.records.results import HUMAN, GameResult, SeatResult
    from agricola_qt.ui.results_dialog import outcome_words

    seats = (SeatResult("Mei", HUMAN, 18, False), SeatResult("Jonas", "easy", 25, False),
             SeatResult("Ana", "medium", 6, False), SeatResult("Kofi", "hard", 24, False),
             SeatResult("Lena", "expert", 34, True))
    result = GameResult("k", "2026-12-05 08:00", "family", seats)
    assert outcome_words(result) == "lost — place 4 of 5"
    two = GameResult("k", "2026-12-05 08:00", "family", seats[:1] + seats[-1:])
    assert outcome_words(two) == "lost"


def test_a_computer_beaten_in_a_game_another_won_is_counted_as_beaten() -> None:
    """A tester beat the Hard computer 34-25 while the Expert won, and the results said
    "Against the computer (hard): won 0 of 1" and no more."""
    from agricola_qt.records.results import HUMAN, GameResult, SeatResult, tally
    from agricola_qt.ui.results_dialog import standing_lines

    seats = (SeatResult("Mei", HUMAN, 34, False), SeatResult("Jonas", "hard", 25, False),
             SeatResult("Ana", "expert", 42, True))
    lines = standing_lines(tally([GameResult("k", "2026-12-06 08:00", "full", seats)]))
    assert lines == ["Against the computer (hard): won 0 of 1; you finished ahead of it (or level) "
                     "in 1 of them",
                     "Against the computer (expert): won 0 of 1"]


def test_the_guided_first_game_is_not_counted(qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """A newcomer's record began "won 0 of 1": the lesson's game, lost to the easy computer
    after the guided rounds, had been counted as a game."""
    finished = _finished_here(qtbot, tmp_path, monkeypatch)
    assert len(ResultBook().results()) == 1
    w = GameWindow(setup(2, seed=4), seats=[None, "heuristic"], autosave=True,
                   bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.learn_to_play(resume=False)
    assert w._lesson_game()
    over = finished.controller.state  # a finished game's state, as the lesson's would be
    w._record_result(over)
    assert len(ResultBook().results()) == 1
    assert w._record_words(over) == "The guided first game: not counted in Your results."
