"""Loading in steps: a caller (the game window) can replay a record a few moves at a time,
showing progress, and gets the same result as ``load_game``."""

from __future__ import annotations

from pathlib import Path

import pytest

from agricola_qt.records import RecordError, load_game
from agricola_qt.records.agr import GameLoad

DATA = Path(__file__).parent / "data"


def test_step_by_step_gives_what_load_game_gives() -> None:
    path = DATA / "family-3p.agr"
    load = GameLoad.open(path)
    seen = []
    while not load.step(moves=25):
        seen.append(load.done)
    record, states = load.result
    assert (record, states) == load_game(path)
    assert load.done == load.total == len(record.moves)
    assert seen == list(range(24, load.total, 25))  # states[0] is the start, then 25 a step


def test_load_game_reports_progress() -> None:
    calls: list[tuple[int, int]] = []
    record, _ = load_game(DATA / "family-5p.agr", progress=lambda d, t: calls.append((d, t)))
    total = len(record.moves)
    assert calls and all(t == total for _, t in calls)
    assert [d for d, _ in calls] == sorted(d for d, _ in calls) and calls[-1][0] < total


def test_a_bad_move_fails_in_the_step_that_reaches_it(tmp_path: Path) -> None:
    text = (DATA / "family-2p.agr").read_text(encoding="utf-8")
    lines = text.split("\n")
    at = next(i for i, x in enumerate(lines) if x.startswith("p") and " place " in x and i > 60)
    lines[at] = lines[at].split(" place ")[0] + " place nowhere"
    path = tmp_path / "bad.agr"
    path.write_text("\n".join(lines), encoding="utf-8")
    load = GameLoad.open(path)
    assert not load.step(moves=5)
    with pytest.raises(RecordError) as caught:
        while not load.step(moves=5):
            pass
    assert caught.value.line == at + 1
    with pytest.raises(RuntimeError):
        load.result  # noqa: B018


def test_open_refuses_bad_files_at_once(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="the file does not exist"):
        GameLoad.open(tmp_path / "missing.agr")


def test_resuming_an_autosave_reports_progress(tmp_path: Path) -> None:
    from agricola_qt.records.autosave import AutosaveStore

    calls: list[int] = []
    game = AutosaveStore(tmp_path).resume(DATA / "family-5p.agr",
                                          progress=lambda done, total: calls.append(done))
    assert calls and game.state.is_over


@pytest.mark.parametrize(("good", "bad"), [("p3 plow c1", "p3 plow z9"),
                                           ("p2 occupation hide-farmer",
                                            "p2 occupaton hide-farmer")])
def test_one_bad_move_is_mended_by_the_legal_move_most_like_it(good: str, bad: str) -> None:
    """One bad character lost a tester every move after it: the legal move most like it
    with which the rest of the file plays takes its place."""
    from agricola_qt.records.agr import loads_game, mended

    text = (DATA / "full-4p.agr").read_text(encoding="utf-8")
    record, _ = loads_game(text)
    damaged = text.replace(good + "\n", bad + "\n", 1)
    with pytest.raises(RecordError) as caught:
        loads_game(damaged)
    found = mended(damaged.encode(), caught.value)
    assert found is not None
    fixed, states, number, move = found
    assert str(move) == good.split(maxsplit=1)[1] and number == caught.value.move
    assert fixed.moves == record.moves and states[-1].is_over


@pytest.mark.parametrize("junk", ["lorem ipsum", "p2 lorem ipsum", "p1 place 3 wood"])
def test_a_line_of_other_words_among_the_moves_is_left_out(junk: str) -> None:
    """A junk line put among the moves lost a tester the 55 moves after it: left out, the
    whole game plays."""
    from agricola_qt.records.agr import loads_game, mended

    text = (DATA / "full-4p.agr").read_text(encoding="utf-8")
    record, _ = loads_game(text)
    damaged = text.replace("p3 plow c1\n", f"{junk}\np3 plow c1\n", 1)
    with pytest.raises(RecordError) as caught:
        loads_game(damaged)
    found = mended(damaged.encode(), caught.value)
    assert found is not None
    fixed, states, number, move = found
    assert move is None and number == caught.value.move
    assert fixed.moves == record.moves and states[-1].is_over


def test_a_lost_line_is_not_mended() -> None:
    """A move line gone: no one move in the next one's place lets the rest play."""
    from agricola_qt.records.agr import loads_game, mended

    text = (DATA / "full-4p.agr").read_text(encoding="utf-8")
    damaged = text.replace("p3 plow c1\n", "", 1)
    with pytest.raises(RecordError) as caught:
        loads_game(damaged)
    assert mended(damaged.encode(), caught.value) is None
