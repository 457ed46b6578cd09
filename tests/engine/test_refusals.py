"""Refusals as values: codes, arguments, English sentences, and what they are about."""

from __future__ import annotations

from agricola_qt.engine import Move, apply, why_illegal
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import parse_cell
from agricola_qt.engine.legality import refusal_of
from agricola_qt.engine.refusals import Activity, Code, Refusal, refuse
from agricola_qt.engine.spaces import FISHING

from .helpers import game


def test_a_refusal_without_arguments_is_built_once() -> None:
    assert refuse(Code.GAME_OVER) is refuse(Code.GAME_OVER)
    assert str(refuse(Code.GAME_OVER)) == "the game is over"


def test_the_english_sentence_fills_the_template_with_english_words() -> None:
    assert str(refuse(Code.CELL_NOT_EMPTY, cell=parse_cell("b2"))) == "b2 is not empty"
    assert str(refuse(Code.CARD_COSTS_HELD, card="clay-oven", goods=Goods(clay=3, stone=1),
                      goods2=Goods(clay=1))) == "Clay Oven costs 3 clay, 1 stone; you have 1 clay"
    assert str(refuse(Code.NOT_DOING, what=Activity.FENCING)) == "you are not doing fencing now"
    nested = refuse(Code.CANNOT_AND, what=Activity.PLAY_OCCUPATION,
                    reason=refuse(Code.NEED_FREE_ROOM))
    assert str(nested) == ("you cannot play an occupation now, and you need a free room for a "
                           "newborn")
    assert str(refuse(Code.NEEDS_HOUSE, card="clay-hut-extension", house="clay")) == (
        "Clay Hut Extension needs a clay hut")


def test_why_illegal_adds_the_verb_and_the_listing_form_does_not() -> None:
    state = apply(game(), "place fishing")
    taken = why_illegal(state, Move.parse("place fishing"))
    assert isinstance(taken, Refusal)
    assert taken.code is Code.SPACE_TAKEN and taken.verb == "place"
    assert str(taken) == "Place: Fishing is already taken this round"
    plain = refusal_of(state, Move.parse("place fishing"))
    assert plain is not None and plain.verb is None and plain.code is Code.SPACE_TAKEN
    assert taken.about("space") == (FISHING,)


def test_a_refusal_says_what_it_is_about() -> None:
    refusal = refuse(Code.CANNOT_SOW_GRAIN_ON, cell="c2")
    assert refusal.about("cell") == (parse_cell("c2"),)
    nested = refuse(Code.CANNOT_AND, what=Activity.ROOMS,
                    reason=refuse(Code.CARD_COSTS_HELD, card="well", goods=Goods(stone=3),
                                  goods2=Goods(stone=1)))
    assert nested.about("card") == ("well",)
    assert nested.about("goods") == (Goods(stone=3), Goods(stone=1))
    assert refuse(Code.NOT_A_CELL, text="z9").about("cell") == ()


def test_refusals_are_values() -> None:
    a = refuse(Code.CELL_HOLDS_ROOM, cell=3)
    assert a == refuse(Code.CELL_HOLDS_ROOM, cell=3) and hash(a) == hash(
        refuse(Code.CELL_HOLDS_ROOM, cell=3))
    assert a != refuse(Code.CELL_HOLDS_FIELD, cell=3)


def test_a_pasture_cell_is_refused_as_a_pasture_not_as_taken() -> None:
    """"Plough: e2 is not empty" puzzled a tester over an empty pasture."""
    from agricola_qt.engine.farmwork import plow_problem, room_problem
    from agricola_qt.engine.values import replace

    state = game()
    p = state.players[0]
    e2 = parse_cell("e2")
    from agricola_qt.engine.grid import boundary_edges

    p = replace(p, farm=replace(p.farm, fences=boundary_edges(1 << e2)))
    assert p.farm.pasture_cells == 1 << e2
    assert plow_problem(p, e2) == refuse(Code.CELL_IN_PASTURE, cell=e2)
    assert room_problem(p, e2) == refuse(Code.CELL_IN_PASTURE, cell=e2)
    room = (p.farm.rooms & -p.farm.rooms).bit_length() - 1
    assert plow_problem(p, room) == refuse(Code.CELL_NOT_EMPTY, cell=room)


def test_no_pasture_for_want_of_wood_names_the_smallest_pastures_cost() -> None:
    """"You cannot build any pasture" said no more, where other refusals name the cost."""
    from agricola_qt.engine.farmwork import pasture_problem

    state = game()
    p = state.players[0]
    refusal = pasture_problem(p)
    assert refusal.code is Code.PASTURE_COSTS
    assert str(refusal).startswith("the smallest pasture you can build needs 4 wood")


