"""A card's question shows the options that cannot be taken now greyed, each saying why, with
the ones that can: the Animal Breeder's pair before the food for it is cooked."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from agricola_qt.ui.chooser import Chooser
from agricola_qt.ui.controller import GameController
from tests.cards.helpers import play
from tests.cards.test_card_rulings_pairs_fences import _breeder_without_food


def _breeder_question() -> Chooser:
    state = play(_breeder_without_food("farmer", "animal-breeder"), "fence-add e1", "fence-build")
    assert state.frame is not None and state.frame.space == "animal-breeder"
    return Chooser(GameController(state))


def test_a_pair_not_yet_affordable_is_greyed_with_its_reason(qtbot) -> None:  # noqa: ANN001
    chooser = _breeder_question()
    qtbot.addWidget(chooser)
    sheep = chooser.button_for("choose sheep")
    assert sheep is not None and not sheep.isEnabled()
    assert "Not now" in sheep.toolTip() and "food" in sheep.toolTip()
    notes = [chooser.buttons.itemAt(i).widget() for i in range(chooser.buttons.count())]
    assert any(n.property("reason-for") == "choose sheep" and "food" in n.text() for n in notes)
    # the way to the food said: a tester took such a greyed answer for one out of reach
    assert sheep.toolTip().endswith("; turn goods into food first (At any time).")
    no = chooser.button_for("choose no")
    assert no is not None and no.isEnabled()
    # the greyed options stand with the question's answers, above "At any time"
    widgets = [chooser.buttons.itemAt(i).widget() for i in range(chooser.buttons.count())]
    heading = next(i for i, w in enumerate(widgets) if w.property("group") == "any-time")
    assert widgets.index(sheep) < heading


def test_cooking_the_boar_opens_the_pair(qtbot) -> None:  # noqa: ANN001
    chooser = _breeder_question()
    qtbot.addWidget(chooser)
    QTest.mouseClick(chooser.button_for("convert boar"), Qt.MouseButton.LeftButton)
    sheep = chooser.button_for("choose sheep")
    assert sheep is not None and sheep.isEnabled()


def test_an_either_or_space_shows_the_half_that_cannot_be_taken_with_its_reason(qtbot) -> None:  # noqa: ANN001
    import random
    import warnings

    from agricola_qt.engine import Move, apply, legal_moves, new_game, new_setup

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        state = new_game(new_setup(5, family=False, seed=3))
    rng = random.Random(3)
    while not (state.frame is not None and state.frame.space == "occupation-or-growth"
               and Move.parse("choose grow") not in legal_moves(state)):
        assert not state.is_over, "no such decision in this game"
        moves = legal_moves(state)
        state = apply(state, moves[rng.randrange(len(moves))], checked=False)
    chooser = Chooser(GameController(state))
    qtbot.addWidget(chooser)
    grow = chooser.button_for("choose grow")
    assert grow is not None and not grow.isEnabled() and "Not now" in grow.toolTip()
    # the other half is there to take, and no option is offered twice
    keys = [chooser.buttons.itemAt(i).widget().property("move")
            for i in range(chooser.buttons.count())]
    keys = [k for k in keys if k]  # the buttons (a reason's note has none)
    assert "choose occupation" in keys or "done" in keys
    assert len(keys) == len(set(keys))


def test_a_hand_card_the_action_cannot_play_is_listed_with_why(qtbot) -> None:  # noqa: ANN001
    """A tester's Chief was missing from the occupations listed when it was too dear: each
    hand card the action plays is there, those the rules hold back a line each under "Not
    now:" with the reason (as greyed buttons with a note each, seven made the panel scroll
    through what could not be done, another tester)."""
    from PySide6.QtWidgets import QLabel

    from tests.cards.helpers import full_game, give, with_hand, with_space

    state = with_space(give(full_game(), 0, wood=2, clay=2), "improvement")
    state = with_hand(state, 0, minors=("bean-field", "canoe"))  # each wants occupations
    state = play(state, "place improvement")
    assert state.frame is not None and state.frame.improvements
    chooser = Chooser(GameController(state))
    qtbot.addWidget(chooser)
    widgets = [chooser.buttons.itemAt(i).widget() for i in range(chooser.buttons.count())]
    held = [w.text() for w in widgets if isinstance(w, QLabel) and w.property("held-back")]
    assert held[0] == "Not now:" and len(held) == 3  # the heading and a line a card
    for name in ("Bean Field", "Canoe"):
        assert chooser.button_for(f"minor {name.lower().replace(' ', '-')}") is None
        line = next(t for t in held if name in t)
        assert line.startswith("• ") and "occupation" in line


def test_a_card_offered_with_another_payment_is_not_also_greyed(qtbot) -> None:  # noqa: ANN001
    """The Cooking Corner stood in the list playable ("give back the Cooking Hearth") and,
    further down, greyed ("cannot be paid this way"): a tester could not tell which held."""
    from tests.cards.helpers import full_game, with_cards, with_hand, with_space

    state = with_cards(with_space(full_game(), "improvement"), 0, "cooking-hearth-4")
    state = with_hand(state, 0, minors=("cooking-corner",))
    state = play(state, "place improvement")
    chooser = Chooser(GameController(state))
    qtbot.addWidget(chooser)
    keys = [chooser.buttons.itemAt(i).widget().property("move")
            for i in range(chooser.buttons.count())]
    corner = [k for k in keys if k and "cooking-corner" in k]
    assert len(corner) == 1 and "return" in corner[0]
    assert chooser.button_for(corner[0]).isEnabled()


def test_the_pieceworker_s_greyed_buy_says_how_to_make_the_food(qtbot) -> None:  # noqa: ANN001
    """With grain and no food the Pieceworker's "Buy 1 grain" stood greyed: "you do not have
    the food for that" (a tester), while turning a grain into food first pays for it."""
    from tests.cards.helpers import full_game, set_goods, with_cards

    state = play(with_cards(set_goods(full_game(), 0, food=0), 0, "pieceworker"),
                 "place grain")
    assert state.frame is not None and state.frame.space == "pieceworker"
    chooser = Chooser(GameController(state))
    qtbot.addWidget(chooser)
    buy = chooser.button_for("choose grain")
    assert buy is not None and not buy.isEnabled()
    assert buy.toolTip() == ("Not now: you do not have the food for that; turn goods into "
                             "food first (At any time).")
    assert chooser.button_for("convert grain") is not None
