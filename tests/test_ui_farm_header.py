"""The farm board's header line, and its tooltip in full (ui/farm_item.py)."""

from __future__ import annotations

from attrs import evolve

from agricola_qt.engine import new_game
from agricola_qt.ui.scene import TableScene
from tests.ui_helpers import setup


def test_the_header_s_tooltip_says_who_rests_and_why(qtbot) -> None:  # noqa: ANN001
    """A 5-player board cut "0/3 · 3 resting" to "0/3 · 3 re…" and its tooltip said nothing
    of it (the Holiday House keeps everyone home in round 14)."""
    state = new_game(setup(2, family=False))
    p = state.players[1]
    state = state.with_player(1, evolve(p, idle=2, begging=1,
                                        cards=(*p.cards, "holiday-house")))
    scene = TableScene(state)
    try:
        text = scene.farm_items[1].header_text()
        assert "Resting this round: 2 (Holiday House)" in text
        assert "1 begging card (−3 points each)" in text and "people at home" in text
    finally:
        scene.clear()
