"""The coach: the best moves for a position with their worth and a reason, and a game review.

``advise(state)`` gives the three best moves for ``state.actor`` (from that seat's view, like
every bot), each with its estimated value (the mean final score of the player over trial games
played out after the move by the Expert's playouts, on samples of what the seat cannot see;
see ``trial_player``)
and one reason from a closed set (``Reason``) with its arguments.  The English template of a
reason is its value; the UI translates it by code and fills in the arguments (goods, animals,
categories and materials are the engine's names, cards are card ids).

``review(setup, moves, seats)`` replays a game and marks every decision of the given seats
whose value was at least ``MISTAKE_POINTS`` below the best move's, beyond the noise of the
trial games (a standard error), with the best move.

Both are deterministic for a seed and budgeted in work units like the bots (``work``), with
the same CPU-time safety clock.  Both take ``stop``, asked between trial games (and between
the moves of a review): once it answers True the work ends soon with what it has (the GUI
calls them in a worker thread and drops a stopped answer).
"""

from __future__ import annotations

import enum
import math
import random
import statistics
import time
from collections.abc import Callable, Iterable, Sequence

from attrs import evolve, frozen

from agricola_qt.ai import cardplay
from agricola_qt.ai.expert import ExpertBot
from agricola_qt.ai.mcts import candidates, is_placement
from agricola_qt.ai.policy import decide
from agricola_qt.ai.registry import make_bot
from agricola_qt.ai.values import at_next_harvest, has_cooking
from agricola_qt.ai.view import SeatView, determinize, seat_view
from agricola_qt.ai.work import Work, apply, charge, legal_moves, spent, why_illegal
from agricola_qt.engine import GameState, Move, Setup, new_game
from agricola_qt.engine.cards.majors import MAJORS, MajorImprovement
from agricola_qt.engine.cards.registry import MAJOR_IDS
from agricola_qt.engine.costs import cost_choices
from agricola_qt.engine.economy import conversion_rate, renovation_base, room_base
from agricola_qt.engine.goods import ANIMALS, Goods
from agricola_qt.engine.grid import CELL_NAMES, bits
from agricola_qt.engine.harvest import food_needed
from agricola_qt.engine.rules import turn_end_state
from agricola_qt.engine.scoring import farm_points
from agricola_qt.engine.spaces import LAST_ROUND
from agricola_qt.engine.state import MAX_FENCES, MAX_PEOPLE, PlayerState

# work units for one asking: 0.3-0.6 s of trial games on the development machine
# (``benchmarks/coach.py``)
ADVICE_BUDGET = 8000
MISTAKE_POINTS = 3.0  # a decision this many points below the best is marked in a review
# a smaller gap, named when no decision lost MISTAKE_POINTS (a tester who lost by 9 read
# only "no decision lost 3 points or more" and learnt nothing of where the points went; at
# 1.5 a zh_CN tester's ten moves made worse on purpose all went unmarked, "well played!":
# measured again with their own later moves, stone for grain had cost 1.3 and 1.0 points)
SMALL_LOSS = 1.0
_EMPTY_CATEGORIES = ("fields", "pastures", "grain", "vegetables", "sheep", "boar", "cattle")
_MATERIALS = ("wood", "clay", "reed", "stone")
HOUSE_NAMES = {"wood": "wooden hut", "clay": "clay hut", "stone": "stone house"}
_CELLS = frozenset(CELL_NAMES)
# moves that take back a plan being drawn, not decisions of the game: never advised ("better:
# clear the plan" in a review), never judged
UNDOING = frozenset({"fence-clear"})
EMPTY_PLAYER = PlayerState()  # what a major's cooking rates are asked of (they name no player)


