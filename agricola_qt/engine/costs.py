"""Every way a player may pay a cost, after all their cost-changing cards have had their say.

Cost cards are combined by the engine, not in play order.  Each card with ``changes_costs``
is asked for the costs it allows instead of a given one (``Card.cost_options``: one cost for a
card whose change is fixed, such as the Bricklayer's 1 clay less; several for a card that
offers a swap, such as the Clay Roof's clay for 1 or 2 reed, where keeping the cost is one of
them).  ``cost_choices`` applies every card once, in every order, and keeps each resulting
payment that is not simply dearer than another one:

- the *default* comes first: the cards' ``cost_change`` one after another in play order, which
  is what a move without ``pay`` has always paid (so older records replay the same), except
  that a card setting a new base cost (``Card.sets_base_cost``: Axe, Carpenter, Clay
  Plasterer, Clay Supports) always comes before the others, as the rulings say;
- in the other orders, too, a base cost is only ever the first change (one at a time; it
  never swallows what another card did, such as the clay the Clay Roof put in for reed);
- then every other such payment, in a fixed order (by its text).

So a discount applies to either printed alternative, two discounts on the same good add up,
and a discount and a swap card combine (the Thatcher's 1 reed less, then the Clay Roof's
clay for the other reed).  The common case stays fast: with no cost card the cost is the
base, with a single card whose change is fixed it is that card's change.

A payment with ``ONLY_FREE_FENCES_WOOD`` or more wood (a fence build that allows only free
fences) is final: no other card changes it.
"""

from __future__ import annotations

from agricola_qt.engine.cards.base import Card
from agricola_qt.engine.cards.registry import CARDS
from agricola_qt.engine.goods import Goods, goods_word
from agricola_qt.engine.state import ONLY_FREE_FENCES_WOOD, PlayerState

# the cards in front of a player -> (their cost cards, may they offer a choice); on the hot path
_KNOWN: dict[tuple[str, ...], tuple[list[Card], bool]] = {}


def _cost_cards(cards: tuple[str, ...]) -> tuple[list[Card], bool]:
    known = _KNOWN.get(cards)
    if known is None:
        found = [c for c in map(CARDS.__getitem__, cards) if c.changes_costs]
        found.sort(key=lambda c: not c.sets_base_cost)  # a new base cost comes first
        known = (found, len(found) > 1 or any(c.offers_choices for c in found))
        if len(_KNOWN) > 4096:
            _KNOWN.clear()
        _KNOWN[cards] = known
    return known


def cost_cards(player: PlayerState) -> list[Card]:
    """The player's cards that change costs, in play order except that the cards setting a
    new base cost come first (do not change the list)."""
    return _cost_cards(player.cards)[0]


def may_choose(player: PlayerState) -> bool:
    """Could the player's cost cards offer more than one payment for some cost?  (Cheap: a
    card offering choices, or two cost cards whose order might matter.)"""
    return bool(player.cards) and _cost_cards(player.cards)[1]


def default_cost(player: PlayerState, what: str, base: Goods,
                 cards: list[Card] | None = None) -> Goods:
    """The cost after the player's cards one after another in play order (the bare move's)."""
    cost = base
    for c in cost_cards(player) if cards is None else cards:
        cost = c.cost_change(player, what, cost)
    return cost


def cost_choices(player: PlayerState, what: str, base: Goods) -> tuple[Goods, ...]:
    """The default payment, then every other payment the player's cost cards allow together
    (see the module's text); ``what`` as in ``Card.cost_change``.  Affordability is the
    caller's business."""
    cards, choosing = _cost_cards(player.cards)
    default = default_cost(player, what, base, cards)
    if not choosing:
        return (default,)
    reached = _every_order(player, what, base, cards)
    reached.discard(default)
    others = [g for g in reached
              if not any(o != g and g.covers(o) for o in reached) and not g.covers(default)]
    others.sort(key=goods_word)
    return (default, *others)


def _every_order(player: PlayerState, what: str, base: Goods, cards: list[Card]) -> set[Goods]:
    """The costs reached by applying each card once, in any order, taking any of its options."""
    layer: set[tuple[int, Goods]] = {(0, base)}
    final: set[Goods] = set()
    for _ in cards:
        nxt: set[tuple[int, Goods]] = set()
        for used, cost in layer:
            for i, c in enumerate(cards):
                if used >> i & 1:
                    continue
                if c.sets_base_cost and used:
                    # a new base cost is only ever the first change (so one at a time, and
                    # never undoing what another card did): after any other card it is left
                    # out; the orders starting with it are tried as well
                    nxt.add((used | 1 << i, cost))
                    continue
                for option in c.cost_options(player, what, cost):
                    if option.wood >= ONLY_FREE_FENCES_WOOD:
                        final.add(option)
                    else:
                        nxt.add((used | 1 << i, option))
        layer = nxt
    final.update(cost for _, cost in layer)
    return final


def payable(player: PlayerState, what: str, base: Goods) -> Goods | None:
    """What a move without ``pay`` charges: the default payment when the player can afford
    it, else the first affordable other choice; None when none is affordable."""
    goods = player.goods
    if not player.cards:  # the common case, on the hot path
        return base if goods.covers(base) else None
    cards, choosing = _cost_cards(player.cards)
    if not cards:
        return base if goods.covers(base) else None
    default = default_cost(player, what, base, cards)
    if goods.covers(default):
        return default
    if not choosing:
        return None
    return next((g for g in cost_choices(player, what, base)[1:] if goods.covers(g)), None)


def affordable_choices(player: PlayerState, what: str, base: Goods) -> list[Goods]:
    """Every affordable payment, what the bare move pays first (empty: none affordable)."""
    first = payable(player, what, base)
    if first is None:
        return []
    if not may_choose(player):
        return [first]
    goods = player.goods
    return [first, *(g for g in cost_choices(player, what, base)
                     if g != first and goods.covers(g))]
