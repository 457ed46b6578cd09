"""Work on the farmyard: rooms, renovation, stables, ploughing, sowing and fences.

Each ``*_problem`` function returns None when the thing is allowed, or the ``Refusal``.
The same functions decide both what ``legal_moves`` lists and what ``apply`` accepts.
"""

from __future__ import annotations

from functools import lru_cache

from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.costs import default_cost, payable
from agricola_qt.engine.economy import (
    fence_cost,
    renovation_base,
    renovation_cost,
    room_base,
    room_cost,
    stable_cost,
)
from agricola_qt.engine.farmyard import Farmyard
from agricola_qt.engine.goods import GOOD_NAMES, Goods, goods_word, wood
from agricola_qt.engine.grid import (
    ALL_CELLS,
    CELL_COUNT,
    CELL_EDGES,
    NEIGHBOURS,
    bits,
    boundary_edges,
    neighbours_of,
    pasture_cells_of,
    pastures_of,
    popcount,
)
from agricola_qt.engine.refusals import Code, Refusal, refuse
from agricola_qt.engine.state import MAX_FENCES, MAX_STABLES, ONLY_FREE_FENCES_WOOD, PlayerState
from agricola_qt.engine.values import replace as evolve

SOW_YIELD = {"grain": 3, "veg": 2}


def _blocked(farm: Farmyard) -> int:
    """Cells holding something: rooms, fields, stables, pastures."""
    return farm.rooms | farm.fields | farm.stables | farm.pasture_cells


def _taken(farm: Farmyard, cell: int) -> Refusal:
    """Why a blocked cell takes no room or field: a pasture says so (an empty pasture's cell
    looked free to a tester told only "e2 is not empty")."""
    if farm.pasture_cells >> cell & 1:
        return refuse(Code.CELL_IN_PASTURE, cell=cell)
    return refuse(Code.CELL_NOT_EMPTY, cell=cell)


def room_problem(p: PlayerState, cell: int, pay: Goods | None = None) -> Refusal | None:
    """``pay``: the payment the move names (None: the default, see ``room_payment``)."""
    farm = p.farm
    bit = 1 << cell
    if _blocked(farm) & bit:
        return _taken(farm, cell)
    if not NEIGHBOURS[cell] & farm.rooms:
        return refuse(Code.NOT_NEXT_TO_HOUSE, cell=cell)
    if pay is not None:
        return choice_problem(p, "room", room_base(p), pay)
    if room_payment(p) is None:
        price = room_cost(p)
        held = Goods(**{g: p.goods.get(g) for g in GOOD_NAMES if price.get(g)})
        return refuse(Code.ROOM_COSTS, material=farm.house, goods=price, goods2=held)
    return None


def choice_problem(p: PlayerState, what: str, base: Goods, pay: Goods) -> Refusal | None:
    """Is ``pay`` one of the payments the player's cost cards allow, and affordable?"""
    from agricola_qt.engine.costs import cost_choices

    choices = cost_choices(p, what, base)
    if pay not in choices:
        allowed = [g for g in choices if p.goods.covers(g)] or list(choices)
        return refuse(Code.CHOOSE_ONE_OF, options=tuple(f"pay {goods_word(g)}" for g in allowed))
    if not p.goods.covers(pay):
        return refuse(Code.CANNOT_PAY_ANY_MORE, goods=pay)
    return None


def room_payment(p: PlayerState) -> Goods | None:
    """What a room move without ``pay`` charges (None: no payment is affordable)."""
    return payable(p, "room", room_base(p))


def stable_payment(p: PlayerState, cost: int) -> Goods | None:
    return payable(p, "stable", wood(cost))


def fence_payment(p: PlayerState, fences: int) -> Goods | None:
    return payable(p, "fences", wood(fences))


def renovation_payment(p: PlayerState) -> Goods | None:
    base = renovation_base(p)
    return None if base is None else payable(p, "renovation", base)


def direct_stone_cost(p: PlayerState) -> Goods | None:
    """A card may let a renovation action take the wooden hut straight to stone: the cost
    of that renovation, or None when the player has no such card or no wooden hut."""
    if p.farm.house != "wood" or not any(card(c).renovates_to_stone for c in p.cards):
        return None
    return renovation_cost(evolve(p, farm=evolve(p.farm, house="clay")))


def renovation_problem(p: PlayerState, direct: bool = False) -> Refusal | None:
    """``direct``: a renovation action, which cards may take straight from wood to stone."""
    if p.farm.house == "stone":
        return refuse(Code.HOUSE_IS_STONE)
    if renovation_payment(p) is None:
        stone = direct_stone_cost(p) if direct else None
        if stone is not None and p.goods.covers(stone):
            return None
        return refuse(Code.RENOVATING_COSTS, goods=renovation_cost(p))
    return None