class Reason(enum.Enum):
    """Why a move is good, in a few words; the value is the English template."""

    GROWS_FAMILY = "grows the family"
    BUILDS_ROOMS = "builds rooms ({count})"
    # {house}: the rulebook's name for what the house becomes ("renovated into clay bricks" read
    # oddly in Chinese to a tester: 翻建成砖屋, into a clay hut)
    RENOVATES = "makes the house a {house}"
    GETS_COOKING = "gets a way to cook"
    PLAYS_CARD = "plays {card}"
    BUYS_MAJOR = "buys {card}"  # a major improvement: bought, not played from a hand
    FILLS_CATEGORY = "fills an empty scoring category ({category})"
    TAKES_MOST_FOOD = "takes the most food ({amount})"
    FEEDS_FAMILY = "covers the food the family eats at the harvest"
    FOOD_FOR_HARVEST = ("takes {amount} food toward the harvest ({have} of the {need} the "
                        "family eats)")
    STORES_FOOD = "keeps {amount} more food for later harvests"
    PLOWS = "ploughs a field"
    SOWS = "sows crops"
    FENCES = "fences pastures ({count} more)"
    # the cells the action's pastures take in: a tester followed "add e1 to the plan" (one
    # cell of a pasture, not next to the old one) and could not build until e2 was added
    FENCES_CELLS = "fences in {cells} ({count} more pastures)"
    BUILDS_STABLES = "builds stables ({count})"
    TAKES_ANIMALS = "takes animals ({amount} {animal})"
    ANIMALS_FOR_FOOD = ("takes {amount} {animal}: {food} food once cooked, toward the harvest "
                        "(the family eats {need}; {have} held)")
    TAKES_GOODS = "takes building goods ({amount} {good})"
    GOODS_FOR_ROOM = "takes {amount} {good} toward a room ({have} with these; a room needs {need})"
    GOODS_FOR_COOKING = "takes {amount} clay toward {card} ({have} with these; it costs {need})"
    GOODS_FOR_RENOVATION = ("takes {amount} {good} toward renovating ({have} with these; "
                            "renovating needs {need})")
    GOODS_FOR_MAJOR = "takes {amount} {good} toward {card} ({have} with these; it costs {need})"
    WOOD_FOR_FENCES = "takes {amount} wood for fences and stables"
    TAKES_CROPS = "takes crops ({amount} {crop})"
    STARTING_PLAYER = "becomes the starting player"
    STARTING_PLAYER_FOOD = "becomes the starting player and takes {amount} food"
    BEST_PLAYOUTS = "does best in trial games"
    # a move with no gain of its own ranked below the best ("does best" beside a lower value
    # puzzled a tester)
    TRIAL_WORTH = "worth what the trial games make of it"

    def text(self, args: dict[str, str | int]) -> str:
        """The reason in English with its arguments filled in."""
        return self.value.format(**args)


@frozen
class Advice:
    move: Move
    value: float  # the player's estimated final score after this move
    reason: Reason
    args: dict[str, str | int]
    samples: int  # trial games behind the value

    def text(self) -> str:
        return self.reason.text(self.args)


@frozen
class Mistake:
    index: int  # the move's position in the game's list of moves
    seat: int
    move: Move
    value: float
    best: Advice

    @property
    def loss(self) -> float:
        return self.best.value - self.value


# --- reasons ---------------------------------------------------------------------------------

def _finish_action(state: GameState, move: Move, actor: int) -> GameState:
    """The table after ``move`` and the rest of its action (finished by the heuristic), as
    that action leaves it: before anything automatic follows (the next turn, a new round's
    goods, a harvest), so that what a harvest or a card pays at the round's end is not told
    as the move's doing."""
    for _ in range(60):
        shown = turn_end_state(state, move)
        state = apply(state, move, checked=False)
        frame = state.frame
        if (state.is_over or frame is None or frame.player != actor
                or frame.kind in ("feed", "breed", "animals")):
            return shown
        move = decide(state)
    return state


def _most_food_on_board(state: GameState, besides: str = "") -> int:
    """The most food a free space other than ``besides`` gives."""
    return max((sp.stock.food + sp.space.gives.food for sp in state.spaces
                if sp.occupant < 0 and sp.space.id != besides), default=0)


def _need_at_next_harvest(state: GameState, player: int) -> int:
    """The food ``player``'s family eats at the next harvest, as it will be then (a family
    sitting it out, the Layabout's, eats nothing: "covers the food the family eats" was
    said to one)."""
    return food_needed(at_next_harvest(state, player)[1], player)


