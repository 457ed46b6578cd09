"""Round trips: a self-played game saved, loaded and replayed is the same game, byte for byte."""

from __future__ import annotations

from pathlib import Path

import pytest
from attrs import evolve
from hypothesis import given, settings
from hypothesis import strategies as st

from agricola_qt.app.commands.selfplay import play_game
from agricola_qt.engine import new_setup, scores
from agricola_qt.engine.solo import SoloSeries
from agricola_qt.records import (
    Seat,
    load_game,
    loads_game,
    new_record,
    record_text,
    save_game,
    save_record,
)

GAMES = [(p, "family") for p in range(1, 6)] + [(1, "solo")] + [(p, "full") for p in (2, 3, 5)]


def _round_trip(tmp_path: Path, players: int, variant: str, seed: int) -> None:
    final, moves = play_game(players, variant, ("E",), ["random"], seed)
    path = tmp_path / "game.agr"
    saved = save_game(path, final.setup, moves, bots=["random"] * final.setup.players)
    record, states = load_game(path)
    assert states[-1] == final
    assert record.setup == final.setup
    assert record.moves == tuple(moves)
    assert record.result == tuple(scores(final))
    assert record == evolve(saved, result=record.result)
    text = path.read_text(encoding="utf-8")
    assert record_text(record, states) == text
    again = tmp_path / "again.agr"
    save_record(again, record)
    assert again.read_bytes() == path.read_bytes()


@pytest.mark.parametrize(("players", "variant"), GAMES)
def test_self_played_game_round_trips(tmp_path: Path, players: int, variant: str) -> None:
    _round_trip(tmp_path, players, variant, seed=11 * players)


@settings(max_examples=8, deadline=None)
@given(players=st.integers(1, 5), variant=st.sampled_from(["family", "full", "solo"]),
       seed=st.integers(0, 10**6))
def test_random_games_round_trip(tmp_path_factory: pytest.TempPathFactory, players: int,
                                 variant: str, seed: int) -> None:
    if variant == "full" and players == 1:
        variant = "solo"
    _round_trip(tmp_path_factory.mktemp("rt"), players, variant, seed)


@pytest.mark.parametrize("cut", [0, 1, 37, 150])
def test_unfinished_game_round_trips_without_result(cut: int) -> None:
    final, moves = play_game(3, "family", (), ["random"], 5)
    record = new_record(final.setup, moves[:cut], date="2026-01-01T00:00:00Z")
    text = record_text(record)
    assert "[result]" not in text
    loaded, states = loads_game(text)
    assert loaded == record
    assert len(states) == cut + 1 and not states[-1].is_over
    assert record_text(loaded, states) == text


@pytest.mark.filterwarnings("ignore::agricola_qt.engine.setup.DeckShortWarning")
def test_names_seats_solo_series_and_extra_fields_survive() -> None:
    series = SoloSeries(game=3, bonus_food=2)
    setup = new_setup(1, family=False, seed=9, solo=series, names=("Ada Lovelace",))
    record = new_record(setup, seats=[Seat("purple", "bot", "random")], date="d",
                        extra=[("x-club", "Thursday night: table 2"), ("comment", "éà ✓")])
    text = record_text(record)
    assert "player-1: purple bot:random Ada Lovelace" in text
    assert "solo-series: game=3 target=59 bonus-food=2 over=no kept=-" in text
    loaded, states = loads_game(text)
    assert loaded == record
    assert loaded.setup.solo == series
    assert states[0].players[0].goods.food == 2
    assert dict(loaded.extra) == {"x-club": "Thursday night: table 2", "comment": "éà ✓"}
    assert record_text(loaded, states) == text


def test_unknown_header_field_in_a_file_survives_load_and_save(tmp_path: Path) -> None:
    final, moves = play_game(2, "family", (), ["random"], 1)
    path = tmp_path / "g.agr"
    save_game(path, final.setup, moves, date="2026-01-01T00:00:00Z")
    text = path.read_text(encoding="utf-8").replace(
        "decks: -\n", "decks: -\nx-tournament: Spring cup, board 4\n")
    record, states = loads_game(text)
    assert record.header["x-tournament"] == "Spring cup, board 4"
    out = tmp_path / "out.agr"
    save_record(out, record, states)
    assert "x-tournament: Spring cup, board 4\n" in out.read_text(encoding="utf-8")
    assert loads_game(out.read_bytes())[0] == record


def test_names_are_kept_on_one_line() -> None:
    setup = new_setup(2, seed=2, names=("Ann\nLee ", "\tBo  Bo"))
    loaded, _ = loads_game(record_text(new_record(setup, date="d")))
    assert loaded.setup.names == ("Ann Lee", "Bo  Bo")


@pytest.mark.parametrize(("seats", "extra"), [
    ([Seat("light blue"), Seat("red")], []),
    ([Seat("red", "bot", "Big Bot"), Seat("blue")], []),
    (None, [("date", "twice")]),
    (None, [("player-3", "green human")]),
    (None, [("bad key", "x")]),
])
def test_unwritable_seats_and_fields_are_refused(seats: list[Seat] | None,
                                                 extra: list[tuple[str, str]]) -> None:
    record = new_record(new_setup(2, seed=2), seats=seats, extra=extra)
    with pytest.raises(ValueError):
        record_text(record)


def test_extra_player_like_keys_round_trip() -> None:
    record = new_record(new_setup(2, seed=2), date="d", extra=[("player-notes", "friendly")])
    text = record_text(record)
    assert loads_game(text)[0] == record


def test_the_record_stores_every_part_of_the_setup() -> None:
    """A new Setup field must be added to the .agr format (and docs/agr-format.md)."""
    import attrs

    from agricola_qt.engine.setup import Hand, Setup
    from agricola_qt.engine.solo import SoloSeries

    assert [f.name for f in attrs.fields(Setup)] == [
        "players", "family", "round_cards", "starting_player", "decks", "hands", "seed", "solo",
        "names", "rules_version", "drafted"]  # rules_version: the header's rules-version;
    # drafted: its hands (test_records_draft.py)
    assert [f.name for f in attrs.fields(Hand)] == ["occupations", "minors"]
    # kept_effects is told by the record's rules-version (5 and later: True)
    assert [f.name for f in attrs.fields(SoloSeries)] == [
        "game", "kept_occupations", "bonus_food", "over", "kept_effects"]
