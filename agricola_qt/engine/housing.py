"""Where animals can live: pastures (one kind each), unfenced stables and the house (one each).

Only the number of animals of each kind matters to the rules; any concrete arrangement is a
matter of display (see ``arrange``).
"""

from __future__ import annotations

from functools import lru_cache

from attrs import frozen

from agricola_qt.engine.goods import ANIMALS
from agricola_qt.engine.values import replace

Counts = tuple[int, int, int]  # sheep, boar, cattle
_VALUE_ORDER = (2, 1, 0)  # cattle, then boar, then sheep: the more valuable kinds first


@frozen
class Housing:
    """Capacities: one entry per pasture (each holds one kind), places holding any one animal,
    and yards on cards holding a few animals of any kinds.

    Mixed capacities: a yard of ``n`` holds ``n + yard_bonus`` animals of any kinds, and once one
    of those holds a sheep it takes ``sheep_bonus`` more sheep (Animal Yard with Shepherd's
    Pipe: 4 sheep, or up to 3 sheep and 1 other animal).  For the counting, a yard is that many
    single places, one of which may hold ``1 + sheep_bonus`` sheep instead of one animal.
    """

    pastures: tuple[int, ...]
    singles: int
    sheep_bonus: int = 0  # more sheep in every pasture and yard holding sheep (Shepherd's Pipe)
    sheep_stables: int = 0  # singles that may hold 2 sheep instead of 1 animal
    any_boar: bool = False  # any number of wild boar live elsewhere (Forest Pasture)
    bonusless: tuple[int, ...] = ()  # capacities of places in ``pastures`` the sheep bonus skips
    yards: tuple[int, ...] = ()  # card places for this many animals of any kinds (Animal Yard)
    yard_bonus: int = 0  # more animals in every yard (Drinking Trough)
    # room for sheep, wild boar and cattle each in a place only that kind may use (the
    # Wildlife Reserve); the sheep's place takes ``sheep_bonus`` as a pasture does
    kinds: Counts = (0, 0, 0)

    def kind_room(self) -> Counts:
        """The room of the places for one kind only (``kinds``), the sheep bonus included."""
        sheep, boar, cattle = self.kinds
        return (sheep + self.sheep_bonus if sheep else 0, boar, cattle)

    def _shared(self, counts: Counts) -> tuple[Housing, Counts, Counts]:
        """This housing without its places for one kind, the animals left for the rest once
        those places are filled (they can only gain: no other kind may use them), and the
        animals in them."""
        room = self.kind_room()
        own = (min(counts[0], room[0]), min(counts[1], room[1]), min(counts[2], room[2]))
        rest = (counts[0] - own[0], counts[1] - own[1], counts[2] - own[2])
        return replace(self, kinds=(0, 0, 0)), rest, own

    def _flat(self) -> tuple[int, tuple[int, ...]]:
        """(every single place, yards' places included; sheep room of the places that hold
        more than one sheep instead of one animal, largest first)."""
        singles = self.singles + sum(self.yards) + self.yard_bonus * len(self.yards)
        rooms = [2] * self.sheep_stables
        if self.sheep_bonus:
            rooms += [1 + self.sheep_bonus] * sum(1 for y in self.yards if y + self.yard_bonus)
        return singles, tuple(sorted(rooms, reverse=True))

    def holds(self, counts: Counts) -> bool:
        if any(self.kinds):
            shared, left, _ = self._shared(counts)
            return shared.holds(left)
        if self.any_boar or self.sheep_bonus or self.sheep_stables:
            return self.best_keep(counts) == tuple(counts)
        singles = self.singles
        if self.yards:
            singles += sum(self.yards) + self.yard_bonus * len(self.yards)
        return can_house(tuple(sorted(self.pastures)), singles, counts)

    def best_keep(self, counts: Counts) -> Counts:
        if any(self.kinds):
            shared, left, own = self._shared(counts)
            kept = shared.best_keep(left)
            return (kept[0] + own[0], kept[1] + own[1], kept[2] + own[2])
        if self.any_boar:
            rest = Housing(self.pastures, self.singles, self.sheep_bonus, self.sheep_stables,
                           bonusless=self.bonusless, yards=self.yards,
                           yard_bonus=self.yard_bonus)
            sheep, _, cattle = rest.best_keep((counts[0], 0, counts[2]))
            return (sheep, counts[1], cattle)
        singles, rooms = self._flat()
        if rooms or self.sheep_bonus:
            return best_keep_sheep(tuple(sorted(self.pastures)), singles, self.sheep_bonus,
                                   0, tuple(counts), tuple(sorted(self.bonusless)), rooms)
        return best_keep(tuple(sorted(self.pastures)), singles, counts)


