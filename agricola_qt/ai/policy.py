"""The heuristic player's decisions: one rule-of-thumb answer for every kind of decision.

``decide(state)`` answers for ``state.actor`` and always returns a legal move.  It reads only the
acting player's own things and the public board, so it may be given a full state (inside a
search, on a determinized copy) as well as a seat view.
"""

from __future__ import annotations

from agricola_qt.ai import begging, cardplay, farmplan
from agricola_qt.ai.values import (
    Context,
    animal_value,
    begging_risk,
    context,
    crop_value,
    food_amount_value,
    food_value,
    goods_value,
    has_cooking,
    ladder_points,
    resource_value,
    space_gain,
)
from agricola_qt.ai.weights import STANDARD, Weights
from agricola_qt.ai.work import Work, charge, legal_moves, why_illegal
from agricola_qt.engine import GameState, Move
from agricola_qt.engine import improvements as imp
from agricola_qt.engine.actions import OPTION_GOODS, RESOURCE_PAIRS, taken_goods
from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.economy import (
    conversion_rate,
    next_occupation_food,
    occupation_count,
    renovation_cost,
    room_cost,
)
from agricola_qt.engine.goods import ANIMALS, Goods
from agricola_qt.engine.grid import CELL_NAMES
from agricola_qt.engine.harvest import food_needed
from agricola_qt.engine.state import MAX_PEOPLE, MAX_STABLES, Frame, SpaceState

_ANIMAL_STEPS = {"sheep": (1, 4, 6, 8), "boar": (1, 3, 5, 7), "cattle": (1, 2, 4, 6)}
_CROP_STEPS = {"grain": (1, 4, 6, 8), "veg": (1, 2, 3, 4)}


BEGGING_POINTS = 3.0  # a begging card costs 3 points at the end
# At a feeding, a good is kept rather than fed only when it is clearly worth more than the
# begging card it would spare (``Weights.keep_over_begging``, standard 3 + 1): the card's 3
# points are certain, the good's worth (a scoring category not yet filled, a seed for an empty
# field) an estimate that the rounds left may make good anyway.  (A hard seat once kept its
# last grain twice and ended with 4 cards.)


# --- values of actions -----------------------------------------------------------------------

def growth_value(ctx: Context) -> float:
    if ctx.p.people >= MAX_PEOPLE or ctx.rounds_left < 1:
        return 0.0
    w = ctx.w
    value = w.growth_base + ctx.rounds_left * w.growth_round
    # the newborn eats: 1 food at this round's harvest, 2 at every one after; it helps find
    # food only from the next round on.  Food already short gets worse: begging cards.
    gap = ctx.food_gap + (1 if ctx.to_harvest == 0 else 2)
    if gap > 0 and ctx.to_harvest == 0:
        value -= 3.0 + min(gap, 6) * 1.5
    elif gap > 0 and ctx.to_harvest <= 2:
        value -= min(gap, 6) * (1.0 if ctx.to_harvest == 1 else 0.6)
    risk = (begging_risk(gap, ctx.actions + ctx.to_harvest)
            - begging_risk(ctx.food_gap, ctx.actions))
    value -= BEGGING_POINTS * max(0.0, risk)
    if not ctx.cooking and ctx.p.people >= 2:
        value -= w.no_cooking_growth  # no way to cook: every mouth is fed by actions alone
        left = cooking_majors_left(ctx.state)
        if not left:
            value -= 3.0  # ... and none is left to buy
        elif left <= _players_without_cooking(ctx.state) - 1:
            value -= 1.5  # ... and others are racing for the last ones
    return value


def cooking_majors_left(state: GameState) -> int:
    """Major improvements still on the board that cook animals (the fireplaces, hearths)."""
    if not state.players:
        return 0
    p = state.players[0]  # a major's cooking rates are printed: the same for everyone
    return sum(1 for m in state.majors if card(m).cooking_rates(p).get("sheep", 0) > 0)