def reason_for(state: GameState, move: Move) -> tuple[Reason, dict[str, str | int]]:
    """The main thing ``move`` (with its action finished by the heuristic) does for the actor."""
    actor = state.actor
    after = _finish_action(state, move, actor)
    a, b = state.players[actor], after.players[actor]
    if b.people > a.people:
        return Reason.GROWS_FAMILY, {}
    if b.farm.house != a.farm.house:
        return Reason.RENOVATES, {"house": HOUSE_NAMES[b.farm.house]}
    if b.farm.room_count > a.farm.room_count:
        return Reason.BUILDS_ROOMS, {"count": b.farm.room_count - a.farm.room_count}
    if not has_cooking(state, actor) and has_cooking(after, actor):
        return Reason.GETS_COOKING, {}
    new_cards = [c for c in b.cards if c not in a.cards]
    if new_cards:
        return (Reason.BUYS_MAJOR if new_cards[0] in MAJOR_IDS else Reason.PLAYS_CARD,
                {"card": new_cards[0]})
    if (after.next_starting_player == actor and state.next_starting_player != actor
            and state.starting_player != actor  # (said to the starting player already)
            and state.round < LAST_ROUND):  # no round follows the last
        food = b.goods.food - a.goods.food
        if food > 0:  # the food on the space went unsaid to a tester
            return Reason.STARTING_PLAYER_FOOD, {"amount": food}
        return Reason.STARTING_PLAYER, {}
    cooked = _animals_as_food(state, after, actor)
    if cooked is not None:
        return cooked
    before_points, after_points = farm_points(a), farm_points(b)
    for category in _EMPTY_CATEGORIES:
        if category == "fields" and a.farm.fields:
            continue  # one field is -1 too, but the category is not empty
        if before_points[category] < 0 <= after_points[category]:
            return Reason.FILLS_CATEGORY, {"category": category}
    if move.verb == "sow" and len(b.farm.sown) > len(a.farm.sown):
        # the move itself sows: "Sow grain on c1 · ploughs a field" (the rest of the action
        # ploughed) told a tester the wrong thing
        return Reason.SOWS, {}
    if len(b.farm.pastures) > len(a.farm.pastures):
        count = len(b.farm.pastures) - len(a.farm.pastures)
        fenced = b.farm.pasture_cells & ~a.farm.pasture_cells
        names = [CELL_NAMES[i] for i in bits(fenced)]
        # (a cell added to the plan that the action's end leaves out is not told otherwise)
        if names and (move.verb != "fence-add" or move.args[0] in names):
            return Reason.FENCES_CELLS, {"cells": ", ".join(names), "count": count}
        return Reason.FENCES, {"count": count}  # pastures divided, or the cell left out
    if b.farm.fields.bit_count() > a.farm.fields.bit_count():
        return Reason.PLOWS, {}
    if len(b.farm.sown) > len(a.farm.sown):
        return Reason.SOWS, {}
    if b.farm.stable_count > a.farm.stable_count:
        return Reason.BUILDS_STABLES, {"count": b.farm.stable_count - a.farm.stable_count}
    food = b.goods.food - a.goods.food
    if food > 0 and move.verb == "place" and food > _most_food_on_board(state, move.args[0]):
        # more than any other space (a tie, "takes the most food (1)", told nothing)
        return Reason.TAKES_MOST_FOOD, {"amount": food}
    for kind in ANIMALS:
        gained = b.goods.get(kind) - a.goods.get(kind)
        if gained > 0:
            return Reason.TAKES_ANIMALS, {"amount": gained, "animal": kind}
    need = _need_at_next_harvest(state, actor) if food > 0 else 0
    if food > 0 and a.goods.food < need:
        if b.goods.food >= need:
            return Reason.FEEDS_FAMILY, {}
        # short of it still: Day Labourer's 1 food "covers the food the family eats" for a
        # family eating 6 from none (a tester)
        return Reason.FOOD_FOR_HARVEST, {"amount": food, "have": b.goods.food, "need": need}
    gains = [(b.goods.get(g) - a.goods.get(g), g) for g in _MATERIALS]
    amount, good = max(gains)
    if amount > 0:
        return _goods_reason(state, actor, good, amount)
    # the vegetable first: with a card's 2 grain beside it, "takes crops (2 grain)" left
    # out the vegetable the space itself gave (a tester)
    for crop in ("veg", "grain"):
        gained = b.goods.get(crop) - a.goods.get(crop)
        if gained > 0:
            return Reason.TAKES_CROPS, {"amount": gained, "crop": crop}
    if food > 0:
        # the harvest's food already held (6 against 4): "covers the food the family eats"
        # told a player something untrue
        return Reason.STORES_FOOD, {"amount": food}
    return Reason.BEST_PLAYOUTS, {}


