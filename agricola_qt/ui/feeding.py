"""A proposed way to feed the family: the conversions that spare the most valuable goods.

Every set of conversions that feeds the family is tried (``_cheapest_feeding``) and the
cheapest proposed: the points it loses on the score sheet as the harvest will leave it (the
only sheep is a category's point and more; a sheep cooked from a full pasture is born again
at the breeding and costs nothing; cards add their young after the breeding, the Shepherd's
lamb) and, before the last harvest, as the next harvest's breeding will (``settled``: a pair
left with room for a young brings the animal back there), plus what keeping each good spent
is worth in future food and points (``KEEP_VALUE``), less a little for food left over.
At the last harvest only the points count.  Goods a card cooks together for more food (the
Gypsy's Crock) are then cooked with it.  When there are too many sets to try, goods are
taken one at a time, the best value first.
"""

from __future__ import annotations

from collections.abc import Sequence

from attrs import evolve

from agricola_qt.engine import GameState, Move, apply, legal_moves, why_illegal
from agricola_qt.engine.events import Event, announce
from agricola_qt.engine.goods import ANIMALS, GOOD_NAMES, Goods
from agricola_qt.engine.harvest import breeding_options, food_needed
from agricola_qt.engine.scoring import score_player
from agricola_qt.engine.spaces import HARVEST_ROUNDS
from agricola_qt.engine.state import PlayerState

# What a good is worth keeping, roughly in points and future food (lower goes first).
KEEP_VALUE = {"wood": 1.0, "clay": 1.0, "reed": 1.2, "stone": 1.5, "grain": 1.0, "veg": 2.0,
              "sheep": 1.5, "boar": 2.0, "cattle": 2.5}


def propose_feeding(state: GameState, limit: int = 40) -> list[str]:
    """Convert moves (in order) that bring the actor's food up to what the family eats."""
    frame = state.frame
    if frame is None or frame.kind != "feed":
        return []
    player = frame.player
    need = food_needed(state, player)
    last = state.round >= max(HARVEST_ROUNDS)  # food kept has no later use
    best = _cheapest_feeding(state, player, need, last)
    if best is not None:
        return _cooked_together(state, best)
    out: list[str] = []
    sim = state
    for _ in range(limit):
        have = sim.players[player].goods.food
        if have >= need:
            break
        bred = settled(sim, player, sim.players[player], last)
        points = score_player(bred, sim.players).total
        best: tuple[float, Move] | None = None
        for move in legal_moves(sim):
            if move.verb != "convert":
                continue
            after = apply(sim, move, checked=False)
            gained = after.players[player].goods.food - have
            if gained <= 0:
                continue
            good = move.args[0]
            after_bred = settled(after, player, after.players[player], last)
            # the points as the harvests will leave them: an animal cooked from a full
            # pasture is born again at the breeding, grain converted is gone
            lost = points - score_player(after_bred, after.players).total
            keep = 0.0 if last else KEEP_VALUE.get(good, 3.0)
            if good in ANIMALS and after_bred.goods.get(good) >= bred.goods.get(good):
                keep = 0.0  # nothing is lost by it
            wasted = 0 if last else max(0, gained - (need - have))
            score = min(gained, need - have) / max(keep + max(lost, 0), 0.1) - 0.3 * wasted
            if best is None or score > best[0]:
                best = (score, move)
        if best is None:
            break
        out.append(str(best[1]))
        sim = apply(sim, best[1], checked=False)
    return _cooked_together(state, out)


def food_at_most(state: GameState, player: int) -> int:
    """The food ``player`` could pay at a harvest's feeding with everything they hold turned
    into food, their once-a-harvest conversions too (crops still on the fields not counted)."""
    from agricola_qt.engine.economy import food_within_reach, harvest_food_extra

    return food_within_reach(state, player) + harvest_food_extra(state, player)


def feeding_shortfall(state: GameState, player: int) -> int:
    """At a harvest's feeding, the food ``player``'s family lacks even then (``food_at_most``):
    the begging cards to come."""
    return max(0, food_needed(state, player) - food_at_most(state, player))


def _spent_for_food(before: GameState, move: Move, player: int) -> tuple[Goods, int] | None:
    """The goods ``move`` turns into food and the food it brings, when that is all it does
    (else None)."""
    after = apply(before, move, checked=False)
    p, q = before.players[player].goods, after.players[player].goods
    food = q.food - p.food
    spent = Goods(**{g: p.get(g) - q.get(g) for g in GOOD_NAMES if g != "food"
                     and p.get(g) > q.get(g)})
    if food <= 0 or spent.is_empty() or any(
            q.get(g) > p.get(g) for g in GOOD_NAMES if g != "food"):
        return None
    return spent, food


