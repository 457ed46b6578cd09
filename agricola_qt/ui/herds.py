"""Where each animal stands on the table: a display arrangement the player controls.

The rules engine keeps only how many sheep, wild boar and cattle a player has (any arrangement
that fits is legal, and animals may be rearranged at any time).  The table still wants to show
animals in pastures, stables and the house, and lets the player move them around.  ``Herds`` is
that picture for one farm.  It never changes the game: ``reconcile`` rebuilds it from the
engine's counts after every engine change, keeping the player's choices where they still fit,
and ``move_animals`` is the player's own rearranging.  No Qt here.

Invariant: for every kind, the animals in places plus those over capacity equal the engine's
count (``Herds.totals() == player.animals``).
"""

from __future__ import annotations

from attrs import evolve, frozen

from agricola_qt.engine.economy import housing
from agricola_qt.engine.goods import ANIMALS
from agricola_qt.engine.grid import CELL_COUNT, bits
from agricola_qt.engine.state import PlayerState

Counts = tuple[int, int, int]
HOUSE = "house"
_VALUE_ORDER = ("cattle", "boar", "sheep")
# Two cards whose effect the housing numbers alone do not show:
UNLIMITED = 99  # room on a card that holds any number
MIXED_PASTURES = "animal-keeper"  # the occupation that lets pastures hold mixed kinds
NO_PET = "house-goat"  # no other animal may live in the house


@frozen
class Place:
    """Somewhere animals stand.

    ``role`` is "pasture" (many animals of one kind), "pen" (a card's extra pasture), "stable"
    (an unfenced stable: one animal), "house" (one pet), "card" (a card's extra place for one
    animal), "boar-card" (a card holding any number of wild boar) or "slot" (room for one
    animal of any kind in a pasture, when a card lets pastures hold mixed kinds).
    """

    key: str
    role: str
    capacity: int
    sheep_capacity: int  # room when it holds sheep (cards give sheep more room)
    cells: int = 0  # farmyard cells it covers (0 for places on cards)
    only: str = ""  # the one kind it may hold, if any

    @property
    def is_group(self) -> bool:
        return self.role in ("pasture", "pen", "boar-card")

    def room_for(self, kind: str) -> int:
        if self.only and kind != self.only:
            return 0
        return self.sheep_capacity if kind == "sheep" else self.capacity


@frozen
class Herds:
    """One farm's arrangement: the kind and number of animals in each place, and the animals
    that do not fit anywhere (``over``, while the player decides what to do with them)."""

    places: tuple[Place, ...]
    kinds: tuple[str, ...]
    counts: tuple[int, ...]
    over: Counts = (0, 0, 0)
    # stables, the house and card places whose animals the player put there: kept there when
    # a pasture has room for them; the others move into a pasture as soon as one can hold
    # them (a pet sheep stayed in the house beside the empty pasture just fenced for it)
    chosen: frozenset[str] = frozenset()

    def index(self, key: str) -> int:
        for i, place in enumerate(self.places):
            if place.key == key:
                return i
        return -1

    def place(self, key: str) -> Place | None:
        i = self.index(key)
        return self.places[i] if i >= 0 else None

    def group(self, key: str) -> tuple[str, int]:
        """(kind, count) in a place; ("", 0) when empty or unknown.  Key "over" gives the
        first kind over capacity."""
        if key.startswith("over:"):
            kind = key[5:]
            return (kind, self.over[ANIMALS.index(kind)]) if kind in ANIMALS else ("", 0)
        i = self.index(key)
        if i < 0 or not self.counts[i]:
            return "", 0
        return self.kinds[i], self.counts[i]

    def totals(self) -> Counts:
        out = list(self.over)
        for kind, n in zip(self.kinds, self.counts, strict=True):
            if n:
                out[ANIMALS.index(kind)] += n
        return out[0], out[1], out[2]

    def groups(self) -> list[tuple[Place, str, int]]:
        return [(p, k, n) for p, k, n in zip(self.places, self.kinds, self.counts, strict=True)
                if n]

    def place_at_cell(self, cell: int) -> str:
        """The key of the place on a farmyard cell ("" if none); of a pasture's slots (see
        ``MIXED_PASTURES``) the first free one."""
        found = ""
        for place, n in zip(self.places, self.counts, strict=True):
            if place.cells >> cell & 1:
                if place.role != "slot" or not n:
                    return place.key
                found = found or place.key
        return found


