"""Autosave: every committed move is on disk; the last few games are kept and resumable."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from agricola_qt.ai.registry import make_bot
from agricola_qt.engine import apply, new_setup
from agricola_qt.records import load_game
from agricola_qt.records.autosave import ENV_DATA_DIR, AutosaveStore, autosave_dir


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Never touch the real user folder."""
    folder = tmp_path / "data"
    monkeypatch.setenv(ENV_DATA_DIR, str(folder))
    return folder


@pytest.fixture
def no_fsync(monkeypatch: pytest.MonkeyPatch) -> None:
    """Games played to the end save hundreds of times; skip the disk flush to stay fast
    (flushing is covered by test_records_crash.py)."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


def play(game, moves: int, seed: int = 0) -> None:  # type: ignore[no-untyped-def]
    bot = make_bot("random", seed=seed)
    for _ in range(moves):
        if game.state.is_over:
            return
        move = bot.choose(game.state)
        game.commit(move, apply(game.state, move))


def test_default_folder_follows_the_environment(private_data_dir: Path) -> None:
    assert autosave_dir() == private_data_dir / "autosave"
    assert AutosaveStore().folder == private_data_dir / "autosave"


def test_default_folder_is_the_platformdirs_user_data_dir(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    monkeypatch.delenv(ENV_DATA_DIR)
    expected = Path(platformdirs.user_data_dir("agricola-qt", appauthor=False)) / "autosave"
    assert autosave_dir() == expected  # only computed, nothing is written there


def test_every_commit_is_saved(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path / "saves")
    game = store.begin(new_setup(2, seed=3), bots=[None, "random"])
    assert load_game(game.path)[0].moves == ()
    bot = make_bot("random", seed=1)
    for count in range(1, 15):
        game.commit(bot.choose(game.state))
        record, states = load_game(game.path)
        assert len(record.moves) == count
        assert states[-1] == game.state
    assert record.seats[1].level == "random"


@pytest.mark.usefixtures("no_fsync")
def test_unfinished_games_are_listed_newest_first(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    first = store.begin(new_setup(2, seed=1))
    play(first, 20)
    finished = store.begin(new_setup(1, seed=2))
    play(finished, 10_000)
    assert finished.state.is_over
    second = store.begin(new_setup(3, seed=3))
    play(second, 5)
    os.utime(first.path, (1_000, 1_000))
    waiting = store.unfinished()
    assert [e.path for e in waiting] == [second.path, first.path]
    assert waiting[1].moves == 20 and not waiting[1].finished
    assert "family, 2 player(s) (Player 1, Player 2), round" in waiting[1].summary()
    assert {e.path for e in store.entries()} == {first.path, second.path, finished.path}
    assert "[result]" in finished.path.read_text(encoding="utf-8")


@pytest.mark.usefixtures("no_fsync")
def test_a_game_played_on_in_a_newer_autosave_is_not_offered_again(tmp_path: Path) -> None:
    """A tester saved a game to a file in round 9, opened that file and finished the game
    (in an autosave of its own): the round-9 autosave was still offered to resume."""
    store = AutosaveStore(tmp_path)
    setup = new_setup(1, seed=4)
    early = store.begin(setup)
    play(early, 20)
    again = store.begin(setup)
    for move in early.record.moves:
        again.commit(move, apply(again.state, move))
    play(again, 10_000, seed=3)
    assert again.state.is_over
    other = store.begin(setup)  # the same deal, played otherwise: still its own game
    play(other, 12, seed=9)
    for age, game in enumerate((early, again, other)):
        os.utime(game.path, (1_000 + age, 1_000 + age))
    assert [e.path for e in store.unfinished()] == [other.path]


@pytest.mark.usefixtures("no_fsync")
def test_resume_continues_in_the_same_file(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    game = store.begin(new_setup(4, seed=8))
    play(game, 30)
    resumed = store.resume(store.unfinished()[0].path)
    assert resumed.path == game.path and resumed.state == game.state
    play(resumed, 10_000, seed=5)
    assert load_game(game.path)[1][-1].is_over
    assert store.unfinished() == []


def test_rewind_after_undo(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    game = store.begin(new_setup(2, seed=8))
    play(game, 12)
    kept = game.states[7]
    assert game.rewind(7) == kept
    record, states = load_game(game.path)
    assert len(record.moves) == 7 and states[-1] == kept
    with pytest.raises(ValueError):
        game.rewind(99)


def test_only_the_last_games_are_kept(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path, keep=3)
    games = []
    for seed in range(5):
        games.append(store.begin(new_setup(2, seed=seed)))
        os.utime(games[-1].path, (1_000 + seed, 1_000 + seed))
    kept = store.files()
    assert kept == [g.path for g in reversed(games[2:])]
    assert len(set(kept)) == 3  # distinct names even within one second


def test_broken_autosave_is_listed_but_not_resumable(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    game = store.begin(new_setup(2, seed=1))
    play(game, 3)
    broken = tmp_path / "broken.agr"
    broken.write_bytes(b"format: agricola-qt-record\n\xff")
    entries = store.entries()
    bad = [e for e in entries if e.path == broken]
    assert bad and "not UTF-8" in bad[0].error and bad[0].record is None
    assert [e.path for e in store.unfinished()] == [game.path]


def test_stale_temporary_files_are_removed(tmp_path: Path) -> None:
    store = AutosaveStore(tmp_path)
    stale = tmp_path / ".game.agr.abc.tmp"
    stale.write_text("half")
    os.utime(stale, (1_000, 1_000))
    fresh = tmp_path / ".other.agr.def.tmp"
    fresh.write_text("being written")
    store.begin(new_setup(2, seed=1))
    assert not stale.exists() and fresh.exists()


def test_sync_writes_many_moves_with_one_save(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    from agricola_qt.records import autosave

    store = AutosaveStore(tmp_path)
    other = store.begin(new_setup(2, seed=4))
    play(other, 25)
    moves = list(other.moves)
    game = store.begin(new_setup(2, seed=4))
    saves: list[int] = []
    real = autosave.save_record
    monkeypatch.setattr(autosave, "save_record",
                        lambda path, record, states: saves.append(1) or real(path, record,
                                                                             states))
    assert game.sync(moves) == other.state
    assert game.sync(moves[:10] + moves[10:]) == other.state  # nothing changed: no save
    assert game.sync(moves[:10]) == other.states[10]
    assert game.sync(moves, other.states) == other.state
    assert len(saves) == 3
    assert load_game(game.path)[0].moves == tuple(moves)
