"""The harvest: fields, feeding the family, breeding."""

from __future__ import annotations

from itertools import combinations

from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.economy import can_house
from agricola_qt.engine.events import HARVEST, Event, announce, announce_goods
from agricola_qt.engine.goods import ANIMALS, Goods
from agricola_qt.engine.grid import CELL_COUNT
from agricola_qt.engine.state import Frame, GameState, PlayerState
from agricola_qt.engine.values import replace as evolve


def sits_out(state: GameState, player: int) -> bool:
    """Does a card keep this player out of the current harvest (Layabout)?"""
    return any(card(c).sits_out_harvest(state, player) for c in state.players[player].cards)


def food_needed(state: GameState, player: int) -> int:
    p = state.players[player]
    if sits_out(state, player):
        return 0
    per_adult = 3 if len(state.players) == 1 else 2
    need = per_adult * (p.people - p.newborns) + p.newborns
    for card_id in p.cards:
        c = card(card_id)
        if c.changes_food_need:
            need = c.food_need_change(state, player, need)
    return need


def field_phase(state: GameState) -> GameState:
    players = []
    # (player, slot, crop) harvested from fields that are cards
    card_crops: list[tuple[int, int, str]] = []
    crops: list[tuple[int, Goods]] = []  # what each player took from their fields
    for i, p in enumerate(state.players):
        if sits_out(state, i):
            players.append(p)
            continue
        farm, grain, veg = p.farm.harvested()
        card_crops.extend((i, f.cell, f.crop) for f in p.farm.sown if f.cell >= CELL_COUNT)
        players.append(evolve(p, farm=farm, goods=p.goods + Goods(grain=grain, veg=veg),
                              harvest_used=()))
        crops.append((i, Goods(grain=grain, veg=veg)))
    state = evolve(state, players=tuple(players))
    for player, got in crops:
        state = announce_goods(state, player, got, HARVEST)
    for player, slot, crop in card_crops:
        state = announce(state, Event("card_field_harvested", player, crop, slot))
    return state


def feed(state: GameState, player: int) -> GameState:
    """Pay the food; every missing food is a begging card."""
    p = state.players[player]
    need = food_needed(state, player)
    paid = min(need, p.goods.food)
    p = evolve(p, goods=p.goods.add("food", -paid), begging=p.begging + need - paid)
    return state.with_player(player, p)


def breeding_options(p: PlayerState) -> list[tuple[str, ...]]:
    """The largest sets of kinds whose young can all be housed (one set: no choice)."""
    eligible = [k for k in ANIMALS if p.goods.get(k) >= 2]
    for size in range(len(eligible), 0, -1):
        fits = []
        for kinds in combinations(eligible, size):
            counts = tuple(p.goods.get(k) + (1 if k in kinds else 0) for k in ANIMALS)
            if can_house(p, counts):  # type: ignore[arg-type]
                fits.append(kinds)
        if fits:
            return fits
    return [()]


def breed(state: GameState, player: int, kinds: tuple[str, ...]) -> GameState:
    p = state.players[player]
    goods = p.goods
    for k in kinds:
        goods = goods.add(k, 1)
    return state.with_player(player, evolve(p, goods=goods))


def breeding_phase(state: GameState) -> GameState:
    """Breed automatically where there is no choice; ask the others (in turn order)."""
    asks = []
    for player in state.turn_order():
        if sits_out(state, player):
            continue
        options = breeding_options(state.players[player])
        if len(options) == 1:
            state = breed(state, player, options[0])
        else:
            asks.append(Frame("breed", player, options=tuple("+".join(o) for o in options)))
    for frame in reversed(asks):
        state = state.push(frame)
    return state