# --- the places of a farm ------------------------------------------------------------------

def places_of(player: PlayerState) -> tuple[Place, ...]:
    """Pastures, unfenced stables, the house and cards' places, with their room."""
    farm = player.farm
    h = housing(player)
    regions = farm.pastures
    caps = farm.pasture_capacities()
    out: list[Place] = []
    slots = 0
    if MIXED_PASTURES in player.cards:  # pastures hold any kinds: one slot per animal
        pens = h.pastures
        for region, cap in zip(regions, caps, strict=True):
            for j in range(cap):
                out.append(Place(f"slot:{bits(region)[0]}:{j}", "slot", 1, 1, region))
            slots += cap
    else:
        farm_caps, pens = h.pastures[:len(regions)], h.pastures[len(regions):]
        if len(farm_caps) < len(regions):  # a card took pastures away: show the farm's own
            farm_caps = caps
        for region, cap in zip(regions, farm_caps, strict=True):
            out.append(Place(f"pasture:{bits(region)[0]}", "pasture", cap,
                             cap + h.sheep_bonus, region))
    stables = [c for c in range(CELL_COUNT)
               if farm.stables >> c & 1 and not farm.pasture_cells >> c & 1]
    singles = h.singles - slots
    house = NO_PET not in player.cards and singles > 0
    kept = stables[:max(0, singles - (1 if house else 0))]
    extra = singles - len(kept) - (1 if house else 0)
    # a stable a card turned into a pen for more animals (the last pens) stays on its cell
    pen_cells = [1 << c for c in stables[len(kept):]][-len(pens):] if pens else []
    pen_cells = [0] * (len(pens) - len(pen_cells)) + pen_cells
    for i, (cap, cells) in enumerate(zip(pens, pen_cells, strict=True)):
        out.append(Place(f"pen:{i}", "pen", cap, cap + h.sheep_bonus, cells))
    for kind, cap in zip(ANIMALS, h.kinds, strict=True):  # one kind's own (Wildlife Reserve)
        if cap:
            out.append(Place(f"kind:{kind}", "pen", cap,
                             cap + (h.sheep_bonus if kind == "sheep" else 0), only=kind))
    doubles = h.sheep_stables
    for c in kept:
        room = 2 if doubles > 0 else 1
        doubles -= 1
        out.append(Place(f"stable:{c}", "stable", 1, room, 1 << c))
    if house:
        out.append(Place(HOUSE, "house", 1, 1, farm.rooms))
    for i in range(max(0, extra)):
        out.append(Place(f"card:{i}", "card", 1, 1))
    # yards on cards (the Animal Yard): one place per animal, one of which holds the sheep bonus
    i = max(0, extra)
    for size in h.yards:
        for j in range(size + h.yard_bonus):
            out.append(Place(f"card:{i}", "card", 1, 1 + (h.sheep_bonus if j == 0 else 0)))
            i += 1
    if h.any_boar:
        out.append(Place("boar-card", "boar-card", UNLIMITED, 0, only="boar"))
    return tuple(out)


# --- rebuilding after an engine change -------------------------------------------------------

