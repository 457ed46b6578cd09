"""Every kind of bad record ends in one RecordError naming the file, line, move and reason."""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

import pytest

from agricola_qt.app.commands.selfplay import play_game
from agricola_qt.records import RecordError, load_record, loads_game, new_record, record_text
from agricola_qt.records.errors import Problem, Why


@cache
def sample() -> str:
    final, moves = play_game(2, "family", (), ["random"], 4)
    return record_text(new_record(final.setup, moves, date="2026-01-01T00:00:00Z"))


def error_for(text: str | bytes) -> RecordError:
    with pytest.raises(RecordError) as caught:
        loads_game(text, "bad.agr")
    return caught.value


def line_of(text: str, start: str) -> int:
    return next(i for i, line in enumerate(text.split("\n"), 1) if line.startswith(start))


def test_newer_format_version_says_so() -> None:
    error = error_for(sample().replace("format-version: 2", "format-version: 7"))
    assert error.newer_version
    assert error.line == 2
    assert str(error).startswith("bad.agr, line 2: made by a newer version of agricola-qt")


def test_newer_version_wins_over_unknown_sections() -> None:
    text = sample().replace("format-version: 2", "format-version: 3").replace(
        "[setup]", "[table]")
    assert error_for(text).newer_version


def test_illegal_move_names_the_move_and_the_engine_reason() -> None:
    text = sample()
    lines = text.split("\n")
    at = line_of(text, "p1 place plow")  # move 3: p1's first placement
    lines[at - 1] = "p1 place day-labourer"  # p2 took it with move 1
    error = error_for("\n".join(lines))
    assert (error.line, error.move) == (at, 3)
    assert error.reason == ("illegal move 'place day-labourer': Place: Day Labourer is already "
                            "taken this round")
    assert str(error).startswith(f"bad.agr, line {at}, move 3: illegal move")


def test_move_written_for_the_wrong_player() -> None:
    text = sample().replace("p2 place day-labourer", "p1 place day-labourer", 1)
    error = error_for(text)
    assert error.move == 1
    assert "written for player 1, but it is player 2's decision" in error.reason


def test_unknown_move_word() -> None:
    text = sample().replace("p2 take clay", "p2 juggle clay", 1)
    error = error_for(text)
    assert (error.move, error.line) == (2, line_of(text, "p2 juggle"))
    assert error.reason == "not a move: unknown move 'juggle'"


def test_not_utf8_names_the_line() -> None:
    data = sample().encode().replace(b"player-2: blue", b"player-2: bl\xffe")
    error = error_for(data)
    assert error.line == line_of(sample(), "player-2") and "not UTF-8" in error.reason


def test_control_character() -> None:
    error = error_for(sample().replace("decks: -", "decks: -\x00"))
    assert error.line == line_of(sample(), "decks") and "U+0000" in error.reason


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n"])
def test_empty_file(text: str) -> None:
    assert "empty" in error_for(text).reason


def test_not_a_record() -> None:
    error = error_for("<html><body>hello</body></html>\n")
    assert error.line == 1 and "not an agricola-qt record" in error.reason


def test_missing_end_means_truncated() -> None:
    text = sample()
    error = error_for(text[: text.index("[end]")])
    assert "truncated" in error.reason


def test_a_file_cut_inside_a_move_line_is_truncated_not_a_bad_move() -> None:
    """A save cut off inside a line ("p1 sow ") was reported as an illegal move ("'sow'
    takes 2 word(s) after it, not 0"); the cut is the news.  Here: "p1 plow "."""
    from agricola_qt.records.errors import Problem

    text = sample()
    cut = text.index("p1 plow e2") + len("p1 plow ")  # inside a move: "p1 plow "
    error = error_for(text[:cut])
    assert error.problem is Problem.TRUNCATED and "truncated" in error.reason
    # a bad line followed by more lines is still that line's own problem
    assert _problem_of(text.replace("p2 take clay", "p2 juggle clay", 1)) is Problem.DAMAGED