def _assignments(pastures: tuple[int, ...]) -> list[tuple[int, int, int]]:
    """Every total capacity (sheep, boar, cattle) reachable by giving each pasture one kind."""
    totals = {(0, 0, 0)}
    for cap in pastures:
        nxt = set()
        for s, b, c in totals:
            nxt.add((s + cap, b, c))
            nxt.add((s, b + cap, c))
            nxt.add((s, b, c + cap))
        totals = nxt
    return sorted(totals)


@lru_cache(maxsize=65536)
def can_house(pastures: tuple[int, ...], singles: int, counts: Counts) -> bool:
    total = sum(counts)
    if total <= singles:
        return True
    if total > sum(pastures) + singles:
        return False
    for caps in _assignments_cached(pastures):
        over = sum(max(0, n - cap) for n, cap in zip(counts, caps, strict=True))
        if over <= singles:
            return True
    return False


@lru_cache(maxsize=4096)
def _assignments_cached(pastures: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
    return tuple(_assignments(pastures))


@lru_cache(maxsize=65536)
def best_keep(pastures: tuple[int, ...], singles: int, counts: Counts) -> Counts:
    """The most animals that fit (ties go to keeping the more valuable kinds)."""
    best: tuple[int, tuple[int, int, int], Counts] | None = None
    for caps in _assignments_cached(pastures):
        kept = [min(n, cap) for n, cap in zip(counts, caps, strict=True)]
        free = singles
        for kind in _VALUE_ORDER:
            extra = min(free, counts[kind] - kept[kind])
            kept[kind] += extra
            free -= extra
        key = (sum(kept), (kept[2], kept[1], kept[0]), (kept[0], kept[1], kept[2]))
        if best is None or key[:2] > best[:2]:
            best = key
    assert best is not None
    return best[2]


@lru_cache(maxsize=4096)
def best_keep_sheep(pastures: tuple[int, ...], singles: int, bonus: int, sheep_stables: int,
                    counts: Counts, bonusless: tuple[int, ...] = (),
                    sheep_rooms: tuple[int, ...] = ()) -> Counts:
    """``best_keep`` when sheep get more room: each pasture given to sheep holds ``bonus``
    more, and ``sheep_stables`` of the singles may each hold 2 sheep instead of 1 animal
    (``sheep_rooms``: more such singles, with the sheep each may hold, largest first).
    ``bonusless``: capacities of pastures that take no bonus (e.g. the Stablemaster's)."""
    from itertools import accumulate, product

    rooms = sorted((*([2] * sheep_stables), *sheep_rooms), reverse=True)
    room_sums = (0, *accumulate(rooms))  # sheep in the d roomiest singles given to sheep

    skipped = list(bonusless)
    gets = []
    for cap in pastures:
        gets.append(cap not in skipped)
        if cap in skipped:
            skipped.remove(cap)
    best: tuple[tuple[int, Counts], Counts] | None = None
    for kinds in product(range(3), repeat=len(pastures)):
        caps = [0, 0, 0]
        for cap, kind, more in zip(pastures, kinds, gets, strict=True):
            caps[kind] += cap + (bonus if kind == 0 and more else 0)
        for doubled in range(min(len(rooms), singles) + 1):
            kept = [min(n, cap) for n, cap in zip(counts, caps, strict=True)]
            kept[0] += min(counts[0] - kept[0], room_sums[doubled])
            free = singles - doubled
            for kind in _VALUE_ORDER:
                extra = min(free, counts[kind] - kept[kind])
                kept[kind] += extra
                free -= extra
            key = (sum(kept), (kept[2], kept[1], kept[0]))
            if best is None or key > best[0]:
                best = (key, (kept[0], kept[1], kept[2]))
    assert best is not None
    return best[1]


def arrange(pastures: tuple[int, ...], singles: int, counts: Counts) -> tuple[list[str], list[str]]:
    """A concrete arrangement for display: the kind in each pasture and in each single place.

    Returns (kind or "" for each pasture in the given order, kinds in single places).
    Assumes the counts fit.
    """
    order = sorted(range(len(pastures)), key=lambda i: -pastures[i])
    best = None
    for caps in _assignments_cached(tuple(sorted(pastures))):
        over = sum(max(0, n - cap) for n, cap in zip(counts, caps, strict=True))
        if over <= singles and (best is None or over < best[0]):
            best = (over, caps)
    kinds = [""] * len(pastures)
    remaining = list(counts)
    singles_out: list[str] = []
    if best is None:
        return kinds, singles_out
    # Greedy: biggest pasture goes to the kind with the most animals left.
    for i in order:
        k = max(range(3), key=lambda j: remaining[j])
        if remaining[k] == 0:
            break
        kinds[i] = ANIMALS[k]
        remaining[k] = max(0, remaining[k] - pastures[i])
    for k in range(3):
        singles_out.extend([ANIMALS[k]] * remaining[k])
    return kinds, singles_out[:singles]
