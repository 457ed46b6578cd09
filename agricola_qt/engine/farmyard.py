"""A player's farmyard: house, fields (with what is sown on them), stables and fences.

Pastures are never stored: they follow from the fences (see ``grid.pastures_of``).
"""

from __future__ import annotations

from attrs import frozen

from agricola_qt.engine.grid import (
    ALL_CELLS,
    CELL_COUNT,
    CELL_NAMES,
    bits,
    parse_cell,
    pasture_cells_of,
    pastures_of,
    popcount,
)
from agricola_qt.engine.values import replace as evolve

HOUSE_MATERIALS: tuple[str, ...] = ("wood", "clay", "stone")
STARTING_ROOMS = (1 << parse_cell("a2")) | (1 << parse_cell("a3"))


@frozen
class SownField:
    cell: int
    crop: str  # "grain" or "veg"
    count: int


@frozen
class Farmyard:
    house: str = "wood"
    rooms: int = STARTING_ROOMS
    fields: int = 0
    stables: int = 0
    fences: int = 0
    sown: tuple[SownField, ...] = ()

    # --- derived -------------------------------------------------------------------------
    @property
    def pastures(self) -> tuple[int, ...]:
        return pastures_of(self.fences)

    @property
    def pasture_cells(self) -> int:
        return pasture_cells_of(self.fences)

    @property
    def room_count(self) -> int:
        return popcount(self.rooms)

    @property
    def fence_count(self) -> int:
        return popcount(self.fences)

    @property
    def stable_count(self) -> int:
        return popcount(self.stables)

    @property
    def used_cells(self) -> int:
        """Cells that count as used at scoring: rooms, fields, stables and pasture cells."""
        return self.rooms | self.fields | self.stables | self.pasture_cells

    @property
    def unused_count(self) -> int:
        return CELL_COUNT - popcount(self.used_cells & ALL_CELLS)

    def pasture_capacities(self) -> tuple[int, ...]:
        """Animals each pasture holds: 2 per cell, doubled by every stable inside it."""
        return tuple(
            2 * popcount(region) << popcount(region & self.stables)
            for region in pastures_of(self.fences)
        )

    def unfenced_stables(self) -> int:
        return popcount(self.stables & ~self.pasture_cells)

    def empty_fields(self) -> int:
        sown = 0
        for f in self.sown:
            sown |= 1 << f.cell
        return self.fields & ~sown

    def crop_total(self, crop: str) -> int:
        return sum(f.count for f in self.sown if f.crop == crop)

    def crop_on(self, cell: int) -> SownField | None:
        for f in self.sown:
            if f.cell == cell:
                return f
        return None

    # --- changes (each returns a new farmyard) -------------------------------------------
    def with_room(self, cell: int) -> Farmyard:
        return evolve(self, rooms=self.rooms | (1 << cell))

    def with_field(self, cell: int) -> Farmyard:
        return evolve(self, fields=self.fields | (1 << cell))

    def with_stable(self, cell: int) -> Farmyard:
        return evolve(self, stables=self.stables | (1 << cell))

    def with_fences(self, edges: int) -> Farmyard:
        return evolve(self, fences=self.fences | edges)

    def with_sown(self, cell: int, crop: str, count: int) -> Farmyard:
        sown = tuple(sorted((*self.sown, SownField(cell, crop, count)), key=lambda f: f.cell))
        return evolve(self, sown=sown)

    def harvested(self) -> tuple[Farmyard, int, int]:
        """Take one crop from every sown field: (new farmyard, grain taken, veg taken)."""
        grain = veg = 0
        kept: list[SownField] = []
        for f in self.sown:
            if f.crop == "grain":
                grain += 1
            else:
                veg += 1
            if f.count > 1:
                kept.append(SownField(f.cell, f.crop, f.count - 1))
        return evolve(self, sown=tuple(kept)), grain, veg

    def describe(self) -> str:
        """A small text picture, one line per row, for logs and tests."""
        rows = []
        pasture = self.pasture_cells
        for r in range(3):
            row = []
            for c in range(5):
                cell = r * 5 + c
                bit = 1 << cell
                if self.rooms & bit:
                    ch = self.house[0].upper()
                elif self.fields & bit:
                    ch = "f"
                elif pasture & bit:
                    ch = "P" if self.stables & bit else "p"
                elif self.stables & bit:
                    ch = "s"
                else:
                    ch = "."
                row.append(ch)
            rows.append("".join(row))
        return "\n".join(rows)


def cells_text(mask: int) -> str:
    return " ".join(CELL_NAMES[c] for c in bits(mask))
