"""Yes/no questions about cards: "could the player play or buy anything now?"

The same tests as the lists in ``improvements`` (``affordable_majors``, ``playable_minors``,
``minor_majors``, ``playable_occupations``), stopping at the first card that passes: checking
whether an action space has work to offer asks them for every space at every placement.
"""

from __future__ import annotations

from agricola_qt.engine.cards.registry import CARDS
from agricola_qt.engine.costs import cost_cards, payable
from agricola_qt.engine.economy import occupation_count
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.improvements import (
    FOOD,
    major_as_minor,
    minor_problem,
    payments,
)
from agricola_qt.engine.state import Frame, GameState


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
    food = frame.occupation_food[min(occupation_count(p), 2)]
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
