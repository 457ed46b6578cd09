"""What things cost and what goods are worth: the base rules, then the player's cards."""

from __future__ import annotations

from agricola_qt.engine.cards.base import Card
from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.costs import cost_cards
from agricola_qt.engine.goods import Goods, wood
from agricola_qt.engine.housing import Housing
from agricola_qt.engine.state import GameState, PlayerState
from agricola_qt.engine.values import replace as evolve

NEXT_MATERIAL = {"wood": "clay", "clay": "stone"}


def modified_cost(player: PlayerState, what: str, cost: Goods) -> Goods:
    """``cost`` after every card of the player that changes costs has had its say."""
    if not player.cards:  # the common case, on the hot path
        return cost
    for c in cost_cards(player):
        cost = c.cost_change(player, what, cost)
    return cost


# the house's material -> a room's printed cost; (material, rooms) -> a renovation's
_ROOM_BASE: dict[str, Goods] = {}
_RENOVATION_BASE: dict[tuple[str, int], Goods] = {}


def room_base(player: PlayerState) -> Goods:
    """A room's printed cost, before the player's cards: 5 of the house's material, 2 reed."""
    house = player.farm.house
    base = _ROOM_BASE.get(house)
    if base is None:
        base = _ROOM_BASE[house] = Goods(reed=2).add(house, 5)
    return base


def renovation_base(player: PlayerState) -> Goods | None:
    """A renovation's printed cost (1 reed and 1 of the next material per room); None when
    the house is already stone."""
    target = NEXT_MATERIAL.get(player.farm.house)
    if target is None:
        return None
    key = (target, player.farm.room_count)
    base = _RENOVATION_BASE.get(key)
    if base is None:
        base = _RENOVATION_BASE[key] = Goods(reed=1).add(target, key[1])
    return base


def room_cost(player: PlayerState) -> Goods:
    """The default cost of a room (the cards in play order; ``engine/costs.py`` has all)."""
    return modified_cost(player, "room", room_base(player))


def renovation_cost(player: PlayerState) -> Goods | None:
    """None when the house is already stone."""
    base = renovation_base(player)
    return None if base is None else modified_cost(player, "renovation", base)


def stable_cost(player: PlayerState, wood: int) -> Goods:
    return modified_cost(player, "stable", _wood(wood))


def fence_cost(player: PlayerState, fences: int) -> Goods:
    return modified_cost(player, "fences", _wood(fences))


def _wood(n: int) -> Goods:
    return wood(n)


def housing(player: PlayerState) -> Housing:
    """Room for animals: the farm's, then the player's cards by their ``housing_stage``
    (so the result does not depend on the order the cards were played in)."""
    farm = player.farm
    changers = [c for c in map(card, player.cards) if c.changes_housing] if player.cards else []
    if not changers:
        return Housing(pastures=farm.pasture_capacities(), singles=farm.unfenced_stables() + 1)
    changers.sort(key=lambda c: c.housing_stage)
    house = 1
    for c in changers:
        house = c.house_places(player, house)
    result = Housing(pastures=farm.pasture_capacities(), singles=farm.unfenced_stables() + house)
    for c in changers:
        result = c.housing_change(player, result)
    return result


def can_house(player: PlayerState, counts: tuple[int, int, int] | None = None) -> bool:
    counts = player.animals if counts is None else counts
    if counts == (0, 0, 0):  # no animals always fit (the common case, on the hot path)
        return True
    return housing(player).holds(counts)


def conversion_rate(state: GameState, player: int, good: str, in_harvest: bool) -> tuple[int, str]:
    """Best food per item for turning ``good`` into food now, and the card used ('' if none).

    Grain and vegetables always give 1 food raw.  Cooking improvements give more for
    vegetables and make animals edible.  Once-per-harvest conversions count only in a harvest.
    """
    p = state.players[player]
    best, used = (1, "") if good in ("grain", "veg") else (0, "")
    for card_id, c in cooking_cards(p.cards):
        rate = c.cooking_rates(p).get(good, 0)
        if rate > best:
            best, used = rate, ""
        if in_harvest and card_id not in p.harvest_used:
            conv = c.harvest_conversion()
            if conv is not None and conv.good == good and conv.food > best:
                best, used = conv.food, card_id
    return best, used


