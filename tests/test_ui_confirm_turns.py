"""Game ▸ Confirm the end of each turn is remembered between runs (a tester switched it off
for a pass-and-play evening and found it on again the next day)."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from ui_helpers import setup

from agricola_qt.app.window_main import GameWindow
from agricola_qt.ui import i18n


def _window(qtbot) -> GameWindow:  # noqa: ANN001
    w = GameWindow(setup(2, seed=3), bot_delay_ms=None, autosave=False, ask_to_save=False)
    qtbot.addWidget(w)
    return w


def test_the_player_s_choice_is_remembered_and_a_program_s_is_not(qtbot, tmp_path,  # noqa: ANN001
                                                                   monkeypatch) -> None:
    monkeypatch.setattr(i18n, "settings", lambda: QSettings(str(tmp_path / "settings.ini"),
                                                            QSettings.Format.IniFormat))
    first = _window(qtbot)
    assert first.confirm_action.isChecked()  # on by default
    first.confirm_action.trigger()  # the player's click in the Game menu
    assert not first.confirm_action.isChecked()
    second = _window(qtbot)
    assert not second.confirm_action.isChecked()
    second.confirm_action.setChecked(True)  # as the lesson does: not the player's choice
    assert not _window(qtbot).confirm_action.isChecked()
    second.confirm_action.trigger()  # switched off again, and saved as such
    second.confirm_action.trigger()  # on: saved
    assert _window(qtbot).confirm_action.isChecked()


def test_a_harvest_step_before_the_feeding_does_not_say_the_harvest_part_is_done(
        qtbot) -> None:  # noqa: ANN001
    """A tester's Baker baked in the harvest and read "your part of the harvest is done", the
    feeding still to come: it says the feeding comes later."""
    from agricola_qt.ai.registry import make_bot
    from agricola_qt.engine import apply, new_game
    from agricola_qt.engine.state import FEED

    s = setup(2, seed=3)
    state, bots = new_game(s), [make_bot("heuristic", seed=i) for i in range(2)]
    while state.phase != FEED:
        state = apply(state, bots[state.actor].choose(state))
    w = _window(qtbot)
    waiting = {f.player for f in state.pending if f.kind == "feed"}
    person = next(iter(waiting))
    w._ask_end_turn(state, person, "harvest")
    assert "feed your family later in this harvest" in w.cover.label.text()
    w._ask_end_turn(state, person, "answer")  # (only a harvest's step changes its words)
    assert "your answer is given" in w.cover.label.text()
