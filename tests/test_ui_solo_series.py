"""A solo series game says what it asks for while it is played, and nobody "wins" it."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from ui_helpers import random_states

from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import new_game, new_setup, scores
from agricola_qt.engine.solo import SoloSeries
from agricola_qt.ui.score_sheet import ScoreSheetDialog


def _solo(game: int = 1):  # noqa: ANN202
    series = SoloSeries(game=game) if game > 1 else None
    return new_setup(1, family=False, seed=3, names=("Mei",), solo=series)


def test_the_decision_panel_names_the_series_target_while_playing(qtbot) -> None:  # noqa: ANN001
    w = GameWindow(_solo(3), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.show()
    text = w.chooser.score.text()
    assert "Score now: Mei" in text
    assert "Game 3 of the solo series: 59 points to reach" in text


def test_a_two_player_game_has_no_series_line(qtbot) -> None:  # noqa: ANN001
    w = GameWindow(new_setup(2, family=True, seed=3, names=("Mei", "Jonas")),
                   bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    assert "series" not in w.chooser.score.text()


def test_the_score_sheet_of_a_solo_game_names_no_winner(qtbot) -> None:  # noqa: ANN001
    _, states = random_states(new_game(_solo()), 5000, seed=1)
    final = states[-1]
    assert final.is_over
    dialog = ScoreSheetDialog(final)
    qtbot.addWidget(dialog)
    words = [label.text() for label in dialog.findChildren(QLabel)]
    total = scores(final)[0].total
    assert f"Mei scored {total} points." in words
    assert not any(t.startswith("Winner") for t in words)
    assert any("Game 1 of the series" in t for t in words)  # the target part is still there

