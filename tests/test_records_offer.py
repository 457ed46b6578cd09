"""The start-up offer to resume an autosaved game (issue 9, item 7): Discard really discards
(the file moves to the "discarded" sub-folder), and the offer names the game, not a path."""

from __future__ import annotations

import os
from datetime import UTC, datetime
from pathlib import Path

import pytest

from agricola_qt.engine import apply, legal_moves, new_setup
from agricola_qt.records import load_game
from agricola_qt.records.autosave import DISCARDED, AutosaveStore


@pytest.fixture
def store(tmp_path: Path) -> AutosaveStore:
    return AutosaveStore(tmp_path / "autosave", keep=3)


def begin(store: AutosaveStore, names: tuple[str, ...], moves: int = 0):  # type: ignore[no-untyped-def]
    game = store.begin(new_setup(len(names), seed=len(names), names=names))
    for _ in range(moves):
        move = legal_moves(game.state)[0]
        game.commit(move, apply(game.state, move))
    return game


def test_a_discarded_game_is_no_longer_offered(store: AutosaveStore) -> None:
    game = begin(store, ("Ann", "Bo"), moves=3)
    assert [e.path for e in store.unfinished()] == [game.path]
    moved = store.discard(game.path)
    assert store.unfinished() == [] and not game.path.exists()
    assert moved == store.folder / DISCARDED / game.path.name
    assert load_game(moved)[0].moves == game.record.moves  # kept, and still a valid record
    assert AutosaveStore(store.folder).unfinished() == []  # also on the next start


def test_discarding_twice_the_same_name_keeps_both(store: AutosaveStore) -> None:
    game = begin(store, ("Ann", "Bo"))
    first = store.discard(game.path)
    game.save()  # the same file name autosaved again
    second = store.discard(game.path)
    assert first != second and first.exists() and second.exists()
    assert second.name == f"{game.path.stem}-2.agr"


def test_only_the_newest_discarded_games_are_kept(store: AutosaveStore) -> None:
    paths = []
    for i in range(5):
        game = begin(store, (f"P{i}", "Bo"))
        stamp = 1_000_000 + i * 100
        os.utime(game.path, (stamp, stamp))
        paths.append(store.discard(game.path))
    left = sorted(p.name for p in (store.folder / DISCARDED).iterdir())
    assert left == sorted(p.name for p in paths[-store.keep:])


def test_the_offer_names_the_players_the_round_and_the_date(store: AutosaveStore) -> None:
    game = begin(store, ("Ann", "Bo"), moves=5)
    offer = store.unfinished()[0].offer()
    assert offer is not None
    assert offer.names == ("Ann", "Bo") and offer.round == game.state.round
    assert offer.variant == "family" and offer.moves == 5
    started = datetime.strptime(game.record.date, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC)
    assert offer.started == started.astimezone().replace(tzinfo=None)
    assert str(store.folder) not in repr(offer)


def test_a_game_without_a_date_is_offered_with_its_save_time(store: AutosaveStore) -> None:
    game = begin(store, ("Ann", "Bo"))
    text = game.path.read_text(encoding="utf-8")
    game.path.write_text("\n".join(x for x in text.split("\n") if not x.startswith("date:")),
                         encoding="utf-8")
    os.utime(game.path, (1_700_000_000, 1_700_000_000))
    offer = store.unfinished()[0].offer()
    assert offer is not None and offer.started == datetime.fromtimestamp(1_700_000_000)
    assert offer.names == ("Ann", "Bo")


def test_an_unreadable_entry_has_no_offer(store: AutosaveStore) -> None:
    store.folder.mkdir(parents=True)
    (store.folder / "game-broken.agr").write_text("nonsense")
    assert store.entries()[0].offer() is None
