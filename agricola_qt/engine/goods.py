"""Goods: the countable things a player owns (building resources, crops, food, animals)."""

from __future__ import annotations

from collections.abc import Iterator

from attrs import frozen

GOOD_NAMES: tuple[str, ...] = (
    "wood", "clay", "reed", "stone", "grain", "veg", "food", "sheep", "boar", "cattle",
)
BUILDING_RESOURCES: tuple[str, ...] = ("wood", "clay", "reed", "stone")
ANIMALS: tuple[str, ...] = ("sheep", "boar", "cattle")
CROPS: tuple[str, ...] = ("grain", "veg")


@frozen
class Goods:
    """An immutable bundle of goods; also used for costs and accumulated piles."""

    wood: int = 0
    clay: int = 0
    reed: int = 0
    stone: int = 0
    grain: int = 0
    veg: int = 0
    food: int = 0
    sheep: int = 0
    boar: int = 0
    cattle: int = 0

    @staticmethod
    def of(**amounts: int) -> Goods:
        return Goods(**amounts)

    def get(self, name: str) -> int:
        return getattr(self, name)

    def _tuple(self) -> tuple[int, ...]:
        return (self.wood, self.clay, self.reed, self.stone, self.grain,
                self.veg, self.food, self.sheep, self.boar, self.cattle)

    def __add__(self, other: Goods) -> Goods:
        a, b = self._tuple(), other._tuple()
        return Goods(*(x + y for x, y in zip(a, b, strict=True)))

    def __sub__(self, other: Goods) -> Goods:
        a, b = self._tuple(), other._tuple()
        return Goods(*(x - y for x, y in zip(a, b, strict=True)))

    def covers(self, cost: Goods) -> bool:
        """True when this bundle holds at least ``cost`` of every good."""
        return all(x >= y for x, y in zip(self._tuple(), cost._tuple(), strict=True))

    def add(self, name: str, amount: int) -> Goods:
        values = list(self._tuple())
        values[GOOD_INDEX[name]] += amount
        return Goods(*values)

    def is_empty(self) -> bool:
        return not any(self._tuple())

    def is_nonnegative(self) -> bool:
        return all(x >= 0 for x in self._tuple())

    def items(self) -> Iterator[tuple[str, int]]:
        """Non-zero goods in a fixed order."""
        for name, value in zip(GOOD_NAMES, self._tuple(), strict=True):
            if value:
                yield name, value

    def scaled(self, factor: int) -> Goods:
        return Goods(*(x * factor for x in self._tuple()))

    def __str__(self) -> str:
        parts = [f"{value} {name}" for name, value in self.items()]
        return ", ".join(parts) if parts else "nothing"


GOOD_INDEX: dict[str, int] = {name: i for i, name in enumerate(GOOD_NAMES)}
NOTHING = Goods()
