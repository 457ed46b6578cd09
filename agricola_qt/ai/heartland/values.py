"""How much a Heartland field, placement or position is worth to one seat (rules of thumb).

Victory points count as they are.  Farm points are valued through a *potential* over the
seat's five cubes: progress towards the next farm row is worth a share of the farm tax that
farm should earn in the turns left, and reaching the livestock row is worth the animal expected
there (the mean of the values this seat has not seen).  A farmed region that grows or shrinks
is worth its size change times the turns left.  Everything here reads only what the seat may
see, so it works on a ``seat_view`` state.
"""

from __future__ import annotations

from collections.abc import Sequence

from attrs import frozen

from agricola_qt.heartland import GameState, Move, Verb
from agricola_qt.heartland.board import Geometry, group
from agricola_qt.heartland.components import ANIMAL_VALUES, CROPS, Crop
from agricola_qt.heartland.state import Step

QUICK_GUESS = 4.0  # the farm-region size the fast play-outs assume instead of looking


@frozen
class Weights:
    """The model's few numbers (the heuristic's defaults; the search may use others).

    The defaults make a player that commits to its first farm.  Counting only part of a
    farm's tax (``farm_share`` 0.6, ``tax_share`` 0.7, regions of at most 6) made the
    heuristic spend about 10 fields a game on farm points yet reach a farm in only 5-12 % of
    2-player games against a player who never farms, so those fields were lost; with the whole
    tax it builds its first farm in about 99 % of games (about turn 7) and takes an animal or
    two, and it beat the old values in 60 % of 400 games (docs/heartland.md).
    """

    tax_share: float = 1.0  # a farmed region is taxed for about this share of the turns left
    farm_share: float = 1.0  # how much of a future farm's tax one counts before it is built
    approach: float = 0.3  # credit for being part of the way to an animal
    region_cap: float = 12.0  # the largest region a future farm is expected to get
    # Share of the points a placement hands to the next player counted against it: a region
    # grown beyond the largest one on the board can be extended next turn (0: pure greed).
    exposure: float = 0.0
    small_keep: float = 1.5  # the most a small tile kept for later is worth


DEFAULT = Weights()
# The heuristic's model before it counted a farm's whole tax (farm progress worth 0.6 of it, a
# farmed region taxed for 0.7 of the turns left): the easy level ("hesitant"), and the greedy
# model and the search build on it (``mcts.GREEDY``, ``mcts.SEARCH``).
EARLIER = Weights(tax_share=0.7, farm_share=0.6, region_cap=6.0)


def turns_left(state: GameState, seat: int) -> float:
    """About how many more turns ``seat`` gets (this one included when it is theirs)."""
    n = state.setup.players
    if state.end_drawn_by >= 0:
        last = state.setup.last_player
        ahead = (last - state.actor) % n  # turns still to come after the actor's
        mine = (seat - state.actor) % n
        return 1.0 if mine <= ahead else 0.0
    tiles = len(state.stack) + len(state.end_stack) - 1
    return tiles / n + 2.0


def regions(tops: Sequence[Crop | None], geo: Geometry) -> list[set[int]]:
    """Every region (connected group of one crop) of the crop area."""
    seen: set[int] = set()
    out = []
    for sq in range(geo.size):
        if sq not in seen and tops[sq] is not None:
            region = group(tops, sq, geo)
            seen |= region
            out.append(region)
    return out


def _seen_values(state: GameState, seat: int) -> dict[object, list[int]]:
    seen: dict[object, list[int]] = {}
    for p in state.players:
        for a in p.animals:
            if a.value:
                seen.setdefault(a.kind, []).append(a.value)
    return seen