def test_no_pasture_for_want_of_fences_says_so() -> None:
    """A tester had built all their fences and read only "you cannot build any pasture"."""
    from agricola_qt.engine.farmwork import pasture_problem
    from agricola_qt.engine.grid import boundary_edges
    from agricola_qt.engine.values import replace

    state = game()
    p = state.players[0]
    p = replace(p, goods=p.goods.add("wood", 20))

    def fenced(*names: str) -> object:
        region = sum(1 << parse_cell(c) for c in names)
        return replace(p, farm=replace(p.farm, fences=boundary_edges(region)))

    twelve = fenced("b1", "c1", "d1", "e1", "b2", "c2", "d2", "e2", "b3", "c3", "d3", "e3")
    assert twelve.farm.fence_count == 14  # 1 left: splitting a pasture takes 2 or more
    assert pasture_problem(twelve) == refuse(Code.FEW_FENCES_LEFT, n=2, have=1)
    assert str(pasture_problem(twelve)) == (
        "the smallest pasture you can build needs 2 fences; you have 1 left")
    every = fenced("a1", "b1", "c1", "d1", "e1", "b2", "c2", "d2", "e2", "b3", "c3", "d3", "e3")
    assert pasture_problem(every) == refuse(Code.NO_FENCES_LEFT)


def test_a_closed_build_or_improvement_space_names_the_price() -> None:
    """"You cannot afford a room or a stable" and "any improvement" said no more."""
    from agricola_qt.engine.actions import _building_price, _major_price

    state = game()
    building = _building_price(state, 0)
    assert building.code is Code.ROOM_OR_STABLE_COSTS
    assert str(building).startswith("a room costs 5 wood, 2 reed; a stable costs 2 wood")
    # every good the prices ask for is said, none held too (a tester read "you have 2
    # reed" where the 0 wood was the trouble)
    from attrs import evolve

    from agricola_qt.engine.goods import Goods

    p = state.players[0]
    reedy = state.with_player(0, evolve(p, goods=Goods(reed=2, food=3)))
    assert str(_building_price(reedy, 0)).endswith("; you have 0 wood, 2 reed")
    major = _major_price(state, 0)
    assert major.code is Code.NEAREST_MAJOR_COSTS and "Fireplace" in str(major)
    # the one nearest to hand, not the cheapest: 3 stone leave the Stone Oven 1 clay short
    # and the Fireplace 2 (a tester 1 stone from a Clay Oven was told a Fireplace's price)
    stony = state.with_player(0, evolve(p, goods=Goods(stone=3)))
    assert str(_major_price(stony, 0)) == ("the improvement left nearest to your reach, Stone "
                                           "Oven, costs 1 clay, 3 stone; you have 0 clay, 3 stone")
    # with minors in hand, the refusal answers for them too (a tester asked why none would
    # do when only the cheapest major's price was named)
    from tests.cards.helpers import full_game, with_hand

    holding = with_hand(full_game(), 0, minors=("bean-field",))
    both = _major_price(holding, 0)
    assert both.code is Code.NEAREST_MAJOR_NOR_MINOR
    # ("you have nothing" to a tester with wood)
    assert str(both).startswith("the major improvement left nearest to your reach, Fireplace, "
                                "costs 2 clay; you have 0 clay")
    assert str(both).endswith("no minor improvement in your hand can be played now (its price "
                              "or its need)")


def test_a_closed_space_is_explained_with_its_price_when_asked() -> None:
    """Listing placements reads no reason: the price is worked out only for the table."""
    from agricola_qt.engine.actions import explained
    from tests.cards.helpers import with_space

    state = with_space(game(), "fences")
    refusal = why_illegal(state, Move.parse("place fences"))
    assert refusal is not None and refusal.code is Code.NO_PASTURE_POSSIBLE
    priced = explained(state, refusal)
    assert priced.code is Code.PASTURE_COSTS and priced.verb == "place"
    assert explained(state, refuse(Code.GAME_OVER)) == refuse(Code.GAME_OVER)


def test_a_two_part_need_names_the_part_missing() -> None:
    """"Carp Pond needs 2 improvements and 1 occupation (you have 0)" read as no occupation
    to a tester who had 2."""
    from agricola_qt.engine.cards.catalog_data import CATALOG
    from agricola_qt.engine.cards.prerequisites import prerequisite_problem
    from tests.cards.helpers import full_game, with_cards

    state = with_cards(full_game(2), 0, "woodcutter", "potter")
    assert str(prerequisite_problem(state, 0, CATALOG["carp-pond"])) == (
        "Carp Pond needs 2 improvements in front of you (you have 0)")
