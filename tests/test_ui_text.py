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


def test_another_players_field_as_a_card_answer_names_the_player_and_the_field(qapp) -> None:  # noqa: ANN001
    """The Harvest Helper's answers ("1-c1", "1-acreage") in words."""
    from ui_helpers import setup

    from agricola_qt.engine import new_game
    from agricola_qt.ui.text import card_name, card_option_text, player_name

    state = new_game(setup(2, family=False))
    who = player_name(state, 1)
    assert card_option_text(state, "1-c1") == f"{who}: cell c1"
    assert card_option_text(state, "1-acreage") == f"{who}: {card_name('acreage')}"
    assert card_option_text(state, "7-c1") != f"{who}: cell c1"  # no such seat: not a field
