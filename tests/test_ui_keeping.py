"""Animals that do not all fit: the table proposes keeping the ones worth the most points
(the engine's "keep the best animals" once cooked a tester's only sheep)."""

from __future__ import annotations

import random

import pytest

from agricola_qt.engine import GameState, apply, legal_moves, new_game
from agricola_qt.engine.scoring import score_player
from agricola_qt.ui.feeding import after_breeding
from agricola_qt.ui.keeping import keeping_label, propose_keeping
from tests.ui_helpers import setup


def _questions(games: int) -> list[GameState]:
    """States asking which animals to give up, from random 2-player family games."""
    out = []
    for seed in range(games):
        state = new_game(setup(2, seed=seed))
        rng = random.Random(seed)
        while not state.is_over:
            if state.frame is not None and state.frame.kind == "animals":
                out.append(state)
            state = apply(state, rng.choice(legal_moves(state)), checked=False)
    return out


def _worth(state: GameState, player: int) -> tuple[int, int, int]:
    p = state.players[player]
    points = score_player(after_breeding(state, player, p), state.players).total
    return sum(p.animals), points, p.goods.food


def _panel(qtbot, state: GameState) -> tuple[object, object, list[str]]:  # noqa: ANN001
    """A decision panel for ``state``: its controller, itself and its buttons' moves."""
    from agricola_qt.ui.chooser import Chooser
    from agricola_qt.ui.controller import GameController

    c = GameController(state)
    chooser = Chooser(c)
    qtbot.addWidget(chooser)
    chooser.rebuild(state)
    keys = [chooser.buttons.itemAt(i).widget().property("move")
            for i in range(chooser.buttons.count())]
    return c, chooser, [k for k in keys if k]


def test_the_proposal_keeps_as_many_animals_and_more_points_than_keep_best() -> None:
    """Before the last round as many animals as keep-best keeps; more points, or the same
    points and more food, and its label says which."""
    proposed = 0
    for state in _questions(30):
        steps = propose_keeping(state)
        if not steps:
            continue
        proposed += 1
        player = state.actor
        mine = state
        for step in steps:
            mine = apply(mine, step)  # each step legal where it is played
        assert mine.frame is None or mine.frame.kind != "animals" or mine.actor != player
        theirs = apply(state, "keep-best")
        kept, points, food = _worth(mine, player)
        their_kept, their_points, their_food = _worth(theirs, player)
        assert kept == their_kept
        assert (points, food) > (their_points, their_food)
        # where the breeding to come is what evens or tips them, the label says so (the
        # score under the farm fell at once after "the same points", a tester)
        later = (score_player(mine.players[player], mine.players).total
                 < score_player(theirs.players[player], theirs.players).total)
        then = " once the animals breed" if later else ""
        why = (f"(keeps the most points{then})" if points > their_points
               else f"(the same points{then}, more food)")
        label = keeping_label(state, steps)
        # the deed first: "Cook …" or "Release …", why in brackets at the end
        assert label.endswith(why) and label.split()[0] in ("Cook", "Release"), label
    assert proposed >= 5


def test_the_label_says_when_the_breeding_evens_the_points() -> None:
    """3 sheep in a pasture of 2 with a stable, the house free, 3 wild boar taken: "Cook 2
    wild boar into 6 food (the same points, more food)", and the score under the farm fell
    at once (the boar in the pasture score more now; the 4th sheep comes at the breeding)."""
    from attrs import evolve

    from agricola_qt.engine.farmyard import Farmyard
    from agricola_qt.engine.goods import Goods
    from agricola_qt.engine.grid import boundary_edges
    from agricola_qt.engine.state import Frame
    from tests.cards.helpers import at_round, cells, full_game, with_cards

    state = at_round(with_cards(full_game(), 0, "cooking-hearth-4"), 10)
    p = state.players[0]
    pasture = cells("d1", "e1")
    p = evolve(p, goods=Goods(sheep=3, boar=3),
               farm=Farmyard(fences=boundary_edges(pasture), stables=cells("d1")))
    state = state.with_player(0, p).push(Frame("animals", 0))
    steps = propose_keeping(state)
    assert steps and all(step == "convert boar" for step in steps)
    assert keeping_label(state, steps) == (
        "Cook 2 wild boar into 6 food (the same points once the animals breed, more food)")


