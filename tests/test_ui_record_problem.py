"""A record that cannot be opened is told in the player's language, the exact English reason
only as the detail below it."""

from __future__ import annotations

from pathlib import Path

import pytest
from coach_helpers import english_words
from PySide6.QtWidgets import QMessageBox

from agricola_qt.app.commands.selfplay import play_game
from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import new_setup
from agricola_qt.records import new_record, record_text
from agricola_qt.records.errors import Problem


def _shown(monkeypatch: pytest.MonkeyPatch) -> list[QMessageBox]:
    boxes: list[QMessageBox] = []

    def exec_(box: QMessageBox) -> int:
        boxes.append(box)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return boxes


def _truncated(tmp_path: Path) -> Path:
    final, moves = play_game(2, "family", (), ["random"], 4)
    text = record_text(new_record(final.setup, moves))
    path = tmp_path / "cut.agr"
    path.write_text(text[: text.index("[end]")], encoding="utf-8")
    return path


@pytest.mark.parametrize("code", ["zh_CN", "zh_TW"])
def test_a_truncated_file_is_told_in_chinese(qtbot, language, monkeypatch, tmp_path,  # noqa: ANN001
                                             code: str) -> None:
    language(code)
    boxes = _shown(monkeypatch)
    w = GameWindow(new_setup(2, seed=1), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    assert not w.load(_truncated(tmp_path))
    (box,) = boxes
    assert box.text() and english_words(box.text()) == [], box.text()
    assert english_words(box.windowTitle()) == []
    assert "cut.agr" in box.informativeText()
    assert english_words(box.informativeText().replace("cut.agr", "")) == []
    # the reader's English words behind "Show Details…", for a bug report
    assert "the record ends early" in box.detailedText()


def test_every_kind_of_problem_has_its_own_words(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.records.errors import RecordError
    from agricola_qt.ui.record_problem import problem_text

    texts = {problem: problem_text(RecordError("a.agr", 3, "x", problem=problem))
             for problem in Problem if problem is not Problem.BAD_MOVE}
    assert problem_text(RecordError("a.agr", 3, "unknown deck 'Q'")) == texts[Problem.DAMAGED]
    texts[Problem.BAD_MOVE] = problem_text(RecordError("a.agr", 40, "not a move: x", 12))
    assert set(texts) == set(Problem)
    assert len(set(texts.values())) == len(Problem)
    assert "Move 12 of the game (line 40)" in texts[Problem.BAD_MOVE]
    assert "Line 3 of the file" in texts[Problem.DAMAGED]


def test_a_damaged_file_offers_the_moves_before_the_damage(qtbot, monkeypatch,  # noqa: ANN001
                                                           tmp_path) -> None:
    """A play-tester's file with one garbage line at move 20 could not be opened at all: the
    19 moves before it are offered, as a new game (the file stays as it is)."""
    from agricola_qt.ui import record_problem

    final, moves = play_game(2, "family", (), ["random"], 4)
    text = record_text(new_record(final.setup, moves, date="2020-01-01T10:00:00Z"))
    lines = text.split("\n")
    at = [i for i, line in enumerate(lines) if line.startswith(("p1 ", "p2 "))][19]
    lines.insert(at, "lorem ipsum")
    path = tmp_path / "damaged.agr"
    path.write_text("\n".join(lines), encoding="utf-8")
    offered: list[int] = []

    def offer(parent, title, error, n):  # noqa: ANN001, ANN202
        offered.append(n)
        assert error.problem is Problem.DAMAGED  # a damaged line, not a rule broken
        return True

    monkeypatch.setattr(record_problem, "offer_moves_before_damage", offer)
    w = GameWindow(new_setup(2, seed=1), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    assert w.load(path)
    assert offered == [19] and list(w.controller.moves) == list(moves[:19])
    assert w.path is None and w.windowTitle().startswith("damaged.agr, its first 19 moves")
    assert path.read_text(encoding="utf-8") == "\n".join(lines)  # left as it was
    # a new game begun now: its autosave is not offered as the old file's game of 2020
    assert w.opened_record is not None and not w.opened_record.date.startswith("2020")


def test_enter_on_the_damaged_record_question_keeps_the_game(qtbot) -> None:  # noqa: ANN001
    """Enter opened a damaged file's first moves over the game on the table."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from agricola_qt.records.errors import RecordError
    from agricola_qt.ui.record_problem import offer_moves_before_damage

    seen: list[str] = []

    def press_enter() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append(box.defaultButton().text())
        box.defaultButton().click()

    QTimer.singleShot(0, press_enter)
    error = RecordError("bad.agr", 17, "the record ends early")
    assert offer_moves_before_damage(None, "Open", error, 11) is False
    assert seen and "first" not in seen[0]