def _cooked_together(state: GameState, steps: list[str]) -> list[str]:
    """``steps`` with conversions that a card cooks together for more food made in one go
    with it: the Gypsy's Crock turns 2 sheep into 5 food with a Fireplace where two
    conversions give 4 (the proposal cooked them one by one and lost the food).  The same
    goods are spent; the list is kept as it was if the new order is not playable."""
    player = state.actor
    while True:
        pool = Goods()
        for move in map(Move.parse, steps):
            if move.verb == "convert":
                pool = pool.add(move.args[0], 1)
        better: tuple[int, Move, Goods] | None = None
        for move in legal_moves(state):
            if move.verb != "use":
                continue
            found = _spent_for_food(state, move, player)
            if found is None or any(found[0].get(g) > pool.get(g) for g in GOOD_NAMES):
                continue
            spent, food = found
            alone = played_steps(state, [f"convert {g}" for g in GOOD_NAMES if g != "food"
                                    for _ in range(spent.get(g))])  # one by one
            if alone is None:
                continue
            gain = food - (alone.players[player].goods.food - state.players[player].goods.food)
            if gain > 0 and (better is None or gain > better[0]):
                better = (gain, move, spent)
        if better is None:
            return steps
        _, use, spent = better
        left, rest = spent, []
        for s in steps:
            move = Move.parse(s)
            if move.verb == "convert" and left.get(move.args[0]) > 0:
                left = left.add(move.args[0], -1)
            else:
                rest.append(s)
        merged = [str(use), *rest]
        sim = played_steps(state, merged)
        if sim is None:
            return steps
        need = food_needed(state, player)
        if sim.players[player].goods.food < need:
            return steps  # short (a card's odd rule): the old proposal stands
        steps = _without_spare(state, merged, need)


def _without_spare(state: GameState, steps: list[str], need: int) -> list[str]:
    """``steps`` less the conversions the family no longer needs (the card's extra food
    covers them: "1 grain, 2 sheep → 5 food" where the 2 sheep alone made 5)."""
    player = state.actor
    for k in range(len(steps) - 1, -1, -1):
        if Move.parse(steps[k]).verb != "convert":
            continue
        trial = steps[:k] + steps[k + 1:]
        sim = played_steps(state, trial)
        if sim is not None and sim.players[player].goods.food >= need:
            steps = trial
    return steps


def played_steps(state: GameState, steps: Sequence[str],
                 player: int | None = None) -> GameState | None:
    """``state`` after ``steps`` (None when one of them is not allowed on the way, or, with
    ``player``, would be another's to make)."""
    for text in steps:
        move = Move.parse(text)
        if (player is not None and state.actor != player) or why_illegal(state, move) is not None:
            return None
        state = apply(state, move, checked=False)
    return state


FEEDING_NODES = 4000  # conversions tried at most, beyond which the greedy way is taken


SURPLUS_FOOD = 0.5  # a food left over after the feeding, towards later harvests


def _cheapest_feeding(state: GameState, player: int, need: int,
                        last: bool = True) -> list[str] | None:
    """Of every set of conversions that feeds the family, the cheapest (then the one with
    the fewest conversions).  At the last harvest only the points count: those left after
    the breeding (the step-by-step way lost a point there, cooking a wild boar and a cattle
    where two cattle cost one point less).  Before it a good spent also costs what keeping
    it is worth (``KEEP_VALUE``; an animal the breeding gives back costs nothing) and food
    left over is worth a little: step by step a tester's family ate 2 grain and the only
    sheep (4 points) where one of 4 wild boar (1 point) did.  None when there are too many
    sets to try, or none feeds the family."""
    order = {g: i for i, g in enumerate(GOOD_NAMES)}
    start = state.players[player]
    bred = settled(state, player, start, last)
    full_points = score_player(bred, state.players).total
    best: tuple[float, int, list[str]] | None = None
    tried = 0

    def cost(p: PlayerState) -> float:
        after = settled(state, player, p, last)
        lost = full_points - score_player(after, state.players).total
        if last:
            return lost
        kept = sum(KEEP_VALUE.get(g, 3.0) * max(0, bred.goods.get(g) - after.goods.get(g))
                   for g in GOOD_NAMES if g != "food")
        return lost + kept - SURPLUS_FOOD * max(0, p.goods.food - need)

    def search(sim: GameState, least: int, made: list[str]) -> bool:
        nonlocal best, tried
        tried += 1
        if tried > FEEDING_NODES:
            return False
        if sim.players[player].goods.food >= need:
            key = (cost(sim.players[player]), len(made))
            if best is None or key < best[:2]:
                best = (*key, list(made))
            return True
        for move in legal_moves(sim):
            if move.verb != "convert" or order.get(move.args[0], 0) < least:
                continue  # each set once, in one order
            made.append(str(move))
            whole = search(apply(sim, move, checked=False), order.get(move.args[0], 0), made)
            made.pop()
            if not whole:
                return False
        return True

    if not search(state, 0, []) or best is None:
        return None
    return best[2]


