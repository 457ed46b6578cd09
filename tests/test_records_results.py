"""Your results: the book of finished games and what it adds up to (no Qt)."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from agricola_qt.ai.heuristic_bot import HeuristicBot
from agricola_qt.engine import GameState, Move, apply, new_game, new_setup
from agricola_qt.engine.scoring import scores
from agricola_qt.records.results import (
    HUMAN,
    GameResult,
    ResultBook,
    SeatResult,
    game_key,
    heartland_key,
    heartland_result_of,
    result_of,
    tally,
)


def finished(players: int = 2, seed: int = 3, family: bool = True
             ) -> tuple[GameState, list[Move]]:
    state = new_game(new_setup(players, family=family, seed=seed, names=("Mei", "Jonas")))
    bot, moves = HeuristicBot(), []
    while not state.is_over:
        move = bot.choose(state)
        moves.append(move)
        state = apply(state, move)
    return state, moves


def test_a_finished_game_is_written_once_and_read_back(tmp_path: Path) -> None:
    state, moves = finished()
    totals = [s.total for s in scores(state)]
    result = result_of(state, [None, "mcts-expert"], game_key(state, moves),
                       when=datetime(2026, 12, 3, 21, 5))
    assert result.finished == "2026-12-03 21:05" and result.variant == "family"
    assert [(s.name, s.seat, s.score) for s in result.seats] == [
        ("Mei", HUMAN, totals[0]), ("Jonas", "expert", totals[1])]
    assert [s.won for s in result.seats] == [t == max(totals) for t in totals]
    book = ResultBook(tmp_path / "results.jsonl")
    assert book.add(result)
    assert not book.add(result)  # the same game again (an undo and the last move again)
    assert book.results() == [result]
    assert game_key(state, moves[:-1]) != result.key


def test_a_finished_heartland_game_is_a_result_of_its_own_kind(tmp_path: Path) -> None:
    from agricola_qt.ai.heartland.registry import make_bot
    from agricola_qt.heartland import apply as play
    from agricola_qt.heartland import new_game as new_heartland
    from agricola_qt.heartland import results, winners

    state = new_heartland(2, 5, ("Mei", "Jonas"))
    bot, moves = make_bot("random", 1), []
    while not state.is_over:
        move = bot.choose(state)
        moves.append(move)
        state = play(state, move)
    result = heartland_result_of(state, [None, "hard"], heartland_key(state, moves))
    assert result.variant == "heartland" and result.target == 0
    assert [(s.seat, s.score) for s in result.seats] == [
        ("human", results(state)[0].total), ("hard", results(state)[1].total)]
    assert [i for i, s in enumerate(result.seats) if s.won] == list(winners(state))
    book = ResultBook(tmp_path / "results.jsonl")
    assert book.add(result) and book.results() == [result]


def test_a_damaged_line_is_skipped_and_the_next_result_starts_a_line_of_its_own(
        tmp_path: Path) -> None:
    book = ResultBook(tmp_path / "results.jsonl")
    one = GameResult("a", "2026-12-01 10:00", "family",
                     (SeatResult("Mei", HUMAN, 40, True), SeatResult("Jonas", "hard", 31, False)))
    two = GameResult("b", "2026-12-02 10:00", "full",
                     (SeatResult("Mei", HUMAN, 28, False), SeatResult("Jonas", "hard", 35, True)))
    assert book.add(one)
    with open(book.path, "a", encoding="utf-8") as f:
        f.write('{"key": "c", "finished": "2026-12-0')  # a crash in the middle of a line
    assert book.add(two)
    with open(book.path, "a", encoding="utf-8") as f:
        f.write('{"key": "d", "variant": "chess", "seats": []}\n\\x00\n')
    assert book.results() == [one, two]
    assert ResultBook(tmp_path / "none" / "results.jsonl").results() == []
    with open(book.path, "a", encoding="utf-8") as f:
        f.write('[1, 2]\n3\nnull\n"x"\n{"key": 5}\n')  # JSON, but no result
    assert book.results() == [one, two]


def test_a_file_grown_huge_is_read_from_its_end(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from agricola_qt.records import results

    book = ResultBook(tmp_path / "results.jsonl")
    games = [GameResult(f"g{i}", "2026-12-01 10:00", "family",
                        (SeatResult("Mei", HUMAN, 30 + i, True),)) for i in range(40)]
    for g in games:
        assert book.add(g)
    size = book.path.stat().st_size
    monkeypatch.setattr(results, "MAX_BYTES", size // 4)
    newest = book.results()
    assert newest and newest == games[-len(newest):] and len(newest) < 12


def test_the_tally_counts_wins_per_level_best_scores_and_solo_targets() -> None:
    def game(key: str, variant: str, mine: int, *others: tuple[str, int],
             target: int = 0) -> GameResult:
        best = max([mine, *(s for _, s in others)])
        seats = [SeatResult("Mei", HUMAN, mine, mine >= target if target else mine == best)]
        seats += [SeatResult("X", level, s, s == best) for level, s in others]
        return GameResult(key, "2026-12-03 10:00", variant, tuple(seats), target)  # type: ignore[arg-type]

    results = [game("1", "family", 41, ("expert", 38)), game("2", "family", 30, ("expert", 44)),
               game("3", "full", 35, ("hard", 35)),  # a shared win
               game("4", "full", 33, ("easy", 20), ("hard", 40)),
               game("5", "solo", 52, target=50), game("6", "solo", 48, target=55),
               game("7", "family", 47),  # alone at the table, family rules
               game("9", "heartland", 180, ("hard", 150)),  # Heartland's own "hard"
               GameResult("8", "2026-12-03 11:00", "family",  # computers among themselves
                          (SeatResult("A", "hard", 30, False), SeatResult("B", "expert", 40,
                                                                          True)))]
    t = tally(results)
    assert t.games == 8
    assert [(s.game, s.level, s.games, s.wins) for s in t.standings] == [
        ("agricola", "easy", 1, 0), ("agricola", "hard", 2, 1), ("agricola", "expert", 2, 1),
        ("heartland", "hard", 1, 1)]
    # game 4 was lost to the Hard computer but the Easy one was beaten: ahead of it once
    assert [(s.level, s.ahead) for s in t.standings] == [
        ("easy", 1), ("hard", 1), ("expert", 1), ("hard", 1)]
    assert t.best == {"family": 41, "full": 35, "solo": 52, "solo-family": 47,
                      "heartland": 180}
    assert (t.solo_games, t.solo_reached) == (2, 1)
