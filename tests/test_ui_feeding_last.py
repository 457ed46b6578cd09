"""At the last harvest the proposed feeding keeps the most points (it went conversion by
conversion and cooked a wild boar and a cattle where two cattle cost one point less)."""

from __future__ import annotations

import random

import pytest

from agricola_qt.engine import GameState, apply, legal_moves
from agricola_qt.engine.farmyard import Farmyard
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import boundary_edges
from agricola_qt.engine.harvest import food_needed
from agricola_qt.engine.scoring import score_player
from agricola_qt.engine.values import replace as evolve
from agricola_qt.ui.feeding import after_breeding, propose_feeding
from tests.cards.helpers import at_round, cells, full_game, with_cards

LAYOUTS = (
    boundary_edges(cells("d1", "e1")) | boundary_edges(cells("d2", "e2"))
    | boundary_edges(cells("d3", "e3")),
    boundary_edges(cells("d1", "e1", "d2", "e2")) | boundary_edges(cells("d3", "e3")),
    boundary_edges(cells("e1")) | boundary_edges(cells("e2")) | boundary_edges(cells("e3")),
)
SIMPLE = ("place wood", "place clay", "place reed", "place fishing", "place grain")


def _feeding(cooking: str) -> GameState:
    """Alone at the table, the last harvest's feeding, with a cooking improvement."""
    state = at_round(with_cards(full_game(1), 0, cooking), 14)
    while state.frame is None or state.frame.kind != "feed":
        moves = legal_moves(state)
        state = apply(state, next((m for m in moves if str(m) in SIMPLE), moves[0]))
    return state


def _most_points(state: GameState, need: int) -> int:
    """Every set of conversions feeding the family, tried: the best points after breeding."""
    best = -99
    kinds = ("sheep", "boar", "cattle", "grain", "veg")

    def search(sim: GameState, start: int) -> None:
        nonlocal best
        if sim.players[0].goods.food >= need:
            best = max(best, score_player(after_breeding(sim, 0, sim.players[0])).total)
            return
        names = {str(m) for m in legal_moves(sim)}
        for i in range(start, len(kinds)):
            if f"convert {kinds[i]}" in names:
                search(apply(sim, f"convert {kinds[i]}"), i)

    search(state, 0)
    return best


def test_the_last_feeding_proposed_keeps_the_most_points() -> None:
    rng = random.Random(1)
    bases = {c: _feeding(c) for c in ("cooking-hearth-4", "fireplace-2")}
    tried = 0
    for _ in range(80):
        base = bases[rng.choice(sorted(bases))]
        goods = Goods(food=rng.randrange(0, 5), sheep=rng.randrange(0, 7),
                      boar=rng.randrange(0, 7), cattle=rng.randrange(0, 6),
                      grain=rng.randrange(0, 4), veg=rng.randrange(0, 3))
        state = base.with_player(0, evolve(base.players[0], goods=goods,
                                           farm=Farmyard(fences=rng.choice(LAYOUTS))))
        need = food_needed(state, 0)
        best = _most_points(state, need)
        if best == -99:
            continue  # nothing feeds the family
        fed = state
        for move in propose_feeding(state):
            fed = apply(fed, move)
        assert fed.players[0].goods.food >= need
        assert score_player(after_breeding(fed, 0, fed.players[0])).total == best, goods
        tried += 1
    assert tried > 30


def test_a_card_that_cooks_two_goods_for_more_is_used_in_the_proposal() -> None:
    """A tester's proposal cooked 2 sheep one by one (4 food) beside the Gypsy's Crock,
    which makes 5 of them with a Fireplace; another proposal also cooked a grain the
    crock's extra food made needless."""
    state = _feeding("fireplace-2")
    state = state.with_player(0, evolve(state.players[0], cards=(
        *state.players[0].cards, "gypsys-crock")))
    need = food_needed(state, 0)
    state = state.with_player(0, evolve(state.players[0], goods=Goods(
        food=need - 4, sheep=3, grain=1)))
    steps = propose_feeding(state)
    assert steps == ["use gypsys-crock sheep+sheep"], steps
    after = state
    for move in steps:
        after = apply(after, move)
    assert after.players[0].goods.food == need + 1 and after.players[0].goods.grain == 1