def _cooking_race(ctx: Context) -> float:
    """More worth to a first cooking improvement when there are fewer left than players
    still without one (with 5 players, 4 cooking majors: someone goes without)."""
    return 3.0 if cooking_majors_left(ctx.state) <= _players_without_cooking(ctx.state) else 0.0


def _players_without_cooking(state: GameState) -> int:
    return sum(1 for i in range(len(state.players)) if not has_cooking(state, i))


def room_value(ctx: Context, count: int = 1) -> float:
    p = ctx.p
    value = 0.0
    rooms = p.farm.room_count
    for i in range(count):
        if rooms + i >= MAX_PEOPLE:
            break
        enables_growth = rooms + i <= p.people and p.people + i < MAX_PEOPLE
        if enables_growth and ctx.rounds_left >= 2:
            value += ctx.w.room_growth * growth_value(ctx) + ctx.w.room_base
        else:
            value += ctx.w.room_plain
        value += {"wood": 0.0, "clay": 1.0, "stone": 2.0}[p.farm.house]
    return value


def _affordable_rooms(ctx: Context) -> int:
    cost = room_cost(ctx.p)
    goods = ctx.p.goods
    n = 0
    while n < 3 and goods.covers(cost):
        goods = goods - cost
        n += 1
    return n


def stable_value(ctx: Context, cost: int) -> float:
    p = ctx.p
    if p.farm.stable_count >= MAX_STABLES or p.goods.wood < cost or ctx.rounds_left < 1:
        return 0.0
    value = 1.2 if p.farm.pastures else 0.6
    if any(p.animals):
        value += 0.6
    return value - cost * 0.3


def bake_value(ctx: Context) -> float:
    bakers = imp.bakers(ctx.state, ctx.player)
    grain = ctx.p.goods.grain
    if not bakers or not grain:
        return 0.0
    rate = max(card(b).bake().food_per_grain for b in bakers)  # type: ignore[union-attr]
    food = min(grain, 2) * rate
    need = max(0, ctx.food_gap + rate)
    return min(food, need) * food_value(ctx) * ctx.w.bake_share


def sow_value(ctx: Context, extra_fields: int = 0) -> float:
    p = ctx.p
    empty = p.farm.empty_fields().bit_count() + extra_fields
    if not empty or ctx.rounds_left < 1:
        return 0.0
    veg = min(p.goods.veg, empty)
    grain = min(p.goods.grain, empty - veg)
    scale = min(1.0, ctx.rounds_left / 3)
    return (veg * ctx.w.sow_veg + grain * ctx.w.sow_grain) * scale


def plow_value(ctx: Context) -> float:
    fields = ctx.p.farm.fields.bit_count()
    values = ctx.w.plow
    value = values[fields] if fields < len(values) else ctx.w.plow_more
    if ctx.rounds_left < 3 and fields >= 2:
        value *= ctx.w.plow_late
    return value


def major_value(ctx: Context, major: str, returns: str) -> float:
    c = card(major)
    p = ctx.p
    w = ctx.w
    cooking = ctx.cooking
    cost = sum(c.payments(ctx.state, ctx.player)[0].goods._tuple()) if not returns else 0
    value = float(c.points)
    if major.startswith("fireplace"):
        value += 0.0 if cooking else (w.fireplace + ctx.rounds_left * 0.15 + max(0, p.people - 2)
                                      + _cooking_race(ctx))
    elif major.startswith("cooking-hearth"):
        if returns:
            value = 1.5 + ctx.rounds_left * 0.1 - 1.0  # better rates; the fireplace's point goes
        elif cooking:
            value = 0.0
        else:
            value += w.hearth + ctx.rounds_left * 0.2 + max(0, p.people - 2) + _cooking_race(ctx)
    elif major in ("clay-oven", "stone-oven"):
        value += w.oven if p.farm.fields and ctx.rounds_left > 2 else 0.3
        if any(card(x).bake() for x in p.cards):
            value -= 1.0
    elif major == "well":
        value += min(5, ctx.rounds_left) * 0.5
    else:  # workshops: a harvest conversion and bonus points
        value += w.workshop
    return value - cost * w.major_cost