def conversion_card(state: GameState, player: int, good: str, in_harvest: bool) -> str:
    """The card that gives ``conversion_rate``'s food for ``good`` ('' when none does: grain
    or a vegetable eaten raw), for telling who turned what into food with what.  Read off
    ``conversion_rate`` (kept lean: the bots ask it often): its once-per-harvest card, else
    the first cooking card giving its rate."""
    best, used = conversion_rate(state, player, good, in_harvest)
    raw = 1 if good in ("grain", "veg") else 0
    if used or best <= raw:
        return used
    p = state.players[player]
    return next((card_id for card_id, c in cooking_cards(p.cards)
                 if c.cooking_rates(p).get(good, 0) == best), "")


def cooked_by(player: PlayerState, card_id: str) -> frozenset[str]:
    """The goods ``card_id``, one of ``player``'s cards, turns into food at any time (none
    when the player does not own it)."""
    for owned, c in cooking_cards(player.cards):
        if owned == card_id:
            return frozenset(c.cooking_rates(player))
    return frozenset()


def food_within_reach(state: GameState, player: int) -> int:
    """The player's food plus what turning every other good they hold into food now would
    give (the conversions allowed at any time, outside a harvest): what they could pay in
    food at this moment, converting first."""
    p = state.players[player]
    total = p.goods.food
    for good, amount in p.goods.items():
        if amount > 0 and good != "food":
            total += amount * conversion_rate(state, player, good, False)[0]
    return total


def harvest_food_extra(state: GameState, player: int, crops: bool = True) -> int:
    """The food the player's once-per-harvest conversions (the Joinery's wood, the Stone
    Carver's stone) would add at the next harvest over turning the same goods into food
    now, for the goods they hold (``crops``: grain and vegetables counted too)."""
    p = state.players[player]
    held = dict(p.goods.items())
    extra = 0
    for card_id, c in cooking_cards(p.cards):
        conv = c.harvest_conversion()
        if (conv is None or card_id in p.harvest_used or held.get(conv.good, 0) <= 0
                or (not crops and conv.good in ("grain", "veg"))):
            continue
        gain = conv.food - conversion_rate(state, player, conv.good, False)[0]
        if gain > 0:
            held[conv.good] -= 1
            extra += gain
    return extra


# the cards in front of a player -> those that may give food for goods (see ``_cooks``)
_COOKING: dict[tuple[str, ...], tuple[tuple[str, Card], ...]] = {}


def cooking_cards(cards: tuple[str, ...]) -> tuple[tuple[str, Card], ...]:
    """The cards (id and card, in play order) that could give food for goods: those whose
    class has its own ``cooking_rates`` or ``harvest_conversion`` (the base ones give none)."""
    known = _COOKING.get(cards)
    if known is None:
        known = tuple((c, card(c)) for c in cards if _cooks(card(c)))
        if len(_COOKING) > 4096:
            _COOKING.clear()
        _COOKING[cards] = known
    return known


def _cooks(c: Card) -> bool:
    own = getattr(c, "__dict__", {})
    return (type(c).cooking_rates is not Card.cooking_rates
            or type(c).harvest_conversion is not Card.harvest_conversion
            or "cooking_rates" in own or "harvest_conversion" in own)


# the cards in front of a player -> (occupations, occupations as prerequisites count them)
_OCCUPATIONS: dict[tuple[str, ...], tuple[int, int]] = {}


def occupation_count(player: PlayerState, for_prerequisites: bool = False) -> int:
    """Occupations in front of the player (some cards count double for prerequisites)."""
    cards = player.cards
    if not cards:
        return 0
    known = _OCCUPATIONS.get(cards)
    if known is None:
        occupations = [c for c in map(card, cards) if c.kind == "occupation"]
        known = (len(occupations), sum(c.occupation_weight() for c in occupations))
        if len(_OCCUPATIONS) > 4096:
            _OCCUPATIONS.clear()
        _OCCUPATIONS[cards] = known
    return known[1] if for_prerequisites else known[0]


def next_occupation_food(prices: tuple[int, int, int], player: PlayerState) -> int:
    """The food a space asks for the player's next occupation: ``prices`` by how many the
    player has played (none, one, two or more; ``ActionSpace.occupation_food``)."""
    return prices[min(occupation_count(player), 2)]


def pay(state: GameState, player: int, cost: Goods) -> GameState:
    p = state.players[player]
    return state.with_player(player, evolve(p, goods=p.goods - cost))


def gain(state: GameState, player: int, goods: Goods) -> GameState:
    p = state.players[player]
    return state.with_player(player, evolve(p, goods=p.goods + goods))
