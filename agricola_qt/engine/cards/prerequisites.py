"""Checking the printed prerequisites of minor improvements (never paid, only checked)."""

from __future__ import annotations

from agricola_qt.engine.cards.catalog_data import CardInfo
from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.economy import occupation_count
from agricola_qt.engine.refusals import Code, Refusal, refuse
from agricola_qt.engine.state import GameState, PlayerState

OVEN_IDS = frozenset({"clay-oven", "stone-oven", "wood-fired-oven", "bakers-oven",
                      "brick-oven"})


def _improvements(p: PlayerState) -> int:
    return sum(1 for c in p.cards if card(c).kind in ("major", "minor"))


def _sown(p: PlayerState, crop: str) -> int:
    return sum(1 for f in p.farm.sown if f.crop == crop)


def count(p: PlayerState, key: str) -> int:
    if key in ("occupations", "max_occupations"):
        return occupation_count(p, for_prerequisites=True)
    if key == "improvements":
        return _improvements(p)
    if key == "ovens":
        return sum(1 for c in p.cards if c in OVEN_IDS or getattr(card(c), "is_oven", False))
    if key in ("sheep", "cattle"):
        return p.goods.get(key)
    if key == "animals":
        return sum(p.animals)
    if key == "veg_fields":
        return _sown(p, "veg")
    if key == "grain_fields":
        return _sown(p, "grain")
    if key == "planted_fields":
        return len(p.farm.sown)
    raise KeyError(key)


def prerequisite_problem(state: GameState, player: int, info: CardInfo) -> Refusal | None:
    p = state.players[player]
    for key, n in info.prerequisite:
        have = count(p, key)
        if key == "max_occupations":
            if have > n:
                return refuse(Code.PREREQUISITE_EXCEEDED, card=info.id, prerequisite=info.id)
        elif have < n and key == "improvements" and len(info.prerequisite) > 1:
            # a need of two parts names the part missing: "needs 2 improvements and 1
            # occupation (you have 0)" read as no occupation to a tester who had 2
            return refuse(Code.IMPROVEMENTS_IN_FRONT, card=info.id, n=n, have=have)
        elif have < n and key == "occupations" and len(info.prerequisite) > 1:
            # (the Beehive's "(you have 2)" did not say of what, a tester)
            return refuse(Code.OCCUPATIONS_PLAYED, card=info.id, n=n, have=have)
        elif have < n:
            return refuse(Code.PREREQUISITE_MISSING, card=info.id, prerequisite=info.id,
                          have=have)
    return None