class Judge:
    """The value model for one seat in one position (built once per decision)."""

    def __init__(self, state: GameState, seat: int, guess: float | None = None,
                 weights: Weights = DEFAULT) -> None:
        self.weights = weights
        self.state = state
        self.seat = seat
        self.comp = state.components
        self.geo = state.geometry
        self.farms = frozenset(state.farm_squares)
        self.turns = turns_left(state, seat)
        self.player = state.players[seat]
        seen = _seen_values(state, seat)
        self.animal_ev = []
        for stack in state.livestock:
            if not stack:
                self.animal_ev.append(0.0)
                continue
            kind = stack[0].kind
            unseen = [v for v in ANIMAL_VALUES[kind] if v not in seen.get(kind, ())]
            self.animal_ev.append(sum(unseen) / len(unseen) if unseen else 0.0)
        self.farm_sizes = [len(group(state.tops, f, self.geo)) for f in state.farm_squares]
        self.farm_owner = [i for i, p in enumerate(state.players) for _ in p.farms]
        self._units: list[float] | None = None
        self._guess = guess  # the size of region a farm will get (None: look at the board)
        self._regions: tuple[list[int], list[int], set[int]] | None = None
        self._fp: dict[tuple[int, int, int], tuple[float, int]] = {}
        self._ambient = -1
        self._near: dict[tuple[int, Crop, int, int, bool], tuple[int, bool, set[int]]] = {}

    @property
    def units(self) -> list[float]:
        """Per farm row still to reach: the worth of one cube step below it."""
        if self._units is None:
            guess = self._guess
            if guess is None:
                _, sizes, farmed = self._labels()
                region = max((n for i, n in enumerate(sizes) if i not in farmed), default=1)
                guess = max(2.0, min(float(region), self.weights.region_cap))
            rows = self.comp.farm_rows
            share = self.weights.farm_share
            self._units = [
                guess * self.turns * share * (0.6 if k else 1.0) / (len(CROPS) * rows[k])
                if k >= len(self.player.farms) else 0.0
                for k in range(len(rows))]
        return self._units

    def _taken(self) -> set[int]:
        out: set[int] = set()
        for f in self.farms:
            out |= group(self.state.tops, f, self.geo)
        return out

    # --- farm points ------------------------------------------------------------------
    def potential(self, cubes: Sequence[int], animals: Sequence[int] = ()) -> float:
        """The worth of a cube position: farms on the way, animals at the top."""
        top = self.comp.livestock_row
        rows = self.comp.farm_rows
        value = 0.0
        for i, c in enumerate(cubes):
            value += self._cube(i, c, top, rows)
        return value + sum(animals)

    def _cube(self, i: int, c: int, top: int, rows: Sequence[int]) -> float:
        p = top if c < 0 else c
        value = sum(u * min(p, r) for u, r in zip(self.units, rows, strict=True))
        if c >= 0:
            value += self.weights.approach * self.animal_ev[i] * c / top
        return value

    def fp_gain(self, cubes: list[int], crop: Crop, barns: int) -> tuple[float, list[int]]:
        """The potential gained by ``barns`` farm points on ``crop``, and the cubes after."""
        i = crop.position
        row = cubes[i]
        if row < 0 or not barns:
            return 0.0, cubes
        key = (i, row, barns)
        known = self._fp.get(key)
        if known is None:
            top = self.comp.livestock_row
            rows = self.comp.farm_rows
            new = min(top, row + barns)
            gain = 0.0
            if new >= top and self.state.livestock[i]:
                new = -1
                gain = self.animal_ev[i]
            gain += self._cube(i, new, top, rows) - self._cube(i, row, top, rows)
            known = self._fp[key] = (gain, new)
        after = list(cubes)
        after[i] = known[1]
        return known[0], after

    # --- placements -------------------------------------------------------------------
    def region_size(self, tops: Sequence[Crop | None], square: int) -> int:
        return len(group(tops, square, self.geo))

    def laid(self, move: Move) -> list[tuple[int, Crop, int]]:
        """(square, crop, barns) of the fields a placement lays."""
        if move.verb is Verb.LARGE:
            assert move.dir is not None
            tile = self.comp.tile(move.tile)
            other = self.geo.beside[(move.square, move.dir)]
            return [(move.square, tile.a.crop, tile.a.barns), (other, tile.b.crop, tile.b.barns)]
        if move.verb is Verb.SMALL:
            assert move.crop is not None
            return [(move.square, move.crop, self.comp.small_barns)]
        return []

    def small_cost(self) -> float:
        return min(self.weights.small_keep, 0.1 * self.turns)

    def _labels(self) -> tuple[list[int], list[int], set[int]]:
        """Region id per square (-1: no crop), size per id, ids of farmed regions."""
        if self._regions is None:
            label = [-1] * self.geo.size
            sizes = []
            for i, region in enumerate(regions(self.state.tops, self.geo)):
                for sq in region:
                    label[sq] = i
                sizes.append(len(region))
            farmed = {label[f] for f in self.farms}
            self._regions = (label, sizes, farmed)
        return self._regions

    def _fast_regions(self, fields: list[tuple[int, Crop, int]]
                      ) -> list[tuple[int, bool, set[int]]] | None:
        """Per field: (size of its region after laying, farmed?, old region ids merged), from
        the region labels; None when a covered square showed a crop being laid (then a region
        may split and only a search is exact)."""
        tops = self.state.tops
        placed = {sq: crop for sq, crop, _ in fields}
        crops = set(placed.values())
        if any(tops[sq] in crops for sq in placed):
            return None
        label, sizes, farmed = self._labels()
        neighbours = self.geo.neighbours
        out = []
        squares = list(placed)
        first = squares[0]
        second = squares[1] if len(squares) > 1 else -1
        near = self._near
        double = len(crops) < len(placed)
        for sq, crop, _ in fields:
            key = (sq, crop, first, second, double)
            known = near.get(key)
            if known is None:
                comp = [q for q, c in placed.items() if c is crop]  # a domino: connected
                ids = {label[n] for q in comp for n in neighbours[q]
                       if n not in placed and tops[n] is crop}
                known = near[key] = (len(comp) + sum(sizes[i] for i in ids), bool(ids & farmed),
                                     ids)
            out.append(known)
        return out

    def placement(self, move: Move) -> float:
        """Points now plus farm progress for laying ``move`` and scoring it greedily."""
        fields = self.laid(move)
        if not fields:  # a pass (or any move that lays nothing)
            return 0.0
        fast = self._fast_regions(fields)
        tops: list[Crop | None] | None = None
        if fast is None:
            tops = list(self.state.tops)
            for sq, crop, _ in fields:
                tops[sq] = crop
        value = 0.0
        cubes = list(self.player.cubes)
        grown = 0  # the largest unfarmed region this placement leaves
        for k, (sq, crop, barns) in enumerate(fields):
            if fast is not None:
                size, farmed, _ = fast[k]
                vp = 0 if farmed else size
            else:
                assert tops is not None
                region = group(tops, sq, self.geo)
                vp = 0 if region & self.farms else len(region)
            grown = max(grown, vp)
            fp, after = self.fp_gain(cubes, crop, barns)
            if fp > vp:
                cubes = after
            value += max(vp, fp)
        if move.verb is Verb.SMALL:
            value -= self.small_cost()
        if self.farms:
            value += self._farm_effect(fields, fast, tops)
        if self.weights.exposure and grown > self.ambient():
            value -= self.weights.exposure * (grown - self.ambient())
        return value

    def ambient(self) -> int:
        """The largest unfarmed region now: what the next player can extend anyway."""
        if self._ambient < 0:
            _, sizes, farmed = self._labels()
            self._ambient = max((n for i, n in enumerate(sizes) if i not in farmed), default=0)
        return self._ambient

    def _farm_effect(self, fields: list[tuple[int, Crop, int]],
                     fast: list[tuple[int, bool, set[int]]] | None,
                     tops: list[Crop | None] | None) -> float:
        label, sizes, farmed = self._labels()
        covered_farmed = any(label[sq] in farmed for sq, _, _ in fields)
        if fast is None or covered_farmed:
            if tops is None:
                tops = list(self.state.tops)
                for sq, crop, _ in fields:
                    tops[sq] = crop
            return self.farm_change(tops)
        grown: dict[int, int] = {}  # farmed region id -> its size after
        for size, is_farmed, ids in fast:
            if is_farmed:
                for i in ids & farmed:
                    grown[i] = size
        if not grown:
            return 0.0
        others = max(1, self.state.setup.players - 1)
        weight = max(0.0, self.turns - 1) * self.weights.tax_share
        value = 0.0
        for f, owner in zip(self.state.farm_squares, self.farm_owner, strict=True):
            i = label[f]
            if i in grown:
                delta = grown[i] - sizes[i]
                value += delta * weight * (1.0 if owner == self.seat else -1.0 / others)
        return value

    def farm_change(self, tops: Sequence[Crop | None]) -> float:
        """Worth of the change in every farmed region's size (own up, others' down)."""
        others = max(1, self.state.setup.players - 1)
        value = 0.0
        weight = max(0.0, self.turns - 1) * self.weights.tax_share
        for f, before, owner in zip(self.state.farm_squares, self.farm_sizes, self.farm_owner,
                                    strict=True):
            delta = self.region_size(tops, f) - before
            if delta:
                value += delta * weight * (1.0 if owner == self.seat else -1.0 / others)
        return value

    def level_then(self, level: Move, large: Move) -> float:
        return self.placement(large) - self.small_cost()


def choose_vp(state: GameState, guess: float | None = None,
              weights: Weights = DEFAULT) -> bool:
    """At the SCORE step: take victory points (True) or farm points for the current field?"""
    assert state.step is Step.SCORE
    field = state.fields[state.scored]
    judge = Judge(state, state.actor, guess, weights)
    region = group(state.tops, field.square, state.geometry)
    if region & judge.farms:
        return False
    fp, _ = judge.fp_gain(list(state.players[state.actor].cubes), field.crop, field.barns)
    return len(region) >= fp


def position(state: GameState, seat: int, guess: float | None = None,
             weights: Weights = DEFAULT) -> float:
    """A static worth of the position for ``seat``: score, animals, farms and cubes to come."""
    judge = Judge(state, seat, guess, weights)
    p = state.players[seat]
    geo = state.geometry
    tax = sum(len(group(state.tops, f, geo)) for f in p.farms)
    animals = [a.value or 8 for a in p.animals]
    smalls = len(p.smalls) * min(2.0, 0.15 * judge.turns)
    return (p.score + tax * max(0.0, judge.turns - 1) * weights.tax_share + smalls
            + judge.potential(p.cubes, animals))
