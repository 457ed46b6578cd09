"""tools/train_evaluation.py: a small run writes a model the Expert can load, the same twice."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

from agricola_qt.ai.evaluation import FEATURES, from_json

_SPEC = importlib.util.spec_from_file_location(
    "train_evaluation", Path(__file__).parent.parent / "tools" / "train_evaluation.py")
assert _SPEC is not None and _SPEC.loader is not None
train = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(train)


def test_a_playout_game_records_each_players_features_once_a_round() -> None:
    samples = train.play((2, True, 7))
    rounds = sorted({r for _, r, _, _ in samples})
    assert rounds == list(range(1, 15))
    assert len(samples) == 2 * 14
    assert all(len(x) == len(FEATURES) and v == "family" for v, _, x, _ in samples)
    finals = {y for _, r, _, y in samples if r == 1}
    assert finals == {y for _, r, _, y in samples if r == 14}  # one final score per player


def test_a_small_run_writes_a_loadable_model_and_the_same_one_again(tmp_path: Path) -> None:
    first, second = tmp_path / "one.json", tmp_path / "two.json"
    for out in (first, second):
        assert train.main(["--games", "0.005", "--jobs", "1", "--out", str(out)]) == 0
    assert first.read_text() == second.read_text()
    model = from_json(first.read_text())
    assert set(model.coefficients) == {"family", "full"}
    report = json.loads(first.read_text())["report"]
    assert [line["round"] for line in report["family"]] == list(range(1, 15))