def reconcile(previous: Herds | None, player: PlayerState, taken_from: str = "") -> Herds:
    """An arrangement of the player's animals that keeps ``previous`` where it still fits.

    Pastures keep their kind, animals stay in stables and the house, and the counts the player
    chose stay, as far as the new counts and places allow; whatever is left is placed the way
    the engine's ``arrange`` would (biggest pastures for the biggest herds).  ``taken_from``
    names a place to take animals from first when the engine has fewer (the player cooked an
    animal dragged from there).
    """
    places = places_of(player)
    counts = player.animals
    prev_kind: dict[str, str] = {}
    prev_count: dict[str, int] = {}
    if previous is not None:
        for place, kind, n in previous.groups():
            prev_kind[place.key] = kind
            prev_count[place.key] = n
        if taken_from in prev_count:
            kind = prev_kind[taken_from]
            k = ANIMALS.index(kind)
            fewer = previous.totals()[k] - counts[k]
            if fewer > 0:
                prev_count[taken_from] = max(0, prev_count[taken_from] - fewer)
    kinds_here = [a for a, n in zip(ANIMALS, counts, strict=True) if n]
    groups = [p for p in places if p.is_group]
    singles = [p for p in places if not p.is_group]
    assignment = _choose_kinds(groups, singles, counts, kinds_here, prev_kind)
    chosen = previous.chosen if previous is not None else frozenset()
    kept = _distribute(places, groups, singles, assignment, counts, prev_kind, prev_count,
                       chosen)
    if previous is None or not any(kept.over):
        return kept
    # keeping the old places left animals without room: an arrangement made afresh may fit
    # them all (the engine only counts, so any arrangement that fits is the right one)
    fresh = reconcile(None, player)
    return fresh if sum(fresh.over) < sum(kept.over) else kept


def _choose_kinds(groups: list[Place], singles: list[Place], counts: Counts,
                  kinds_here: list[str], prev_kind: dict[str, str]) -> dict[str, str]:
    """The kind each pasture holds: the most animals housed, then the fewest pastures that
    change kind, then the fewest animals left to stables and the house.

    Exact, by dynamic programming over the room each kind has so far (capped at the herd's
    size), so it stays fast with many pastures.
    """
    if not groups or not kinds_here:
        return {}
    layer: dict[Counts, tuple[int, tuple[str, ...]]] = {(0, 0, 0): (0, ())}
    for p in groups:
        options = [k for k in kinds_here if p.room_for(k)] or [""]
        old = prev_kind.get(p.key, "")
        nxt: dict[Counts, tuple[int, tuple[str, ...]]] = {}
        for room, (changes, combo) in layer.items():
            for kind in options:
                grown = list(room)
                if kind:
                    i = ANIMALS.index(kind)
                    grown[i] = min(counts[i], grown[i] + p.room_for(kind))
                key = (grown[0], grown[1], grown[2])
                cost = changes + (1 if old and old != kind else 0)
                if key not in nxt or cost < nxt[key][0]:
                    nxt[key] = (cost, (*combo, kind))
        layer = nxt

    def rank(item: tuple[Counts, tuple[int, tuple[str, ...]]]) -> tuple[int, int, int]:
        room, (changes, _) = item
        need = {k: n - r for k, n, r in zip(ANIMALS, counts, room, strict=True)}
        return _unhoused(singles, need), changes, sum(need.values())

    best = min(layer.items(), key=rank)
    return dict(zip((p.key for p in groups), best[1][1], strict=True))


def _unhoused(singles: list[Place], need: dict[str, int]) -> int:
    """Animals that still find no place after filling the single places."""
    free = len(singles)
    sheep = need["sheep"]
    places_needed = need["boar"] + need["cattle"]
    # sheep first into the places that hold the most sheep (Shepherd's Pipe: stables, yards)
    for room in sorted((p.sheep_capacity for p in singles if p.sheep_capacity >= 2),
                       reverse=True):
        if sheep < 2:
            break
        sheep -= min(room, sheep)
        places_needed += 1
    return max(0, places_needed + sheep - free)