def _animals_as_food(state: GameState, after: GameState, actor: int
                     ) -> tuple[Reason, dict[str, str | int]] | None:
    """Animals taken by a family short of food for the next harvest, with a way to cook
    them: the food they make.  (5 sheep beside a Fireplace, 4 food short, read "fills an
    empty scoring category (sheep)" to a tester, and a Day Labourer's 1 food came first.)"""
    a, b = state.players[actor], after.players[actor]
    for kind in ANIMALS:
        gained = b.goods.get(kind) - a.goods.get(kind)
        rate = conversion_rate(after, actor, kind, False)[0] if gained > 0 else 0
        if rate > 0:
            # (the harvest's need worked out only for a move that brings animals)
            need = _need_at_next_harvest(state, actor)
            if a.goods.food >= need:
                return None
            return Reason.ANIMALS_FOR_FOOD, {"amount": gained, "animal": kind,
                                             "food": gained * rate, "need": need,
                                             "have": b.goods.food}
    return None


def _goods_reason(state: GameState, actor: int, good: str,
                  amount: int) -> tuple[Reason, dict[str, str | int]]:
    """What building goods are taken toward, on the player's farm before the move: a room
    while the family can still grow, a first way to cook, a renovation, fences.  (Three
    Day Labourer answers all read "takes building goods", 30.4, 30.3 and 30.1 points, and
    told a newcomer nothing of why wood came first.)"""
    p = state.players[actor]
    if state.round >= LAST_ROUND and p.available <= 1:
        return Reason.TAKES_GOODS, {"amount": amount, "good": good}  # nothing left to build
    have = p.goods.get(good) + amount
    args: dict[str, str | int] = {"amount": amount, "good": good, "have": have}
    # toward a price only while short of it ("takes 3 reed toward a room (3 with these; a
    # room needs 2)" to a newcomer holding none: one more room's reed is no reason)
    held = p.goods.get(good)
    room = _least(p, "room", room_base(p), good)
    if p.people < MAX_PEOPLE and held < room:
        return Reason.GOODS_FOR_ROOM, {**args, "need": room}
    cooking = _cheapest_cooking(state) if good == "clay" else None
    if cooking is not None and not has_cooking(state, actor) and held < cooking.cost.clay:
        return Reason.GOODS_FOR_COOKING, {**args, "card": cooking.id,
                                          "need": cooking.cost.clay}
    base = renovation_base(p)
    renovation = _least(p, "renovation", base, good) if base is not None else 0
    if held < renovation:
        return Reason.GOODS_FOR_RENOVATION, {**args, "need": renovation}
    # a major improvement these goods complete the price of (a newcomer's last round read
    # "takes building goods (5 stone)", the stone for a Joinery bought next)
    after = p.goods + Goods(**{good: amount})
    reach = [m for m in MAJORS if m.id in state.majors and m.cost.get(good)
             and not p.goods.covers(m.cost) and after.covers(m.cost)]
    if reach:
        major = max(reach, key=lambda m: (m.points, -sum(n for _, n in m.cost.items())))
        return Reason.GOODS_FOR_MAJOR, {**args, "card": major.id, "need": major.cost.get(good)}
    if good == "wood" and p.farm.fence_count < MAX_FENCES:
        return Reason.WOOD_FOR_FENCES, {"amount": amount}
    return Reason.TAKES_GOODS, {"amount": amount, "good": good}


def _least(p: PlayerState, what: str, base: Goods, good: str) -> int:
    """The least of ``good`` any way of paying for ``what`` asks (a Frame Builder pays a
    clay room's clay partly in wood: "a room needs 5 clay" to a tester whose took 3)."""
    return min(c.get(good) for c in cost_choices(p, what, base))


def _cheapest_cooking(state: GameState) -> MajorImprovement | None:
    """The cheapest major improvement to cook with still on the board."""
    cooking = [m for m in MAJORS if m.id in state.majors and m.cooking_rates(EMPTY_PLAYER)]
    return min(cooking, key=lambda m: m.cost.clay, default=None)


# --- values ----------------------------------------------------------------------------------

