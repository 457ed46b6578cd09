"""The command line: argument order, help texts, --version, no display, progress, --jobs."""

from __future__ import annotations

import argparse
import io
import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from agricola_qt import __version__
from agricola_qt.app import cli, display_check
from agricola_qt.app.commands import COMMANDS
from agricola_qt.app.progress import ProgressBar

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def window_starts(monkeypatch: pytest.MonkeyPatch) -> list[tuple[list[str], str | None]]:
    """Record what the window would be started with, instead of starting it."""
    from agricola_qt.app import window_main

    started: list[tuple[list[str], str | None]] = []
    monkeypatch.setattr(window_main, "run_gui",
                        lambda argv, lang=None: started.append((argv, lang)) or 0)
    monkeypatch.setattr(display_check, "problem", lambda: None)
    return started


@pytest.mark.parametrize("argv", [
    ["--lang", "zh_CN", "game.agr"],
    ["game.agr", "--lang", "zh_CN"],
    ["--lang=zh_CN", "game.agr"],
    ["--lang", "zh_CN", "--", "game.agr"],
])
def test_options_and_the_file_in_any_order(argv: list[str], window_starts: list) -> None:
    assert cli.main(argv) == 0
    assert window_starts == [(["game.agr"], "zh_CN")]


def test_no_file_starts_the_window_alone(window_starts: list) -> None:
    assert cli.main([]) == 0
    assert window_starts == [([], None)]


