"""Where things go on a farmyard: a simple, tidy layout and the pasture to fence next.

The layout the bots aim for: the house grows down column a and into b2/b3, fields fill column
c and b1, pastures (with their stables) take columns d and e.  Every choice falls back to any
other cell that the rules allow.
"""

from __future__ import annotations

from agricola_qt.ai.weights import STANDARD, Weights
from agricola_qt.ai.work import Work, charge
from agricola_qt.engine.grid import (
    CELL_COUNT,
    COLUMNS,
    NEIGHBOURS,
    ROWS,
    boundary_edges,
    parse_cell,
)
from agricola_qt.engine.state import MAX_FENCES, PlayerState


def _cells(*names: str) -> tuple[int, ...]:
    return tuple(parse_cell(n) for n in names)


ROOM_ORDER = _cells("a1", "b3", "b2", "b1", "c3", "c2", "c1")
FIELD_ORDER = _cells("c1", "c2", "c3", "b1", "d1", "b2", "b3", "d2", "d3", "e1", "e2", "e3")
STABLE_ORDER = _cells("e1", "e3", "d1", "d3", "e2", "d2")
_PREFERENCE = {c: i for i, c in enumerate(FIELD_ORDER)}


def ordered(preferred: tuple[int, ...]) -> list[int]:
    """Preferred cells first, then every other cell."""
    rest = [c for c in range(CELL_COUNT) if c not in preferred]
    return [*preferred, *rest]


def _rectangles() -> list[int]:
    out = []
    for r0 in range(ROWS):
        for r1 in range(r0, ROWS):
            for c0 in range(COLUMNS):
                for c1 in range(c0, COLUMNS):
                    mask = 0
                    for r in range(r0, r1 + 1):
                        for c in range(c0, c1 + 1):
                            mask |= 1 << (r * COLUMNS + c)
                    out.append(mask)
    return out


RECTANGLES: tuple[int, ...] = tuple(_rectangles())
_BOUNDARY = {region: boundary_edges(region) for region in RECTANGLES}
# How much a cell is wanted for other things than pastures (column a-b: house, c: fields).
_COLUMN_PENALTY = (2.0, 1.5, 0.8, 0.0, 0.0)


def cell_sequence(region: int) -> list[str]:
    """The cells of a rectangle in an order where each touches the ones before (row-major)."""
    from agricola_qt.engine.grid import CELL_NAMES

    return [CELL_NAMES[c] for c in range(CELL_COUNT) if region >> c & 1]


def best_pasture(p: PlayerState, wood: int, animal_need: float,
                 w: Weights = STANDARD) -> tuple[float, int]:
    """(value, region) of the best pasture to fence now; region 0 when none is worth it.

    ``animal_need`` is the worth of one more animal place (0 when nothing needs housing).
    """
    charge(Work.PASTURE)
    farm = p.farm
    blocked = farm.rooms | farm.fields
    pastures = farm.pastures
    pasture_cells = 0
    for region in pastures:
        pasture_cells |= region
    fences_left = MAX_FENCES - farm.fence_count
    best_value, best_region = 0.0, 0
    for region in RECTANGLES:
        if region & blocked:
            continue
        inside = [q for q in pastures if q & region]
        if inside:
            # A subdivision: strictly inside one existing pasture.
            if len(inside) != 1 or region & ~inside[0] or region == inside[0]:
                continue
            new_cells = 0
        else:
            if pasture_cells:
                touching = 0
                for c in range(CELL_COUNT):
                    if region >> c & 1:
                        touching |= NEIGHBOURS[c]
                if not touching & pasture_cells:
                    continue
            new_cells = region
        cost = (_BOUNDARY[region] & ~farm.fences).bit_count()
        if cost == 0 or cost > wood or cost > fences_left:
            continue
        cells = new_cells.bit_count()
        stables = (region & farm.stables).bit_count()
        value = 0.0
        if len(pastures) < 4:
            value += w.pasture_more if pastures else w.pasture_first  # the first ends the -1
        value += cells * w.pasture_cell  # unused spaces no longer cost a point
        value += (new_cells & farm.stables).bit_count() * 1.0  # stables become fenced
        capacity = 2 * cells << stables if cells else 2  # a subdivision adds a kind
        value += min(capacity, 8) * animal_need
        for c in range(CELL_COUNT):
            if new_cells >> c & 1:
                value -= _COLUMN_PENALTY[c % COLUMNS]
        value -= cost * w.fence_cost
        if value > best_value:
            best_value, best_region = value, region
    return best_value, best_region
