"""tools/tune_weights.py: its nudges are deterministic and its games are the heuristic's."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

from attrs import fields

from agricola_qt.ai.weights import STANDARD, Weights, to_json

_SPEC = importlib.util.spec_from_file_location(
    "tune_weights", Path(__file__).parent.parent / "tools" / "tune_weights.py")
assert _SPEC is not None and _SPEC.loader is not None
tune = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(tune)


def test_a_nudge_moves_one_to_three_weights_the_same_way_for_a_seed():
    for seed in range(20):
        one, two = (tune.nudge(STANDARD, random.Random(seed)) for _ in range(2))
        assert one == two
        changed = [f.name for f in fields(Weights) if getattr(one, f.name)
                   != getattr(STANDARD, f.name)]
        assert 1 <= len(changed) <= 3, changed
        for name in changed:  # an integer weight stays a whole number, never below 0
            if isinstance(getattr(STANDARD, name), int):
                assert isinstance(getattr(one, name), int) and getattr(one, name) >= 0


def test_a_game_of_the_tuner_scores_as_the_heuristic_does():
    from agricola_qt.app.commands.selfplay import play_game
    from agricola_qt.engine.scoring import score_player

    state, _ = play_game(1, "family", (), ["heuristic"], seed=3)
    solo = tune._play((to_json(STANDARD), 1, True, (), 3, 0))
    assert solo == score_player(state.players[0]).total
    # two seats: the margin of the tuned seat over the other
    state, _ = play_game(2, "family", (), ["heuristic"], seed=4)
    a, b = (score_player(p).total for p in state.players)
    assert tune._play((to_json(STANDARD), 2, True, (), 4, 1)) == b - a
