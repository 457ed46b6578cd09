"""The bots' begging guards: in a harvest round, count the begging cards each placement
leaves behind.

The heuristic values a food still missing for the harvest at up to a begging card
(``values.food_value``), one space at a time; it does not see that a space which brings no
food leaves fewer placements to find the rest.  In a 5-player game, where the food spaces go
quickly, that let a seat end a game with four begging cards now and then (seeds 3074 and 3095
of the 3-5 player full-game check in issue 13).  The guard looks one step further, only when
the harvest ends this round and food is still missing: after this placement, could the seat's
remaining placements, each on one of the best other food spaces still free, cover the rest?
Every food they could not is a begging card, and the placement is charged for it; the other
spaces count at half their food, since the other players place in between.

Round 13's harvest is followed at once by the last one, and after it the seat has only the
last round's placements to feed everyone again: there the food the last harvest will still
miss (``next_harvest_short``) is added to what is missing now, and food beyond this
harvest's need is credited as half a begging card spared.  Easy had spent round 13 of seed
7085 (5 players) on a minor improvement and clay and ended with 4 begging cards.  Measured
on 3 200 seeded 3-5 player full games (E, I, K; 16 sets of 200 seeds from 1000, 3000, ...
31000, ``3 + seed % 3`` players): seats over 3 begging cards 6 -> 3, begging cards 479 -> 457,
mean score 23.69 -> 23.62; on 400 family games of 2-5 players (seeds 40000-40399): begging
cards 129 -> 97, worst seat 6 -> 5, mean 23.46 -> 23.46.  The seats still over 3 never get a
cooking improvement.  Giving Easy the clay it lacks for one (a space bringing it worth one
point more) took the full games to 1 seat over 3 but the family games to 153 begging cards,
so it was left out.

Only the ``heuristic`` bot (Easy) plays with the guard: Medium, Hard and the Expert search
with the plain heuristic in their playouts, which keep their measured strength.

The Expert has a stricter check of its own (``worst_case``, ``within_limit``), for the root of
its search only.  Its playouts let the other seats place by the heuristic, which leaves the
food spaces to it more often than the other Experts do.  In seed 1139 of the check (5 players,
round 9, 5 people and 2 food) its playouts saw no begging card after taking wood first. Then
the four other seats took the animals, the boar, the sheep and the day labourer before its
next person went out, and it ended the harvest with 4 begging cards.  ``worst_case`` assumes
exactly that: every rival person still to place this round takes the food space best for this
seat before its own next person does.  A placement that would then leave the seat more than 3
begging cards in all is struck from the candidates, as long as some placement stays within
that; when none does, those that leave the fewest are kept.  The heuristic's own choices in
30 random 3-5 player full games met the guard 3 times in 4 347 placements, and never in 30
2-player family games.
"""

from __future__ import annotations

from collections.abc import Callable

from agricola_qt.ai.values import BEGGING_WORTH, PINCH_FOOD, Context, space_gain
from agricola_qt.engine import Move
from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.economy import conversion_rate
from agricola_qt.engine.goods import ANIMALS
from agricola_qt.engine.harvest import food_needed
from agricola_qt.engine.improvements import affordable_majors
from agricola_qt.engine.spaces import HARVEST_ROUNDS
from agricola_qt.engine.state import SpaceState

# Share of the best other food spaces counted on for the seat's later placements: the other
# players place in between and take some of them.
LATER_SHARE = 0.5


def food_yield(ctx: Context, sp: SpaceState) -> int:
    """Food the seat could make at this harvest from what the space gives at once: food, crops
    eaten raw or cooked, animals cooked (with a cooking improvement); for a seat without one,
    the major improvement space gives what a first cooking improvement would cook."""
    gain = space_gain(sp)
    food = gain.food
    for crop in ("grain", "veg"):
        if gain.get(crop):
            food += gain.get(crop) * conversion_rate(ctx.state, ctx.player, crop, True)[0]
    if ctx.cooking:
        for kind in ANIMALS:
            if gain.get(kind):
                food += gain.get(kind) * conversion_rate(ctx.state, ctx.player, kind, True)[0]
    elif sp.space.action == "improvement":
        food += _first_cooking(ctx)
    return food


def _first_cooking(ctx: Context) -> int:
    """Food a first cooking improvement bought now would add at the harvest: the animals the
    seat holds cooked, its vegetables cooked instead of eaten raw."""
    p = ctx.p
    best = 0
    for major, _returns in affordable_majors(ctx.state, ctx.player):
        rates = card(major).cooking_rates(p)
        if not rates:
            continue
        food = sum(n * rates.get(kind, 0) for kind, n in zip(ANIMALS, p.animals, strict=True))
        food += p.goods.veg * max(0, rates.get("veg", 1) - 1)
        best = max(best, food)
    return best