def _options(masked: GameState, width: int, extra: Move | None) -> list[Move]:
    """The moves worth comparing: the heuristic's best ``width`` (and ``extra``)."""
    if is_placement(masked):
        moves = [m for _, m in candidates(masked, width)]
    else:
        # turning goods into food can wait for the feeding, where it is the question itself:
        # elsewhere "better: turn 1 grain into food" only named trial games' noise
        feeding = masked.frame is not None and masked.frame.kind == "feed"
        legal = [m for m in legal_moves(masked) if (feeding or m.verb != "convert")
                 and m.verb not in UNDOING and not _crop_eaten_early(masked, m)]
        first = decide(masked)
        rest = [m for m in legal if m != first]
        if len(rest) >= width:
            player = masked.actor
            base = cardplay.position_value(masked, player)
            scored = [(cardplay.score_move(masked, m, player, base), i, m)
                      for i, m in enumerate(rest)]
            scored.sort(key=lambda t: (-t[0], t[1]))
            rest = [m for _, _, m in scored]
        moves = [first, *rest][:width]
    if extra is not None and extra not in moves:
        moves.append(extra)
    return moves


def _crop_eaten_early(state: GameState, move: Move) -> bool:
    """A grain or vegetable turned into food at a feeding the food held already covers, at
    the rate it has at any time: never better than keeping it (it can be eaten whenever it
    is needed), but trial games valued it 2-3 points more (the heuristic grew the family on
    the food it saw, blind to the grain's), and a review marked a feeding with 7 food of 4
    needed as 3 points lost against "turn 1 grain into 1 food"."""
    if move.verb != "convert" or not move.args or move.args[0] not in ("grain", "veg"):
        return False
    player = state.actor
    if state.players[player].goods.food < food_needed(state, player):
        return False
    return not conversion_rate(state, player, move.args[0], True)[1]  # (not a harvest's)


Stop = Callable[[], bool]


def _never() -> bool:
    return False


def trial_player(seed: int, solo: bool) -> ExpertBot:
    """Whose trial games value the moves: the Expert's playouts, cut two rounds ahead and
    estimated from there in games of two or more (``ExpertBot.estimate``).  Played to the end
    by the plain heuristic, a full game's trial game cost most of a Hint's budget early on:
    one or two trial games behind a value, and the best move changed with the seed (measured
    by ``benchmarks/coach.py``: two askings of a 2-player full game agreed on the best move
    29 % of the time, 60 % now, 64 % with the Hint's doubled budget).  Alone the trial games
    still run to the end (as the Expert's), and without the playouts' noise, which there only
    made the best move less steady (agreement 38 % with it, 79 % without)."""
    bot = make_bot("expert", seed=seed)
    assert isinstance(bot, ExpertBot)
    if solo:
        bot.noise = 0.0
    return bot


def _values(view: SeatView, moves: list[Move], budget: float, seed: int,
            seconds: float, stop: Stop = _never,
            lines: dict[int, Sequence[Move]] | None = None,
            others: bool = False,
            rows: list[list[float]] | None = None,
            least: int = 1) -> list[tuple[float, int]]:
    """(mean final score of the seat, trial games) for each move, over common samples.
    ``lines``: for a move's index, the decisions that followed it (the person's own, in a
    review), played after it in each trial game instead of the trial player's; with
    ``others``, across the other players' decisions (``_play_line``).  ``rows`` gets each
    sample's scores, one per move (for the spread of a difference); ``least``: the samples
    taken whatever the budget (a gap needs several to have a spread at all)."""
    rng = random.Random(seed)
    player = trial_player(seed, len(view.state.players) == 1)
    totals = [0.0] * len(moves)
    samples = 0
    start = spent()
    deadline = time.thread_time() + seconds
    while samples < 1 or (samples < least and not stop()) or (
            spent() - start < budget and time.thread_time() < deadline and not stop()):
        charge(Work.SAMPLE)
        state = determinize(view, rng)
        noise = rng.getrandbits(32)  # the same playout luck for every move (as the Expert)
        row = []
        for i, move in enumerate(moves):
            after = _play_line(apply(state, move, checked=False),
                               (lines or {}).get(i, ()), view.seat, others)
            scores, _ = player.estimate(after, random.Random(noise))
            totals[i] += scores[view.seat]
            row.append(scores[view.seat])
        if rows is not None:
            rows.append(row)
        samples += 1
    return [(t / samples, samples) for t in totals]


LINE_STEPS = 400  # others' decisions played, at most, while a person's line is followed


