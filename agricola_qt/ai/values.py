"""What goods are worth to one player right now, in rough end-of-game points.

The heuristic player compares action spaces by these values; they follow what the player's
plan needs next (rooms, a cooking improvement, fences, renovation) and how close the next
harvest is.
"""

from __future__ import annotations

from attrs import frozen

from agricola_qt.ai.weights import STANDARD, Weights
from agricola_qt.ai.work import Work, charge
from agricola_qt.engine.economy import conversion_rate, housing
from agricola_qt.engine.goods import ANIMALS, NOTHING, Goods
from agricola_qt.engine.harvest import food_needed
from agricola_qt.engine.spaces import HARVEST_ROUNDS, LAST_ROUND
from agricola_qt.engine.state import MAX_FENCES, MAX_PEOPLE, GameState, PlayerState, SpaceState

COOKING = ("fireplace-2", "fireplace-3", "cooking-hearth-4", "cooking-hearth-5")
# Points for holding n of an animal kind (index by count, capped at 8).
_ANIMAL_LADDER = {
    "sheep": (1, 4, 6, 8),
    "boar": (1, 3, 5, 7),
    "cattle": (1, 2, 4, 6),
}
_CROP_LADDER = {"grain": (1, 4, 6, 8), "veg": (1, 2, 3, 4)}


def ladder_points(value: int, steps: tuple[int, ...]) -> int:
    points = -1
    for i, step in enumerate(steps):
        if value >= step:
            points = i + 1
    return points


# Cards that keep every person home in the last round (the Holiday House): the last
# harvest's food has to be made in the round before.
IDLE_LAST_ROUND = frozenset({"holiday-house"})


def next_harvest(round_no: int) -> int:
    for r in sorted(HARVEST_ROUNDS):
        if r >= round_no:
            return r
    return LAST_ROUND


def at_next_harvest(state: GameState, player: int) -> tuple[int, GameState]:
    """The next harvest's round, and ``state`` as ``player``'s family will be at it: that
    round's (a card's sitting out, as the Layabout's, is for a round), this round's newborns
    grown if the harvest is a later round's.  What the family eats there is
    ``food_needed`` of it."""
    from agricola_qt.engine.values import replace

    harvest = next_harvest(max(state.round, 1))
    then = replace(state, round=harvest)
    if harvest != state.round:
        then = then.with_player(player, replace(state.players[player], newborns=0))
    return harvest, then


@frozen
class Context:
    """Facts about one player, computed once per decision."""

    state: GameState
    player: int
    p: PlayerState
    round: int
    rounds_left: int  # rounds after this one
    to_harvest: int  # rounds until the next harvest (0: this round ends with one)
    food_gap: int  # food still missing for the next harvest (after easy conversions)
    actions: int  # placements the player still has before the next harvest
    cooking: bool
    rooms_wanted: int
    urgent: Goods  # what the next room (needed for growth) still needs
    targets: Goods  # everything the plan needs soon (includes ``urgent``)
    solo: bool
    cards: bool = True  # False: the old card play (first card, flat values), for comparisons
    w: Weights = STANDARD


def has_cooking(state: GameState, player: int) -> bool:
    """Can the player cook animals (a fireplace, a cooking hearth or a card doing the same)?"""
    return conversion_rate(state, player, "sheep", False)[0] > 0


def food_potential(state: GameState, player: int) -> int:
    """Food the player could raise now without giving up animals: food, crops cooked/raw."""
    p = state.players[player]
    food = p.goods.food
    for crop in ("grain", "veg"):
        have = p.goods.get(crop)
        keep = 1 if have and state.round < 12 else 0  # seed for sowing
        food += max(0, have - keep) * conversion_rate(state, player, crop, True)[0]
    return food


def context(state: GameState, player: int, cards: bool = True,
            w: Weights = STANDARD) -> Context:
    charge(Work.CONTEXT)
    p = state.players[player]
    round_no = max(1, state.round)
    harvest = next_harvest(round_no)
    need = food_needed(state, player)
    crops_coming = len(p.farm.sown)  # one per sown field at the harvest
    if round_no == LAST_ROUND - 1 and any(c in IDLE_LAST_ROUND for c in p.cards):
        need += 2 * p.people  # no person goes out in the last round: its food is made now
    gap = need - food_potential(state, player) - crops_coming
    rooms = p.farm.room_count
    rooms_wanted = 0
    if p.people < MAX_PEOPLE and rooms < MAX_PEOPLE and round_no <= 12:
        rooms_wanted = max(0, min(2, p.people + 1 - rooms)) or (1 if rooms < 4 else 0)
    house = p.farm.house
    urgent = Goods()
    if rooms_wanted and rooms <= p.people and round_no <= 11:
        urgent = Goods(reed=2).add(house, 5)
    cooking = has_cooking(state, player)
    if not cooking and (round_no >= 3 or p.people > 2):
        urgent = urgent + Goods(clay=4)
    wood = clay = reed = stone = 0
    if rooms_wanted:
        reed += 2 * rooms_wanted
        if house == "wood":
            wood += 5 * rooms_wanted
        elif house == "clay":
            clay += 5 * rooms_wanted
        else:
            stone += 5 * rooms_wanted
    fences_left = MAX_FENCES - p.farm.fence_count
    if round_no >= 3:
        wood += min(fences_left, w.fence_wood - (MAX_FENCES - fences_left))
    if not cooking:
        clay += 4
    elif "cooking-hearth-4" not in p.cards and "cooking-hearth-5" not in p.cards:
        clay += 2
    if round_no >= 5 and house != "stone":
        reed += 1
        if house == "wood":
            clay += rooms
        else:
            stone += rooms
    if round_no >= 6:
        stone += w.stone_plan
    to_harvest = harvest - round_no
    actions = max(0, p.available) + p.people * to_harvest
    return Context(state=state, player=player, p=p, round=round_no,
                   rounds_left=LAST_ROUND - round_no, to_harvest=to_harvest,
                   food_gap=gap, actions=actions, cooking=cooking, rooms_wanted=rooms_wanted,
                   urgent=urgent,
                   targets=Goods(wood=wood, clay=clay, reed=reed, stone=stone),
                   solo=len(state.players) == 1, cards=cards, w=w)


