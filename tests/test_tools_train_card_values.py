"""tools/train_card_values.py: exploration games, the fit, and a small run written twice alike."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from agricola_qt.engine.cards.catalog_data import CATALOG

_SPEC = importlib.util.spec_from_file_location(
    "train_card_values", Path(__file__).parent.parent / "tools" / "train_card_values.py")
assert _SPEC is not None and _SPEC.loader is not None
train = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(train)


def test_an_exploration_game_names_the_cards_each_player_played() -> None:
    players, final, played = train.play((3, 11))
    assert players == 3 and len(final) == 3 and len(played) == 3
    assert all(c in CATALOG for hand in played for c in hand)
    assert sum(len(hand) for hand in played) >= 3  # cards are played in a full game
    assert train.play((3, 11)) == (players, final, played)  # the same deal, the same game


def test_the_fit_tells_a_winners_card_from_a_losers() -> None:
    # two made-up kinds of game: whoever plays the Dovecote wins by 6, the Spices by nothing
    games = [(2, [36, 30], [["dovecote"], ["spices"]]), (2, [30, 36], [["spices"], ["dovecote"]]),
             (2, [30, 30], [["spices"], ["spices"]])] * 20
    values = train.fit_values(games, ridge=1.0)
    seen = {c: values[c] + train.visible(c) for c in values}  # the fitted margins
    assert seen["dovecote"] - seen["spices"] == pytest.approx(6.0, abs=0.5)


def test_a_small_run_writes_a_loadable_file_and_the_same_one_again(tmp_path: Path) -> None:
    first, second = tmp_path / "one.json", tmp_path / "two.json"
    for out in (first, second):
        assert train.main(["--games", "0.0005", "--jobs", "1", "--out", str(out)]) == 0
    assert first.read_text() == second.read_text()
    data = json.loads(first.read_text())
    assert data["values"] and all(c in CATALOG for c in data["values"])
    assert all(isinstance(v, float) for v in data["values"].values())
