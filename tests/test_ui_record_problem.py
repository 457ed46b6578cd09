"""A record that cannot be opened is told in the player's language, the exact English reason
only as the detail below it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from coach_helpers import english_words
from PySide6.QtWidgets import QMessageBox

from agricola_qt.app.commands.selfplay import play_game
from agricola_qt.app.window_main import GameWindow
from agricola_qt.engine import new_setup
from agricola_qt.records import new_record, record_text
from agricola_qt.records.errors import Problem, Why


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


def _loaded(qtbot, path):  # noqa: ANN001, ANN202
    """A game window that opened ``path`` (the offers answered as the test arranged)."""
    w = GameWindow(new_setup(2, seed=1), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    assert w.load(path)
    return w


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
    # where and what behind "Show Details…" (for a bug report), in the same language
    assert str(tmp_path / "cut.agr") in box.detailedText()
    assert english_words(box.detailedText().replace(str(tmp_path / "cut.agr"), "")
                         .replace("[end]", "")) == []


def test_every_kind_of_problem_has_its_own_words(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.records.errors import RecordError
    from agricola_qt.ui.record_problem import problem_text

    kinds = {Problem.UNREADABLE: Why.MISSING, Problem.TOO_LARGE: Why.TOO_LARGE,
             Problem.NOT_A_RECORD: Why.NOT_A_RECORD, Problem.NEWER_VERSION: Why.NEWER_VERSION,
             Problem.TRUNCATED: Why.TRUNCATED, Problem.DAMAGED: Why.UNKNOWN_DECK}
    values = {"mib": 4, "format": "agricola-qt-record", "version": 9, "newest": 2, "deck": "Q"}
    texts = {}
    for problem, why in kinds.items():
        error = RecordError("a.agr", 3, why, values)
        assert error.problem is problem
        texts[problem] = problem_text(error)
    texts[Problem.BAD_MOVE] = problem_text(RecordError("a.agr", 40, Why.GAME_OVER,
                                                       {"step": "place wood"}, 12))
    assert set(texts) == set(Problem)
    assert len(set(texts.values())) == len(Problem)
    assert texts[Problem.BAD_MOVE] == ("Move 12 of the game (line 40) cannot be played: the game "
                                       "is already over before 'place wood'.")
    assert texts[Problem.DAMAGED] == ("Line 3 of the file is not valid: unknown deck 'Q' (decks "
                                      "are E, I and K, or '-' for none).")


def test_every_reason_has_its_words() -> None:
    """Each reason's English template is a message of the table's (lupdate sees the list)."""
    from agricola_qt.records.errors import NEWER_RULES
    from agricola_qt.ui.record_problem import RULES_WORDS, WHY_WORDS

    assert {why: why.value for why in Why} == WHY_WORDS
    assert RULES_WORDS == NEWER_RULES


def _headline(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, path: Path,
              qtbot) -> QMessageBox:  # noqa: ANN001
    boxes = _shown(monkeypatch)
    w = GameWindow(new_setup(2, seed=1), bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    assert not w.load(path)
    (box,) = boxes
    return box


def test_the_headline_says_why_a_file_does_not_open(qtbot, monkeypatch,  # noqa: ANN001
                                                    tmp_path) -> None:
    """A folder and a missing file both read "The file could not be read", an empty file "not
    a game saved by agricola-qt", a name too long "line 8 is not valid": the reason was only
    behind "Show Details…", in English."""
    (tmp_path / "folder.agr").mkdir()
    (tmp_path / "empty.agr").write_bytes(b"")
    final, moves = play_game(2, "family", (), ["random"], 4)
    text = record_text(new_record(final.setup, moves))
    long_name = tmp_path / "name.agr"
    long_name.write_text(text.replace("player-1: red human", "player-1: red human " + "名" * 70,
                                      1), encoding="utf-8")
    said = {}
    for name in ("missing.agr", "folder.agr", "empty.agr", "name.agr"):
        box = _headline(tmp_path, monkeypatch, tmp_path / name, qtbot)
        said[name] = box.text()
        assert str(tmp_path / name) in box.detailedText()
    assert said["missing.agr"] == "The file cannot be opened: the file does not exist."
    assert said["folder.agr"] == "The file cannot be opened: it is a folder, not a file."
    assert said["empty.agr"] == "The file is empty: it holds no saved game."
    line = text.split("\n").index(next(t for t in text.split("\n")
                                       if t.startswith("player-1:"))) + 1
    assert said["name.agr"] == (f"Line {line} of the file is not valid: the name of player 1 is "
                                f"too long (70 characters; at most 64).")


def test_in_chinese_the_reason_and_its_details_are_chinese(qtbot, language,  # noqa: ANN001
                                                          monkeypatch, tmp_path) -> None:
    language("zh_CN")
    (tmp_path / "folder.agr").mkdir()
    box = _headline(tmp_path, monkeypatch, tmp_path / "folder.agr", qtbot)
    assert "文件夹" in box.text() and english_words(box.text()) == []
    details = box.detailedText().replace(str(tmp_path / "folder.agr"), "")
    assert "文件夹" in details and english_words(details) == [], details


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

    def offer(parent, title, error, n, whole=False, mending=None, trailing=False):  # noqa: ANN001, ANN202, E501
        offered.append(n)
        assert error.problem is Problem.DAMAGED  # a damaged line, not a rule broken
        # a line too many: the whole game is offered with it left out, beside the first moves
        assert not whole and mending == (20, None, len(moves))
        return "first"

    monkeypatch.setattr(record_problem, "offer_moves_before_damage", offer)
    w = _loaded(qtbot, path)
    assert offered == [19] and list(w.controller.moves) == list(moves[:19])
    assert w.path is None and w.windowTitle().startswith("damaged.agr, its first 19 moves")
    assert path.read_text(encoding="utf-8") == "\n".join(lines)  # left as it was
    # a new game begun now: its autosave is not offered as the old file's game of 2020
    assert w.opened_record is not None and not w.opened_record.date.startswith("2020")
    monkeypatch.setattr(record_problem, "offer_moves_before_damage",
                        lambda *args, **options: "mended")
    assert w.load(path)  # the line left out: every move (55 lost after it, a tester)
    assert list(w.controller.moves) == list(moves)
    assert w.windowTitle().startswith(f"damaged.agr, line {at + 1} left out")
    # Save as offers a name that says so (a tester's mended game was offered a plain one)
    assert w._file_name() == f"damaged, line {at + 1} left out.agr"


@pytest.mark.parametrize("edit", ["total", "garbage", "mismatch", "cut"])
def test_a_damaged_result_keeps_every_move(qtbot, monkeypatch, tmp_path,  # noqa: ANN001
                                           edit: str) -> None:
    """A finished game whose written total had been edited (p2 total=42 made 99) could not
    be opened at all, though all its moves read well: every move is offered, the scores
    counted again from them."""
    from agricola_qt.ui import record_problem

    final, moves = play_game(2, "family", (), ["random", "random"], 9)
    assert final.is_over
    text = record_text(new_record(final.setup, moves, date="2020-01-01T10:00:00Z"))
    lines = text.split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith("p2: total="))
    if edit == "total":
        lines[at] = re.sub(r"total=-?\d+", "total=99", lines[at])
    elif edit == "garbage":
        lines[at] = "p2: lorem ipsum"
    elif edit == "mismatch":  # the total agrees with its items, not with the game
        lines[at] = re.sub(r"total=(-?\d+)", lambda m: f"total={int(m[1]) + 5}", lines[at])
        lines[at] = re.sub(r"bonus_points=(-?\d+)", lambda m: f"bonus_points={int(m[1]) + 5}",
                           lines[at])
    else:  # the file ends inside the result
        lines = lines[:at]
    path = tmp_path / "tampered.agr"
    path.write_text("\n".join(lines), encoding="utf-8")
    offered: list[tuple[int, bool]] = []

    def offer(parent, title, error, n, whole=False, mending=None, trailing=False):  # noqa: ANN001, ANN202, E501
        offered.append((n, whole))
        return "first"

    monkeypatch.setattr(record_problem, "offer_moves_before_damage", offer)
    w = _loaded(qtbot, path)
    assert offered == [(len(moves), True)]
    assert list(w.controller.moves) == list(moves) and w.controller.state.is_over
    assert w.windowTitle().startswith("tampered.agr, its result counted again")
    assert path.read_text(encoding="utf-8") == "\n".join(lines)  # left as it was


def test_a_file_with_words_after_its_end_opens_whole(qtbot, monkeypatch, tmp_path) -> None:  # noqa: ANN001
    """A note typed after the ``[end]`` line refused a tester's whole game (73 moves, all
    there): every move is offered, and the offer says only the addition is at fault."""
    from agricola_qt.ui import record_problem

    final, moves = play_game(2, "family", (), ["random", "random"], 9)
    text = record_text(new_record(final.setup, moves[:60], date="2020-01-01T10:00:00Z"))
    path = tmp_path / "noted.agr"
    path.write_text(text + "my best game so far\n", encoding="utf-8")
    offered: list[tuple[int, bool, bool]] = []

    def offer(parent, title, error, n, whole=False, mending=None, trailing=False):  # noqa: ANN001, ANN202, E501
        offered.append((n, whole, trailing))
        return "first"

    monkeypatch.setattr(record_problem, "offer_moves_before_damage", offer)
    w = _loaded(qtbot, path)
    assert offered == [(60, True, True)]
    assert list(w.controller.moves) == list(moves[:60])
    assert w.windowTitle().startswith("noted.agr, read up to its end")
    assert path.read_text(encoding="utf-8").endswith("my best game so far\n")


def test_a_gbk_copy_of_a_game_opens_whole(qtbot, monkeypatch, tmp_path) -> None:  # noqa: ANN001
    """A Chinese editor's GBK copy of a tester's game was refused ("not UTF-8 text") and
    every move lost: read as GBK text, the whole game is offered."""
    from attrs import evolve

    from agricola_qt.ui import record_problem

    final, moves = play_game(2, "family", (), ["random", "random"], 9)
    setup = evolve(final.setup, names=("小梅", "乔纳斯"))
    path = tmp_path / "五人局.agr"
    path.write_bytes(record_text(new_record(setup, moves[:50])).encode("gbk"))
    asked: list[tuple[int, str]] = []

    def offer(parent, title, error, n, encoding):  # noqa: ANN001, ANN202
        asked.append((n, encoding))
        return True

    monkeypatch.setattr(record_problem, "offer_recoded", offer)
    w = _loaded(qtbot, path)
    assert asked == [(50, "gb18030")]
    assert list(w.controller.moves) == list(moves[:50])
    assert w.controller.state.setup.names == ("小梅", "乔纳斯")
    assert w.windowTitle().startswith("五人局.agr, read as Simplified Chinese (GBK) text")


def test_the_offer_to_leave_a_line_out_names_the_line(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.records.errors import RecordError

    error = RecordError("bad.agr", 40, Why.NOT_A_MOVE, move=19)
    words, buttons, _ = _offer_read(error, 18, mending=(19, None, 73))
    assert words.startswith("With line 40 of the file left out, all 73 moves of the game "
                            "play: open the whole game so, or only its first 18 moves?")
    assert "Open the whole game" in buttons


def test_the_offer_for_words_after_the_end_says_so(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.records.errors import RecordError

    error = RecordError("noted.agr", 207, Why.AFTER_END)
    words, buttons, _ = _offer_read(error, 73, whole=True, trailing=True)
    assert words.startswith("All 73 moves of the game read well; only what was added after "
                            "the game's end does not.") and "Open the game" in buttons


@pytest.mark.parametrize("choice", ["mended", "first"])
def test_one_bad_move_is_mended_and_the_whole_game_opens(qtbot, monkeypatch, tmp_path,  # noqa: ANN001
                                                         choice: str) -> None:
    """A tester's file with "plow z9" for a good move could be opened only up to it, some
    160 good moves after it lost: the legal move most like it with which the rest of the file
    plays is offered in its place, the file left as it was."""
    from agricola_qt.ui import record_problem

    final, moves = play_game(2, "family", (), ["random", "random"], 9)
    text = record_text(new_record(final.setup, moves, date="2020-01-01T10:00:00Z"))
    lines = text.split("\n")
    at = next(i for i, line in enumerate(lines) if re.match(r"p\d plow [a-e][1-3]$", line))
    good = lines[at]
    lines[at] = good[:-2] + "z9"
    number = [i for i, line in enumerate(lines) if re.match(r"p\d ", line)].index(at) + 1
    path = tmp_path / "one-bad.agr"
    path.write_text("\n".join(lines), encoding="utf-8")
    offered: list[tuple[int, tuple[int, str, int] | None]] = []

    def offer(parent, title, error, n, whole=False, mending=None, trailing=False):  # noqa: ANN001, ANN202, E501
        offered.append((n, mending))
        return choice

    monkeypatch.setattr(record_problem, "offer_moves_before_damage", offer)
    w = _loaded(qtbot, path)
    cell = good.split()[-1]
    assert offered == [(number - 1, (number, f"Plough {cell}", len(moves)))]
    if choice == "mended":
        assert list(w.controller.moves) == list(moves) and w.controller.state.is_over
        assert w.windowTitle().startswith(f"one-bad.agr, move {number} mended")
    else:
        assert list(w.controller.moves) == list(moves[:number - 1])
    assert path.read_text(encoding="utf-8") == "\n".join(lines)  # left as it was


def _offer_read(error, moves: int, want_default: bool = False,  # noqa: ANN001
                **options: object) -> tuple:
    """The damaged-record offer's words and buttons, as read while it is open (then
    closed), and what it returned (``want_default``: the default button's words too, before
    what it returned)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from agricola_qt.ui.record_problem import offer_moves_before_damage

    seen: list[tuple[str, list[str]]] = []

    def read() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        default = box.defaultButton()
        seen.append((box.informativeText(), [b.text() for b in box.buttons()],
                     default.text() if default is not None else ""))
        box.reject()

    QTimer.singleShot(0, read)
    chosen = offer_moves_before_damage(None, "Open", error, moves, **options)  # type: ignore[arg-type]
    return (*seen[0][:2], chosen) if not want_default else (*seen[0], chosen)


