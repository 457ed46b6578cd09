"""End-of-game scoring, with the rulebook's categories."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

from attrs import frozen

from agricola_qt.engine.cards.base import Card
from agricola_qt.engine.cards.registry import CARDS, card
from agricola_qt.engine.grid import popcount
from agricola_qt.engine.state import GameState, PlayerState

CATEGORIES: tuple[str, ...] = (
    "fields", "pastures", "grain", "vegetables", "sheep", "boar", "cattle", "unused_spaces",
    "fenced_stables", "clay_rooms", "stone_rooms", "people", "card_points", "bonus_points",
    "begging",
)


def _ladder(value: int, steps: tuple[int, int, int, int]) -> int:
    """-1 below the first step, then 1-4 for each step reached."""
    points = -1
    for i, step in enumerate(steps):
        if value >= step:
            points = i + 1
    return points


# The counts at which each laddered category scores 1, 2, 3 and 4 points (fewer than the
# first: -1), as the score table prints them: what the table tells a player (``farm_points``
# works them out its own faster way for fields and pastures; a test keeps them equal)
LADDER_STEPS: dict[str, tuple[int, int, int, int]] = {
    "fields": (2, 3, 4, 5), "pastures": (1, 2, 3, 4), "grain": (1, 4, 6, 8),
    "vegetables": (1, 2, 3, 4), "sheep": (1, 4, 6, 8), "boar": (1, 3, 5, 7),
    "cattle": (1, 2, 4, 6)}


def _fields(n: int) -> int:
    return -1 if n <= 1 else min(n - 1, 4)


def _pastures(n: int) -> int:
    return -1 if n == 0 else min(n, 4)


@frozen
class ScoreSheet:
    breakdown: dict[str, int]

    @property
    def total(self) -> int:
        return sum(self.breakdown.values())


def farm_counts(p: PlayerState) -> dict[str, int]:
    """What the laddered categories count (fields, pastures, grain and vegetables in store
    and on fields, animals): the score sheet shows them beside their points."""
    farm = p.farm
    g = p.goods
    return {"fields": popcount(farm.fields), "pastures": len(farm.pastures),
            "grain": g.grain + farm.crop_total("grain"),
            "vegetables": g.veg + farm.crop_total("veg"),
            "sheep": g.sheep, "boar": g.boar, "cattle": g.cattle}


# the cards that may hold people who are no family members (``Card.unscored_people``): asked
# of these alone, as the cooking cards are (``economy._cooks``); scoring is on the bots' path
_UNSCORED_PEOPLE: frozenset[str] = frozenset(
    i for i, c in CARDS.items() if type(c).unscored_people is not Card.unscored_people)


def family_members(p: PlayerState) -> int:
    """The people who score as family members: a person living on a card (the Reed Hut's
    occupant, rules 8) acts and eats but is none."""
    if _UNSCORED_PEOPLE.isdisjoint(p.cards):
        return p.people
    return p.people - sum(card(c).unscored_people(p) for c in p.cards
                          if c in _UNSCORED_PEOPLE)


def farm_points(p: PlayerState) -> dict[str, int]:
    """Every category except card points and bonus points (cards may look at these)."""
    farm = p.farm
    g = p.goods
    rooms = farm.room_count
    return {
        "fields": _fields(popcount(farm.fields)),
        "pastures": _pastures(len(farm.pastures)),
        "grain": _ladder(g.grain + farm.crop_total("grain"), LADDER_STEPS["grain"]),
        "vegetables": _ladder(g.veg + farm.crop_total("veg"), LADDER_STEPS["vegetables"]),
        "sheep": _ladder(g.sheep, LADDER_STEPS["sheep"]),
        "boar": _ladder(g.boar, LADDER_STEPS["boar"]),
        "cattle": _ladder(g.cattle, LADDER_STEPS["cattle"]),
        "unused_spaces": -farm.unused_count,
        "fenced_stables": popcount(farm.stables & farm.pasture_cells),
        "clay_rooms": rooms if farm.house == "clay" else 0,
        "stone_rooms": 2 * rooms if farm.house == "stone" else 0,
        "people": 3 * family_members(p),
        "begging": -3 * p.begging,
    }


CardCategory = Literal["card_points", "bonus_points"]


@frozen
class CardScore:
    """Points one card gives a player at the end: printed ``card_points`` or
    ``bonus_points``; ``owner`` is the seat of the player holding the card when it is
    another's (a card that gives points to others, as the Reeve does), else None."""

    category: CardCategory
    card_id: str
    points: int
    owner: int | None = None


def card_scores(p: PlayerState, table: tuple[PlayerState, ...] = ()) -> list[CardScore]:
    """Every card worth points (or costing them) to ``p`` at the end, in the order of their
    cards, others' cards last: the score sheet's card and bonus points, named.  ``table`` is
    every player (``p`` among them, for cards that compare)."""
    return [CardScore(*found) for found in _card_points(p, table or (p,))]


def _card_points(p: PlayerState, table: tuple[PlayerState, ...]
                 ) -> Iterator[tuple[CardCategory, str, int, int | None]]:
    """``card_scores`` as plain tuples: ``score_player``, on the bots' path, sums them."""
    for c in p.cards:
        points = card(c).points
        if points:
            yield "card_points", c, points, None
    for c in p.cards:
        bonus = card(c).bonus_points(p, table)
        if bonus:
            yield "bonus_points", c, bonus, None
    for i, other in enumerate(table):
        if other is p:
            continue
        for c in other.cards:
            if c not in p.cards:
                bonus = card(c).bonus_points_for_other(p, table)
                if bonus:
                    yield "bonus_points", c, bonus, i


def score_player(p: PlayerState, table: tuple[PlayerState, ...] = ()) -> ScoreSheet:
    """The score sheet of one player; ``table`` is every player (for cards that compare)."""
    table = table or (p,)
    points = farm_points(p)
    begging = points.pop("begging")
    points["card_points"] = points["bonus_points"] = 0
    for category, _, value, _ in _card_points(p, table):
        points[category] += value
    points["begging"] = begging
    return ScoreSheet(points)


def scores(state: GameState) -> list[ScoreSheet]:
    return [score_player(p, state.players) for p in state.players]


def winners(state: GameState) -> list[int]:
    """Everyone with the best total (the original rules share the win on a tie)."""
    totals = [s.total for s in scores(state)]
    best = max(totals)
    return [i for i, t in enumerate(totals) if t == best]
