"""The headless record tools: check, score, resume --list and selfplay --out."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from agricola_qt.app.cli import main
from agricola_qt.engine import legal_moves, new_setup, scores, winners
from agricola_qt.records import load_game
from agricola_qt.records.autosave import ENV_DATA_DIR, AutosaveStore


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(ENV_DATA_DIR, str(folder))
    return folder


@pytest.fixture
def games(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> list[Path]:
    out = tmp_path / "games"
    assert main(["selfplay", "--players", "3", "--games", "2", "--seed", "4",
                 "--out", str(out)]) == 0
    capsys.readouterr()
    return sorted(out.glob("*.agr"))


def test_selfplay_out_writes_valid_records(games: list[Path]) -> None:
    assert [p.name for p in games] == ["selfplay-family-3p-4.agr", "selfplay-family-3p-5.agr"]
    record, states = load_game(games[0])
    assert states[-1].is_over and [s.level for s in record.seats] == ["random"] * 3


def test_check_prints_one_summary_line(games: list[Path],
                                       capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", *map(str, games)]) == 0
    lines = capsys.readouterr().out.splitlines()
    moves = len(load_game(games[0])[0].moves)
    assert lines[0] == (f"{games[0]}: ok: 3 players (family), round 14 of 14, finished, "
                        f"{moves} moves")
    assert len(lines) == 2


def test_check_unfinished_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = AutosaveStore(tmp_path).begin(new_setup(2, seed=1, names=("Ann", "Bo")))
    game.commit(legal_moves(game.state)[0])
    assert main(["check", str(game.path)]) == 0
    out = capsys.readouterr().out
    assert "round 1 of 14, not finished (" in out and "to move), 1 moves" in out


def test_check_invalid_file_exit_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.agr"
    bad.write_text("format: agricola-qt-record\nformat-version: 9\n")
    assert main(["check", str(bad)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"check: {bad}, line 2: made by a newer version")
    assert "Traceback" not in captured.err


def test_check_missing_file_exit_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(tmp_path / "none.agr")]) == 1
    assert "the file does not exist" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["check"], ["score"], ["score", "a", "b"],
                                  ["resume", "--bogus"]])
def test_bad_arguments_exit_2(argv: list[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2


def test_score_json(games: list[Path], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", str(games[0]), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    final = load_game(games[0])[1][-1]
    won = winners(final) if final.is_over and len(final.players) > 1 else []
    expected = [{"name": f"Player {i + 1}", "total": s.total, "breakdown": s.breakdown,
                 "winner": i in won} for i, s in enumerate(scores(final))]
    # whether it is over and who won, as Heartland's JSON says
    assert data == {"finished": final.is_over, "players": expected}


def test_score_table(games: list[Path], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", str(games[1])]) == 0
    lines = capsys.readouterr().out.splitlines()
    totals = [s.total for s in scores(load_game(games[1])[1][-1])]
    assert lines[0] == "Score sheet"
    assert lines[1].split() == ["Player", "1", "Player", "2", "Player", "3"]
    assert lines[-2].split() == ["Total", *map(str, totals)]
    assert lines[-1].startswith("Winner: ")  # as Heartland's table says it
    assert lines[2].split()[0] == "Fields"
    assert lines[9].split()[:3] == ["Unused", "farmyard", "spaces"]
    # a family game has no cards: its improvements' points, as the window's sheet says
    assert lines[14].split()[:2] == ["Improvement", "points"]


def test_score_table_in_chinese_lines_up(games: list[Path],
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """``score --lang`` was accepted and printed English; the rows are the window's words,
    the figures in columns by display width (a Chinese character fills two)."""
    from agricola_qt.ui.printout import width

    assert main(["score", str(games[1]), "--lang", "zh_TW"]) == 0
    lines = capsys.readouterr().out.splitlines()
    totals = [s.total for s in scores(load_game(games[1])[1][-1])]
    assert lines[0] == "計分表" and lines[2].split()[0] == "農田"
    assert lines[-2].split() == ["總分", *map(str, totals)]
    assert lines[-1].startswith("贏家：")
    assert len({width(line) for line in lines[1:-1]}) == 1  # every row ends in one column
    assert main(["score", str(games[1])]) == 0  # English again
    assert capsys.readouterr().out.startswith("Score sheet")


def test_check_and_score_speak_the_language_asked(games: list[Path], tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """``check --lang zh_CN`` printed English; a record it cannot read is told in the language
    asked, what is wrong first, then the file, line and whole reason (that line was English)."""
    bad = tmp_path / "bad.agr"
    bad.write_text("garbage\n")
    assert main(["--lang", "zh_CN", "check", str(games[0]), str(bad)]) == 1
    captured = capsys.readouterr()
    moves = len(load_game(games[0])[0].moves)
    assert captured.out.splitlines() == [
        f"{games[0]}：正常：家庭游戏，3 名玩家，第 14 轮（共 14 轮），已结束，{moves} 步"]
    assert captured.err.splitlines() == [
        "check: 该文件不是 agricola-qt 保存的游戏。",
        f"check: {bad}，第 1 行：不是 agricola-qt 的游戏记录（记录必须以"
        "“format: agricola-qt-record”开头）"]
    assert main(["score", str(bad), "--lang", "zh_TW"]) == 1
    assert capsys.readouterr().err.startswith("score: 該檔案不是 agricola-qt 儲存的遊戲。\n")
    assert main(["check", str(games[0])]) == 0  # English again
    assert ": ok: 3 players (family)" in capsys.readouterr().out


def test_score_names_a_seat_without_a_name_as_the_table_does(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``score --lang zh_CN`` headed its columns "Player 1", "Player 2" and said "赢家：Player 3"
    beside a table that says 玩家 1."""
    out = tmp_path / "games"
    assert main(["selfplay", "--players", "2", "--games", "1", "--seed", "4", "--out",
                 str(out)]) == 0
    [path] = out.glob("*.agr")
    text = path.read_text(encoding="utf-8")
    import re

    nameless = tmp_path / "nameless.agr"
    nameless.write_text(re.sub(r"(?m)^(player-\d: \S+ \S+).*$", r"\1", text), encoding="utf-8")
    capsys.readouterr()
    assert main(["score", str(nameless), "--lang", "zh_CN"]) == 0
    table = capsys.readouterr().out
    assert "Player" not in table
    assert table.splitlines()[1].split() == ["玩家", "1", "玩家", "2"]
    assert table.splitlines()[-1].startswith("赢家：玩家 ")
    assert main(["score", str(nameless)]) == 0  # English as before
    assert "Player 1" in capsys.readouterr().out