def test_the_offer_to_mend_a_move_names_it(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.records.errors import RecordError

    error = RecordError("bad.agr", 29, Why.NOT_A_MOVE, {"text": "plow z9"}, move=3)
    words, buttons, default, chosen = _offer_read(error, 2, want_default=True,
                                                  mending=(3, "Plough c1", 282))
    assert chosen == ""
    assert words.startswith("With move 3 read as “Plough c1”, all 282 moves of the game play")
    assert "Open the whole game" in buttons and "Open the first 2 moves" in buttons
    # a guess may change what follows (a tester's mended game took two begging cards): it
    # says so; Enter keeps the game at the table
    assert "may change what follows" in words and default == "Cancel"


def test_the_offer_for_a_damaged_result_says_all_moves_read_well(qtbot) -> None:  # noqa: ANN001
    from agricola_qt.records.errors import RecordError

    error = RecordError("bad.agr", 207, Why.RESULT_TOTAL, {"total": 42})
    words, buttons, chosen = _offer_read(error, 167, whole=True)
    assert chosen == ""
    assert words.startswith("All 167 moves of the game read well") and "Open the game" in buttons


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
    error = RecordError("bad.agr", 17, Why.TRUNCATED)
    assert offer_moves_before_damage(None, "Open", error, 11) == ""
    assert seen and "first" not in seen[0]


def test_the_computers_wait_while_a_file_problem_is_read(qtbot, monkeypatch,  # noqa: ANN001
                                                         tmp_path) -> None:
    """A computers' game went from round 9 to round 12 behind the message that a file does
    not open: the table waits until it is closed."""
    seen: list[tuple[bool, int]] = []
    w = GameWindow(new_setup(2, seed=1), seats=[None, "random"], bot_delay_ms=None,
                   ask_to_save=False)
    qtbot.addWidget(w)
    w.confirm_action.setChecked(False)
    w.controller.bots_paused = True
    assert w.controller.play("place fishing")
    assert w.controller.state.actor == 1  # the computer's turn, the message coming first
    made = len(w.controller.moves)

    def read(box: QMessageBox) -> int:
        seen.append((w.controller.bots_paused, len(w.controller.moves)))
        w.controller.schedule_bots()  # (a computer's turn coming up meanwhile waits)
        seen.append((w.controller.bots_paused, len(w.controller.moves)))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "exec", read)
    w.controller.bots_paused = False
    assert not w.load(_truncated(tmp_path))
    assert seen == [(True, made), (True, made)]
    assert not w.controller.bots_paused  # and it goes on once the message is read
    assert len(w.controller.moves) > made