def best_major(ctx: Context) -> tuple[float, tuple[str, str] | None]:
    best: tuple[float, tuple[str, str] | None] = (0.0, None)
    for major, returns in imp.affordable_majors(ctx.state, ctx.player):
        v = major_value(ctx, major, returns)
        if v > best[0]:
            best = (v, (major, returns))
    return best


def renovation_value(ctx: Context) -> float:
    p = ctx.p
    cost = renovation_cost(p)
    if cost is None or not p.goods.covers(cost):
        return -1.0
    value = p.farm.room_count * ctx.w.renovation_room
    if p.farm.house == "wood" and ctx.rooms_wanted and ctx.round < ctx.w.renovation_round:
        value -= ctx.w.renovation_early
    return value


# Occupation space worth (``Weights.occ_*``): base + prior share + per round left - per
# occupation played; the food it costs is valued at least ``occ_food`` each.
MINOR_SCALE = 1.0


def occupation_value(ctx: Context, food_cost: int = 1) -> float:
    """Worth of playing the best occupation in hand (its prior, less the food it costs)."""
    if not ctx.p.occupations:
        return -1.0
    played = occupation_count(ctx.p)
    cost = food_cost if played else 0
    w = ctx.w
    prior = cardplay.occupation_prior(ctx.state, ctx.player, w.card_learned)
    value = (w.occ_base + w.occ_prior * prior
             + min(ctx.rounds_left, 8) * w.occ_round - played * w.occ_more)
    if cost > ctx.p.goods.food:
        value -= 1.0 * (cost - ctx.p.goods.food)  # would have to convert goods
    return value - cost * max(food_value(ctx), w.occ_food)


def playable_minors(state: GameState, player: int) -> list[tuple[str, str]]:
    """The engine's playable minor improvements, charged to the work meter by hand size."""
    charge(Work.MINOR, len(state.players[player].minors))
    return imp.playable_minors(state, player)


def minor_value(ctx: Context) -> float:
    """Worth of playing the best minor improvement that can be paid now (0 with none)."""
    minors = playable_minors(ctx.state, ctx.player)
    return MINOR_SCALE * cardplay.minor_prior(ctx.state, ctx.player, minors,
                                             ctx.w.card_learned) if minors else 0.0


def _pair_value(ctx: Context, option: str) -> float:
    """A "take ..." option's goods (one of each named) at their worth."""
    goods = Goods()
    for name in taken_goods(option):
        goods = goods.add(name, 1)
    return goods_value(ctx, goods)


def option_value(ctx: Context, space: SpaceState | None, option: str) -> float:
    if option in OPTION_GOODS:
        goods = OPTION_GOODS[option]
        kind = [a for a in ANIMALS if goods.get(a)][0]
        return animal_value(ctx, kind, 1) + goods.food * food_value(ctx)
    if option.startswith("take "):
        return _pair_value(ctx, option)
    if option == "choose grow":
        return growth_value(ctx)
    if option == "choose room":
        return room_value(ctx) if _affordable_rooms(ctx) else -1.0
    if option == "choose food":
        return food_amount_value(ctx, space.stock.food if space else 0)
    if option == "choose occupation":
        return occupation_value(ctx) if ctx.cards else 1.5
    return 0.0


def _first_player_value(ctx: Context) -> float:
    """Going first next round (nothing alone, nothing after the last round)."""
    if len(ctx.state.players) == 1 or ctx.rounds_left < 1:
        return 0.0
    return ctx.w.first_player if ctx.state.starting_player != ctx.player else 0.2