def test_moves_after_the_game_is_over() -> None:
    text = sample().replace("\n[result]", "p1 feed\n\n[result]")
    error = error_for(text)
    assert "already over" in error.reason and error.move > 100


def _edit_result(text: str, player: str, category: str, delta: int,
                 total_delta: int) -> tuple[str, int]:
    lines = text.split("\n")
    at = line_of(text, f"{player}: total=")
    words = lines[at - 1].split()
    for i, word in enumerate(words):
        key, _, value = word.partition("=")
        if key == category:
            words[i] = f"{key}={int(value) + delta}"
        if key == "total":
            words[i] = f"total={int(value) + total_delta}"
    lines[at - 1] = " ".join(words)
    return "\n".join(lines), at


def test_result_that_does_not_match_the_replay() -> None:
    text, at = _edit_result(sample(), "p1", "people", 3, 3)
    error = error_for(text)
    assert error.line == at
    assert "result of p1 does not match the replayed game: people is" in error.reason


def test_result_total_must_add_up() -> None:
    text, at = _edit_result(sample(), "p2", "fields", 0, 1)
    error = error_for(text)
    assert error.line == at and "sum of the categories" in error.reason


def test_result_for_an_unfinished_game() -> None:
    text = sample()
    head, _, tail = text.partition("# round 14")
    cut = head + tail[tail.index("\n[result]"):]
    assert "stops after" in error_for(cut).reason


@pytest.mark.parametrize(("old", "new", "reason"), [
    ("variant: family", "variant: chess", "variant must be family, full or solo"),
    ("variant: family", "variant: solo", "a solo game has 1 player, not 2"),
    ("decks: -", "decks: Z", "unknown deck 'Z'"),
    ("player-2: blue human", "player-3: blue human", "player-2 is missing"),
    ("player-2: blue human", "player-2: blue robot", "'human' or 'bot:LEVEL'"),
    ("player-2: blue human", "player-9: blue human", "numbered 1 to 5"),
    ("player-2: blue human", "player-2: blue human\nplayer-02: red human", "given twice"),
    ("seed: 4", "seed: four", "the seed (the deal number) must be a whole number of up to 19 "
                              "digits, not 'four'"),
    # a value too long to quote whole says it was cut (a tester's 36-digit seed read whole)
    ("seed: 4", "seed: " + "9" * 36, f"not '{'9' * 20}…'"),
    ("starting-player: 2", "starting-player: 3", "starting-player must be a whole number "
                                                 "from 1 to 2"),
    ("round-cards: sow-bake sheep", "round-cards: sheep sheep", "listed twice"),
    ("round-cards: sow-bake", "round-cards: cattle", "belongs to stage 4"),
    ("round-cards: sow-bake", "round-cards: tea", "unknown round card 'tea'"),
    ("seed: 4", "seed: 4\nseed: 5", "'seed' is given twice"),
    ("seed: 4", "seed: 4\nhand-1-occupations: -", "the family game deals no hands"),
    ("seed: 4", "colour: red", "unknown setup line 'colour'"),
    ("[setup]", "[settings]", "unknown section"),
    ("[moves]", "[result]", "section [result] is out of place"),
    ("decks: -", "decks -", "the line is damaged: each line of this part of the file is a name"),
    ("[end]", "[end]\np1 feed", "nothing may follow the [end] line"),
])
def test_bad_header_and_setup(old: str, new: str, reason: str) -> None:
    text = sample()
    assert old in text
    changed = text.replace(old, new, 1)
    error = error_for(changed)
    assert reason in error.reason, error.reason
    assert error.line >= 1


def test_bad_line_is_located() -> None:
    text = sample().replace("decks: -", "decks: Q")
    error = error_for(text)
    assert error.line == line_of(text, "decks:")


