"""Yes/no questions about cards: "could the player play or buy anything now?"

The same tests as the lists in ``improvements`` (``affordable_majors``, ``playable_minors``,
``minor_majors``, ``playable_occupations``), stopping at the first card that passes: checking
whether an action space has work to offer asks them for every space at every placement.
"""

from __future__ import annotations

from collections.abc import Callable

from agricola_qt.engine.cards.registry import CARDS
from agricola_qt.engine.costs import cost_cards, payable
from agricola_qt.engine.economy import conversion_rate, next_occupation_food
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.improvements import (
    FOOD,
    major_as_minor,
    minor_problem,
    payments,
)
from agricola_qt.engine.state import Frame, GameState
from agricola_qt.engine.values import replace


def any_affordable_major(state: GameState, player: int) -> bool:
    """``bool(improvements.affordable_majors(state, player))``."""
    p = state.players[player]
    goods, cards = p.goods, p.cards
    # no card of the player's changes costs (asked once, not per major): then ``payments``
    # is the card's own list
    plain = not any(CARDS[own].changes_costs for own in cards)
    for major in state.majors:
        ways = CARDS[major].payments(state, player) if plain else payments(state, player, major)
        for payment in ways:
            if goods.covers(payment.goods) and (not payment.returns or payment.returns in cards):
                return True
    return False


def any_minor_major(state: GameState, player: int) -> bool:
    """``bool(improvements.minor_majors(state, player))``."""
    p = state.players[player]
    if not any(CARDS[c].majors_as_minors_for(p) for c in p.cards):
        return False
    goods, cards = p.goods, p.cards
    for major in state.majors:
        for payment in payments(state, player, major):
            if goods.covers(payment.goods) and (not payment.returns or payment.returns in cards) \
                    and major_as_minor(state, player, major):
                return True
    return False


def any_playable_minor(state: GameState, player: int) -> bool:
    """``bool(improvements.playable_minors(state, player))``."""
    for minor in state.players[player].minors:
        for returns in dict.fromkeys(p.returns for p in payments(state, player, minor)):
            if minor_problem(state, player, minor, returns) is None:
                return True
    return False


def any_playable_occupation(state: GameState, player: int, frame: Frame) -> bool:
    """``bool(improvements.playable_occupations(state, player, frame))``: the tests of
    ``occupation_problem`` without a move's ``pay``, without building the refusals."""
    p = state.players[player]
    if not p.occupations:
        return False
    food = next_occupation_food(frame.occupation_food, p)
    base = FOOD[food] if 0 <= food < len(FOOD) else Goods(food=food)
    plain = not p.cards or not cost_cards(p)  # then what is paid is the base itself
    goods = p.goods
    for occupation in p.occupations:
        c = CARDS[occupation]
        if c.prerequisite_problem(state, player) is not None:
            continue
        extra = c.payments(state, player)
        cost = base + extra[0].goods if extra else base
        if goods.covers(cost) if plain else payable(p, "occupation", cost) is not None:
            return True
    return False


# Conversions tried, one after another, to make a card payable: card costs ask for 3 food at
# most (the green Lessons 2, an occupation's Lessons plus a card's fee 3), and every good
# turned into food brings at least 1.  (A Pieceworker's purchase of five goods paid with raw
# grain alone is offered only with some of the food at hand.)
COOKING_DEPTH = 4


def playable_after_cooking(state: GameState, player: int,
                           playable: Callable[[GameState], bool]) -> bool:
    """Could the player make ``playable`` true by turning goods into food first, as the rules
    allow at any time (``convert GOOD``)?  A person may go to Lessons with no food and a sheep
    to cook for the occupation's food.  From rules version 6; before, a space whose cards
    were payable only after cooking was closed to the player (and a frame with nothing else
    to do ended at once)."""
    if state.setup.rules_version < 6:
        return False
    p = state.players[player]
    rates = [(good, rate) for good, n in p.goods.items() if n and good != "food"
             for rate in (conversion_rate(state, player, good, False)[0],) if rate > 0]
    if not rates:
        return False
    most = sum(min(p.goods.get(good), COOKING_DEPTH) * rate for good, rate in rates)
    if not playable(state.with_player(player, replace(p, goods=p.goods.add("food", most)))):
        return False  # not even with all that food and the goods kept

    def tried(goods: Goods, first: int, depth: int) -> bool:
        for i in range(first, len(rates)):
            good, rate = rates[i]
            if not goods.get(good):
                continue
            cooked = goods.add(good, -1).add("food", rate)
            if playable(state.with_player(player, replace(p, goods=cooked))):
                return True
            if depth > 1 and tried(cooked, i, depth - 1):
                return True
        return False

    return tried(p.goods, 0, COOKING_DEPTH)


def food_within_reach(state: GameState, player: int, food: int) -> bool:
    """Has the player ``food`` food, or could they have it by turning goods into food now
    (rules version 6 on)?  For a card that offers something for food ("you may pay 2 food"):
    the offer stands while cooking could pay it, and the player cooks before accepting."""
    if state.players[player].goods.food >= food:
        return True
    return playable_after_cooking(state, player, lambda s: s.players[player].goods.food >= food)