def space_value(ctx: Context, sp: SpaceState) -> float:
    space = sp.space
    action = space.action
    gain = space_gain(sp)
    if action == "take":
        return goods_value(ctx, gain)
    first = _first_player_value(ctx)
    if action == "starting_player":
        return goods_value(ctx, gain) + first
    if action == "starting_player_minor":
        if not ctx.cards:
            return first + (1.0 if playable_minors(ctx.state, ctx.player) else 0.0)
        return first + minor_value(ctx)
    if action == "take_one_resource":
        return goods_value(ctx, gain) + max(
            resource_value(ctx, r, ctx.p.goods.get(r), 1) for r in ("wood", "clay", "reed",
                                                                    "stone"))
    if action == "two_resources":
        return max(_pair_value(ctx, o) for o in RESOURCE_PAIRS)
    if action == "resources_or_growth":
        grow = growth_value(ctx) if ctx.round >= 5 and ctx.p.farm.room_count > ctx.p.people \
            else 0.0
        return max(grow, max(_pair_value(ctx, o) for o in RESOURCE_PAIRS))
    if action == "occupation_or_growth":
        grow = growth_value(ctx) if ctx.round >= 5 and ctx.p.farm.room_count > ctx.p.people \
            else 0.0
        return max(grow, occupation_value(ctx, sp.space.occupation_food[1]) if ctx.cards
                   else 1.5)
    if action == "rooms_stables":
        rooms = min(_affordable_rooms(ctx), MAX_PEOPLE - ctx.p.farm.room_count)
        if rooms > 0:
            return room_value(ctx, rooms)
        return stable_value(ctx, 2) * 0.8
    if action == "stable_bake":
        return max(stable_value(ctx, 1), 0.0) + bake_value(ctx)
    if action == "plow":
        return plow_value(ctx)
    if action == "sow_bake":
        return sow_value(ctx) + bake_value(ctx)
    if action == "plow_sow":
        return plow_value(ctx) + sow_value(ctx, extra_fields=1) * 0.9
    if action == "fences":
        value, region = farmplan.best_pasture(ctx.p, _spare_wood(ctx), _animal_need(ctx),
                                              ctx.w)
        return value if region else -1.0
    if action == "improvement":
        return max(best_major(ctx)[0], minor_value(ctx) if ctx.cards else 0.0)
    if action in ("growth_minor", "urgent_growth"):
        return growth_value(ctx)
    if action in ("renovation_improvement", "renovation_fences"):
        value = renovation_value(ctx)
        if value > 0 and action == "renovation_improvement":
            value += 0.5 * best_major(ctx)[0]
        return value
    if action == "room_or_food":
        room = room_value(ctx) if _affordable_rooms(ctx) else 0.0
        return max(room, sp.stock.food * food_value(ctx))
    if action == "animal_choice":
        return max(option_value(ctx, sp, o) for o in ("take sheep", "take boar", "take cattle"))
    if action == "occupation":
        if not ctx.cards:
            return 1.5 if ctx.p.occupations else -1.0
        return occupation_value(ctx, next_occupation_food(sp.space.occupation_food, ctx.p))
    return 0.0


def _spare_wood(ctx: Context) -> int:
    """Wood that may go into fences: what the next room needs is kept back."""
    return ctx.p.goods.wood - ctx.urgent.wood


def _animal_need(ctx: Context) -> float:
    p = ctx.p
    animals = sum(p.animals)
    capacity = sum(p.farm.pasture_capacities())
    if ctx.rounds_left < 1:
        return 0.0
    return ctx.w.animal_room_full if animals + 2 >= capacity else ctx.w.animal_room


# --- decisions -------------------------------------------------------------------------------

def ranked_placements(state: GameState, player: int, cards: bool = True,
                      w: Weights = STANDARD,
                      ctx: Context | None = None) -> list[tuple[float, Move]]:
    """Every free action space with its value for the player, best first (not checked);
    ``ctx``: the player's context when the caller has it already."""
    ctx = ctx or context(state, player, cards, w)
    out = []
    for i, sp in enumerate(state.spaces):
        if sp.occupant < 0:
            out.append((space_value(ctx, sp) - i * 1e-6, Move("place", (sp.space.id,))))
    charge(Work.SPACE, len(out))
    out.sort(key=lambda vm: -vm[0])
    return out


