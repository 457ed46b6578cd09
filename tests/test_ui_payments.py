"""The table names the payment of a card that can be paid in more than one way."""

from __future__ import annotations

from agricola_qt.engine import Move
from agricola_qt.ui.text import move_label
from tests.cards.helpers import full_game, give, play, with_hand


def test_the_default_payment_and_the_alternative_are_both_named(qapp) -> None:  # noqa: ANN001
    state = with_hand(full_game(), 0, minors=("granary", "spices"))
    state = play(give(state, 0, wood=5, clay=5), "place starting-player")
    assert move_label(state, Move.parse("minor granary")) == "Play Granary (pay 3 wood)"
    assert move_label(state, Move.parse("minor granary pay 3clay")) == "Play Granary (pay 3 clay)"
    # a card that costs nothing says so (beside others' prices "Play Spices" read as unknown)
    assert move_label(state, Move.parse("minor spices")) == "Play Spices (free)"


def test_a_card_paid_by_discarding_improvements_says_so(qapp) -> None:  # noqa: ANN001
    """"Play Madonna Statue (free)": its price is two improvements in front of the player."""
    state = with_hand(full_game(), 0, minors=("madonna-statue",))
    state = play(state, "place starting-player")
    assert move_label(state, Move.parse("minor madonna-statue")) == (
        "Play Madonna Statue (discard 2 improvements)")


def test_the_payment_is_named_in_chinese_too(qapp) -> None:  # noqa: ANN001
    from agricola_qt.ui import i18n

    state = with_hand(full_game(), 0, minors=("granary",))
    state = play(give(state, 0, wood=5, clay=5), "place starting-player")
    try:
        i18n.install(qapp, "zh_TW")
        label = move_label(state, Move.parse("minor granary pay 3clay"))
        assert label.endswith("」（支付 3 塊磚頭）")
    finally:
        i18n.install(qapp, "en")


def test_a_bake_button_says_the_food_it_brings() -> None:
    """"Bake 1 grain with Fireplace" and "... with Clay Oven" read the same, though one
    brings 2 food and the other 5."""
    state = full_game()
    assert move_label(state, Move.parse("bake fireplace-2")) == (
        "Bake 1 grain with Fireplace into 2 food")
    assert move_label(state, Move.parse("bake clay-oven")) == (
        "Bake 1 grain with Clay Oven into 5 food")


def test_a_bake_button_counts_the_food_a_card_adds() -> None:
    """With a Millstone (2 more food for each bake) the button read "into 5 food", and so
    did the history, where the bake brought 7 (a tester)."""
    from tests.cards.helpers import give, play, with_cards, with_space

    state = with_space(give(with_cards(full_game(), 0, "clay-oven", "millstone"), 0, grain=2),
                       "sow-bake")
    state = play(state, "place sow-bake")
    assert move_label(state, Move.parse("bake clay-oven")) == (
        "Bake 1 grain with Clay Oven into 7 food")


def test_the_five_player_animal_space_says_what_each_animal_brings_or_costs(qapp) -> None:  # noqa: ANN001
    """Its buttons read "Take sheep / Take wild boar / Take cattle" and the log "Mei took 1
    cattle": the 1 food a sheep brings and a cattle costs went unsaid."""
    from agricola_qt.engine import apply
    from agricola_qt.ui.log_text import move_lines

    state = play(full_game(5), "place animal")
    labels = {str(m): move_label(state, m) for m in map(Move.parse, (
        "take sheep", "take boar", "take cattle"))}
    assert labels == {"take sheep": "Take sheep (+1 food)", "take boar": "Take wild boar",
                      "take cattle": "Take cattle (pay 1 food)"}
    move = Move.parse("take cattle")
    lines = move_lines([state, apply(state, move)], [move], 0)
    assert lines[0].text.endswith("took 1 cattle for 1 food")


def test_an_occupation_a_card_pays_for_says_what_it_brings(qapp) -> None:  # noqa: ANN001, ARG001
    """With the Patron's 2 food an occupation read "(pay -1 food)" (a tester)."""
    from tests.cards.helpers import with_cards

    state = with_cards(full_game(), 0, "patron")
    state = with_hand(give(state, 0, food=2), 0, occupations=("land-agent",))
    state = play(state, "place occupation")
    label = move_label(state, Move.parse("occupation land-agent"))
    assert "(+1 food)" in label and "-" not in label, label
