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

    # Written out field by field: these sit on the engine's hot path.
    def __add__(self, o: Goods) -> Goods:
        if o.is_empty():  # values are immutable: the same goods will do
            return self
        if self.is_empty():
            return o
        return Goods(self.wood + o.wood, self.clay + o.clay, self.reed + o.reed,
                     self.stone + o.stone, self.grain + o.grain, self.veg + o.veg,
                     self.food + o.food, self.sheep + o.sheep, self.boar + o.boar,
                     self.cattle + o.cattle)

    def __sub__(self, o: Goods) -> Goods:
        if o.is_empty():
            return self
        return Goods(self.wood - o.wood, self.clay - o.clay, self.reed - o.reed,
                     self.stone - o.stone, self.grain - o.grain, self.veg - o.veg,
                     self.food - o.food, self.sheep - o.sheep, self.boar - o.boar,
                     self.cattle - o.cattle)

    def covers(self, c: Goods) -> bool:
        """True when this bundle holds at least ``c`` of every good."""
        return (self.wood >= c.wood and self.clay >= c.clay and self.reed >= c.reed
                and self.stone >= c.stone and self.grain >= c.grain and self.veg >= c.veg
                and self.food >= c.food and self.sheep >= c.sheep and self.boar >= c.boar
                and self.cattle >= c.cattle)

    def add(self, name: str, amount: int) -> Goods:
        values = list(self._tuple())
        values[GOOD_INDEX[name]] += amount
        return Goods(*values)

    def is_empty(self) -> bool:
        return not (self.wood or self.clay or self.reed or self.stone or self.grain
                    or self.veg or self.food or self.sheep or self.boar or self.cattle)

    def is_nonnegative(self) -> bool:
        return all(x >= 0 for x in self._tuple())

    def items(self) -> Iterator[tuple[str, int]]:
        """Non-zero goods in a fixed order."""
        values = self._tuple()
        if any(values):
            for name, value in zip(GOOD_NAMES, values):  # noqa: B905 - both have 10
                if value:
                    yield name, value

    def scaled(self, factor: int) -> Goods:
        return Goods(*(x * factor for x in self._tuple()))

    def __str__(self) -> str:
        parts = [f"{value} {name}" for name, value in self.items()]
        return ", ".join(parts) if parts else "nothing"


GOOD_INDEX: dict[str, int] = {name: i for i, name in enumerate(GOOD_NAMES)}
NOTHING = Goods()
_WOOD: tuple[Goods, ...] = tuple(Goods(wood=n) for n in range(32))


def wood(n: int) -> Goods:
    """``Goods(wood=n)``, made once for the usual amounts (stables and fences ask often)."""
    return _WOOD[n] if 0 <= n < 32 else Goods(wood=n)


def held_of(held: Goods, *prices: Goods) -> tuple[tuple[str, int], ...]:
    """What ``held`` has of each good any of ``prices`` asks for, none held included (a
    refusal's "you have 2 stone" left out the 0 wood that was the whole trouble): pairs, as
    ``Goods`` lists only what is there."""
    return tuple((g, held.get(g)) for g in GOOD_NAMES if any(p.get(g) for p in prices))


def goods_word(goods: Goods) -> str:
    """Goods as one word of a move, e.g. ``1wood+2reed`` (``nothing`` when empty)."""
    return "+".join(f"{n}{name}" for name, n in goods.items()) or "nothing"


def parse_goods_word(text: str) -> Goods | None:
    """The goods of a ``goods_word`` (None when ``text`` is not one)."""
    if text == "nothing":
        return NOTHING
    result = NOTHING
    for part in text.split("+"):
        name = part.lstrip("0123456789")
        amount = part[:len(part) - len(name)]
        if not amount or name not in GOOD_INDEX:
            return None
        result = result.add(name, int(amount))
    return result
