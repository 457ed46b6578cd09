"""The 3x5 farmyard grid: cell names, neighbours, fence edges and enclosed pastures.

Cells are numbered ``row * 5 + column`` (row 0 at the top).  A cell is named by its column
letter and row number, like a chess square: ``a1`` is the top-left cell, ``e3`` the bottom-right.
Fence edges: 20 horizontal edges (above each row, plus below the last) numbered 0-19 and
18 vertical edges (left of each column, plus right of the last) numbered 20-37.
"""

from __future__ import annotations

from functools import lru_cache

ROWS = 3
COLUMNS = 5
CELL_COUNT = ROWS * COLUMNS
EDGE_COUNT = (ROWS + 1) * COLUMNS + ROWS * (COLUMNS + 1)
ALL_CELLS = (1 << CELL_COUNT) - 1
_LETTERS = "abcde"


def cell_name(cell: int) -> str:
    return f"{_LETTERS[cell % COLUMNS]}{cell // COLUMNS + 1}"


def parse_cell(text: str) -> int:
    """``"b3"`` -> 11.  Raises ValueError for anything that is not a cell of the farmyard."""
    if len(text) != 2 or text[0] not in _LETTERS or text[1] not in "123":
        raise ValueError(f"{text!r} is not a farmyard cell (a1 to e3)")
    return (int(text[1]) - 1) * COLUMNS + _LETTERS.index(text[0])


CELL_NAMES: tuple[str, ...] = tuple(cell_name(c) for c in range(CELL_COUNT))


def h_edge(row: int, column: int) -> int:
    """The horizontal edge above ``row`` (row == ROWS is the bottom border)."""
    return row * COLUMNS + column


def v_edge(row: int, column: int) -> int:
    """The vertical edge left of ``column`` (column == COLUMNS is the right border)."""
    return (ROWS + 1) * COLUMNS + row * (COLUMNS + 1) + column


def _cell_sides(cell: int) -> tuple[tuple[int, int], ...]:
    """(edge, neighbour cell or -1 for outside) for the four sides of a cell."""
    r, c = divmod(cell, COLUMNS)
    return (
        (h_edge(r, c), cell - COLUMNS if r > 0 else -1),
        (h_edge(r + 1, c), cell + COLUMNS if r < ROWS - 1 else -1),
        (v_edge(r, c), cell - 1 if c > 0 else -1),
        (v_edge(r, c + 1), cell + 1 if c < COLUMNS - 1 else -1),
    )


CELL_SIDES: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    _cell_sides(c) for c in range(CELL_COUNT)
)
NEIGHBOURS: tuple[int, ...] = tuple(
    sum(1 << n for _, n in sides if n >= 0) for sides in CELL_SIDES
)
CELL_EDGES: tuple[int, ...] = tuple(sum(1 << e for e, _ in sides) for sides in CELL_SIDES)


def bits(mask: int) -> list[int]:
    """The set bits of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def popcount(mask: int) -> int:
    return mask.bit_count()


@lru_cache(maxsize=65536)
def neighbours_of(mask: int) -> int:
    """Cells orthogonally next to any cell of ``mask`` (not including ``mask`` itself)."""
    out = 0
    for c in bits(mask):
        out |= NEIGHBOURS[c]
    return out & ~mask


@lru_cache(maxsize=65536)
def boundary_edges(region: int) -> int:
    """The edges that separate ``region`` from everything outside it."""
    edges = 0
    for c in bits(region):
        for edge, n in CELL_SIDES[c]:
            if n < 0 or not (region >> n) & 1:
                edges |= 1 << edge
    return edges


def is_connected(region: int) -> bool:
    if not region:
        return False
    start = region & -region
    seen = start
    frontier = start
    while frontier:
        frontier = neighbours_of(frontier) & region & ~seen
        seen |= frontier
    return seen == region


@lru_cache(maxsize=65536)
def pastures_of(fences: int) -> tuple[int, ...]:
    """The enclosed regions (as cell masks) that a set of fence edges forms, in a fixed order."""
    open_cells = 0
    seen = 0
    regions: list[int] = []
    for start in range(CELL_COUNT):
        if (seen >> start) & 1:
            continue
        region = 1 << start
        stack = [start]
        leaks = False
        while stack:
            cell = stack.pop()
            for edge, n in CELL_SIDES[cell]:
                if (fences >> edge) & 1:
                    continue
                if n < 0:
                    leaks = True
                elif not (region >> n) & 1:
                    region |= 1 << n
                    stack.append(n)
        seen |= region
        if leaks:
            open_cells |= region
        else:
            regions.append(region)
    return tuple(regions)


@lru_cache(maxsize=65536)
def pasture_cells_of(fences: int) -> int:
    """Every cell inside some pasture of ``pastures_of(fences)``."""
    out = 0
    for region in pastures_of(fences):
        out |= region
    return out


def region_name(region: int) -> str:
    return " ".join(CELL_NAMES[c] for c in bits(region))