FOOD_SHORT = (3.2, 2.2, 1.4)  # worth of a missing food by rounds to the harvest (0, 1, 2)
BEGGING_WORTH = 3.4  # a food that would otherwise be a begging card (-3 points, and it stays)
PRESSURE_FOOD = 1.0  # food per remaining action that counts as hard to find
PINCH_FOOD = 1.5  # food one action still brings when food has to be found (spaces compete)


def food_pressure(gap: int, actions: int) -> float:
    """How hard the missing food is to find: the share of it the remaining actions cannot be
    counted on for (0: easily found, 1: every missing food is a begging card)."""
    if gap <= 0:
        return 0.0
    if actions <= 0:
        return 1.0
    return min(1.0, gap / (actions * PRESSURE_FOOD))


def food_value(ctx: Context) -> float:
    """Worth of one more food (while the next harvest's food is still missing)."""
    if ctx.food_gap > 0:  # a food missing at the harvest is a begging card: -3 points
        by_time = FOOD_SHORT[ctx.to_harvest] if ctx.to_harvest < len(FOOD_SHORT) else 0.9
        return max(by_time, BEGGING_WORTH * food_pressure(ctx.food_gap, ctx.actions))
    return ctx.w.spare_food if ctx.rounds_left > 2 else 0.2


def begging_risk(gap: int, actions: int) -> float:
    """Begging cards to expect at the next harvest: the missing food the remaining actions
    cannot be counted on to bring."""
    return max(0.0, gap - actions * PINCH_FOOD)


def food_amount_value(ctx: Context, amount: int) -> float:
    covering = min(amount, max(ctx.food_gap, 0))
    rest = amount - covering
    spare = ctx.w.spare_food if ctx.rounds_left > 2 else 0.2
    return covering * food_value(ctx) + rest * spare


def resource_value(ctx: Context, good: str, have: int, amount: int) -> float:
    urgent = ctx.urgent.get(good)
    target = ctx.targets.get(good)
    w = ctx.w
    base = getattr(w, good)
    value = 0.0
    for i in range(amount):
        if have + i < urgent:
            value += w.urgent_unit * (w.urgent_reed if good == "reed" else 1.0)
        elif have + i < target:
            value += base if ctx.rounds_left > 1 else base * w.late_resource
        else:
            value += base * w.surplus
    return value


def animal_value(ctx: Context, kind: str, amount: int) -> float:
    """Points (and food, when it can be cooked) from taking ``amount`` animals of a kind."""
    p = ctx.p
    counts = list(p.animals)
    k = ANIMALS.index(kind)
    keep = housing(p).best_keep((counts[0] + (amount if k == 0 else 0),
                                 counts[1] + (amount if k == 1 else 0),
                                 counts[2] + (amount if k == 2 else 0)))
    kept = keep[k] - counts[k]
    ladder = _ANIMAL_LADDER[kind]
    before = ladder_points(counts[k], ladder)
    after = ladder_points(counts[k] + max(0, kept), ladder)
    value = (after - before) * ctx.w.animal_point
    if counts[k] + kept >= 2 and ctx.rounds_left >= 2:
        value += ctx.w.breeding_pair
    rate = conversion_rate(ctx.state, ctx.player, kind, False)[0]
    cooked = amount - max(0, kept)
    if ctx.cooking:
        value += cooked * rate * food_value(ctx)
        if kept > 0 and ctx.food_gap > 0:
            value += min(kept, ctx.food_gap) * rate * 0.3  # a food reserve
    # other kinds displaced by the newcomers
    for j in range(3):
        if j != k and keep[j] < counts[j]:
            value -= (counts[j] - keep[j]) * 1.0
    return value


def crop_value(ctx: Context, crop: str, amount: int) -> float:
    p = ctx.p
    have = p.goods.get(crop) + p.farm.crop_total(crop)
    empty = p.farm.empty_fields().bit_count()
    points = (ladder_points(have + amount, _CROP_LADDER[crop])
              - ladder_points(have, _CROP_LADDER[crop])) * ctx.w.crop_point
    seed = 0.0
    if empty and ctx.rounds_left >= 2:
        seed = min(amount, empty) * (ctx.w.seed_grain if crop == "grain" else ctx.w.seed_veg)
    rate = conversion_rate(ctx.state, ctx.player, crop, True)[0]
    return points + seed + amount * rate * food_value(ctx) * ctx.w.crop_food


def space_gain(sp: SpaceState) -> Goods:
    """The goods a person placed on the space now takes at once: its pile and what it gives."""
    return sp.stock if sp.space.gives == NOTHING else sp.space.gives + sp.stock


def goods_value(ctx: Context, goods: Goods) -> float:
    p = ctx.p
    value = 0.0
    for name, amount in goods.items():
        if name in ("wood", "clay", "reed", "stone"):
            value += resource_value(ctx, name, p.goods.get(name), amount)
        elif name in ("grain", "veg"):
            value += crop_value(ctx, name, amount)
        elif name == "food":
            value += food_amount_value(ctx, amount)
        else:
            value += animal_value(ctx, name, amount)
    return value