def stable_problem(p: PlayerState, cell: int, cost: int,
                   pay: Goods | None = None) -> Refusal | None:
    farm = p.farm
    bit = 1 << cell
    if farm.stable_count >= MAX_STABLES:
        return refuse(Code.ALL_STABLES_BUILT, n=MAX_STABLES)
    if (farm.rooms | farm.fields) & bit:
        return refuse(Code.CELL_HOLDS_ROOM if farm.rooms & bit else Code.CELL_HOLDS_FIELD,
                      cell=cell)
    if farm.stables & bit:
        return refuse(Code.CELL_HAS_STABLE, cell=cell)
    if pay is not None:
        return choice_problem(p, "stable", Goods(wood=cost), pay)
    if stable_payment(p, cost) is None:
        return refuse(Code.STABLE_COSTS, goods=stable_cost(p, cost))
    return None


def plow_problem(p: PlayerState, cell: int) -> Refusal | None:
    farm = p.farm
    if _blocked(farm) & (1 << cell):
        return _taken(farm, cell)
    if farm.fields and not NEIGHBOURS[cell] & farm.fields:
        return refuse(Code.NOT_NEXT_TO_FIELDS, cell=cell)
    return None


def card_fields(p: PlayerState) -> dict[int, str]:
    """Fields that are cards in front of the player: slot -> card id."""
    out = {}
    for card_id in p.cards:
        slot = card(card_id).field_slot
        if slot >= 0:
            for stack in range(card(card_id).field_stacks):
                out[slot + stack] = card_id
    return out


def card_field_slot(p: PlayerState, card_id: str) -> int | None:
    """The slot to sow on this field card: its first empty stack, else its first (None: the
    player has no such field card)."""
    slots = [slot for slot, c in card_fields(p).items() if c == card_id]
    if not slots:
        return None
    return next((slot for slot in slots if p.farm.crop_on(slot) is None), slots[0])


def sow_problem(p: PlayerState, cell: int, crop: str) -> Refusal | None:
    if crop not in SOW_YIELD:
        return refuse(Code.NOT_A_CROP, text=crop)
    farm = p.farm
    if cell >= CELL_COUNT:
        card_id = card_fields(p).get(cell)
        if card_id is None:
            return refuse(Code.NO_SUCH_FIELD_CARD)
        if crop not in card(card_id).field_crops:
            return refuse(Code.CROP_NOT_ON_CARD, good=crop, card=card_id)
        if farm.crop_on(cell) is not None:
            return refuse(Code.CARD_ALREADY_SOWN, card=card_id)
        if p.goods.get(crop) < 1:
            return refuse(Code.NO_GOOD, good=crop)
        return None
    if not farm.fields & (1 << cell):
        return refuse(Code.NOT_A_FIELD, cell=cell)
    if farm.crop_on(cell) is not None:
        return refuse(Code.CELL_ALREADY_SOWN, cell=cell)
    if p.goods.get(crop) < 1:
        return refuse(Code.NO_GOOD, good=crop)
    return None


def renovate(p: PlayerState, direct: bool = False) -> PlayerState:
    cost = renovation_payment(p)
    house = {"wood": "clay", "clay": "stone"}[p.farm.house]
    stone = direct_stone_cost(p) if direct and cost is None else None
    if stone is not None:  # only the straight-to-stone renovation is affordable
        cost, house = stone, "stone"
    assert cost is not None
    return evolve(p, goods=p.goods - cost, farm=evolve(p.farm, house=house))


# --- fences -------------------------------------------------------------------------------

def _container(farm: Farmyard, cell: int) -> int:
    """The pasture holding ``cell``, or 0 when it lies outside every pasture."""
    for region in farm.pastures:
        if region >> cell & 1:
            return region
    return 0


def fence_add_problem(p: PlayerState, plan: int, cell: int) -> Refusal | None:
    farm = p.farm
    bit = 1 << cell
    if plan & bit:
        return refuse(Code.CELL_IN_PLAN, cell=cell)
    if (farm.rooms | farm.fields) & bit:
        return refuse(Code.CELL_HOLDS_ROOM if farm.rooms & bit else Code.CELL_HOLDS_FIELD,
                      cell=cell)
    if plan:
        if not NEIGHBOURS[cell] & plan:
            return refuse(Code.NOT_NEXT_TO_PLAN, cell=cell)
        first = (plan & -plan).bit_length() - 1
        if _container(farm, cell) != _container(farm, first):
            return refuse(Code.PASTURE_INSIDE_OR_OUTSIDE)
    return None


def new_fences(farm: Farmyard, plan: int) -> int:
    return boundary_edges(plan) & ~farm.fences