def _play_line(state: GameState, line: Sequence[Move], seat: int,
               others: bool = False) -> GameState:
    """``line`` (the seat's own decisions) played on, as far as the sampled table allows it
    (what the seat could not see may differ there); with ``others`` the other players'
    decisions in between are the heuristic's, else the line ends where another acts."""
    steps = 0
    for move in line:
        while others and not state.is_over and steps < LINE_STEPS and (
                state.actor != seat or (move.verb == "place" and not is_placement(state))):
            # the others' decisions, and what the seat's own line does not answer before
            # its next placement (the rest of another action, a harvest): the heuristic's.
            # Else the line broke
            # there and the better move's trial games went on without the person's next
            # round (the Expert's plan) while the person's move kept it: a tester's sheep
            # taken in round 4 read "-20 points" against the Day Labourer
            state = apply(state, decide(state), checked=False)
            steps += 1
        if state.is_over or state.actor != seat or why_illegal(state, move) is not None:
            break  # not legal on this sample: the trial player goes on from here
        state = apply(state, move, checked=False)
    return state


def _advise(state: GameState, count: int, budget: float, seed: int, width: int,
            seconds: float, extra: Move | None, stop: Stop = _never,
            follow: Sequence[Move] = ()) -> tuple[list[Advice], Advice | None]:
    """``follow``: what came after ``extra`` in its action (a review judges what the person
    did, not what the trial player would have done after their placement)."""
    if state.is_over:
        raise ValueError("the game is over: there is nothing to advise")
    view = seat_view(state, state.actor)
    masked = view.state
    moves = _options(masked, width, extra)
    lines = {moves.index(extra): follow} if extra is not None and follow else None
    # a lone move is valued too: the panel showed "≈ 0 points" for the only feeding there was
    values = _values(view, moves, budget, seed, seconds, stop, lines)
    advice = []
    for move, (value, samples) in zip(moves, values, strict=True):
        reason, args = reason_for(masked, move)
        advice.append(Advice(move, round(value, 2), reason, args, samples))
    ranked = sorted(range(len(advice)), key=lambda i: (-advice[i].value, i))
    for i in ranked[1:]:
        if advice[i].reason is Reason.BEST_PLAYOUTS:
            advice[i] = evolve(advice[i], reason=Reason.TRIAL_WORTH)
    chosen = advice[moves.index(extra)] if extra is not None else None
    shown: list[Advice] = []
    for i in ranked:
        if not any(_twins(advice[i], other) for other in shown):
            shown.append(advice[i])
    return shown[:count], chosen


def _twins(a: Advice, b: Advice) -> bool:
    """The same move on another cell, worth the same in the trial games for the same reason:
    "sow vegetables on a1", "... on b1", "... on c1", all 33.0, filled a tester's three lines
    of advice."""
    if (a.move.verb != b.move.verb or a.value != b.value or a.reason != b.reason
            or a.args != b.args):
        return False
    return ([x for x in a.move.args if x not in _CELLS]
            == [x for x in b.move.args if x not in _CELLS])


def advise(state: GameState, count: int = 3, budget: float = ADVICE_BUDGET, seed: int = 0,
           width: int = 6, seconds: float = 3.0, stop: Stop = _never) -> list[Advice]:
    """The ``count`` best moves for ``state.actor``, best first (fewer when fewer are legal).

    ``budget`` is in work units (see ``work``); ``seconds`` the CPU-time safety clock.
    """
    return _advise(state, count, budget, seed, width, seconds, None, stop)[0]


