"""The score sheet names the cards behind card points and bonus points."""

from __future__ import annotations

import pytest
from attrs import evolve
from ui_helpers import setup

from agricola_qt.engine import RULES_VERSION, new_game, scores
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


def test_minus_points_the_yeoman_farmer_gives_back_show_as_nothing_lost(qtbot) -> None:  # noqa: ANN001
    """A tester read the Yeoman Farmer's owner's "-1" for pastures, sheep and boar, with the
    points back among the bonus points, as a rule error: the rows show 0, the total stays."""
    state = new_game(setup(2, seed=4, family=False))
    ann = evolve(state.players[0], cards=(*state.players[0].cards, "yeoman-farmer"))
    state = evolve(state, players=(ann, state.players[1]))
    sheet = ScoreSheetDialog(state)
    qtbot.addWidget(sheet)
    row = {key: i for i, key in enumerate(CATEGORIES)}
    breakdown = scores(state)[0].breakdown
    assert breakdown["pastures"] == -1 and breakdown["unused_spaces"] < 0
    assert sheet.table.item(row["pastures"], 0).text() == "0 (0)"
    assert "Yeoman Farmer gives back the 1 point lost here" in sheet.table.item(
        row["pastures"], 0).toolTip()
    assert sheet.table.item(row["unused_spaces"], 0).text().startswith(
        str(breakdown["unused_spaces"]))  # not given back
    assert sheet.table.item(row["bonus_points"], 0).text() == "0"
    shown = sum(int(sheet.table.item(row[key], 0).text().split()[0]) for key in CATEGORIES)
    assert shown == scores(state)[0].total == int(sheet.table.item(len(CATEGORIES), 0).text())


def _reed_hut_game(rules_version: int = RULES_VERSION):  # noqa: ANN202
    """A full game where Ann played the Reed Hut: two of the family and its occupant."""
    from cards.helpers import give, play, with_hand

    state = new_game(evolve(setup(2, seed=4, family=False), rules_version=rules_version))
    ann = state.actor
    state = with_hand(give(state, ann, wood=1, reed=4), ann, minors=("reed-hut",))
    return play(state, "place starting-player", "minor reed-hut"), ann


@pytest.mark.parametrize(("rules", "counted"), [(RULES_VERSION, (6, 0)), (7, (9, -3))])
def test_the_reed_huts_occupant_is_no_family_member_on_the_sheet(
        qtbot, rules: int, counted: tuple[int, int]) -> None:  # noqa: ANN001
    """A tester read "Family members 9" for two of the family and "Bonus points -3" for the
    Reed Hut as a mistake: the occupant scores nothing, so neither row counts it (rules 8
    count it so; a record of rules 7 counted 9, then took 3 back, and reads the same)."""
    state, ann = _reed_hut_game(rules)
    assert state.players[ann].people == 3
    breakdown = scores(state)[ann].breakdown
    assert (breakdown["people"], breakdown["bonus_points"]) == counted
    sheet = ScoreSheetDialog(state)
    qtbot.addWidget(sheet)
    row = {key: i for i, key in enumerate(CATEGORIES)}
    assert sheet.table.item(row["people"], ann).text() == "6"
    assert sheet.table.item(row["people"], ann).toolTip() == (
        "Reed Hut: the person living on the card is no family member and scores no points")
    assert sheet.table.item(row["bonus_points"], ann).text() == "0"
    assert sheet.table.item(row["bonus_points"], ann).toolTip() == ""  # no "Reed Hut: -3"
    assert sheet.table.item(row["card_points"], ann).toolTip() == "Reed Hut: 1"
    shown = sum(int(sheet.table.item(row[key], ann).text().split()[0]) for key in CATEGORIES)
    assert shown == scores(state)[ann].total == int(
        sheet.table.item(len(CATEGORIES), ann).text())
    other = 1 - ann
    assert sheet.table.item(row["people"], other).text() == "6"
    assert sheet.table.item(row["people"], other).toolTip() == ""


def test_the_score_command_shows_the_rows_as_the_sheet_does(monkeypatch, capsys) -> None:  # noqa: ANN001
    """``agricola-qt score`` names its rows as the window's sheet does: it counts them alike
    (the Reed Hut's occupant no family member there either)."""
    import argparse

    import agricola_qt.records
    from agricola_qt.app.commands import score

    state, ann = _reed_hut_game()

    class Record:
        setup = evolve(state.setup, names=("Ann", "Bert"))

    monkeypatch.setattr(agricola_qt.records, "load_game", lambda path: (Record(), [state]))
    assert score.run(argparse.Namespace(file="hut.agr", json=False, lang=None)) == 0
    lines = capsys.readouterr().out.splitlines()
    people = next(line for line in lines if line.startswith("Family members"))
    bonus = next(line for line in lines if line.startswith("Bonus points"))
    assert people.split()[2:] == ["6", "6"] and bonus.split()[2:] == ["0", "0"]


def test_a_long_name_keeps_the_sheet_within_a_laptop_screen(qtbot) -> None:  # noqa: ANN001
    """A record's 62-character name made the sheet about 1420 px wide, past a 1366-pixel
    window, and cut off the chart's legend: headers and legend keep to a width, the whole
    name in the header's tooltip."""
    from agricola_qt.app.commands.selfplay import play_game
    from agricola_qt.ui.score_chart import NAME_WIDTH

    final, moves = play_game(2, "family", (), ["heuristic"], 5)
    long_name = "王" * 62
    state = evolve(final, setup=evolve(final.setup, names=(long_name, "Bert")))
    sheet = ScoreSheetDialog(state, moves=moves)
    qtbot.addWidget(sheet)
    sheet.show()
    header = sheet.table.horizontalHeaderItem(0)
    assert header.toolTip() == long_name and header.text().endswith("…")
    assert sheet.table.horizontalHeader().fontMetrics().horizontalAdvance(
        header.text()) <= NAME_WIDTH
    assert sheet.width() <= 1280


def test_a_click_on_a_cell_shows_the_cards_behind_it(qtbot) -> None:  # noqa: ANN001
    """Which cards gave the points showed only to a pointer resting on the cell: a tester
    clicked the cells and nothing happened."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QToolTip

    state = new_game(setup(2, seed=4, family=False))
    ann = evolve(state.players[0], cards=(*state.players[0].cards, "well"))
    state = evolve(state, players=(ann, state.players[1]))
    sheet = ScoreSheetDialog(state)
    qtbot.addWidget(sheet)
    sheet.show()
    qtbot.waitExposed(sheet)
    item = sheet.table.item(CATEGORIES.index("card_points"), 0)
    QTest.mouseClick(sheet.table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, sheet.table.visualItemRect(item).center())
    shown = QToolTip.isVisible(), QToolTip.text()
    QToolTip.hideText()
    assert shown[0] and "Well: 4" in shown[1]