def _first_legal(state: GameState, moves: list[Move]) -> Move | None:
    for move in moves:
        if why_illegal(state, move) is None:
            return move
    return None


FEE_CHECKS = 3  # placements looked at for a fee before the best is taken


def _choose_placement(state: GameState, player: int, cards: bool = True,
                      w: Weights = STANDARD, guard: bool = False) -> Move | None:
    """The best free space; a space that makes its user pay food first (a card's space whose
    owner charges for it) is valued again with that food's worth taken off.  ``guard``: each
    space is also charged for the begging cards it leaves at this round's harvest
    (``begging.guarded``)."""
    ctx = context(state, player, cards, w) if guard else None
    ranked = ranked_placements(state, player, cards, w, ctx)
    if ctx is not None:
        ranked = begging.guarded(ctx, ranked)
    if not _placement_rules(state, player):
        return _first_legal(state, [m for _, m in ranked])
    looked: set[Move] = set()
    while True:
        move = _first_legal(state, [m for _, m in ranked])
        if move is None or move in looked or len(looked) >= FEE_CHECKS:
            return move
        looked.add(move)
        fee = _food_fee(state, player, move)
        if fee <= 0:
            return move
        ctx = ctx or context(state, player, cards, w)
        worth = food_amount_value(ctx, fee) + 0.1
        ranked = sorted(((v - worth if m == move else v, m) for v, m in ranked),
                        key=lambda vm: -vm[0])


def _placement_rules(state: GameState, player: int) -> bool:
    """Has another player a card that sets rules on placing (where any fee comes from)?"""
    return any(card(c).limits_placement for i, q in enumerate(state.players) if i != player
               for c in q.cards)


def _food_fee(state: GameState, player: int, move: Move) -> int:
    """Food the placement itself takes from the player (0 for the spaces of the board)."""
    from agricola_qt.ai.work import apply

    before = state.players[player].goods.food
    return max(0, before - apply(state, move).players[player].goods.food)


def _choose_option(state: GameState, frame: Frame, cards: bool = True,
                   w: Weights = STANDARD) -> Move | None:
    ctx = context(state, frame.player, cards, w)
    index = state.space_index(frame.space)
    space = state.spaces[index] if index >= 0 else None
    values = {o: option_value(ctx, space, o) for o in frame.options}
    if cards and len(set(values.values())) == 1:  # options the rules of thumb do not know
        legal = [m for m in (Move.parse(o) for o in frame.options) if why_illegal(state, m) is None]
        return cardplay.best_move(state, legal)[1]
    ranked = sorted(frame.options, key=lambda o: -values[o])
    return _first_legal(state, [Move.parse(o) for o in ranked])


def _card_question(state: GameState) -> Move | None:
    """A card's own question: the answer whose position looks best one step ahead."""
    legal = [m for m in legal_moves(state) if m.verb not in ("convert", "use")]
    if not legal:
        return None
    if len(legal) == 1:
        return legal[0]
    return cardplay.best_move(state, legal)[1]


def _card_move(state: GameState, ctx: Context, frame: Frame) -> Move | None:
    """The best occupation or minor improvement to play in this action, or None to skip."""
    p = ctx.p
    moves: list[Move] = []
    if frame.improvements:
        for minor, returns in playable_minors(state, ctx.player):
            moves.append(Move("minor", (minor, "return", returns) if returns else (minor,)))
    if frame.occupations:
        moves.extend(Move("occupation", (o,)) for o in p.occupations)
    moves = [m for m in moves if why_illegal(state, m) is None]
    if not moves:
        return None
    value, move = cardplay.best_move(state, moves, ctx.w.card_learned)
    if cardplay.CHOICE_FIRST:
        move = moves[0]
    if move is None:
        return None
    if value < cardplay.PLAY_THRESHOLD and not (frame.need_one and not frame.did_any):
        return None
    return move


