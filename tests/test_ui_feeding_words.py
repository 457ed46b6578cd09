"""Words on the decision panel's buttons that say what a button is for (ui/chooser.py)."""

from __future__ import annotations

from agricola_qt.engine import Move
from agricola_qt.ui.chooser import harvest_once
from tests.cards.helpers import at_round, full_game, give, with_cards
from tests.cards.test_deck_e_minors import finish_work


def test_a_once_a_harvest_conversion_is_told_apart_from_the_any_time_ones() -> None:
    """A tester read the Joinery's wood-to-food button under "At any time:"."""
    state = give(with_cards(full_game(), 0, "joinery", "fireplace-2"), 0, wood=2, grain=1,
                 sheep=1)
    assert not harvest_once(state, Move("convert", ("wood",)))  # not at a feeding
    state = finish_work(at_round(state, 4))
    assert state.frame is not None and state.frame.kind == "feed" and state.frame.player == 0
    assert harvest_once(state, Move("convert", ("wood",)))
    assert not harvest_once(state, Move("convert", ("grain",)))
    assert not harvest_once(state, Move("convert", ("sheep",)))


def test_goods_bought_with_food_say_their_price(qapp) -> None:  # noqa: ANN001
    """The Pieceworker's buttons read only "Grain" and "No, thanks"."""
    from agricola_qt.ui.text import move_label
    from tests.cards.helpers import play
    from tests.cards.test_deck_k_occupations import set_goods

    state = play(with_cards(set_goods(full_game(), 0, food=3), 0, "pieceworker"), "place grain")
    assert state.frame is not None and state.frame.space == "pieceworker"
    assert move_label(state, Move("choose", ("grain",))) == "Buy 1 grain (pay 1 food)"
    # greyed while the food is still to be made (grain to turn into it), the price is said
    # too (it read "Grain" alone, a tester)
    from agricola_qt.engine import why_illegal

    hungry = play(with_cards(set_goods(full_game(), 0, food=0), 0, "pieceworker"),
                  "place grain")
    assert hungry.frame is not None and hungry.frame.space == "pieceworker"
    assert why_illegal(hungry, Move("choose", ("grain",))) is not None
    assert move_label(hungry, Move("choose", ("grain",))) == "Buy 1 grain (pay 1 food)"


def test_the_harvests_news_tells_a_young_that_ran_away(qapp) -> None:  # noqa: ANN001
    """A newcomer's lamb ran away for want of room, and only the log said so."""
    from agricola_qt.engine import apply
    from agricola_qt.engine.grid import boundary_edges, parse_cell
    from agricola_qt.ui.controller import breeding_news
    from tests.cards.helpers import with_farm

    state = with_farm(give(full_game(), 1, sheep=2, boar=1, food=4), 1,  # a boar in the house
                      fences=boundary_edges(1 << parse_cell("e1")))  # a full pasture of 2
    state = give(state, 0, food=4)
    state = finish_work(at_round(state, 4))
    while state.frame is not None and state.frame.kind == "feed" and state.actor == 0:
        state = apply(state, "feed")
    assert state.actor == 1 and state.frame is not None and state.frame.kind == "feed"
    last = Move("feed")
    after = apply(state, last)
    assert after.players[1].goods.sheep == 2  # the lamb found no room
    news = breeding_news(state, after, last)
    assert "no room for a newborn sheep: it ran away" in news


def test_the_harvests_news_after_choosing_which_animals_breed(qapp) -> None:  # noqa: ANN001
    """After "Breed: wild boar, cattle" the status bar said "+1 wild boar, +1 cattle, no
    room for the newborn sheep, wild boar, cattle: they ran away" (a tester)."""
    from agricola_qt.engine import apply, legal_moves
    from agricola_qt.engine.grid import boundary_edges, parse_cell
    from agricola_qt.ui.controller import breeding_news
    from tests.cards.helpers import with_farm

    pens = 0
    for cell in ("e1", "e2", "e3"):
        pens |= boundary_edges(1 << parse_cell(cell))
    state = with_farm(give(full_game(), 1, sheep=2, boar=2, cattle=2, food=9), 1,
                      fences=pens, stables=1 << parse_cell("d1"))  # a stable and the house
    state = finish_work(at_round(give(state, 0, food=9), 4))
    while not (state.frame is not None and state.frame.kind == "breed"):
        state = apply(state, legal_moves(state)[0])
    assert state.actor == 1
    last = next(m for m in legal_moves(state) if m.args == ("boar+cattle",))
    after = apply(state, last)
    news = breeding_news(state, after, last)
    assert "+1 wild boar, +1 cattle, no room for a newborn sheep: it ran away" in news, news


