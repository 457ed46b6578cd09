"""Which animals to give up when they do not all fit: the most points kept.

The engine's "keep the best animals" (``keep-best``) keeps as many animals as fit, kind by
kind in its own order, and cooks or releases the rest: a tester's round 14 lost the only
sheep (a category's point and 2 more) where two of seven wild boar cost nothing.  A recorded
move, its result cannot change without changing old games; the table proposes instead the
conversions and releases that keep as many animals and the most points on the score sheet
after the next breeding (then the most food), played as one decision.
"""

from __future__ import annotations

from itertools import product

from agricola_qt.engine import GameState, Move, apply
from agricola_qt.engine.economy import can_house, conversion_rate
from agricola_qt.engine.goods import ANIMALS, Goods
from agricola_qt.engine.rules import turn_end_state
from agricola_qt.engine.scoring import score_player
from agricola_qt.engine.state import PlayerState
from agricola_qt.engine.values import replace as evolve
from agricola_qt.ui.feeding import after_breeding, played_steps


def propose_keeping(state: GameState) -> list[str]:
    """The moves (converts, then releases) that leave the animals of the "animals" question
    that fit with the most points; [] when there is no such question or ``keep-best`` does
    as well."""
    frame = state.frame
    if frame is None or frame.kind != "animals":
        return []
    player = frame.player
    p = state.players[player]
    have = p.animals
    rates = [conversion_rate(state, player, kind, False)[0] for kind in ANIMALS]
    fitting = _fitting(p, have)
    # as many animals as fit are kept (as by keep-best): the question ends the moment they
    # fit, and what is cooked beyond that waits for a later conversion (the feeding)
    most = max((sum(kept) for kept in fitting), default=0)
    best: tuple[tuple[int, int], tuple[int, ...]] | None = None
    for kept in fitting:
        if sum(kept) < most:
            continue
        given = [n - k for n, k in zip(have, kept, strict=True)]
        food = sum(r * g for r, g in zip(rates, given, strict=True))
        goods = p.goods.add("food", food)
        for kind, k in zip(ANIMALS, kept, strict=True):
            goods = goods.add(kind, k - goods.get(kind))
        # the points after the next breeding (there is one in every round's harvest
        # still to come): a pair kept is worth its young
        points = score_player(after_breeding(state, player, evolve(p, goods=goods)),
                              state.players).total
        key = (points, food)
        if best is None or key > best[0]:
            best = (key, kept)
    if best is None:
        return []
    steps = []
    for kind, n, k, rate in zip(ANIMALS, have, best[1], rates, strict=True):
        steps += [f"convert {kind}" if rate else f"release {kind}"] * (n - k)
    steps.sort(key=lambda s: s.startswith("release"))  # the food first
    mine = played_steps(state, steps, player)
    theirs = apply(state, "keep-best", checked=False)
    if mine is None or _holdings(mine, player) == _holdings(theirs, player):
        return []  # (keep-best does as well)
    return steps


def _fitting(p: PlayerState, have: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every count of sheep, boar and cattle, none above ``have``, the farm of ``p`` holds."""
    return [kept for kept in product(*(range(n + 1) for n in have)) if can_house(p, kept)]


def _most_housed(p: PlayerState, have: tuple[int, ...]) -> int:
    """How many of the animals ``have`` (sheep, boar, cattle) the farm of ``p`` can hold."""
    return max((sum(kept) for kept in _fitting(p, have)), default=0)


def useless_releases(state: GameState, moves: list[Move]) -> set[str]:
    """At the "animals" question, the releases that leave as many animals without room as
    before: a tester released a wild boar from its full pasture while a sheep had no room,
    and the question came back (the boar's place holds no sheep).  Releasing an animal is
    always allowed; these are only not offered as answers to the question."""
    frame = state.frame
    if frame is None or frame.kind != "animals":
        return set()
    p = state.players[frame.player]
    have = p.animals
    homeless = sum(have) - _most_housed(p, have)
    out = set()
    for move in moves:
        if move.verb != "release" or not move.args or move.args[0] not in ANIMALS:
            continue
        less = list(have)
        less[ANIMALS.index(move.args[0])] -= 1
        if min(less) >= 0 and sum(less) - _most_housed(p, tuple(less)) >= homeless:
            out.add(str(move))
    return out


def _holdings(state: GameState, player: int) -> tuple[int, ...]:
    goods = state.players[player].goods
    return (goods.food, *(goods.get(kind) for kind in ANIMALS))


def keeping_label(state: GameState, steps: list[str]) -> str:
    """"Cook 2 wild boar into 6 food (keeps the most points)" (and what is released)."""
    from agricola_qt.ui.text import count_text, goods_text, tr

    player = state.actor
    cooked = Goods(**{k: sum(1 for s in steps if s == f"convert {k}") for k in ANIMALS})
    freed = Goods(**{k: sum(1 for s in steps if s == f"release {k}") for k in ANIMALS})
    after = state
    for step in steps[:-1]:
        after = apply(after, step, checked=False)
    # the food the steps themselves bring: the last one may end the round, and the next
    # round's food (a Well's) was counted in ("into 7 food" for a sheep and a cattle, 6)
    done = turn_end_state(after, Move.parse(steps[-1]))
    after = apply(after, steps[-1], checked=False)
    food = done.players[player].goods.food - state.players[player].goods.food
    theirs = apply(state, "keep-best", checked=False)
    mine_points = score_player(after_breeding(after, player, after.players[player]),
                               after.players).total
    their_points = score_player(after_breeding(theirs, player, theirs.players[player]),
                                theirs.players).total
    # the same points for more food is said so ("most points" beside "the best animals",
    # both as good, read as two things alike); the deed first, why in brackets (a reason
    # before a colon read as something to do)
    # and where the breeding to come is what evens them (cooking 2 of 3 boar left 1 to
    # breed, and the score under the farm fell at once: "the same points" read as untrue,
    # a tester), it says so
    mine_now = score_player(after.players[player], after.players).total
    their_now = score_player(theirs.players[player], theirs.players).total
    later = mine_now < their_now
    if mine_points > their_points:
        why = tr("keeps the most points once the animals breed") if later else tr(
            "keeps the most points")
    else:
        why = tr("the same points once the animals breed, more food") if later else tr(
            "the same points, more food")
    food_words = count_text(food, "food")
    if cooked.is_empty():
        return tr("Release {animals} ({why})").format(animals=goods_text(freed), why=why)
    if freed.is_empty():
        return tr("Cook {animals} into {food} ({why})").format(
            animals=goods_text(cooked), food=food_words, why=why)
    return tr("Cook {animals} into {food}, release {freed} ({why})").format(
        animals=goods_text(cooked), food=food_words, freed=goods_text(freed), why=why)
