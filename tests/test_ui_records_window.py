"""The window's side of records (needs Qt, offscreen): File > Save of an opened game keeps
its header byte for byte (issue 9, item 0c); the resume offer names the game and Discard
really discards it (item 7)."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("PySide6")

from PySide6.QtWidgets import QMessageBox  # noqa: E402

from agricola_qt.app import window_main  # noqa: E402
from agricola_qt.app.commands.selfplay import play_game  # noqa: E402
from agricola_qt.app.window_main import GameWindow  # noqa: E402
from agricola_qt.engine import apply, legal_moves, new_game, new_setup  # noqa: E402
from agricola_qt.records import Seat, new_record, record_text  # noqa: E402
from agricola_qt.records.autosave import DISCARDED, AutosaveGame, AutosaveStore  # noqa: E402


def test_save_of_an_opened_game_keeps_its_bytes(qtbot, tmp_path: Path) -> None:  # noqa: ANN001
    final, moves = play_game(2, "family", (), ["random"], 8)
    # cut where the person is to move: the computer (an unknown level plays at Medium) would
    # play on at once
    state, kept = new_game(final.setup), 0
    while kept < 20 or state.actor != 1:
        state, kept = apply(state, moves[kept]), kept + 1
    record = new_record(final.setup, moves[:kept], date="2025-03-04T05:06:07Z",
                        seats=[Seat("teal", "bot", "grandmaster"), Seat("purple")],
                        extra=[("x-event", "Club night")])
    text = record_text(record).replace("decks: -\n", "decks: -\nx-referee: Mo\n")
    path = tmp_path / "opened.agr"
    path.write_text(text, encoding="utf-8")
    window = GameWindow(new_setup(2, seed=1), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(window)
    assert window.load(path)
    # the unknown level's computer plays at Medium, and the player is told
    assert window.controller.seats[0] == "medium"
    assert "“grandmaster”" in window.statusBar().currentMessage()
    out = tmp_path / "saved.agr"
    assert window.save_to(out)
    assert out.read_bytes() == path.read_bytes()
    assert window.save()  # File > Save: onto the opened file itself
    assert path.read_text(encoding="utf-8") == text


def _autosaved(seeds: tuple[int, ...], moves: int) -> list[AutosaveGame]:
    """Games of Ann and Bo autosaved after ``moves`` moves each."""
    games = []
    for seed in seeds:
        game = AutosaveStore().begin(new_setup(2, seed=seed, names=("Ann", "Bo")))
        for _ in range(moves):
            move = legal_moves(game.state)[0]
            game.commit(move, apply(game.state, move))
        games.append(game)
    return games


def _offered(qtbot, monkeypatch: pytest.MonkeyPatch,  # noqa: ANN001
             answer: QMessageBox.StandardButton) -> tuple[GameWindow, list[str]]:
    """A window whose resume offers are answered with ``answer``, and the texts asked."""
    asked: list[str] = []

    def reply(parent: object, title: str, text: str, *args: object
              ) -> QMessageBox.StandardButton:
        asked.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", reply)
    window = GameWindow(new_setup(2, seed=1), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(window)
    return window, asked


def test_the_offer_names_the_game_and_discard_discards(qtbot, tmp_path: Path,  # noqa: ANN001
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path))
    [game] = _autosaved((5,), 3)
    window, asked = _offered(qtbot, monkeypatch, QMessageBox.StandardButton.Discard)
    assert not window_main._resume_offer(window)
    assert "Ann, Bo: round 1, started " in asked[0]
    assert " · family game" in asked[0]  # which game: a Heartland game said only "round 1"
    assert str(game.path) not in asked[0] and game.path.name not in asked[0]
    assert not game.path.exists()
    assert (AutosaveStore().folder / DISCARDED / game.path.name).exists()
    asked.clear()
    assert not window_main._resume_offer(window)  # nothing left to offer
    assert asked == []


def test_the_offer_says_how_many_other_games_wait(qtbot, tmp_path: Path,  # noqa: ANN001
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path))
    _autosaved((5, 6, 7), 1)
    window, asked = _offered(qtbot, monkeypatch, QMessageBox.StandardButton.No)
    assert not window_main._resume_offer(window)
    assert "Unfinished games besides this one: 2 (File ▸ Resume an unfinished game)." \
        in asked[0]


def test_save_as_a_new_file_offers_a_name_no_file_has(qtbot, tmp_path: Path,  # noqa: ANN001
                                                      monkeypatch) -> None:
    """"Save as a new file…" offered the very file it was not to replace (a tester)."""
    from agricola_qt.ui.file_folders import unused_name

    path = tmp_path / "club night.agr"
    path.write_text("x", encoding="utf-8")
    assert unused_name(path) == tmp_path / "club night (2).agr"
    (tmp_path / "club night (2).agr").write_text("x", encoding="utf-8")
    assert unused_name(path) == tmp_path / "club night (3).agr"
    assert unused_name(tmp_path / "club night (2).agr") == tmp_path / "club night (3).agr"
    assert unused_name(tmp_path / "fresh.agr") == tmp_path / "fresh.agr"
    offered: list[str] = []

    def dialog(parent, title, start, filters):  # noqa: ANN001, ANN202
        offered.append(start)
        return "", ""

    monkeypatch.setattr(window_main.QFileDialog, "getSaveFileName", dialog)
    monkeypatch.setattr(window_main.remembered, "dialog_start", lambda name: str(tmp_path / name))
    window = GameWindow(new_setup(2, seed=1), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(window)
    window.path = path
    assert not window.save_as(new_file=True)
    assert not window.save_as()
    assert offered == [str(tmp_path / "club night (3).agr"), str(path)]


def test_the_start_offers_a_damaged_autosave_and_names_it_beside_another(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    """A tester's autosave, cut short by a crash, went unmentioned at the start."""
    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path))
    [game] = _autosaved((5,), 6)
    text = game.path.read_text(encoding="utf-8")
    game.path.write_text(text[: len(text) * 2 // 3], encoding="utf-8")  # cut short
    window, asked = _offered(qtbot, monkeypatch, QMessageBox.StandardButton.Yes)
    opened: list[Path] = []
    monkeypatch.setattr(window, "load", lambda path, resume=False: opened.append(path) or True)
    assert window_main._resume_offer(window)
    assert "is damaged" in asked[0] and "Open the moves that can be read?" in asked[0]
    assert opened == [game.path]  # opened as File ▸ Open opens a damaged file, not resumed
    # beside an unfinished game that loads, the offer of that one names the damaged one
    _autosaved((6,), 2)
    window, asked = _offered(qtbot, monkeypatch, QMessageBox.StandardButton.No)
    assert not window_main._resume_offer(window)
    assert "Ann, Bo: round 1" in asked[0]
    assert "Damaged autosaved games: 1 (File ▸ Resume" in asked[0]


def test_a_damaged_autosave_discarded_at_the_start_is_not_offered_again(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path))
    [game] = _autosaved((5,), 6)
    game.path.write_text("format: agricola-qt-rec", encoding="utf-8")
    window, asked = _offered(qtbot, monkeypatch, QMessageBox.StandardButton.Discard)
    assert not window_main._resume_offer(window)
    assert len(asked) == 1 and not game.path.exists()
    assert (AutosaveStore().folder / DISCARDED / game.path.name).exists()
    assert not window_main._resume_offer(window) and len(asked) == 1


def test_the_new_game_dialog_offers_the_unfinished_games(qtbot, tmp_path: Path,  # noqa: ANN001
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """After "No" to resuming, the New game dialog held the window: File ▸ Resume could be
    reached only after Cancel (a tester)."""
    from agricola_qt.ui.new_game import NewGameDialog

    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path))
    [game] = _autosaved((5,), 3)
    window = GameWindow(new_setup(2, seed=1), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(window)
    seen: list[str] = []

    def choose_the_game(dialog: NewGameDialog) -> int:
        button = dialog.resume_button
        assert button is not None and button.text() == "Resume an unfinished game"
        [action] = button.menu().actions()
        seen.append(action.text())
        action.trigger()
        return 0

    monkeypatch.setattr(NewGameDialog, "exec", choose_the_game)
    resumed: list[Path] = []
    monkeypatch.setattr(window, "resume_file", lambda path: resumed.append(path) or True)
    assert window.new_game_dialog()
    assert resumed == [game.path] and seen[0].startswith("Ann, Bo")
