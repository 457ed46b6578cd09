"""The component data (crop area, tiles, barn rows) read once from ``components.toml``.

The numbers are our own design (see the comments in the file and docs/heartland.md); the rest
of the engine reads them only through ``components(players)``.
"""

from __future__ import annotations

import hashlib
import tomllib
from enum import StrEnum
from functools import lru_cache
from importlib import resources
from typing import Any

from attrs import frozen


class Crop(StrEnum):
    WHEAT = "W"
    RAPESEED = "R"
    BEET = "B"
    POTATO = "P"
    CORN = "C"

    @property
    def position(self) -> int:
        """Its place in CROPS (0-4)."""
        return _CROP_INDEX[self]


CROPS: tuple[Crop, ...] = tuple(Crop)
_CROP_INDEX = {c: i for i, c in enumerate(CROPS)}


class AnimalKind(StrEnum):
    CHICKEN = "chicken"
    PIG = "pig"
    COW = "cow"


# The rulebook's values: chickens 1-5, pigs 6-10, cows 11-15 points (one of each per crop).
ANIMAL_VALUES: dict[AnimalKind, tuple[int, ...]] = {
    AnimalKind.CHICKEN: (1, 2, 3, 4, 5),
    AnimalKind.PIG: (6, 7, 8, 9, 10),
    AnimalKind.COW: (11, 12, 13, 14, 15),
}

HAND_SIZE = 3  # large tiles in hand
END_TILE = 0  # the end-of-game tile's id in the end stack (large tiles are 1-60)


@frozen
class Half:
    crop: Crop
    barns: int


@frozen
class LargeTile:
    id: int
    a: Half
    b: Half

    def __str__(self) -> str:
        return f"{self.a.crop.value}{self.a.barns} {self.b.crop.value}{self.b.barns}"


@frozen
class Components:
    """Everything printed, for one player count."""

    players: int
    rows: int
    columns: int
    printed: tuple[Crop, ...]  # per square, row by row
    tiles: tuple[LargeTile, ...]  # all 60, index = id - 1
    in_play: tuple[int, ...]  # ids of the large tiles used with this player count
    small_barns: int
    farm_rows: tuple[int, ...]
    livestock_row: int  # the top of each barn track
    animals: tuple[AnimalKind, ...]  # a livestock stack, top first
    end_stack_tiles: int

    def tile(self, tile_id: int) -> LargeTile:
        return self.tiles[tile_id - 1]


def _half(text: str) -> Half:
    return Half(Crop(text[0]), int(text[1:]))


@lru_cache(maxsize=1)
def _text() -> str:
    return resources.files("agricola_qt.heartland").joinpath("components.toml").read_text(
        encoding="utf-8")


@lru_cache(maxsize=1)
def raw() -> dict[str, Any]:  # TOML: checked where it is read
    return tomllib.loads(_text())


def digest() -> str:
    """A short fingerprint of the component data: a saved game replays only with the same."""
    return hashlib.sha256(_text().encode("utf-8")).hexdigest()[:16]


@lru_cache(maxsize=8)
def components(players: int) -> Components:
    if not 2 <= players <= 5:
        raise ValueError("Heartland is played by 2 to 5 players")
    data = raw()
    rows = data["crop_area"]["rows"]
    printed = tuple(Crop(ch) for row in rows for ch in row)
    tiles = []
    for i, text in enumerate(data["large"]["tiles"]):
        a, b = text.split()
        tiles.append(LargeTile(i + 1, _half(a), _half(b)))
    removed = set(data["removed"].get(f"players_{players}", ()))
    barn = data["barn"][f"players_{players}"]
    return Components(
        players=players, rows=len(rows), columns=len(rows[0]), printed=printed,
        tiles=tuple(tiles), in_play=tuple(t.id for t in tiles if t.id not in removed),
        small_barns=int(data["small"]["barns"]), farm_rows=tuple(barn["farm_rows"]),
        livestock_row=int(barn["livestock_row"]),
        animals=tuple(AnimalKind(a) for a in barn["animals"]),
        end_stack_tiles=int(data["end_stack"]["tiles"]))