def test_unreadable_file(tmp_path: Path) -> None:
    with pytest.raises(RecordError) as caught:
        load_record(tmp_path / "missing.agr")
    assert caught.value.line == 0 and caught.value.why is Why.MISSING
    assert "missing.agr, whole file: the file does not exist" in str(caught.value)


def test_a_folder_is_not_a_record(tmp_path: Path) -> None:
    with pytest.raises(RecordError) as caught:
        load_record(tmp_path)
    assert caught.value.why is Why.FOLDER and caught.value.problem is Problem.UNREADABLE


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="the superuser reads any file")
def test_a_file_without_permission_says_so(tmp_path: Path) -> None:
    path = tmp_path / "locked.agr"
    path.write_text("format: agricola-qt-record\n", encoding="utf-8")
    path.chmod(0)
    with pytest.raises(RecordError) as caught:
        load_record(path)
    assert caught.value.why is Why.NO_PERMISSION


def test_each_reason_is_a_code_with_its_values() -> None:
    """A play-tester read only "line 8 is not valid" in Chinese: the reason is a code (``Why``)
    and its values, which the window words in the player's language."""
    import re

    text = sample()
    long_name = re.sub(r"(?m)^player-1: (\S+) (\S+).*$", r"player-1: \1 \2 " + "名" * 70,
                       text, count=1)
    error = error_for(long_name)
    assert error.why is Why.NAME_TOO_LONG and error.problem is Problem.DAMAGED
    assert error.values == {"player": 1, "length": 70, "most": 64}
    assert error_for("").why is Why.EMPTY and error_for("\n\n").why is Why.EMPTY
    assert error_for(text.replace("p2 take clay", "p2 juggle clay", 1)).why is Why.NOT_A_MOVE
    bad = error_for(text.replace("p2 take clay", "p2 take cattle", 1))
    assert bad.why is Why.ILLEGAL_MOVE and bad.problem is Problem.BAD_MOVE
    assert str(bad.values["refusal"]) in bad.reason  # the engine's refusal, as a value
    seed = error_for(re.sub(r"(?m)^seed: .*$", "seed: 9" + "9" * 30, text, count=1))
    assert seed.why is Why.BAD_SEED and "9223372036854775808" not in seed.reason


def _problem_of(text: str | bytes):  # noqa: ANN202
    return error_for(text).problem


def test_each_error_names_its_kind_of_problem(tmp_path: Path) -> None:
    """The window words a problem in the player's language by its kind (``Problem``); the
    English reason stays the detail."""
    from agricola_qt.records.errors import Problem
    from agricola_qt.records.limits import MAX_BYTES

    text = sample()
    assert _problem_of(text.replace("format-version: 2", "format-version: 7")) \
        is Problem.NEWER_VERSION
    assert _problem_of(text[: text.index("[end]")]) is Problem.TRUNCATED
    assert _problem_of("") is Problem.NOT_A_RECORD
    assert _problem_of("<html><body>hello</body></html>\n") is Problem.NOT_A_RECORD
    # a line that is no move at all is damage; a move the rules refuse is a bad move
    assert _problem_of(text.replace("p2 take clay", "p2 juggle clay", 1)) is Problem.DAMAGED
    assert _problem_of(text.replace("p2 take clay", "p2 take cattle", 1)) is Problem.BAD_MOVE
    assert _problem_of(text.replace("decks: -", "decks: Q")) is Problem.DAMAGED
    assert _problem_of("x" * (MAX_BYTES + 1)) is Problem.TOO_LARGE
    for path in (tmp_path / "missing.agr", tmp_path):
        with pytest.raises(RecordError) as caught:
            load_record(path)
        assert caught.value.problem is Problem.UNREADABLE


@pytest.mark.parametrize("data", [b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\xff\xfe",
                                  "x" * 5000 + "\n", b"\xff\xd8\xff\xe0 a photo"])
def test_another_kind_of_file_is_not_a_record_rather_than_damaged(data: bytes | str) -> None:
    """A picture renamed .agr was "damaged or edited by hand"; it was never a record."""
    from agricola_qt.records.errors import Problem

    assert error_for(data).problem is Problem.NOT_A_RECORD