def test_the_feeding_says_the_breeding_will_ask_which_young_fit(qtbot) -> None:  # noqa: ANN001
    """Room for 2 young of 3 kinds: the feeding said "no room for a young cattle" beside a
    cattle pasture with a place free (kept, by the default, for a boar), a tester."""
    from agricola_qt.app.window_main import GameWindow
    from agricola_qt.engine import apply, legal_moves
    from agricola_qt.engine.grid import boundary_edges, parse_cell
    from tests.cards.helpers import with_farm

    pens = 0
    for cell in ("e1", "e2", "e3"):
        pens |= boundary_edges(1 << parse_cell(cell))
    state = with_farm(give(full_game(), 1, sheep=2, boar=2, cattle=2, food=9), 1,
                      fences=pens, stables=1 << parse_cell("d1"))
    state = finish_work(at_round(give(state, 0, food=9), 4))
    while not (state.frame is not None and state.frame.kind == "feed" and state.actor == 1):
        state = apply(state, legal_moves(state)[0])
    w = GameWindow(state.setup, seats=["random", None], bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(state.setup, seats=["random", None], states=[state])
    detail = w.chooser.detail.text()
    assert "Room for only 2 newborns at the breeding: you will choose which." in detail
    assert "No room for a young" not in detail, detail


def test_a_young_that_cooking_makes_room_for_is_not_said_to_run_away_for_good() -> None:
    """Every place full: cooking one animal makes room for a young of any kind, and the
    breeding asks which.  The kind the best breeding would not pick was said to run away
    whatever was done (a tester's sheep); each such kind may be saved."""
    from agricola_qt.engine import apply, legal_moves
    from agricola_qt.engine.grid import boundary_edges, parse_cell
    from agricola_qt.ui.feeding import runaway_young, young_saved_by_cooking
    from tests.cards.helpers import cells, set_goods, with_farm

    pens = (boundary_edges(cells("e1")) | boundary_edges(cells("e2"))
            | boundary_edges(cells("d1", "d2")))
    state = with_cards(full_game(), 0, "cooking-hearth-4")
    state = with_farm(set_goods(state, 0, sheep=4, boar=2, cattle=4, food=9), 0,
                      fences=pens, stables=1 << parse_cell("e3"))
    state = finish_work(at_round(give(state, 1, food=9), 4))
    while not (state.frame is not None and state.frame.kind == "feed" and state.actor == 0):
        state = apply(state, legal_moves(state)[0])
    lost = runaway_young(state)
    assert lost == ["sheep", "boar", "cattle"]
    assert all(young_saved_by_cooking(state, kind) for kind in lost)


def test_the_hide_farmer_s_owner_hears_at_the_last_feeding_that_food_left_pays(qapp) -> None:  # noqa: ANN001, ARG001
    """A tester with 12 grain and 1 food left found no moment to turn grain into food for the
    Hide Farmer: the game ends right after the last breeding."""
    from agricola_qt.ui.chooser import _spaces_bought_at_the_end
    from tests.cards.helpers import at_round, full_game, with_cards

    state = with_cards(full_game(), 0, "hide-farmer")
    assert _spaces_bought_at_the_end(at_round(state, 13), 0) == ""  # not the last harvest
    text = _spaces_bought_at_the_end(at_round(state, 14), 0)
    assert text.startswith("Hide Farmer: the food left after this feeding pays for up to 13 "
                           "unused spaces"), text
    assert _spaces_bought_at_the_end(at_round(state, 14), 1) == ""  # not theirs


def test_one_click_makes_the_proposed_food_and_feeds(qtbot) -> None:  # noqa: ANN001
    """A fast player clicked the proposal and then "Feed the family" at every harvest."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QPushButton

    from agricola_qt.app.window_main import GameWindow
    from agricola_qt.engine import apply, legal_moves
    from agricola_qt.engine.harvest import food_needed

    state = give(full_game(), 1, food=0, grain=6)
    state = finish_work(at_round(give(state, 0, food=9), 4))
    while not (state.frame is not None and state.frame.kind == "feed" and state.actor == 1):
        state = apply(state, legal_moves(state)[0])
    need = food_needed(state, 1)
    have = state.players[1].goods
    w = GameWindow(state.setup, seats=["random", None], bot_delay_ms=None, ask_to_save=False)
    qtbot.addWidget(w)
    w.start(state.setup, seats=["random", None], states=[state])
    w.show()
    button = next(b for b in w.chooser.findChildren(QPushButton)
                  if b.property("move") == "propose-feed")
    assert button.property("caption") == (
        f"Turn {need - have.food} grain into {need - have.food} food and feed the family")
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    after = w.controller.state.players[1]
    assert after.begging == 0 and after.goods.grain == have.grain - (need - have.food)
    assert not (w.controller.state.frame is not None
                and w.controller.state.frame.kind == "feed" and w.controller.state.actor == 1)