def next_harvest_short(ctx: Context) -> float:
    """In a round whose harvest is followed at once by another (rounds 13 and 14): the food
    the next one will still miss after the next round's placements (each counted on for
    ``PINCH_FOOD``, the fields giving their crop again).  That food has to be found now: after
    this harvest the seat starts the last round with what is left."""
    if ctx.to_harvest != 0 or ctx.round + 1 not in HARVEST_ROUNDS:
        return 0.0
    need = food_needed(ctx.state, ctx.player)
    return max(0.0, need - len(ctx.p.farm.sown) - PINCH_FOOD * ctx.p.people)


def guarded(ctx: Context, ranked: list[tuple[float, Move]]) -> list[tuple[float, Move]]:
    """``ranked`` (value, placement) with each placement charged ``BEGGING_WORTH`` per begging
    card it leaves the seat at this round's harvest (and, in round 13, at the last one);
    unchanged when no harvest ends this round or no food is missing."""
    if ctx.to_harvest != 0 or ctx.p.available <= 0:
        return ranked
    short = next_harvest_short(ctx)
    gap = ctx.food_gap + short
    if gap <= 0:
        return ranked
    spaces = {sp.space.id: sp for sp in ctx.state.spaces if sp.occupant < 0}
    yields = {space: food_yield(ctx, sp) for space, sp in spaces.items()}
    later = ctx.p.available - 1  # placements after this one, before the harvest
    best = sorted(yields.values(), reverse=True)[:later + 1]
    out = []
    for value, move in ranked:
        space = move.args[0] if move.args else ""
        here = yields.get(space, 0)
        # the best ``later`` food spaces other than this one
        rest = sum(best) - here if space in yields and here in best else sum(best[:later])
        begging = max(0.0, gap - here - LATER_SHARE * rest)
        # food kept for the last harvest: the heuristic values food beyond this harvest's
        # need as spare, but each of these saves a begging card there unless the last
        # round's placements would have found it anyway (at LATER_SHARE)
        kept = min(max(0.0, here - max(ctx.food_gap, 0)), short)
        out.append((value - BEGGING_WORTH * begging + BEGGING_WORTH * LATER_SHARE * kept, move))
    out.sort(key=lambda vm: -vm[0])
    return out


def worst_case(ctx: Context, space: str, yields: dict[str, int]) -> int:
    """Begging cards the seat takes at this round's harvest after placing on ``space`` if,
    before each of its later placements this round, every rival with a person left takes the
    free space with the most food for the seat (``yields``: food per free space)."""
    p = ctx.p
    gap = ctx.food_gap - yields.get(space, 0)
    if ctx.cooking:  # the animals it holds can be cooked at the harvest
        gap -= sum(n * conversion_rate(ctx.state, ctx.player, kind, True)[0]
                   for kind, n in zip(ANIMALS, p.animals, strict=True))
    pool = sorted((food for s, food in yields.items() if s != space), reverse=True)
    players = ctx.state.players
    order = [(ctx.player + k) % len(players) for k in range(1, len(players))]
    rivals = [max(0, players[i].available) for i in order]
    for _ in range(max(0, p.available - 1)):
        for k, left in enumerate(rivals):
            if left and pool:
                pool.pop(0)
                rivals[k] -= 1
        if pool:
            gap -= pool.pop(0)
    return max(0, gap)


def within_limit(ctx: Context, top: list[tuple[float, Move]],
                 ranked: Callable[[], list[tuple[float, Move]]],
                 limit: int) -> list[tuple[float, Move]]:
    """``top`` (the search's candidates, value and placement, best first) unless one of them
    could go over the limit: then as many of ``ranked()`` (every legal placement, best
    first), in their order, as there are in ``top``, keeping only those whose ``worst_case``
    leaves the seat at most ``limit`` begging cards in all, or, when none does, those that
    leave the fewest.  Unchanged when no harvest ends this round or no food is missing."""
    if ctx.to_harvest != 0 or ctx.food_gap <= 0 or ctx.p.available <= 0:
        return top
    yields = {sp.space.id: food_yield(ctx, sp) for sp in ctx.state.spaces if sp.occupant < 0}
    held = ctx.p.begging

    def cards(move: Move) -> int:
        return held + worst_case(ctx, move.args[0] if move.args else "", yields)

    if all(cards(m) <= limit for _, m in top):
        return top
    counted = [(cards(m), v, m) for v, m in ranked()]
    fewest = min(c for c, _, _ in counted)
    allowed = max(limit, fewest)
    return [(v, m) for c, v, m in counted if c <= allowed][:len(top)]