def review(setup: Setup, moves: Sequence[Move], seats: Iterable[int], budget: float = 2000,
           seed: int = 0, width: int = 5, seconds: float = 2.0, first: int = 0,
           progress: Callable[[int, int], None] | None = None,
           stop: Stop = _never, threshold: float = MISTAKE_POINTS) -> list[Mistake]:
    """Every decision of ``seats`` (e.g. the humans) worth ``threshold`` points less than the
    best, in game order.  Decisions with a single legal move, and the moves before the index
    ``first``, are not judged.  ``progress(index, total)`` is called before each move; once
    ``stop()`` is True the review ends with the mistakes found so far.

    A decision is valued with the person's own decisions after it in its action; a gap is
    told only when trial games on fresh samples find it again (the best of several noisy
    values is too high by chance: "-6 points" marked one of two last-round moves worth a
    point each); and a placement whose "better" one the person made next, with nobody
    placing in between, is no mistake (the order changed nothing)."""
    judged = set(seats)
    states = [new_game(setup)]
    for move in moves:
        states.append(apply(states[-1], move))
    out = []
    for index, move in enumerate(moves):
        if stop():
            break
        if progress is not None:
            progress(index, len(moves))
        state = states[index]
        seat = state.actor
        if (index < first or seat not in judged or move.verb in UNDOING
                or _plan_goes_on(moves, index) or len(legal_moves(state)) <= 1):
            continue
        follow = _rest_of_action(states, moves, index)
        best, chosen = _advise(state, 1, budget, seed + index, width, seconds, move, stop,
                               follow)
        if stop():
            break  # the values were cut short: no verdict on this move
        if chosen is None or not best or best[0].value - chosen.value < threshold:
            continue
        if _made_next(states, moves, index, best[0].move):
            continue
        # the verdict again on fresh samples, and with the person's own decisions of this
        # round and the next after either move (as far as they can be made): the trial
        # player's plan judged a tester's 3 stone in round 12 "-14 points" where the
        # person renovated to stone with them the next round
        later = _later_decisions(states, moves, index + 1 + len(follow), seat,
                                 state.round + 1)
        rows: list[list[float]] = []
        again = _values(seat_view(state, seat), [best[0].move, move], budget,
                        seed + index + 7919, seconds, stop,
                        {0: later, 1: [*follow, *later]}, others=True, rows=rows,
                        least=VERDICT_SAMPLES)
        if stop():
            break
        (top, samples), (mine, _) = again
        # the gap must clear the mark by a standard error of its own: the Hint called a
        # tester's first occupation about as good as the best (0.2 points apart), and the
        # review marked it "-3 points" on a gap within its own noise
        if len(rows) < VERDICT_SAMPLES or (
                top - mine - _spread([a - b for a, b in rows]) < threshold):
            continue
        verdict = Advice(best[0].move, round(top, 2), best[0].reason, best[0].args,
                         best[0].samples + samples)
        out.append(Mistake(index, seat, move, round(mine, 2), verdict))
    return out


# trial games a verdict rests on at least: in a solo full game the budget paid for one, a
# gap of one game against one had no spread, and a tester's review marked taking a sheep
# "-20 points" against the Day Labourer (the same 2 food that round)
VERDICT_SAMPLES = 4


def _spread(values: Sequence[float]) -> float:
    """The standard error of the mean of ``values`` (0 for fewer than two)."""
    if len(values) < 2:
        return 0.0
    return statistics.stdev(values) / math.sqrt(len(values))


def _plan_goes_on(moves: Sequence[Move], index: int) -> bool:
    """Is move ``index`` a later space of a pasture being planned?  The plan is judged at
    its first space, with the rest of it and its build after it (a tester's review marked
    one click of a plan "-4 points, better: add b1")."""
    return (moves[index].verb == "fence-add" and index > 0
            and moves[index - 1].verb == "fence-add")


def _rest_of_action(states: Sequence[GameState], moves: Sequence[Move],
                    index: int) -> list[Move]:
    """The decisions of the same person right after move ``index`` within its action (until
    another player acts or the person's next placement)."""
    seat = states[index].actor
    out = []
    for k in range(index + 1, len(moves)):
        if states[k].actor != seat or is_placement(states[k]):
            break
        out.append(moves[k])
    return out


def _later_decisions(states: Sequence[GameState], moves: Sequence[Move], start: int,
                     seat: int, last: int) -> list[Move]:
    """``seat``'s decisions from move ``start`` to the end of round ``last`` (others' in
    between left out)."""
    return [moves[k] for k in range(start, len(moves))
            if states[k].round <= last and states[k].actor == seat]


def _made_next(states: Sequence[GameState], moves: Sequence[Move], index: int,
               better: Move) -> bool:
    """Did the person make the placement ``better`` later in the same round with no other
    player placing in between (so that only the order of two placements differed)?"""
    seat = states[index].actor
    if not is_placement(states[index]) or better.verb != "place":
        return False
    for k in range(index + 1, len(moves)):
        if states[k].round != states[index].round:
            return False
        if is_placement(states[k]):
            if states[k].actor != seat:
                return False
            if moves[k] == better:
                return True
    return False
