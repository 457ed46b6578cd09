"""Saved games as a player sees them around opening and resuming (a zh_CN play-tester's report):
a seat without a name is the table's "Player 2" in File ▸ Resume; the resume question names
the discarded games' folder by its path; Open a replay offers a damaged file's first moves as
File ▸ Open does; a bad file named at start-up, cancelled, leads to the resume offer."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QPushButton

from agricola_qt.app import window_main
from agricola_qt.app.commands.selfplay import play_game
from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import apply, legal_moves, new_setup
from agricola_qt.records import new_record, record_text
from agricola_qt.records.autosave import AutosaveGame, AutosaveStore
from agricola_qt.ui.new_game import NewGameDialog


@pytest.fixture(autouse=True)
def private_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("AGRICOLA_QT_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def _autosaved(players: int, moves: int) -> AutosaveGame:
    """A game of nameless seats, autosaved after ``moves`` moves."""
    game = AutosaveStore().begin(new_setup(players, seed=7))
    for _ in range(moves):
        move = legal_moves(game.state)[0]
        game.commit(move, apply(game.state, move))
    return game


def _window(qtbot) -> GameWindow:  # noqa: ANN001
    window = GameWindow(new_setup(2, seed=1), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _answer_modals(answer: Callable[[QMessageBox], bool]) -> list[str]:
    """Each message box that comes up is read (its text and informative text into the list
    returned) and answered by ``answer``, which clicks one of its buttons (True when done
    with the boxes)."""
    seen: list[str] = []

    def look() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible():
            seen.append(box.text() + "\n" + box.informativeText())
            if answer(box):
                return
        QTimer.singleShot(20, look)

    QTimer.singleShot(0, look)
    return seen


def _click(box: QMessageBox, starts: str) -> None:
    [button] = [b for b in box.findChildren(QPushButton)
                if b.text().replace("&", "").startswith(starts)]
    button.click()


def test_the_resume_menu_names_nameless_seats_as_the_table_does(qtbot, language) -> None:  # noqa: ANN001
    """File ▸ Resume an unfinished game listed "Player 1, Player 2…" in Chinese beside a
    board that says 玩家 1."""
    language("zh_CN")
    _autosaved(3, 4)
    window = _window(qtbot)
    menu = window.resume_menu
    menu.popup(window.mapToGlobal(QPoint(40, 40)))  # filled as it opens
    qtbot.waitUntil(menu.isVisible)
    [entry] = [a for a in menu.actions() if a.isEnabled()]
    menu.close()
    assert entry.text().startswith("玩家 1、玩家 2、玩家 3"), entry.text()
    assert "Player" not in entry.text()


def test_the_resume_question_names_the_discarded_folder_by_its_path(
        qtbot, private_data: Path) -> None:  # noqa: ANN001
    """「…移到自动保存旁的「discarded」文件夹」: an English folder name inside a Chinese
    sentence; the question now shows the folder's path on a line of its own."""
    game = _autosaved(2, 2)
    window = _window(qtbot)

    def discard(box: QMessageBox) -> bool:
        box.button(QMessageBox.StandardButton.Discard).click()
        return True

    seen = _answer_modals(discard)
    assert not window_main._resume_offer(window)
    folder = private_data / "autosave" / "discarded"
    assert f"\n{folder}\n" in seen[0]
    assert '"discarded"' not in seen[0]
    assert (folder / game.path.name).exists()  # where the question said it would go


def _damaged(tmp_path: Path) -> tuple[Path, int]:
    """A record with a line of nonsense at its 20th move, and the moves before it."""
    final, moves = play_game(2, "family", (), ["random"], 4)
    lines = record_text(new_record(final.setup, moves)).split("\n")
    at = [i for i, line in enumerate(lines) if line.startswith(("p1 ", "p2 "))][19]
    lines.insert(at, "p1 juggle clay")
    path = tmp_path / "damaged.agr"
    path.write_text("\n".join(lines), encoding="utf-8")
    return path, 19


def test_open_a_replay_offers_the_moves_before_the_damage(qtbot, tmp_path: Path,  # noqa: ANN001
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """File ▸ Open a replay on a damaged file only said what was wrong, where File ▸ Open
    offers 「打开前 N 步」."""
    path, before = _damaged(tmp_path)
    window = _window(qtbot)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kwargs: (str(path), ""))

    def open_them(box: QMessageBox) -> bool:
        _click(box, f"Open the first {before} moves")
        return True

    seen = _answer_modals(open_them)
    window.open_replay()
    assert seen and "Line" in seen[0] and "damaged.agr" in seen[0]
    viewer = window.replay_viewer
    assert viewer is not None and viewer.isVisible()
    assert len(viewer.states) == before + 1
    assert viewer.windowTitle().endswith(f"damaged.agr, its first {before} moves")
    viewer.close()


def test_a_bad_file_named_at_start_leads_to_the_resume_offer(qtbot, tmp_path: Path,  # noqa: ANN001
                                                             monkeypatch: pytest.MonkeyPatch
                                                             ) -> None:
    """A damaged file named on the command line, its offer cancelled, went straight to New
    game: the two unfinished autosaved games were not offered as on a plain start."""
    path, _ = _damaged(tmp_path)
    game = _autosaved(2, 3)
    window = _window(qtbot)
    dialogs: list[bool] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: dialogs.append(True) or 0)

    def cancel_then_resume(box: QMessageBox) -> bool:
        if box.button(QMessageBox.StandardButton.Yes) is None:  # the damaged file's offer
            box.button(QMessageBox.StandardButton.Cancel).click()
            return False
        box.button(QMessageBox.StandardButton.Yes).click()  # "Resume your unfinished game?"
        return True

    seen = _answer_modals(cancel_then_resume)
    window_main.first_game(window, [str(path)])
    assert len(seen) == 2 and "Resume your unfinished game?" in seen[1]
    assert dialogs == []
    assert list(window.controller.moves) == list(game.moves)  # the game resumed is on the table
    assert window.curtain is None


def test_a_missing_file_named_at_start_then_no_leads_to_new_game(qtbot, tmp_path: Path,  # noqa: ANN001
                                                                 monkeypatch: pytest.MonkeyPatch
                                                                 ) -> None:
    _autosaved(2, 3)
    window = _window(qtbot)
    dialogs: list[bool] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: dialogs.append(True) or 0)

    def ok_then_no(box: QMessageBox) -> bool:
        no = box.button(QMessageBox.StandardButton.No)
        if no is None:  # "The file cannot be opened: the file does not exist."
            box.button(QMessageBox.StandardButton.Ok).click()
            return False
        no.click()
        return True

    seen = _answer_modals(ok_then_no)
    window_main.first_game(window, [str(tmp_path / "gone.agr")])
    assert seen[0].startswith("The file cannot be opened: the file does not exist.")
    assert "Resume your unfinished game?" in seen[1]
    assert dialogs == [True]  # then New game, as a plain start