def _loss_per_food(ctx: Context, good: str, rate: int) -> float:
    """Points given up per food when one ``good`` is turned into food."""
    p = ctx.p
    have = p.goods.get(good)
    loss: float
    if good in ANIMALS:
        steps = _ANIMAL_STEPS[good]
        loss = ladder_points(have, steps) - ladder_points(have - 1, steps)
        if have == 2 and ctx.rounds_left >= 1:
            loss += 1.0
        loss += 0.3
    elif good in _CROP_STEPS:
        total = have + p.farm.crop_total(good)
        loss = ladder_points(total, _CROP_STEPS[good]) - ladder_points(total - 1,
                                                                       _CROP_STEPS[good])
        if p.farm.empty_fields() and ctx.rounds_left >= 2:  # seed for a field still to sow
            loss += 1.0 if good == "grain" else 1.5
        loss += 0.2
    else:
        loss = resource_value(ctx, good, have - 1, 1) + 0.1
    return loss / rate


def _feed_move(state: GameState, player: int, w: Weights = STANDARD) -> Move:
    p = state.players[player]
    missing = food_needed(state, player) - p.goods.food
    if missing <= 0:
        return Move("feed")
    ctx = context(state, player, w=w)
    best: tuple[float, Move] | None = None
    for good in ("grain", "veg", *ANIMALS, "wood", "clay", "reed", "stone"):
        if not p.goods.get(good):
            continue
        rate, _ = conversion_rate(state, player, good, True)
        if rate <= 0:
            continue
        cost = _loss_per_food(ctx, good, rate)
        waste = max(0, rate - missing) * 0.05
        cost += waste
        if best is None or cost < best[0]:
            best = (cost, Move("convert", (good,)))
    if best is not None and best[0] < w.keep_over_begging:  # cheaper than a begging card
        return best[1]
    return Move("feed")


def _breed_move(frame: Frame) -> Move:
    weight = {"sheep": 1.0, "boar": 1.2, "cattle": 1.4}

    def value(option: str) -> float:
        return sum(weight.get(k, 0.0) for k in option.split("+") if k)

    option = max(frame.options, key=value)
    return Move("breed", (option or "none",))


def _fence_move(state: GameState, ctx: Context, frame: Frame) -> Move | None:
    must = frame.need_one and not frame.did_any
    wood = ctx.p.goods.wood if must else _spare_wood(ctx)
    value, region = farmplan.best_pasture(ctx.p, wood, _animal_need(ctx), ctx.w)
    if frame.plan:
        if region and frame.plan & ~region == 0:
            if frame.plan == region:
                return Move("fence-build")
            for name in farmplan.cell_sequence(region):
                move = Move("fence-add", (name,))
                if why_illegal(state, move) is None:
                    return move
        if why_illegal(state, Move("fence-build")) is None:
            return Move("fence-build")
        return Move("fence-clear")
    if region and (value > 0.5 or must) and _can_fence(state, region):
        return Move("fence-add", (farmplan.cell_sequence(region)[0],))
    if must and not frame.plan:
        # nothing worth fencing, yet the action must build something: the first cell that
        # becomes a pasture of its own.  Left to the first legal move, a cell that already
        # was one ("fence-add b1") could never be built, was cleared, and was added again,
        # for ever: a search whose playout reached this never answered.
        for c in range(len(CELL_NAMES)):
            if _can_fence(state, 1 << c):
                return Move("fence-add", (CELL_NAMES[c],))
    return None


def _can_fence(state: GameState, region: int) -> bool:
    """Can the planned pasture really be added cell by cell and built?  (A card may change what
    fences cost; planning a pasture that cannot be finished would go round in circles.)"""
    from agricola_qt.ai.work import apply
    from agricola_qt.engine import IllegalMove

    try:
        for name in farmplan.cell_sequence(region):
            state = apply(state, Move("fence-add", (name,)))
        return why_illegal(state, Move("fence-build")) is None
    except IllegalMove:
        return False


