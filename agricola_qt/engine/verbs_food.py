"""Food and animals: conversions, animals that do not fit, feeding, breeding, done."""

from __future__ import annotations

from agricola_qt.engine import actions, harvest
from agricola_qt.engine.economy import (
    conversion_card,
    conversion_rate,
    gain,
    housing,
    pay,
)
from agricola_qt.engine.events import Event, announce
from agricola_qt.engine.goods import ANIMALS, GOOD_NAMES, Goods
from agricola_qt.engine.moves import Move
from agricola_qt.engine.refusals import Code, Refusal, refuse
from agricola_qt.engine.spaces import LAST_ROUND
from agricola_qt.engine.state import (
    BRED,
    OVER,
    Frame,
    GameState,
)
from agricola_qt.engine.values import replace as evolve


def check_convert(state: GameState, frame: Frame | None, player: int,
                  move: Move) -> Refusal | None:
    if state.phase == OVER or (state.phase == BRED and state.round >= LAST_ROUND):
        # after the last breeding the game is over: animals that arrive then (Animal Feed)
        # are not cooked (ruling I101)
        return refuse(Code.GAME_OVER)
    if frame is not None and frame.kind == "breed":
        return refuse(Code.NO_COOKING_IN_BREEDING)
    good = move.args[0]
    if good not in GOOD_NAMES or good == "food":
        return refuse(Code.NOT_CONVERTIBLE, text=good)
    if state.players[player].goods.get(good) < 1:
        return refuse(Code.NO_GOOD, good=good)
    in_harvest = frame is not None and frame.kind == "feed"
    if conversion_rate(state, player, good, in_harvest)[0] <= 0:
        if good in ANIMALS:
            return refuse(Code.NEED_COOKING, good=good)
        return refuse(Code.NO_WAY_TO_FOOD, good=good)
    return None


def perform_convert(state: GameState, frame: Frame | None, player: int,
                     move: Move) -> GameState:
    good = move.args[0]
    in_harvest = frame is not None and frame.kind == "feed"
    rate, used = conversion_rate(state, player, good, in_harvest)
    state = gain(state, player, Goods(food=rate).add(good, -1))
    if used:
        p = state.players[player]
        state = state.with_player(player, evolve(p, harvest_used=(*p.harvest_used, used)))
    return announce(state, Event("converted", player, good, 1))


def check_animals(state: GameState, frame: Frame | None, player: int,
                  move: Move) -> Refusal | None:
    if frame is None or frame.kind != "animals":
        return refuse(Code.NO_ANIMALS_TO_PLACE)
    if move.verb == "release":
        kind = move.args[0]
        if kind not in ANIMALS:
            return refuse(Code.NOT_AN_ANIMAL, text=kind)
        if state.players[player].goods.get(kind) < 1:
            return refuse(Code.NO_GOOD, good=kind)
    return None


def perform_keep_best(state: GameState, frame: Frame | None, player: int,
                       move: Move) -> GameState:
    """Keep the most animals that fit; cook the rest where a cooking improvement allows.
    From rules 10 the goods a card cooked here count as cooked together (``cooked_together``:
    the Gypsy's Crock's food for each two, which a tester's overflow cooking did without)."""
    p = state.players[player]
    keep = housing(p).best_keep(p.animals)
    together: dict[str, int] = {}
    for kind, have, kept in zip(ANIMALS, p.animals, keep, strict=True):
        for _ in range(have - kept):
            rate = conversion_rate(state, player, kind, False)[0]
            if rate:
                cook = conversion_card(state, player, kind, False)
                together[cook] = together.get(cook, 0) + 1
            state = gain(state, player, Goods(food=rate).add(kind, -1))
            if rate:
                state = announce(state, Event("converted", player, kind, 1))
    if state.setup.rules_version >= 10:
        for cook, count in together.items():
            if count >= 2:
                state = announce(state, Event("cooked_together", player, cook, count))
    return state


def perform_release(state: GameState, frame: Frame | None, player: int,
                     move: Move) -> GameState:
    return pay(state, player, Goods().add(move.args[0], 1))


def check_feed(state: GameState, frame: Frame | None, player: int,
               move: Move) -> Refusal | None:
    if frame is None or frame.kind != "feed":
        return refuse(Code.NOT_FEEDING_TIME)
    return None


def perform_feed(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    return harvest.feed(state, player).pop()


def check_breed(state: GameState, frame: Frame | None, player: int,
                move: Move) -> Refusal | None:
    if frame is None or frame.kind != "breed":
        return refuse(Code.NOT_BREEDING_TIME)
    option = "" if move.args[0] == "none" else move.args[0]
    if option not in frame.options:
        return refuse(Code.CHOOSE_ONE_OF, options=tuple(o or "none" for o in frame.options))
    return None


def perform_breed(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    kinds = tuple(k for k in move.args[0].split("+") if k and k != "none")
    return harvest.breed(state, player, kinds).pop()


def check_done(state: GameState, frame: Frame | None, player: int,
               move: Move) -> Refusal | None:
    if frame is not None and frame.kind == "choice":
        # Only when no option is possible any more (e.g. the food for it was spent since):
        # the action is then given up rather than leaving the player stuck.
        if any(actions.option_problem(state, frame, o) is None for o in frame.options):
            return refuse(Code.CHOOSE_AN_OPTION)
        return None
    if frame is None or frame.kind != "action":
        return refuse(Code.NOTHING_TO_FINISH)
    if frame.plan:
        return refuse(Code.BUILD_OR_CLEAR_PLAN)
    if frame.need_one and not frame.did_any and actions.frame_has_work(state, frame):
        return refuse(Code.DO_ONE_THING_FIRST)
    return None


def perform_done(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    if frame is not None and frame.kind == "action":
        return actions.close_frame(state)
    return state.pop()
