"""The tournament command: seat-swapped games, a JSON summary line, clear errors."""

from __future__ import annotations

import json

from agricola_qt.app.cli import main
from agricola_qt.app.commands.tournament import _schedule, wilson


def test_tournament_json_summary_is_the_last_line(capsys):
    code = main(["tournament", "--players", "2", "--variant", "family", "--bots",
                 "heuristic,random", "--games", "4", "--seed", "3", "--json"])
    assert code == 0
    lines = capsys.readouterr().out.strip().splitlines()
    summary = json.loads(lines[-1])
    assert summary["games"] == 4
    assert summary["win_rate"] == 1.0
    low, high = summary["win_rate_ci95"]
    assert 0 < low < 1.0 and high == 1.0
    assert summary["mean_scores"]["heuristic"] > summary["mean_scores"]["random"]
    assert set(summary["s_per_decision"]) == {"heuristic", "random"}
    # begging cards per seat in each game line; the summary keeps each bot's worst seat
    games = [json.loads(line) for line in lines[:-1]]
    assert all(len(g["begging"]) == 2 for g in games)
    worst = {b: max(g["begging"][i] for g in games for i, s in enumerate(g["seats"]) if s == b)
             for b in ("heuristic", "random")}
    assert summary["most_begging"] == worst
    assert worst["random"] > worst["heuristic"]  # random play does not feed its family


def test_solo_family_reports_mean_scores(capsys):
    code = main(["tournament", "--players", "1", "--bots", "heuristic", "--games", "2",
                 "--json"])
    assert code == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["win_rate"] is None
    assert summary["mean_scores"]["heuristic"] > 0


def test_seats_are_swapped_on_the_same_setup():
    schedule = _schedule(2, ["a", "b"], 4, seed=10)
    assert schedule == [(["a", "b"], 10), (["b", "a"], 10), (["a", "b"], 11), (["b", "a"], 11)]


def test_one_bot_in_both_seats_plays_two_different_games_per_setup(capsys):
    """Rotating the same bot gives the same seats: the second game's bots get other seeds."""
    code = main(["tournament", "--players", "2", "--variant", "family", "--bots",
                 "random,random", "--games", "2", "--seed", "5", "--json"])
    assert code == 0
    games = [json.loads(line) for line in capsys.readouterr().out.strip().splitlines()[:-1]]
    assert [g["seed"] for g in games] == [5, 5]
    assert games[0]["scores"] != games[1]["scores"]


def test_mixed_bots_play_the_same_games_as_before_the_repeat_seeds(capsys):
    """Games with different bots in the seats keep their seeds: earlier measurements can be
    run again (these scores came from the command before a repeat got seeds of its own)."""
    code = main(["tournament", "--players", "2", "--variant", "family", "--bots",
                 "heuristic,random", "--games", "4", "--seed", "3", "--json"])
    assert code == 0
    games = [json.loads(line) for line in capsys.readouterr().out.strip().splitlines()[:-1]]
    # (game 3 was [36, -5] before Easy kept food in round 13 for the last harvest)
    assert [g["scores"] for g in games] == [[35, 0], [-10, 34], [37, -1], [-4, 44]]


def test_wilson_interval():
    low, high = wilson(150, 200)
    assert 0.68 < low < 0.75 < high < 0.81


def test_bad_arguments_exit_2(capsys):
    assert main(["tournament", "--bots", "nobody,random"]) == 2
    assert main(["tournament", "--games", "0"]) == 2
    assert main(["tournament", "--players", "3", "--bots", "heuristic,random"]) == 2
    assert "tournament:" in capsys.readouterr().err


def test_searched_decisions_are_reported_apart_from_instant_ones(monkeypatch):
    from agricola_qt.ai.mcts import MctsBot
    from agricola_qt.ai.registry import make_bot
    from agricola_qt.app.commands import tournament

    def small(name: str, seed: int = 0):
        if name == "mcts-easy":  # a tiny search keeps the game quick
            return MctsBot(seed=seed, steps=60, iterations=2, width=3, name=name)
        return make_bot(name, seed)

    monkeypatch.setattr(tournament, "make_bot", small)
    game = tournament.play(2, True, ("E",), ["mcts-easy", "heuristic"], 2, 2)
    summary = tournament._summary([game], ["mcts-easy", "heuristic"])
    assert summary["searched_decisions"]["heuristic"] == 0
    assert summary["s_per_searched_decision"]["heuristic"] is None
    assert summary["searched_decisions"]["mcts-easy"] > 10
    assert summary["instant_decisions"]["mcts-easy"] > 10
    assert (summary["searched_decisions"]["mcts-easy"] + summary["instant_decisions"]["mcts-easy"]
            == game["decisions"][0])
    assert summary["s_per_instant_decision"]["heuristic"] == summary["s_per_decision"]["heuristic"]
    assert summary["clock_stops"] == {"mcts-easy": 0, "heuristic": 0}