def test_before_the_last_harvest_the_feeding_spares_the_points_too() -> None:
    """A tester's round-11 proposal ate 2 grain and the only sheep (4 points) where one of
    4 wild boar (1 point, and the breeding still brings a young) covered the 3 food."""
    state = at_round(with_cards(full_game(1), 0, "cooking-hearth-4"), 11)
    while state.frame is None or state.frame.kind != "feed":
        moves = legal_moves(state)
        state = apply(state, next((m for m in moves if str(m) in SIMPLE), moves[0]))
    need = food_needed(state, 0)
    pen = boundary_edges(cells("d1", "e1", "d2", "e2"))  # room for the boar and a young
    p = state.players[0]
    state = state.with_player(0, evolve(p, farm=evolve(p.farm, fences=p.farm.fences | pen),
                                        goods=Goods(food=need - 3, grain=2, sheep=1, boar=4)))
    assert propose_feeding(state) == ["convert boar"]


def _final_score(state: GameState, steps: list[str]) -> int:
    """The score once the conversions, the feeding and the breeding are played (alone at
    the table, the last harvest)."""
    for move in [*steps, "feed"]:
        state = apply(state, move)
    while not state.is_over:
        state = apply(state, legal_moves(state)[0])
    return score_player(state.players[0], state.players).total


@pytest.mark.parametrize(("card", "goods", "layout", "other"), [
    # the only sheep kept is two at the end: a cattle of 2 costs less than a boar of 3
    ("animal-feed", Goods(grain=1, food=4, sheep=1, boar=3, cattle=2), 2, ["convert boar"]),
    # 4 sheep kept have 2 lambs at the breeding (one from the card)
    ("shepherd", Goods(food=4, sheep=4, boar=3, cattle=1), 1, ["convert sheep"]),
])
def test_the_young_cards_add_after_the_breeding_are_counted(
        card: str, goods: Goods, layout: int, other: list[str]) -> None:
    """The proposal counted only the breeding's young: with the Shepherd (a second lamb from
    4 sheep) or the Animal Feed (an animal more of each kind kept) it cooked the animal that
    would have brought more."""
    state = _feeding("fireplace-2")
    p = state.players[0]
    state = state.with_player(0, evolve(p, cards=(*p.cards, card), goods=goods,
                                        farm=Farmyard(fences=LAYOUTS[layout])))
    steps = propose_feeding(state)
    assert steps != other
    assert _final_score(state, steps) == _final_score(state, other) + 1


def test_an_animal_the_breeding_brings_back_is_offered_for_food(qapp) -> None:  # noqa: ANN001
    """A tester cooked the third sheep of a full house by hand (the lamb took its place) for
    2 food; the panel had offered only the feeding."""
    from agricola_qt.ui.feeding import free_cookings

    state = _feeding("fireplace-2")
    p = state.players[0]
    need = food_needed(state, 0)
    # 3 sheep in a pasture of 1 cell (room for 2) and the house: full, no room for a lamb
    state = state.with_player(0, evolve(p, goods=Goods(food=need + 1, sheep=3),
                                        farm=Farmyard(fences=boundary_edges(cells("e3")))))
    assert [str(m) for m in free_cookings(state)] == ["convert sheep"]
    before = after_breeding(state, 0, state.players[0]).goods
    cooked = apply(state, "convert sheep")
    after = after_breeding(cooked, 0, cooked.players[0]).goods
    assert after.sheep == before.sheep and after.food == before.food + 2
    from agricola_qt.ui.chooser import Chooser
    from agricola_qt.ui.controller import GameController

    controller = GameController(state)
    chooser = Chooser(controller)
    chooser.rebuild(state)
    button = chooser.button_for("free convert sheep")
    assert button is not None and "(the breeding brings it back)" in button.property("caption")
    button.click()  # it cooked nothing: "unknown move 'false'" (the click's checked flag)
    assert controller.state.players[0].goods.sheep == 2
    assert controller.state.players[0].goods.food == need + 3