def test_the_decision_panel_offers_it_first(qtbot) -> None:  # noqa: ANN001
    state = next(s for s in _questions(30) if propose_keeping(s))
    c, chooser, keys = _panel(qtbot, state)
    assert keys[0] == "keep-points" and "keep-best" in keys
    button = chooser.button_for("keep-points")
    assert button is not None
    button.click()
    assert c.state is not state and len(c.moves) == len(propose_keeping(state))


def test_the_proposal_gives_up_no_more_than_do_not_fit() -> None:
    """The question ends the moment the animals fit (its steps must all be the person's own:
    what is cooked beyond that waits for the feeding); the label tells the same points for
    more food as such."""
    from attrs import evolve

    from agricola_qt.engine.farmyard import Farmyard
    from agricola_qt.engine.goods import Goods
    from agricola_qt.engine.grid import boundary_edges
    from agricola_qt.engine.state import Frame
    from tests.cards.helpers import at_round, cells, full_game, with_cards

    state = at_round(with_cards(full_game(), 0, "cooking-hearth-4"), 14)
    p = state.players[0]
    p = evolve(p, goods=Goods(boar=5, cattle=1),  # room for 5: a pasture of 4, the house
               farm=Farmyard(fences=boundary_edges(cells("d1", "e1"))))
    state = state.with_player(0, p).push(Frame("animals", 0))
    steps = propose_keeping(state)
    assert len(steps) <= 1


def test_keep_best_is_not_offered_twice_and_cooking_is_named_only_where_possible(
        qtbot) -> None:  # noqa: ANN001
    """2 sheep, room for 1, no cooking improvement: "Release 1 sheep (keeps the most
    animals)" stood beside "Release 1 sheep", and the headline said "release or cook" (a
    tester)."""
    from agricola_qt.engine import Move, legal_moves
    from agricola_qt.ui.text import frame_hint, move_label
    from tests.cards.helpers import full_game, give, play, with_space

    state = with_space(give(full_game(), 0, sheep=1), "sheep")
    state = play(state, "place sheep")  # 2 sheep (the round's 1 and the pet): room for 1
    assert state.frame is not None and state.frame.kind == "animals"
    assert {str(m) for m in legal_moves(state)} >= {"keep-best", "release sheep"}
    _, _, keys = _panel(qtbot, state)
    # the one saying it keeps the most animals (a family tester, a sheep and a cattle to
    # release, could not tell which)
    assert "keep-best" in keys and "release sheep" not in keys
    assert move_label(state, Move.parse("keep-best")) == (
        "Release 1 sheep (keeps the most animals)")
    headline = frame_hint(state)
    assert "keep the best or release some" in headline and "cook" not in headline


def test_the_score_now_counts_only_the_animals_that_fit(qapp) -> None:  # noqa: ANN001
    """"Score now: 10" counted a boar about to run away, and fell to 8 as a newcomer chose
    "the same points, more food" (a tester)."""
    from agricola_qt.engine import scores
    from agricola_qt.ui.score_strip import live_scores

    for state in _questions(30):
        player = state.frame.player
        kept = apply(state, "keep-best")
        if scores(state)[player].total == scores(kept)[player].total:
            continue
        assert live_scores(state)[player].total == scores(kept)[player].total
        return
    pytest.fail("no question where the extra animals change the score")


def test_the_farms_score_strip_counts_only_the_animals_that_fit(qtbot) -> None:  # noqa: ANN001
    """The family board's "Points if the game ended now" showed 6 sheep ("+3") while one had
    to go (a tester at 125 %); the header's score already left it out."""
    from tests.ui_helpers import state_window

    state = next(s for s in _questions(30) if s.frame.player == 0
                 and sum(apply(s, "keep-best").players[0].animals) < sum(s.players[0].animals))
    w = state_window(qtbot, state)
    farm = w.scene.farm_items[0]
    kept = apply(state, "keep-best").players[0]
    assert farm.scored_player().animals == kept.animals != state.players[0].animals
    assert farm.card_area_signature() == kept


def test_the_sowing_prompt_goes_once_every_field_is_sown(qapp) -> None:  # noqa: ANN001
    """Both fields sown, the panel still said "drag grain or vegetables onto empty fields;
    or click a cell; bake bread" (a tester)."""
    from attrs import evolve

    from agricola_qt.engine.grid import parse_cell
    from agricola_qt.ui.text import frame_hint
    from tests.cards.helpers import full_game, give, play, with_farm, with_space

    state = with_space(give(full_game(), 0, grain=3), "sow-bake")
    state = with_farm(state, 0, fields=(1 << parse_cell("b1")))
    state = state.with_player(0, evolve(state.players[0], cards=("fireplace-2",)))  # bakes
    state = play(state, "place sow-bake")
    assert "drag grain" in frame_hint(state)
    state = play(state, "sow b1 grain")
    assert state.frame is not None and state.frame.sow
    assert "drag grain" not in frame_hint(state) and "click a cell" not in frame_hint(state)


