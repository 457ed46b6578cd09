"""The heuristic's weights: a value the bots are given; the Expert's set comes from a file."""

from __future__ import annotations

import json
import random
import warnings

from agricola_qt import resources
from agricola_qt.ai.expert import ExpertBot
from agricola_qt.ai.heuristic_bot import HeuristicBot
from agricola_qt.ai.mcts import MctsBot
from agricola_qt.ai.registry import make_bot
from agricola_qt.ai.weights import EXPERT_FILE, STANDARD, Weights, expert, from_json, to_json
from agricola_qt.engine import apply, new_game, new_setup
from agricola_qt.engine.scoring import score_player


def _game(players: int, family: bool, seed: int, bots: list[HeuristicBot]) -> list[int]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = new_game(new_setup(players, family=family, seed=seed))
    while not state.is_over:
        state = apply(state, bots[state.actor].choose(state))
    return [score_player(p).total for p in state.players]


def test_a_weight_set_goes_to_json_and_back():
    tuned = Weights(plow=(5.0, 3.0, 2.0, 1.0, 0.5), growth_base=2.5, renovation_round=8)
    data = json.loads(json.dumps(to_json(tuned)))  # lists on the way, as in a file
    assert from_json(data) == tuned
    # names a newer or older tuner wrote are ignored; the missing stay standard
    assert from_json({"no-such-weight": 1, "wood": 0.7}) == Weights(wood=0.7)


def test_the_expert_file_loads_and_differs_from_the_standard():
    record = json.loads(resources.files(*EXPERT_FILE).read_text(encoding="utf-8"))
    assert expert() != STANDARD
    assert set(record["weights"]) <= set(to_json(STANDARD))
    # the tuner's own marks are kept beside the weights: tuned above standard on both sets
    for part in ("training", "check"):
        assert record[part]["tuned"]["total"] > record[part]["standard"]["total"]


def test_the_levels_play_with_their_weights():
    assert isinstance(make_bot("expert"), ExpertBot)
    assert make_bot("expert").weights == expert()  # type: ignore[attr-defined]
    for name in ("hard", "medium", "mcts-easy"):
        bot = make_bot(name)
        assert isinstance(bot, MctsBot) and bot.weights is STANDARD, name
    assert make_bot("easy").weights is STANDARD  # type: ignore[attr-defined]


def test_weights_change_the_game_and_the_standard_ones_do_not():
    standard = _game(2, True, 11, [HeuristicBot(), HeuristicBot()])
    # a default-made bot and one given the standard set explicitly play the same game
    assert _game(2, True, 11, [HeuristicBot(weights=Weights()), HeuristicBot()]) == standard
    # the Expert's set plays differently on some of a few deals
    rng = random.Random(3)
    seeds = rng.sample(range(1000), 4)
    assert any(_game(2, True, s, [HeuristicBot(weights=expert()), HeuristicBot()])
               != _game(2, True, s, [HeuristicBot(), HeuristicBot()]) for s in seeds)