def _distribute(places: tuple[Place, ...], groups: list[Place], singles: list[Place],
                assignment: dict[str, str], counts: Counts, prev_kind: dict[str, str],
                prev_count: dict[str, int], chosen: frozenset[str] = frozenset()) -> Herds:
    have = dict(zip(ANIMALS, counts, strict=True))
    caps = dict.fromkeys(ANIMALS, 0)
    for p in groups:
        kind = assignment.get(p.key, "")
        if kind:
            caps[kind] += p.room_for(kind)
    kinds: dict[str, str] = {}
    amount: dict[str, int] = {}
    # single places: first the animals that must go there, then those the player put there
    need = {k: max(0, have[k] - caps[k]) for k in ANIMALS}
    optional = {k: 0 for k in ANIMALS}
    for p in singles:
        kind = prev_kind.get(p.key, "")
        if kind and p.key in chosen:
            optional[kind] += prev_count.get(p.key, 0)
    optional = {k: max(0, min(optional[k], have[k]) - need[k]) for k in ANIMALS}
    for wanted, keep_to_old in ((need, False), (optional, True)):
        for p in singles:  # the player's own choices first
            kind = prev_kind.get(p.key, "")
            if p.key in kinds or not kind or not wanted[kind]:
                continue
            if keep_to_old and p.key not in chosen:
                continue  # put there by the table, not the player: a pasture takes it
            n = min(wanted[kind], p.room_for(kind), prev_count.get(p.key, 1) or 1)
            kinds[p.key], amount[p.key] = kind, n
            wanted[kind] -= n
        if keep_to_old:
            break
        # sheep first into the places that hold the most sheep; the others keep those for last
        for kind in ("sheep", *_VALUE_ORDER[:2]):
            for p in sorted(singles, key=lambda q: (-q.sheep_capacity if kind == "sheep"
                                                    else q.sheep_capacity)):
                if not wanted[kind]:
                    break
                if p.key in kinds or not p.room_for(kind):
                    continue
                n = min(wanted[kind], p.room_for(kind))
                kinds[p.key], amount[p.key] = kind, n
                wanted[kind] -= n
    over = tuple(need[k] for k in ANIMALS)
    in_singles = dict.fromkeys(ANIMALS, 0)
    for key, kind in kinds.items():
        in_singles[kind] += amount[key]
    # pastures: the counts the player left first, then fill the biggest
    for kind in ANIMALS:
        left = have[kind] - in_singles[kind] - over[ANIMALS.index(kind)]
        mine = [p for p in groups if assignment.get(p.key) == kind]
        for p in mine:
            old = prev_count.get(p.key, 0) if prev_kind.get(p.key) == kind else 0
            n = min(old, p.room_for(kind), left)
            kinds[p.key], amount[p.key] = kind, n
            left -= n
        for p in sorted(mine, key=lambda q: -q.room_for(kind)):
            n = min(left, p.room_for(kind) - amount[p.key])
            amount[p.key] += n
            left -= n
    return Herds(places, tuple(kinds.get(p.key, "") for p in places),
                 tuple(amount.get(p.key, 0) for p in places),
                 (over[0], over[1], over[2]),
                 frozenset(k for k in chosen if amount.get(k) and kinds.get(k) == prev_kind.get(k)))


# --- the player's own rearranging ----------------------------------------------------------

def _chose(herds: Herds, place: Place) -> frozenset[str]:
    """``herds.chosen`` with ``place`` in it when it is a single place (stable, house, card)."""
    return herds.chosen if place.is_group else herds.chosen | {place.key}


def place_name(place: Place) -> str:
    """The English name of a kind of place (the table translates it)."""
    return {"pasture": "pasture", "pen": "card pasture", "stable": "stable", "house": "house",
            "card": "card", "boar-card": "card", "slot": "pasture"}[place.role]


@frozen
class Refusal:
    """Why a rearrangement cannot be done: an English template and what fills it in (the
    table translates the template and the names; ``kind`` and ``there`` are animal kinds)."""

    template: str
    kind: str = ""
    there: str = ""
    place: str = ""
    count: int = 0
    room: int = 0
    n: int = 0


Result = tuple["Herds | None", "Refusal | None"]


