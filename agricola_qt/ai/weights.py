"""The heuristic's weights: how much a room, a field, a pasture or a wood is worth to it.

``STANDARD`` is the heuristic every level has played with so far (Easy, and the playouts of
Medium and Hard, which must stay as they are so that earlier measurements can be run again).
Its one change since: ``card_learned`` (stop 66) adds each card's learned worth to its prior;
the measuring-only bot ``heuristic-text`` plays ``STANDARD`` with it at 0, as before.
Other weight sets change only the numbers, never the rules of thumb; ``tools/tune_weights.py``
searches for them by self-play, and the resource ``ai/expert_weights.json`` holds the set the
Expert plays with.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from attrs import asdict, evolve, fields, frozen


@frozen
class Weights:
    # --- goods (values.py) -------------------------------------------------------------------
    urgent_unit: float = 1.3  # one unit of what the next room still needs
    urgent_reed: float = 1.4  # ... times this for reed (the scarce one)
    wood: float = 0.55  # a resource the plan needs soon
    clay: float = 0.6
    reed: float = 0.8
    stone: float = 0.65
    late_resource: float = 0.4  # share of that worth in the last rounds
    surplus: float = 0.15  # share of it beyond what the plan needs
    spare_food: float = 0.35  # a food beyond the next harvest's need
    animal_point: float = 0.9  # a point on an animal ladder
    breeding_pair: float = 0.6
    crop_point: float = 0.8  # a point on a crop ladder
    seed_grain: float = 1.2  # a grain for a field still to sow
    seed_veg: float = 1.6
    crop_food: float = 0.6  # share of a crop's food worth
    fence_wood: int = 14  # fences the plan wants wood for (from round 3)
    stone_plan: int = 2  # stone the plan wants from round 6
    # --- actions (policy.py) ------------------------------------------------------------------
    growth_base: float = 3.0
    growth_round: float = 1.1  # per round left: what one more person brings
    no_cooking_growth: float = 4.0  # a further mouth without a cooking improvement
    room_growth: float = 0.75  # share of the growth a room makes possible
    room_base: float = 1.0
    room_plain: float = 1.5  # a room that makes no growth possible
    sow_veg: float = 3.0
    sow_grain: float = 3.2
    plow: tuple[float, ...] = (4.0, 3.2, 2.4, 1.4, 0.6)  # the 1st to 5th field
    plow_more: float = 0.3  # a 6th field or more
    plow_late: float = 0.5  # share in the last two rounds (with 2 fields or more)
    bake_share: float = 0.6
    major_cost: float = 0.3  # per good a major improvement costs
    workshop: float = 1.0  # joinery, pottery, basketmaker's: beyond the printed points
    oven: float = 1.5
    fireplace: float = 5.0  # a first cooking improvement
    hearth: float = 6.0
    renovation_room: float = 1.0
    renovation_early: float = 2.5  # a renovation while rooms are still wanted, before ...
    renovation_round: int = 9  # ... this round
    first_player: float = 1.0
    keep_over_begging: float = 4.0  # a good kept at a feeding must beat a begging card by this
    # --- occupations (tuned on 300 seat-swapped 2-player E games) ----------------------------
    occ_base: float = 0.5
    occ_prior: float = 0.5
    occ_round: float = 0.25
    occ_more: float = 0.8
    occ_food: float = 1.5
    # the share of a card's learned worth (``cardplay.learned_value``) in its prior
    card_learned: float = 1.0
    # --- pastures (farmplan.py) ---------------------------------------------------------------
    pasture_first: float = 2.5
    pasture_more: float = 1.5
    pasture_cell: float = 1.0
    fence_cost: float = 0.25
    animal_room_full: float = 0.35  # an animal place when the animals nearly fill the farm
    animal_room: float = 0.15  # ... otherwise


STANDARD = Weights()

# Names a weight set may give (for reading a file written by an older or newer tuner).
NAMES = frozenset(f.name for f in fields(Weights))


def from_json(data: dict[str, Any]) -> Weights:
    """A weight set from a dict; unknown names are ignored, missing ones stay standard."""
    known: dict[str, Any] = {k: tuple(v) if isinstance(v, list) else v
                             for k, v in data.items() if k in NAMES}
    return evolve(STANDARD, **known)


def to_json(weights: Weights) -> dict[str, Any]:
    return asdict(weights)


EXPERT_FILE = ("ai", "expert_weights.json")


@cache
def expert() -> Weights:
    """The Expert's weights, from the resource the tuner wrote."""
    from agricola_qt import resources

    text = resources.files(*EXPERT_FILE).read_text(encoding="utf-8")
    return from_json(json.loads(text)["weights"])