def fence_build_problem(p: PlayerState, plan: int, pay: Goods | None = None) -> Refusal | None:
    farm = p.farm
    if not plan:
        return refuse(Code.PLAN_FIRST)
    first = (plan & -plan).bit_length() - 1
    container = _container(farm, first)
    if container:
        if container == plan:
            return refuse(Code.ALREADY_A_PASTURE)
    elif farm.fences:
        touching = 0
        for c in range(CELL_COUNT):
            if plan >> c & 1:
                touching |= NEIGHBOURS[c]
        if not touching & farm.pasture_cells:
            return refuse(Code.PASTURE_NOT_NEXT)
    edges = new_fences(farm, plan)
    count = popcount(edges)
    supply = fence_supply(p)
    if farm.fence_count + count > supply:
        return refuse(Code.OUT_OF_FENCES, n=count, left=supply - farm.fence_count,
                      supply=supply)
    if pay is not None:
        return choice_problem(p, "fences", Goods(wood=count), pay)
    if fence_payment(p, count) is not None:
        return None
    price = fence_cost(p, count)
    if price.wood >= ONLY_FREE_FENCES_WOOD:
        return refuse(Code.ONLY_FREE_FENCES, n=count)
    if not p.goods.covers(price):
        held = Goods(**{g: p.goods.get(g) for g in GOOD_NAMES if price.get(g)})
        return refuse(Code.FENCES_COST, n=count, goods=price, goods2=held)
    return None


def fence_supply(p: PlayerState) -> int:
    """The player's fences (15), less those their cards hold elsewhere (Fence Builder)."""
    return MAX_FENCES - sum(card(c).fences_held(p) for c in p.cards)


def pasture_cost(p: PlayerState, plan: int) -> int:
    return popcount(new_fences(p.farm, plan))


def any_pasture_possible(p: PlayerState) -> bool:
    """A quick test used before fencing: can some one-cell pasture be built or split off?"""
    farm = p.farm
    fences_left = fence_supply(p) - farm.fence_count
    if fences_left < 1:
        return False
    if fence_payment(p, 1) is None:
        return False
    for count in _one_cell_pasture_fences(farm.fences, ALL_CELLS & ~(farm.rooms | farm.fields)):
        if count <= fences_left and fence_payment(p, count) is not None:
            return True
    return False


def pasture_problem(p: PlayerState) -> Refusal:
    """Why no pasture can be built (``any_pasture_possible`` said no): the wood the smallest
    one would cost where wood is what is missing ("you cannot build any pasture" said no
    more, where other refusals name the cost)."""
    farm = p.farm
    fences_left = fence_supply(p) - farm.fence_count
    counts = _one_cell_pasture_fences(farm.fences, ALL_CELLS & ~(farm.rooms | farm.fields))
    fitting = [n for n in counts if n <= fences_left]
    if fitting:
        cost = default_cost(p, "fences", wood(fitting[0]))
        return refuse(Code.PASTURE_COSTS, goods=cost, goods2=Goods(wood=p.goods.wood))
    # the fences themselves are what is missing (a tester had built all 15 and read only
    # "you cannot build any pasture")
    if fences_left <= 0:
        return refuse(Code.NO_FENCES_LEFT)
    if counts:
        return refuse(Code.FEW_FENCES_LEFT, n=min(counts), have=fences_left)
    return refuse(Code.NO_PASTURE_POSSIBLE)


@lru_cache(maxsize=65536)
def _one_cell_pasture_fences(fences: int, open_cells: int) -> tuple[int, ...]:
    """How many new fences each one-cell pasture the farm could get would take (built next
    to the pastures, or split off a bigger one), each number once, smallest first."""
    pastures = pastures_of(fences)
    pasture_cells = pasture_cells_of(fences)
    counts: set[int] = set()
    for cell in bits(open_cells):
        if pasture_cells >> cell & 1:
            region = next(r for r in pastures if r >> cell & 1)
            if not region & (region - 1):
                continue  # a one-cell pasture cannot be split
        elif pasture_cells and not NEIGHBOURS[cell] & pasture_cells:
            continue
        counts.add(popcount(CELL_EDGES[cell] & ~fences))
    return tuple(sorted(counts))


def room_spaces_left(p: PlayerState) -> int:
    """The empty cells beside the house, where a room could still go (as a mask)."""
    farm = p.farm
    return neighbours_of(farm.rooms) & ~_blocked(farm) & ALL_CELLS


def any_room_possible(p: PlayerState) -> bool:
    return room_payment(p) is not None and bool(room_spaces_left(p))


def any_stable_possible(p: PlayerState, cost: int) -> bool:
    farm = p.farm
    if farm.stable_count >= MAX_STABLES or stable_payment(p, cost) is None:
        return False
    return bool(ALL_CELLS & ~(farm.rooms | farm.fields | farm.stables))


def any_plow_possible(p: PlayerState) -> bool:
    farm = p.farm
    free = ALL_CELLS & ~_blocked(farm)
    if farm.fields:
        free &= neighbours_of(farm.fields)
    return bool(free)


def any_sow_possible(p: PlayerState) -> bool:
    if p.goods.grain < 1 and p.goods.veg < 1:
        return False
    if p.farm.empty_fields():
        return True
    return any(sow_problem(p, slot, crop) is None for slot in card_fields(p)
               for crop in SOW_YIELD)