def test_a_record_with_a_bad_byte_is_still_damaged() -> None:
    from agricola_qt.records.errors import Problem

    data = sample().encode().replace(b"player-2: blue", b"player-2: bl\xffe")
    assert error_for(data).problem is Problem.DAMAGED


def test_a_game_with_cards_without_its_hands_is_refused_at_its_setup() -> None:
    """Without hand lines it used to load and then fail at its first card played ("you cannot
    play any occupation here"), far from what was missing."""
    final, moves = play_game(2, "full", ("E",), ["heuristic"], 4)
    text = record_text(new_record(final.setup, moves, date="2026-01-01T00:00:00Z"))
    cut = "\n".join(line for line in text.split("\n") if not line.startswith("hand-"))
    error = error_for(cut)
    assert error.line == line_of(cut, "[setup]")
    assert "the setup deals no hands" in error.reason


def test_the_moves_before_the_damage_can_be_read() -> None:
    from agricola_qt.records.agr import moves_before_damage

    text = sample()
    first = line_of(text, "p1 plow e2")
    damaged = text.replace("p1 plow e2", "lorem ipsum", 1)
    error = error_for(damaged)
    record, states = moves_before_damage(damaged.encode(), error)
    assert error.line == first and len(record.moves) == 3 == len(states) - 1
    cut = text[: text.index("[end]")]  # ends early: every move it holds
    record, _ = moves_before_damage(cut.encode(), error_for(cut))
    assert len(record.moves) == len(loads_game(text)[0].moves)
    header = text.replace("decks: -", "decks: Q")  # nothing to save above the moves
    assert moves_before_damage(header.encode(), error_for(header)) is None


@pytest.mark.parametrize("added", ["a note added after the game\n", "\x01\x02\n",
                                   "[end]\n", "\xff\xfe junk\n"])
def test_a_game_with_something_added_after_its_end_keeps_every_move(added: str) -> None:
    """Text (or stray bytes) after the ``[end]`` line refused a whole game: a tester's 73
    moves, all there, would not open at all."""
    from agricola_qt.records.agr import after_end, mended, moves_before_damage, result_damaged

    text = sample()
    data = text.encode() + (added.encode("latin-1") if "\xff" in added else added.encode())
    error = error_for(data)
    assert error.line > line_of(text, "[end]")
    assert after_end(data, error) and result_damaged(data, error)
    record, states = moves_before_damage(data, error)
    assert record.moves == loads_game(text)[0].moves and len(states) == len(record.moves) + 1
    assert mended(data, error) is None  # nothing to mend: no move is at fault
    assert not after_end(text.encode().replace(b"p1 plow e2", b"lorem"), error_for(
        text.replace("p1 plow e2", "lorem")))


@pytest.mark.parametrize(("encoding", "names"), [("gbk", ("小梅", "乔纳斯")),
                                                 ("big5", ("小梅", "喬納斯"))])
def test_a_record_saved_in_a_chinese_encoding_reads_whole(encoding: str,
                                                          names: tuple[str, str]) -> None:
    """An older Chinese editor's GBK copy of a tester's game was refused whole ("not UTF-8
    text"), only the names not ASCII: read in that encoding, every move plays."""
    from attrs import evolve

    from agricola_qt.records.agr import recoded

    record = loads_game(sample())[0]
    text = record_text(evolve(record, setup=evolve(record.setup, names=names)))
    data = text.encode(encoding)
    error = error_for(data)
    assert error.why is Why.NOT_UTF8
    found = recoded(data, error, ("big5", "gb18030") if encoding == "big5" else ("gb18030",))
    assert found is not None
    again, states, used = found
    assert again.moves == record.moves and len(states) == len(record.moves) + 1
    assert again.setup.names == names
    assert recoded(b"\xff\xfe\x00garbage", error_for(b"\xff\xfe\x00garbage")) is None