def test_the_proposal_counts_only_the_food_its_own_steps_bring() -> None:
    """"Cook 1 sheep, 1 cattle into 7 food" brought 6: the last step ended the round, and a
    Well's food waiting on the next round was counted in (a tester)."""
    from agricola_qt.engine.goods import Goods
    from agricola_qt.engine.state import FutureGoods
    from agricola_qt.engine.values import replace

    checked = 0
    for state in _questions(60):
        steps = propose_keeping(state)
        if not steps:
            continue
        player = state.actor
        well = replace(state, future=(*state.future, FutureGoods(state.round + 1, player,
                                                                Goods(food=5), "well")))
        after = well
        for step in steps:
            after = apply(after, step, checked=False)
        if after.round == well.round:
            continue  # the steps did not end the round
        checked += 1
        assert keeping_label(well, steps) == keeping_label(state, steps)
    assert checked >= 2


def test_a_refusal_does_not_move_the_decision_buttons(qtbot) -> None:  # noqa: ANN001
    """A red refusal above the buttons pushed them down under the pointer, and a tester's
    next click on "Done" missed."""
    from PySide6.QtWidgets import QApplication

    state = next(s for s in _questions(30) if propose_keeping(s))
    _, chooser, keys = _panel(qtbot, state)
    chooser.resize(300, 600)
    chooser.show()
    QApplication.processEvents()
    button = chooser.button_for(keys[0])
    before = button.mapTo(chooser, button.rect().topLeft())
    chooser.show_reason("Build stable: b2 holds a room")
    QApplication.processEvents()
    assert chooser.reason.isVisible()
    assert button.mapTo(chooser, button.rect().topLeft()) == before
    assert chooser.reason.geometry().top() > chooser.scroll.geometry().top()


def test_keep_best_stays_where_only_a_conversion_does_the_same(qtbot) -> None:  # noqa: ANN001
    """Room for one of two sheep, a cooking improvement: keep-best cooks a sheep, as "Turn 1
    sheep into 2 food" does among the conversions "at any time".  Hidden for that twin, it
    left the decision without a word on which animals stay, and the lesson lit the
    conversion as the button "that says which animals stay and which go" (a newcomer)."""
    from agricola_qt.engine import legal_moves
    from agricola_qt.ui.chooser import keeping_best_as
    from agricola_qt.ui.text import move_label
    from tests.cards.helpers import full_game, give, play, with_cards, with_space

    state = with_cards(with_space(give(full_game(), 0, sheep=1), "sheep"), 0,
                       "cooking-hearth-4")
    state = play(state, "place sheep")  # 2 sheep, room for 1
    assert state.frame is not None and state.frame.kind == "animals"
    moves = legal_moves(state)
    keep = next(m for m in moves if m.verb == "keep-best")
    assert move_label(state, keep).startswith("Cook 1 sheep into 2 food")
    assert keeping_best_as(state, moves) is None  # the cooking stands apart
    _, _, keys = _panel(qtbot, state)
    assert "keep-best" in keys and "convert sheep" in keys, keys


def test_a_card_s_answers_keep_their_order_greyed_or_not(qtbot) -> None:  # noqa: ANN001
    """The Wet Nurse's "No, thanks" stood first while the growth could not be paid (greyed,
    it came second), and second once it could: a click in the same place gave the other
    answer (a tester)."""
    from agricola_qt.engine.state import Frame
    from tests.cards.helpers import cells, full_game, set_goods, with_cards, with_farm

    state = with_cards(full_game(), 0, "wet-nurse")
    state = with_farm(state, 0, rooms=cells("a1", "a2", "a3"))  # a free room
    asked = set_goods(state, 0).push(Frame("card", 0, space="wet-nurse",
                                             options=("grow", "no")))
    orders = []
    for food in (0, 1):
        _, chooser, keys = _panel(qtbot, set_goods(asked, 0, food=food))
        orders.append([k for k in keys if k in ("choose grow", "choose no")])
        grow = chooser.button_for("choose grow")
        assert grow is not None and grow.isEnabled() == bool(food)
    assert orders == [["choose grow", "choose no"]] * 2