def test_score_invalid_file_exit_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.agr"
    bad.write_bytes(b"\x00\x01")
    assert main(["score", str(bad), "--json"]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and "line 1" in captured.err


def test_resume_list(private_data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["resume", "--list"]) == 0
    assert "no unfinished autosaved games in" in capsys.readouterr().out
    store = AutosaveStore()
    game = store.begin(new_setup(2, seed=1, names=("Ann", "Bo")))
    assert store.folder == private_data_dir / "autosave"
    assert main(["resume", "--list"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(str(game.path)) and "(Ann, Bo), round 1, 0 moves" in out


def test_resume_list_speaks_the_language_asked(private_data_dir: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    """``resume --list --lang zh_CN`` printed "family, 3 player(s) (Player 1, …)": it says
    what File ▸ Resume an unfinished game says, in that language."""
    from coach_helpers import english_words

    assert main(["resume", "--list", "--lang", "zh_CN"]) == 0
    empty = capsys.readouterr().out
    folder = str(private_data_dir / "autosave")
    assert folder in empty and english_words(empty.replace(folder, "")) == []
    store = AutosaveStore()
    game = store.begin(new_setup(3, seed=1))
    assert main(["resume", "--list", "--lang", "zh_CN"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{game.path}  玩家 1、玩家 2、玩家 3：第 1 轮，")
    assert "家庭游戏" in out and english_words(out.replace(str(game.path), "")) == []
    assert main(["resume", "--list"]) == 0  # English as scripts read it
    assert "family, 3 player(s) (Player 1, Player 2, Player 3)" in capsys.readouterr().out


def test_resume_list_other_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = AutosaveStore(tmp_path / "elsewhere")
    game = store.begin(new_setup(1, seed=1))
    assert main(["resume", "--list", "--dir", str(store.folder)]) == 0
    assert str(game.path) in capsys.readouterr().out


def test_resume_without_games_exit_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["resume"]) == 1
    assert "no unfinished autosaved game" in capsys.readouterr().err


def test_resume_opens_the_newest_unfinished_game(monkeypatch: pytest.MonkeyPatch) -> None:
    from agricola_qt.app.commands import resume

    opened: list[str] = []
    monkeypatch.setattr(resume, "open_in_window", lambda path: opened.append(path) or 0)
    store = AutosaveStore()
    older = store.begin(new_setup(2, seed=1))
    newer = store.begin(new_setup(3, seed=2))
    os.utime(older.path, (1_000, 1_000))
    assert main(["resume"]) == 0
    assert main(["resume", str(older.path)]) == 0
    assert opened == [str(newer.path), str(older.path)]


def test_resume_refuses_finished_and_broken_games(tmp_path: Path, games: list[Path],
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["resume", str(games[0])]) == 1
    assert "already finished" in capsys.readouterr().err
    bad = tmp_path / "bad.agr"
    bad.write_text("nothing")
    assert main(["resume", str(bad)]) == 1
    assert "bad.agr, line 1: not an agricola-qt record" in capsys.readouterr().err