def free_cookings(state: GameState) -> list[Move]:
    """At a feeding, the animals that can be cooked for nothing: the breeding after it
    brings their kind back to as many as without the cooking (a full house or pasture has
    no room for a newborn; cooked first, the newborn takes its place).  A tester cooked the
    third sheep of a full house by hand for 2 food; the panel had offered only the feeding."""
    frame = state.frame
    if frame is None or frame.kind != "feed":
        return []
    player = frame.player
    kept = after_breeding(state, player, state.players[player])
    out = []
    for move in legal_moves(state):
        if move.verb != "convert" or move.args[0] not in ANIMALS:
            continue
        after = apply(state, move, checked=False)
        if after.players[player].goods.food <= state.players[player].goods.food:
            continue
        bred = after_breeding(after, player, after.players[player])
        if all(bred.goods.get(k) >= kept.goods.get(k) for k in ANIMALS):
            out.append(move)
    return out


def runaway_young(state: GameState) -> list[str]:
    """At a feeding, the kinds that breed but whose young finds no room, as the farm stands:
    it runs away at the breeding, and nothing said so before (a tester's boar ran away
    twice; room made before the breeding would have kept it)."""
    frame = state.frame
    if frame is None or frame.kind != "feed":
        return []
    p = state.players[frame.player]
    bred = after_breeding(state, frame.player, p)
    return [k for k in ANIMALS if p.goods.get(k) >= 2 and bred.goods.get(k) <= p.goods.get(k)]


def young_saved_by_cooking(state: GameState, kind: str) -> bool:
    """At a feeding, whether turning some animal into food now makes room for a young
    ``kind`` at the breeding (cooking the pet of another kind: a place freed).  Where none
    does, "unless you make room first" asked for what the harvest does not allow (a
    tester's pair of boars)."""
    frame = state.frame
    if frame is None or frame.kind != "feed":
        return False
    player = frame.player
    for move in legal_moves(state):
        if move.verb != "convert" or move.args[0] not in ANIMALS:
            continue
        after = apply(state, move, checked=False)
        left = after.players[player]
        # a young of this kind among the breeding's choices then, not only its best one: a
        # sheep cooked out of a lone stable makes room for any young, the best a boar, and
        # the sheep's was said to run away whatever was done (a tester)
        if left.goods.get(kind) >= 2 and any(kind in kinds for kinds in breeding_options(left)):
            return True
    return False


def after_breeding(state: GameState, player: int, p: PlayerState) -> PlayerState:
    """``p`` (``player`` in ``state``) after the breeding that follows the feeding: the
    young that fit (of several ways, the one worth most points), then what cards add after
    it (the Shepherd's second lamb; the Animal Feed's animal of each kind kept at the last
    harvest, for which a tester's proposal cooked the only sheep)."""
    options = breeding_options(p)
    best = max(options, key=lambda kinds: score_player(_with_young(p, kinds)).total)
    young = state.with_player(player, _with_young(p, best))
    return announce(young, Event("breeding_end")).players[player]


def settled(state: GameState, player: int, p: PlayerState, last: bool) -> PlayerState:
    """``p`` after this harvest's breeding and, unless it is the last harvest, the next
    one's as the farm stands: 5 cattle where 6 have room come back to 6 by the end, so one
    cooked now costs nothing there (a tester's proposal ate a vegetable, a point for good,
    where the coach rightly cooked a cattle)."""
    after = after_breeding(state, player, p)
    return after if last else after_breeding(state, player, after)


def _with_young(p: PlayerState, kinds: tuple[str, ...]) -> PlayerState:
    goods = p.goods
    for kind in kinds:
        goods = goods.add(kind, 1)
    return evolve(p, goods=goods)

