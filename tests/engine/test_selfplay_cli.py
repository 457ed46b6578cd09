import json

import pytest

from agricola_qt.app.cli import main


@pytest.mark.parametrize("variant", ["family", "full", "solo"])
def test_selfplay_prints_one_line_per_game_and_a_summary(variant: str, capsys) -> None:
    count = [] if variant == "solo" else ["--players", "3"]  # a solo game of 3 is refused
    assert main(["selfplay", *count, "--variant", variant, "--bots", "random",
                 "--games", "2", "--seed", "4", "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(lines) == 3
    players = 1 if variant == "solo" else 3
    assert [g["seed"] for g in lines[:2]] == [4, 5]
    assert all(len(g["scores"]) == players and g["moves"] > 28 for g in lines[:2])
    assert lines[2]["games_per_second"] > 0


def test_selfplay_is_repeatable(capsys) -> None:
    main(["selfplay", "--games", "1", "--seed", "9"])
    first = capsys.readouterr().out.splitlines()[0]
    main(["selfplay", "--games", "1", "--seed", "9"])
    assert capsys.readouterr().out.splitlines()[0] == first


@pytest.mark.parametrize("argv", [
    ["selfplay", "--bots", "nobody"],
    ["selfplay", "--players", "7"],
    ["selfplay", "--variant", "chess"],
    ["selfplay", "--decks", "XZ"],
])
def test_selfplay_bad_arguments_exit_2(argv: list[str], capsys) -> None:
    with pytest.raises(SystemExit) as info:
        code = main(argv)
        raise SystemExit(code)
    assert info.value.code == 2
    assert capsys.readouterr().err.strip()  # a clear message on stderr