def move_animals(herds: Herds, source: str, target: str, n: int) -> Result:
    """Move ``n`` animals from one place to another; swaps two groups where that is the only
    way.  Returns (new arrangement, None) or (None, why not); (None, None) for no move."""
    kind, have = herds.group(source)
    if not have or n < 1 or n > have:
        return None, Refusal("There is no animal there to move.")
    if source == target:
        return None, None
    dst = herds.place(target)
    if dst is None:
        return None, Refusal("Drop the animal on a pasture, a stable or the house of your farm.")
    room = dst.room_for(kind)
    there_kind, there = herds.group(target)
    kinds, counts, over = list(herds.kinds), list(herds.counts), list(herds.over)
    t = herds.index(target)
    if not room:
        return None, Refusal("Only {kind} live on that card.", kind=dst.only)
    if not there or there_kind == kind:
        if there + n > room:
            return None, _full_reason(dst, kind, there, room, n)
        _take(herds, kinds, counts, over, source, n)
        kinds[t], counts[t] = kind, there + n
        return evolve(herds, kinds=tuple(kinds), counts=tuple(counts),
                      over=(over[0], over[1], over[2]),
                      chosen=_chose(herds, dst)), None
    # another kind stands there: swap the two groups if each fits where the other was
    src = herds.place(source)
    whole = n == have
    if src is not None and whole and n <= room and there <= src.room_for(there_kind):
        s = herds.index(source)
        kinds[s], counts[s], kinds[t], counts[t] = there_kind, there, kind, n
        moved = _chose(herds, dst)
        return evolve(herds, kinds=tuple(kinds), counts=tuple(counts),
                      chosen=_chose(evolve(herds, chosen=moved), src)), None
    if dst.is_group:
        return None, Refusal("A pasture holds one kind of animal, and this one holds {there}.",
                             kind=kind, there=there_kind)
    if n > room:
        return None, _full_reason(dst, kind, there, room, n)
    if src is not None and not whole:
        return None, Refusal("That {place} already holds {there}; move the whole group "
                             "(Shift+drag) to swap them.", kind=kind, there=there_kind,
                             place=place_name(dst))
    return None, Refusal("That {place} already holds {there}, which has no room where the "
                         "{kind} stand now.", kind=kind, there=there_kind,
                         place=place_name(dst))


def _take(herds: Herds, kinds: list[str], counts: list[int], over: list[int], source: str,
          n: int) -> None:
    if source.startswith("over:"):
        over[ANIMALS.index(source[5:])] -= n
        return
    s = herds.index(source)
    counts[s] -= n
    if not counts[s]:
        kinds[s] = ""


def _full_reason(place: Place, kind: str, there: int, room: int, n: int) -> Refusal:
    if place.role == "house":
        return Refusal("The house holds only one animal (a pet).")
    if place.role in ("stable", "card"):
        if room == 1:
            return Refusal("An unfenced {place} holds only one animal.",
                           place=place_name(place))
        return Refusal("That {place} holds only {room} {kind}.", kind=kind,
                       place=place_name(place), room=room)
    return Refusal("That {place} is full: {count} of {room} places taken, no room for {n} "
                   "more.", kind=kind, place=place_name(place), count=there, room=room, n=n)


def targets(herds: Herds, source: str, n: int) -> list[str]:
    """The places a drag of ``n`` animals from ``source`` may be dropped on."""
    return [p.key for p in herds.places
            if p.key != source and move_animals(herds, source, p.key, n)[0] is not None]


def place_givers(player: PlayerState) -> list[str]:
    """The player's cards that give animals places on cards (Animal Pen, Animal Yard …):
    those whose absence takes places off the cards' row."""
    from agricola_qt.engine.cards.registry import CARDS

    def on_cards(p: PlayerState) -> int:
        return sum(1 for place in places_of(p) if not place.cells)

    have = on_cards(player)
    out = []
    for c in player.cards:
        found = CARDS.get(c)
        if found is None or not found.changes_housing:
            continue
        without = evolve(player, cards=tuple(k for k in player.cards if k != c))
        if on_cards(without) < have:
            out.append(c)
    return out

