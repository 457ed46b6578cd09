"""Card tooltips carry everything printed on the card."""

from agricola_qt.ui.text import card_help


def test_card_help_names_cost_prerequisite_points_and_text() -> None:
    text = card_help("animal-pen")
    assert "Animal Pen" in text and "cost: 2 wood" in text
    assert "needs 4 occupations" in text and "1 pt" in text
    assert "food" in text.split("<br>")[1]


def test_card_help_for_upgrades_and_alternatives() -> None:
    assert "give back Clay Oven or Stone Oven or Wood-fired Oven" in card_help("bakers-oven")
    assert "cost: 1 wood or 1 clay" in card_help("helpful-neighbours")
    assert "cost: 4 clay or give back a Fireplace" in card_help("cooking-hearth-4")