def _action_move(state: GameState, frame: Frame, cards: bool = True,
                 w: Weights = STANDARD) -> Move | None:
    player = frame.player
    ctx = context(state, player, cards, w)
    p = ctx.p
    if frame.plan or frame.fences:
        move = _fence_move(state, ctx, frame)
        if move is not None:
            return move
    if frame.rooms and p.farm.room_count < MAX_PEOPLE and p.goods.covers(room_cost(p)):
        move = _first_legal(state, [Move("room", (CELL_NAMES[c],))
                                    for c in farmplan.ordered(farmplan.ROOM_ORDER)])
        if move is not None:
            return move
    if frame.plows:
        move = _first_legal(state, [Move("plow", (CELL_NAMES[c],))
                                    for c in farmplan.ordered(farmplan.FIELD_ORDER)])
        if move is not None:
            return move
    if frame.sow:
        empty = p.farm.empty_fields()
        if empty:
            cell = CELL_NAMES[(empty & -empty).bit_length() - 1]
            if p.goods.veg:
                return Move("sow", (cell, "veg"))
            if p.goods.grain:
                return Move("sow", (cell, "grain"))
    if frame.bake and p.goods.grain and ctx.food_gap > 0:
        for baker in sorted(imp.bakers(state, player),
                            key=lambda b: -card(b).bake().food_per_grain):  # type: ignore
            move = Move("bake", (baker,))
            if why_illegal(state, move) is None:
                return move
    if frame.improvements and frame.allow_major:
        value, choice = best_major(ctx)
        if choice is not None and (value > 0.5 or (frame.need_one and not frame.did_any)):
            major, returns = choice
            return Move("buy", (major, "return", returns) if returns else (major,))
    if cards and (frame.improvements or frame.occupations):
        move = _card_move(state, ctx, frame)
        if move is not None:
            return move
    elif frame.improvements:
        minors = playable_minors(state, player)
        if minors:
            minor, returns = minors[0]
            return Move("minor", (minor, "return", returns) if returns else (minor,))
    if frame.occupations and not cards:
        for occupation in p.occupations:
            move = Move("occupation", (occupation,))
            if why_illegal(state, move) is None:
                return move
    if frame.stables:
        reserve = 0 if not frame.rooms else 4
        if p.goods.wood - frame.stable_cost >= reserve and stable_value(ctx,
                                                                       frame.stable_cost) > 0.5:
            inside = [c for c in farmplan.STABLE_ORDER if p.farm.pasture_cells >> c & 1]
            cells = farmplan.ordered((*inside, *farmplan.STABLE_ORDER))
            move = _first_legal(state, [Move("stable", (CELL_NAMES[c],)) for c in cells])
            if move is not None:
                return move
    return Move("done")


def decide(state: GameState, cards: bool = True, w: Weights = STANDARD,
           guard: bool = False) -> Move:
    """The heuristic's move for whoever is to act; always legal.

    ``cards=False`` keeps the older card play (the first playable card, the first answer to a
    card's question), reachable only to measure the difference; ``w`` the weights it values
    things by; ``guard`` the Easy bot's begging guard on placements (``ai/begging.py``).
    """
    charge(Work.DECIDE)
    frame = state.frame
    player = state.actor
    move: Move | None = None
    if cards and (frame is None or frame.kind == "feed"):
        move = cardplay.good_use(state, player)  # an any-time card use that clearly pays
    if move is not None:
        pass
    elif frame is None:
        move = _choose_placement(state, player, cards, w, guard)
    elif frame.kind == "feed":
        move = _feed_move(state, player, w)
    elif frame.kind == "breed":
        move = _breed_move(frame)
    elif frame.kind == "animals":
        move = Move("keep-best")
    elif frame.kind == "choice":
        move = _choose_option(state, frame, cards, w)
    elif frame.kind == "action":
        move = _action_move(state, frame, cards, w)
    elif cards:  # a card's own question
        move = _card_question(state)
    if move is not None and why_illegal(state, move) is None:
        return move
    legal = legal_moves(state)
    useful = [m for m in legal if m.verb not in ("convert", "done", "fence-clear")]
    return (useful or legal)[0]


__all__ = ["decide", "ranked_placements", "crop_value"]
