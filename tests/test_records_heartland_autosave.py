"""Heartland games in the autosave folder: saved after every move, listed, resumed, offered."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from agricola_qt.ai.heartland.registry import make_bot
from agricola_qt.app.cli import main
from agricola_qt.engine import new_setup
from agricola_qt.heartland import apply, new_game
from agricola_qt.records import heartland_autosave
from agricola_qt.records.autosave import ENV_DATA_DIR, AutosaveStore
from agricola_qt.records.heartland import load_heartland, new_heartland_record


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(ENV_DATA_DIR, str(folder))
    monkeypatch.setattr(os, "fsync", lambda fd: None)  # many saves; flushing is tested elsewhere
    return folder


def bot_moves(count: int, seed: int = 3) -> list:
    state = new_game(2, seed)
    bot = make_bot("random", 1)
    moves = []
    for _ in range(count):
        move = bot.choose(state)
        moves.append(move)
        state = apply(state, move)
    return moves


def test_sync_saves_every_move_and_undo_and_resume_gives_the_same_game() -> None:
    moves = bot_moves(12)
    game = heartland_autosave.begin(new_heartland_record(2, 3, moves[:1], names=("Mei",)))
    assert game.path.parent == AutosaveStore().folder and "heartland-2p" in game.path.name
    for n in range(2, 13):
        game.sync(moves[:n])
        assert load_heartland(game.path)[0].moves == tuple(moves[:n])
    game.sync(moves[:9])  # an undo
    record, states = load_heartland(game.path)
    assert record.moves == tuple(moves[:9]) and states[-1] == game.state
    again = AutosaveStore().resume(game.path)
    assert isinstance(again, heartland_autosave.HeartlandAutosave)
    assert again.state == game.state and again.record.names == ("Mei",)


def test_both_games_are_listed_and_the_newest_unfinished_is_offered(tmp_path: Path) -> None:
    store = AutosaveStore()
    agricola = store.begin(new_setup(2, seed=4))
    heartland = heartland_autosave.begin(new_heartland_record(2, 3, bot_moves(20)))
    os.utime(agricola.path, (1, 1))  # older
    entries = store.unfinished()
    assert [e.path for e in entries] == [heartland.path, agricola.path]
    first = entries[0]
    assert first.game == "heartland" and first.players == 2 and first.moves == 20
    offer = first.offer()
    assert offer is not None and offer.variant == "heartland"
    assert offer.round == heartland.state.turn // 2 + 1 >= 2
    assert "heartland, 2 player(s)" in first.summary()


def test_a_finished_heartland_game_is_not_offered() -> None:
    from agricola_qt.ai.heartland.tournament import play_game

    final = play_game(("random", "random"), 6)
    state, bots, moves = new_game(2, 6), [make_bot("random", 42), make_bot("random", 43)], []
    while not state.is_over:
        move = bots[state.actor].choose(state)
        moves.append(move)
        state = apply(state, move)
    assert state == final
    game = heartland_autosave.begin(new_heartland_record(2, 6, moves))
    assert game.state.is_over
    assert AutosaveStore().unfinished() == []
    assert [e.finished for e in AutosaveStore().entries()] == [True]


def test_resume_list_names_heartland_games(capsys: pytest.CaptureFixture[str]) -> None:
    game = heartland_autosave.begin(new_heartland_record(2, 3, bot_moves(7), names=("Mei",
                                                                                   "Jonas")))
    assert main(["resume", "--list"]) == 0
    out = capsys.readouterr().out
    assert str(game.path) in out and "heartland, 2 player(s) (Mei, Jonas)" in out
    assert "7 moves" in out


def test_a_broken_heartland_autosave_is_listed_as_unreadable() -> None:
    game = heartland_autosave.begin(new_heartland_record(2, 3, bot_moves(4)))
    text = game.path.read_text().replace("[end]", "")
    game.path.write_text(text)
    entries = AutosaveStore().entries()
    assert len(entries) == 1 and entries[0].record is None and entries[0].error
    assert entries[0].game == "heartland" and AutosaveStore().unfinished() == []