def test_the_feeding_warns_of_a_young_with_no_room(qapp) -> None:  # noqa: ANN001
    """A tester's newborn boar ran away twice, told only afterwards: at the feeding the panel
    says which kind's young finds no room while there is time to make room."""
    from agricola_qt.ui.chooser import Chooser
    from agricola_qt.ui.controller import GameController
    from agricola_qt.ui.feeding import runaway_young

    state = _feeding("fireplace-2")
    p = state.players[0]
    need = food_needed(state, 0)
    # 2 boar in a pasture of 1 cell: room for 2, none for a young; 1 sheep: no pair
    state = state.with_player(0, evolve(p, goods=Goods(food=need, boar=2, sheep=1),
                                        farm=Farmyard(fences=boundary_edges(cells("e3")))))
    assert runaway_young(state) == ["boar"]
    chooser = Chooser(GameController(state))
    chooser.rebuild(state)
    assert ("No room for a young wild boar: it runs away at the breeding unless you make room "
            "first.") in chooser.detail.text()
    roomy = state.with_player(0, evolve(state.players[0], farm=Farmyard(
        fences=boundary_edges(cells("e3", "e2")))))
    assert runaway_young(roomy) == []
    # nothing to cook the sheep with: no room can be made in the harvest, and "unless you
    # make room first" asked for the impossible (a tester's pair of boars)
    bare = state.with_player(0, evolve(state.players[0], cards=()))
    assert runaway_young(bare) == ["boar"]
    chooser.rebuild(bare)
    text = chooser.detail.text()
    assert "No room for a young wild boar: it runs away at the breeding." in text
    assert "unless" not in text


def test_a_free_cooking_that_is_the_proposal_is_one_button(qapp) -> None:  # noqa: ANN001
    """"Turn 1 sheep into 2 food (the least costly way)" stood over "Turn 1 sheep into 2
    food (the breeding brings it back)" (a Taiwanese tester looked for the difference):
    where the proposal is that cooking, the panel shows the proposal alone."""
    from agricola_qt.ui.chooser import Chooser
    from agricola_qt.ui.controller import GameController
    from agricola_qt.ui.feeding import free_cookings, propose_feeding

    state = _feeding("fireplace-2")
    p = state.players[0]
    need = food_needed(state, 0)
    state = state.with_player(0, evolve(p, goods=Goods(food=need - 2, sheep=3),
                                        farm=Farmyard(fences=boundary_edges(cells("e3")))))
    assert propose_feeding(state) == ["convert sheep"]
    assert [str(m) for m in free_cookings(state)] == ["convert sheep"]
    chooser = Chooser(GameController(state))
    chooser.rebuild(state)
    assert chooser.button_for("propose") is not None
    assert chooser.button_for("free convert sheep") is None


def _round_13_feeding() -> GameState:
    """Alone at the table, round 13's harvest (one more to come), with a Cooking Hearth."""
    state = at_round(with_cards(full_game(1), 0, "cooking-hearth-4"), 13)
    while state.frame is None or state.frame.kind != "feed":
        moves = legal_moves(state)
        state = apply(state, next((m for m in moves if str(m) in SIMPLE), moves[0]))
    return state


def test_before_the_last_harvest_a_cattle_the_next_breeding_brings_back_goes_first() -> None:
    """A tester's round-13 feeding: 5 cattle with room to breed and 3 vegetables, 2 food
    short.  The proposal ate a vegetable (a point gone for good); a cattle cooked now leaves
    4, the pair's young makes 5 at this breeding and 6 at the last one: 4 points, as
    without the cooking."""
    base = _round_13_feeding()
    # three pastures of two cells: room for 12
    fences = (boundary_edges(cells("d1", "e1")) | boundary_edges(cells("d2", "e2"))
              | boundary_edges(cells("d3", "e3")))
    need = food_needed(base, 0)
    goods = Goods(food=need - 2, cattle=5, veg=3)
    state = base.with_player(0, evolve(base.players[0], goods=goods,
                                       farm=Farmyard(fences=fences)))
    assert after_breeding(state, 0, state.players[0]).goods.cattle == 6  # a calf this time
    assert propose_feeding(state) == ["convert cattle"]


def test_a_proposal_weighed_after_the_breeding_says_so(qapp) -> None:  # noqa: ANN001
    """Two testers read "Turn 1 vegetable into 2 food (the least costly way)" as a point lost
    for nothing: 3 cattle cooked to 2 would not have cost a point now, but the 3 breed to 4
    after the feeding, where the vegetable cooked does the same.  The proposal says the
    breeding was counted."""
    from agricola_qt.ui.chooser import _proposal_label

    base = _feeding("fireplace-2")
    need = food_needed(base, 0)
    goods = Goods(food=need - 1, veg=1, cattle=3)
    state = base.with_player(0, evolve(base.players[0], goods=goods,
                                       farm=Farmyard(fences=LAYOUTS[1])))
    label = _proposal_label(state, propose_feeding(state))
    assert label.endswith("(the least costly way once the breeding is counted)"), label
    plain = base.with_player(0, evolve(base.players[0], goods=Goods(food=need - 1, grain=2)))
    assert _proposal_label(plain, propose_feeding(plain)).endswith("(the least costly way)")
