"""Turning fences drawn along cell edges into the engine's pasture moves."""

from __future__ import annotations

from attrs import frozen

from agricola_qt.engine import GameState, IllegalMove, apply
from agricola_qt.engine.farmwork import new_fences
from agricola_qt.engine.grid import CELL_NAMES, bits, boundary_edges, pastures_of, popcount


@frozen
class FencePlan:
    moves: tuple[str, ...]  # engine moves, in an order the rules accept
    regions: tuple[int, ...]  # the new pastures (cell masks)
    fences: int  # new fence pieces
    wood: int
    stray: int  # drawn edges that close no pasture (left out)
    problem: str = ""  # why this cannot be built ("" when it can)


def new_regions(existing: int, drawn: int) -> list[int]:
    before = set(pastures_of(existing))
    return [r for r in pastures_of(existing | drawn) if r not in before]


def plan_fences(state: GameState, player: int, drawn: int) -> FencePlan:
    farm = state.players[player].farm
    regions = new_regions(farm.fences, drawn)
    used = 0
    for r in regions:
        used |= boundary_edges(r)
    stray = popcount(drawn & ~used & ~farm.fences)
    if not regions:
        return FencePlan((), (), 0, 0, stray, "these fences do not close a pasture yet")
    moves: list[str] = []
    frame = state.frame
    if frame is not None and frame.plan:
        moves.append("fence-clear")
    sim = state
    try:
        for text in moves:
            sim = apply(sim, text)
    except IllegalMove as error:
        return FencePlan((), tuple(regions), 0, 0, stray, error.reason)
    left = list(regions)
    fences = 0
    problem = ""
    while left:
        progress = False
        for region in list(left):
            if region in sim.players[player].farm.pastures:
                left.remove(region)
                progress = True
                continue
            steps = [f"fence-add {CELL_NAMES[c]}" for c in bits(region)] + ["fence-build"]
            count = popcount(new_fences(sim.players[player].farm, region))
            try:
                trial = sim
                for text in steps:
                    trial = apply(trial, text)
            except IllegalMove as error:
                problem = problem or error.reason
                continue
            sim = trial
            fences += count
            moves.extend(steps)
            left.remove(region)
            progress = True
        if not progress:
            break
    # the wood the moves pay, not one a fence: cards give fences free (the Hedge Keeper's
    # 3 a building read "10 fences, 10 wood" and cost 7)
    wood = state.players[player].goods.wood - sim.players[player].goods.wood
    if left:
        return FencePlan((), tuple(regions), fences, max(wood, 0), stray,
                         problem or "these pastures cannot be built")
    return FencePlan(tuple(moves), tuple(regions), fences, max(wood, 0), stray)


def plan_cost(state: GameState, player: int, drawn: int) -> tuple[int, int, int]:
    """(cells enclosed, new fences, enclosed cell mask) of a drawing, unchecked."""
    farm = state.players[player].farm
    regions = new_regions(farm.fences, drawn)
    cells = 0
    for r in regions:
        cells |= r
    edges = 0
    for r in regions:
        edges |= boundary_edges(r)
    return popcount(cells), popcount(edges & ~farm.fences), cells
