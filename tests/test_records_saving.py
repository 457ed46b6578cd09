"""File > Save of an opened game keeps everything its header had (issue 9, item 0c):
unknown fields and their places, the original date, a computer seat of an unknown level;
byte-identical when nothing changed."""

from __future__ import annotations

from pathlib import Path

from agricola_qt.app.commands.selfplay import play_game
from agricola_qt.records import Seat, load_game, new_record, record_text
from agricola_qt.records.agr import record_for_save, save_record

DATA = Path(__file__).parent / "data"


def opened_file(tmp_path: Path, cut: int | None = None) -> Path:
    """A record as another tool or version might have written it: unknown fields between
    the known ones, an old date, seats of unusual colours, a computer of an unknown level."""
    final, moves = play_game(2, "family", (), ["random"], 8)
    record = new_record(final.setup, moves[:cut], date="2025-03-04T05:06:07Z",
                        seats=[Seat("teal", "bot", "grandmaster"), Seat("purple")])
    text = record_text(record)
    text = text.replace("date: 2025", "x-event: Club night, table 3\ndate: 2025")
    text = text.replace("decks: -\n", "decks: -\nx-referee: Mo\n")
    text = text.replace("app-version: ", "app-version: 0.0.9-", 1)
    path = tmp_path / "opened.agr"
    path.write_bytes(text.encode("utf-8"))
    return path


def window_seats(record_seats: tuple[Seat, ...]) -> list[Seat]:
    """What a window that plays unknown computer levels as persons, in its own colours,
    reports about the seats."""
    return [Seat("red"), Seat("blue")] if len(record_seats) == 2 else []


def test_saving_an_opened_game_gives_the_same_bytes(tmp_path: Path) -> None:
    path = opened_file(tmp_path)
    record, states = load_game(path)
    again = record_for_save(record, states[-1].setup, record.moves,
                            seats=window_seats(record.seats))
    out = tmp_path / "saved.agr"
    save_record(out, again)
    assert out.read_bytes() == path.read_bytes()


def test_an_opened_unfinished_game_keeps_its_header_when_continued(tmp_path: Path) -> None:
    path = opened_file(tmp_path, cut=30)
    record, states = load_game(path)
    final, moves = play_game(2, "family", (), ["random"], 8)
    again = record_for_save(record, record.setup, moves[:40],
                            seats=window_seats(record.seats))
    text = record_text(again)
    head = path.read_text(encoding="utf-8").split("[setup]")[0]
    assert text.split("[setup]")[0] == head
    assert "x-event: Club night, table 3\ndate: 2025-03-04T05:06:07Z\n" in head
    assert "player-1: teal bot:grandmaster\n" in head
    assert load_game(path)[0].moves == record.moves and len(again.moves) == 40


def test_a_known_computer_level_chosen_in_the_window_is_saved(tmp_path: Path) -> None:
    record, states = load_game(opened_file(tmp_path))
    again = record_for_save(record, record.setup, record.moves,
                            seats=[Seat("red", "bot", "random"), Seat("blue", "bot", "random")],
                            known_levels={"random"})
    assert again.seats == (Seat("teal", "bot", "random"), Seat("purple", "bot", "random"))


def test_a_game_not_opened_from_a_file_is_a_new_record() -> None:
    final, moves = play_game(2, "family", (), ["random"], 8)
    record = record_for_save(None, final.setup, moves, seats=[Seat("red"), Seat("blue")])
    assert record.date and record.seats == (Seat("red"), Seat("blue"))


def test_golden_records_saved_again_are_unchanged(tmp_path: Path) -> None:
    for path in sorted(DATA.glob("*.agr")):
        if path.name.startswith("v1-"):
            continue  # records with draws written before chance lines gain them when saved
        record, states = load_game(path)
        out = tmp_path / path.name
        save_record(out, record_for_save(record, record.setup, record.moves))
        assert out.read_bytes() == path.read_bytes(), path.name
