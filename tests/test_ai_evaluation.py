"""The learned estimate of final scores (ai/evaluation.py) and the playouts it cuts short."""

from __future__ import annotations

import json
import random

import pytest

from agricola_qt import resources
from agricola_qt.ai.evaluation import (
    EVALUATION_FILE,
    FEATURES,
    Evaluation,
    expert_evaluation,
    features,
    fit,
    from_json,
    to_json,
)
from agricola_qt.engine import apply, legal_moves, new_game, new_setup
from agricola_qt.engine.scoring import score_player


def _mid_game(players: int = 2, family: bool = True, seed: int = 4, moves: int = 60):
    state = new_game(new_setup(players, family=family, seed=seed,
                               decks=() if family else ("E", "I", "K")))
    rng = random.Random(seed)
    for _ in range(moves):
        state = apply(state, rng.choice(legal_moves(state)))
    return state


def test_features_of_a_new_family_farm() -> None:
    state = new_game(new_setup(2, family=True, seed=1))
    named = dict(zip(FEATURES, features(state, 0), strict=True))
    assert named["bias"] == 1.0
    assert named["score"] == score_player(state.players[0]).total
    assert named["rooms"] == 2.0 and named["people"] == 2.0
    assert named["players_2"] == 1.0 and named["players_5"] == 0.0


def test_fit_recovers_a_linear_rule() -> None:
    rng = random.Random(3)
    rows, targets = [], []
    for _ in range(400):
        x = [1.0] + [float(rng.randint(0, 9)) for _ in FEATURES[1:]]
        rows.append(tuple(x))
        targets.append(5.0 + 2.0 * x[1] - 1.5 * x[3])
    coefficients = fit(rows, targets, ridge=1e-6)
    assert coefficients[0] == pytest.approx(5.0, abs=1e-3)
    assert coefficients[1] == pytest.approx(2.0, abs=1e-4)
    assert coefficients[3] == pytest.approx(-1.5, abs=1e-4)
    assert all(abs(c) < 1e-4 for k, c in enumerate(coefficients) if k not in (0, 1, 3))


def test_the_shipped_model_loads_and_beat_the_mean_on_deals_it_did_not_see() -> None:
    model = expert_evaluation()
    assert model is not None
    for variant in ("family", "full"):
        rows = model.coefficients[variant]
        assert len(rows) == 14 and all(len(r) == len(FEATURES) for r in rows)
    report = json.loads(resources.files(*EVALUATION_FILE).read_text("utf-8"))["report"]
    for variant in ("family", "full"):
        for line in report[variant]:
            assert line["held_out"] > 0
            assert line["rmse"] < line["rmse_of_the_mean"]


def test_estimates_are_plausible_mid_game_and_exact_at_the_end() -> None:
    model = expert_evaluation()
    assert model is not None
    for players, family in ((2, True), (4, False)):
        state = _mid_game(players, family)
        estimates = model.final_scores(state)
        assert len(estimates) == players
        assert all(-30 < e < 90 for e in estimates)
    state = _mid_game(moves=0)
    rng = random.Random(1)
    while not state.is_over:
        state = apply(state, rng.choice(legal_moves(state)))
    assert model.final_scores(state) == [score_player(p, state.players).total
                                         for p in state.players]


def test_json_round_trip_and_a_model_of_other_features_is_refused() -> None:
    model = Evaluation({"family": tuple(tuple(float(i) for _ in FEATURES) for i in range(14)),
                        "full": tuple(tuple(0.5 for _ in FEATURES) for _ in range(14))})
    assert from_json(to_json(model)) == model
    data = json.loads(to_json(model))
    data["features"] = data["features"][:-1]
    with pytest.raises(ValueError):
        from_json(json.dumps(data))


def test_cut_playouts_are_many_more_and_still_deterministic() -> None:
    from agricola_qt.ai.expert import ExpertBot
    from agricola_qt.ai.weights import expert

    state = new_game(new_setup(2, family=True, seed=9))

    def bot(ahead: int) -> ExpertBot:
        return ExpertBot(seed=5, steps=3000, iterations=4000, width=6, seconds=30.0,
                         weights=expert(), evaluation=expert_evaluation(), rounds_ahead=ahead)

    whole, cut, again = bot(0), bot(1), bot(1)
    move = cut.choose(state)
    whole.choose(state)
    assert move in legal_moves(state)
    assert cut.last_iterations > 4 * whole.last_iterations
    assert again.choose(state) == move and again.last_iterations == cut.last_iterations


def test_the_expert_level_cuts_its_playouts_and_hard_does_not() -> None:
    from agricola_qt.ai.expert import ExpertBot
    from agricola_qt.ai.registry import EXPERT_ROUNDS_AHEAD, make_bot

    bot = make_bot("expert")
    assert isinstance(bot, ExpertBot)
    assert bot.evaluation is expert_evaluation() and bot.rounds_ahead == EXPERT_ROUNDS_AHEAD > 0
    assert not hasattr(make_bot("hard"), "evaluation")


def test_solo_playouts_run_to_the_end() -> None:
    from agricola_qt.ai.expert import ExpertBot
    from agricola_qt.ai.weights import expert

    state = new_game(new_setup(1, family=True, seed=2))
    searched = []
    for ahead in (0, 2):
        bot = ExpertBot(seed=5, steps=1500, iterations=4000, width=6, seconds=30.0,
                        weights=expert(), evaluation=expert_evaluation(), rounds_ahead=ahead)
        searched.append((bot.choose(state), bot.last_iterations, bot.last_work))
    assert searched[0] == searched[1]
