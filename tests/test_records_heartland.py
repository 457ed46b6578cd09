"""Heartland games as .agr records: save, replay, refusals, and check/score/selfplay."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agricola_qt.app.cli import main
from agricola_qt.app.heartland_cli import play
from agricola_qt.heartland import results
from agricola_qt.records import RecordError, loads_game
from agricola_qt.records.heartland import (
    AGRICOLA,
    HEARTLAND,
    game_of,
    heartland_text,
    load_heartland,
    loads_heartland,
    new_heartland_record,
    save_heartland,
)
from agricola_qt.records.model import Seat


@pytest.fixture(scope="module")
def finished() -> tuple[str, list]:  # type: ignore[type-arg]
    moves, states = play(["random", "random", "random"], seed=11)
    seats = [Seat("red"), Seat.default(1, "heuristic"), Seat("green")]
    record = new_heartland_record(3, 11, moves, seats=seats, names=("Ann", "", "Cy"),
                                  date="2026-12-01T10:00:00Z")
    return heartland_text(record, states), states


def test_a_record_names_its_game_and_replays_to_the_same_state(finished) -> None:  # noqa: ANN001
    text, states = finished
    assert "\ngame: heartland\n" in text and "\n[result]\n" in text
    assert game_of(text) == HEARTLAND
    record, replayed = loads_heartland(text)
    assert replayed[-1].players == states[-1].players and replayed[-1].is_over
    assert record.seats[1] == Seat("blue", "bot", "heuristic") and record.name(0) == "Ann"
    assert record.result == results(states[-1])
    assert heartland_text(record, replayed) == text  # saving again gives the same bytes


def test_an_agricola_record_without_the_field_stays_agricola() -> None:
    assert game_of("format: agricola-qt-record\nformat-version: 2\n[setup]\ngame: x\n") \
        == AGRICOLA


def test_each_reader_refuses_the_other_game(finished) -> None:  # noqa: ANN001
    with pytest.raises(RecordError, match="another game"):
        loads_game(finished[0])
    agricola = finished[0].replace("game: heartland", "game: agricola")
    with pytest.raises(RecordError, match="not a Heartland record"):
        loads_heartland(agricola)


def test_a_heartland_error_names_its_kind_of_problem(finished) -> None:  # noqa: ANN001
    from agricola_qt.records.errors import Problem

    text = finished[0]
    moves = text.index("[moves]")
    inside = text.index(" ", text.index("\n", moves + len("[moves]\n")) + 1) + 1  # a move cut
    for bad, problem in ((text[: text.index("[end]")], Problem.TRUNCATED),
                         (text[:inside], Problem.TRUNCATED),
                         (text.replace("game: heartland", "game: agricola"),
                          Problem.NOT_A_RECORD),
                         ("<html>\n", Problem.NOT_A_RECORD)):
        with pytest.raises(RecordError) as caught:
            loads_heartland(bad)
        assert caught.value.problem is problem


def test_an_illegal_move_is_named_with_its_line(finished) -> None:  # noqa: ANN001
    text = finished[0]
    lines = text.split("\n")
    at = next(i for i, line in enumerate(lines) if line.endswith(" draw"))
    lines[at] = lines[at].replace("draw", "pass")
    with pytest.raises(RecordError) as error:
        loads_heartland("\n".join(lines))
    assert error.value.line == at + 1 and error.value.move > 0


def test_a_wrong_result_other_components_or_start_player_are_refused(finished) -> None:  # noqa: ANN001
    text = finished[0]
    total = next(line for line in text.split("\n") if line.startswith("p1: total="))
    wrong = total.replace("total=", "total=1")
    with pytest.raises(RecordError, match="does not match"):
        loads_heartland(text.replace(total, wrong))
    with pytest.raises(RecordError, match="other Heartland components"):
        loads_heartland(text.replace("components: ", "components: 00"))
    start = next(line for line in text.split("\n") if line.startswith("start-player"))
    other = f"start-player: {int(start.split()[1]) % 3 + 1}"
    with pytest.raises(RecordError, match="start player"):
        loads_heartland(text.replace(start, other))


def test_an_unfinished_game_saves_and_opens(tmp_path: Path) -> None:
    moves, states = play(["random", "random"], seed=3)
    record = new_heartland_record(2, 3, moves[:25])
    save_heartland(tmp_path / "half.agr", record)
    opened, replayed = load_heartland(tmp_path / "half.agr")
    assert opened == record and replayed[-1] == states[25] and opened.result is None
    assert "[result]" not in (tmp_path / "half.agr").read_text()


def test_check_and_score_read_heartland_records(tmp_path: Path, finished,  # noqa: ANN001
                                                capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "h.agr"
    path.write_text(finished[0], encoding="utf-8")
    assert main(["check", str(path)]) == 0
    assert "ok: heartland, 3 players" in capsys.readouterr().out
    assert main(["score", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [p["total"] for p in data["players"]] == [r.total for r in results(finished[1][-1])]
    assert main(["score", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Score sheet" and lines[2].split()[:2] == ["Score", "track"]
    assert lines[3].split()[0] == "Livestock" and lines[-1].startswith("Winner: ")
    assert main(["score", str(path), "--lang", "zh_CN"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "计分表" and lines[2].startswith("分数轨") and lines[-1].startswith("赢家：")
    path.write_text(finished[0].replace("[end]", ""), encoding="utf-8")
    assert main(["check", str(path)]) == 1
    assert "no [end] line" in capsys.readouterr().err


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_selfplay_plays_heartland(players: int, tmp_path: Path,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--game", "heartland", "--players", str(players), "--bots",
                 "random", "--games", "2", "--out", str(tmp_path)]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(lines) == 3 and all(len(g["scores"]) == players for g in lines[:2])
    saved = sorted(tmp_path.glob("*.agr"))
    assert len(saved) == 2
    record, states = load_heartland(saved[0])
    assert states[-1].is_over and record.seats[0].level == "random"


def test_selfplay_refuses_an_unknown_heartland_bot(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--game", "heartland", "--bots", "nobody"]) == 2
    assert "unknown Heartland bot" in capsys.readouterr().err


def test_heartland_records_do_not_import_qt() -> None:
    import subprocess
    import sys

    code = ("import sys, agricola_qt.records.heartland, agricola_qt.app.heartland_cli\n"
            "print(','.join(m for m in sys.modules if m.startswith('PySide6')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == ""


def test_render_draws_a_heartland_record(tmp_path: Path, finished,  # noqa: ANN001
                                         capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "h.agr"
    path.write_text(finished[0], encoding="utf-8")
    out = tmp_path / "h.png"
    assert main(["render", str(path), "--move", "10", "--out", str(out), "--width", "800"]) == 0
    assert "heartland" in capsys.readouterr().out and out.stat().st_size > 10_000
    assert main(["render", str(path), "--move", "100000", "--out", str(out)]) == 2