def test_a_word_that_is_neither_command_nor_file(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(["chek", "x.agr"])
    assert stop.value.code == 2
    assert "'chek' is neither a command" in capsys.readouterr().err


def test_help_names_the_file_form_and_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    out = capsys.readouterr().out
    assert "agricola-qt [--lang LANG] [FILE.agr]" in out
    assert "'agricola-qt FILE.agr' opens that saved game" in out
    for name in ("check", "score", "render", "resume", "selfplay", "tournament", "cards"):
        assert f"    {name}" in out


def test_every_option_of_every_command_has_help() -> None:
    parser = cli.build_parser()
    subparsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    assert set(subparsers.choices) == set(COMMANDS)
    for name, sub in [("agricola-qt", parser), *subparsers.choices.items()]:
        for action in sub._actions:
            if isinstance(action, argparse._SubParsersAction):
                continue
            assert action.help, f"{name}: {action.option_strings or action.dest} has no help"


def test_lang_after_the_command_too(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "table.png"
    assert cli.main(["render", "--new", "--out", str(out), "--labels", "--lang", "zh_TW"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith("language zh_TW)") and out.stat().st_size > 10_000
    assert "釣魚" in lines[1:] and "Fishing" not in lines
    assert cli.main(["--lang", "zh_CN", "render", "--new", "--out", str(out), "--labels"]) == 0
    assert "捕鱼" in capsys.readouterr().out.splitlines()
    assert cli.main(["render", "--new", "--out", str(out), "--labels"]) == 0  # English again
    assert "Fishing" in capsys.readouterr().out.splitlines()


def test_lang_shows_only_where_a_command_uses_it(capsys: pytest.CaptureFixture[str]) -> None:
    """Every command took --lang and said it chose the language; selfplay and tournament
    print no words to translate: there it is accepted, not offered."""
    for name, offered in [("score", True), ("cards", True), ("render", True),
                          ("resume", True), ("check", True), ("selfplay", False),
                          ("tournament", False)]:
        with pytest.raises(SystemExit):
            cli.main([name, "--help"])
        assert ("--lang" in capsys.readouterr().out) == offered, name


def test_cards_in_chinese(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["cards", "--deck", "E", "--kind", "minor", "--details", "--lang",
                     "zh_CN"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split()[:3] == ["E11", "耕地", "小设施"]  # the table's own words
    assert lines[1].strip().startswith("费用：") and "传给左手边" in lines[1]
    assert lines[-1] == "E 牌组：126 张中有 126 张可用"
    assert cli.main(["cards", "--deck", "E", "--kind", "minor"]) == 0  # English as before
    assert capsys.readouterr().out.splitlines()[0].split()[:2] == ["E11", "Field"]


def test_version_is_the_one_in_pyproject(capsys: pytest.CaptureFixture[str]) -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert __version__ == project["version"]
    with pytest.raises(SystemExit):
        cli.main(["--version"])
    assert capsys.readouterr().out.strip() == f"agricola-qt {project['version']}"


def test_the_cli_module_runs_as_a_script(tmp_path: Path) -> None:
    """``python3 -m agricola_qt.app.cli --help`` printed nothing: the module had no entry."""
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(tmp_path), "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "agricola_qt.app.cli", "--help"], env=env,
                          capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: agricola-qt")


# --- no display ------------------------------------------------------------------------------
def test_no_display_is_a_sentence_not_an_abort(tmp_path: Path) -> None:
    env = {"PATH": os.environ.get("PATH", ""), "HOME": str(tmp_path), "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "agricola_qt", "--lang", "en"], env=env,
                          capture_output=True, text=True, timeout=60, cwd=tmp_path)
    assert done.returncode == 1, done.stderr
    assert "there is no display" in done.stderr and "agricola-qt check" in done.stderr
    assert "Traceback" not in done.stderr
    env["QT_QPA_PLATFORM"] = "xcb"  # even a window platform set by the user: render draws
    drawn = subprocess.run([sys.executable, "-m", "agricola_qt", "render", "--new", "--out",
                            str(tmp_path / "t.png")], env=env, capture_output=True, text=True,
                           timeout=60, cwd=tmp_path)
    assert drawn.returncode == 0 and (tmp_path / "t.png").stat().st_size > 10_000, drawn.stderr


def test_the_command_table_names_every_module() -> None:
    folder = ROOT / "agricola_qt" / "app" / "commands"
    modules = {p.stem for p in folder.glob("*.py")} - {"__init__"}
    assert set(COMMANDS) == modules
    assert all(module.__name__.endswith(f".{name}") for name, module in COMMANDS.items())


def test_display_problems_are_named() -> None:
    assert display_check.problem({}, "win32") is None
    assert display_check.problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display_check.problem({"WAYLAND_DISPLAY": "wayland-0"}, "linux") is None
    assert display_check.problem({"WAYLAND_DISPLAY": "w-0", "DISPLAY": ":0"}, "linux") is None
    assert "no display" in display_check.problem({"QT_QPA_PLATFORM": "xcb"}, "linux")  # type: ignore[operator]
    assert "no display" in display_check.problem({}, "linux")  # type: ignore[operator]


def test_missing_x11_libraries_name_the_packages(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(display_check, "missing_libraries",
                        lambda plugin: ["libxcb-cursor.so.0", "libxkbcommon-x11.so.0"])
    text = display_check.problem({"DISPLAY": ":0"}, "linux") or ""
    assert "libxcb-cursor.so.0" in text
    assert "sudo apt-get install libxcb-cursor0 libxkbcommon-x11-0" in text


@pytest.mark.skipif(display_check.xcb_plugin() is None, reason="no X11 plugin in this Qt")
def test_a_display_that_does_not_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(display_check, "missing_libraries", lambda plugin: [])
    text = display_check.problem({"DISPLAY": ":9737"}, "linux") or ""
    assert "':9737' does not answer" in text


# --- progress and jobs -----------------------------------------------------------------------
class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_bar_only_on_a_terminal() -> None:
    terminal, pipe = _Terminal(), io.StringIO()
    for stream in (terminal, pipe):
        with ProgressBar(4, stream=stream) as bar:
            bar.advance()
            bar.advance()
    assert pipe.getvalue() == ""
    assert "[###############...............] 2/4 games" in terminal.getvalue()
    assert terminal.getvalue().endswith("\r\033[K")  # wiped at the end


def test_selfplay_output_has_no_bar_when_piped(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["selfplay", "--games", "2"]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    assert [json.loads(line)["seed"] for line in captured.out.splitlines()[:2]] == [0, 1]


def test_selfplay_names_the_winners(capsys: pytest.CaptureFixture[str]) -> None:
    """Its JSON lines gave scores but no winner (score --json and Heartland's lines do)."""
    assert cli.main(["selfplay", "--players", "3", "--seed", "2"]) == 0
    line = json.loads(capsys.readouterr().out.splitlines()[0])
    best = max(line["scores"])
    assert line["winners"] == [i for i, s in enumerate(line["scores"]) if s == best]


@pytest.mark.parametrize("argv", [
    ["--game", "heartland", "--variant", "solo"], ["--game", "heartland", "--decks", "E"],
    ["--variant", "solo", "--players", "3"], ["--decks", "EI"], ["--players", "1"]])
def test_selfplay_refuses_options_that_contradict(
        argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """"--game heartland --variant solo" played a 2-player Heartland game as if the variant
    had not been given."""
    assert cli.main(["selfplay", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith("selfplay: ")


def test_tournament_jobs_give_the_same_results(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["tournament", "--bots", "heuristic,random", "--games", "4", "--seed", "7", "--json"]

    def run(jobs: str) -> tuple[list[str], dict]:
        assert cli.main([*argv, "--jobs", jobs]) == 0
        lines = capsys.readouterr().out.splitlines()
        summary = json.loads(lines[-1])
        return lines[:-1], {k: summary[k] for k in ("games", "win_rate", "mean_scores")}

    one, two = run("1"), run("2")
    assert len(one[0]) == 4 and one == two


def test_a_command_s_help_begins_with_its_own_usage(capsys) -> None:  # noqa: ANN001
    """"agricola-qt resume --help" began with the whole program's two-line usage and then
    "resume [-h] …" run on after it."""
    with pytest.raises(SystemExit):
        cli.main(["resume", "--help"])
    out = capsys.readouterr().out
    assert out.startswith("usage: agricola-qt resume [-h]")
    assert "COMMAND" not in out.split("\n\n")[0]
