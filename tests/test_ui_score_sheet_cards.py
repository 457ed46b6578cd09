"""The score sheet names the cards behind card points and bonus points."""

from __future__ import annotations

from attrs import evolve
from ui_helpers import setup

from agricola_qt.engine import new_game, scores
from agricola_qt.engine.scoring import card_scores
from agricola_qt.ui.score_sheet import CATEGORIES, ScoreSheetDialog


def test_card_and_bonus_points_name_their_cards(qtbot) -> None:  # noqa: ANN001
    """A player saw "Bonus points 3" with no word of where they came from; the Reeve in
    another's hand gives points too (to whoever has the most occupations)."""
    state = new_game(setup(2, seed=4, family=False))
    ann, bert = state.players
    # Ann: the Well (4 points) and the Reeve; Bert as many occupations (the Carpenter)
    ann = evolve(ann, cards=(*ann.cards, "well", "reeve"))
    bert = evolve(bert, cards=(*bert.cards, "carpenter"))
    state = evolve(state, players=(ann, bert))
    named = card_scores(state.players[1], state.players)
    assert [(s.category, s.card_id, s.points, s.owner) for s in named] == [
        ("bonus_points", "reeve", 3, 0)]
    mine = card_scores(state.players[0], state.players)
    assert ("card_points", "well", 4, None) in [(s.category, s.card_id, s.points, s.owner)
                                                for s in mine]
    sheet = ScoreSheetDialog(state)
    qtbot.addWidget(sheet)
    row = {key: i for i, key in enumerate(CATEGORIES)}
    assert sheet.table.item(row["card_points"], 0).toolTip().splitlines() == [
        f"{s.card_id.title()}: {s.points}" for s in mine if s.category == "card_points"]
    owner = state.setup.names[0]
    assert sheet.table.item(row["bonus_points"], 1).toolTip() == f"Reeve, {owner}'s: 3"
    assert sheet.table.item(row["bonus_points"], 0).toolTip() == "Reeve: 3"
    assert sheet.table.item(row["bonus_points"], 1).text() == str(
        scores(state)[1].breakdown["bonus_points"])
    assert sheet.table.item(row["fields"], 0).toolTip() == ""
