"""Food and animals: conversions, animals that do not fit, feeding, breeding, done."""

from __future__ import annotations

from agricola_qt.engine import actions, harvest
from agricola_qt.engine.economy import (
    conversion_rate,
    gain,
    housing,
    pay,
)
from agricola_qt.engine.events import Event, announce
from agricola_qt.engine.goods import ANIMALS, GOOD_NAMES, Goods
from agricola_qt.engine.moves import Move
from agricola_qt.engine.state import (
    OVER,
    Frame,
    GameState,
)
from agricola_qt.engine.values import replace as evolve


def check_convert(state: GameState, frame: Frame | None, player: int, move: Move) -> str | None:
    if state.phase == OVER:
        return "the game is over"
    if frame is not None and frame.kind == "breed":
        return "no cooking during breeding"
    good = move.args[0]
    if good not in GOOD_NAMES or good == "food":
        return f"{good!r} cannot be turned into food"
    if state.players[player].goods.get(good) < 1:
        return f"you have no {good}"
    in_harvest = frame is not None and frame.kind == "feed"
    if conversion_rate(state, player, good, in_harvest)[0] <= 0:
        if good in ANIMALS:
            return f"you need a cooking improvement to cook {good}"
        return f"you have no way to turn {good} into food now"
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


def check_animals(state: GameState, frame: Frame | None, player: int, move: Move) -> str | None:
    if frame is None or frame.kind != "animals":
        return "there are no animals to place now"
    if move.verb == "release":
        kind = move.args[0]
        if kind not in ANIMALS:
            return f"{kind!r} is not an animal"
        if state.players[player].goods.get(kind) < 1:
            return f"you have no {kind}"
    return None


def perform_keep_best(state: GameState, frame: Frame | None, player: int,
                       move: Move) -> GameState:
    """Keep the most animals that fit; cook the rest where a cooking improvement allows."""
    p = state.players[player]
    keep = housing(p).best_keep(p.animals)
    for kind, have, kept in zip(ANIMALS, p.animals, keep, strict=True):
        for _ in range(have - kept):
            rate = conversion_rate(state, player, kind, False)[0]
            state = gain(state, player, Goods(food=rate).add(kind, -1))
            if rate:
                state = announce(state, Event("converted", player, kind, 1))
    return state


def perform_release(state: GameState, frame: Frame | None, player: int,
                     move: Move) -> GameState:
    return pay(state, player, Goods().add(move.args[0], 1))


def check_feed(state: GameState, frame: Frame | None, player: int, move: Move) -> str | None:
    if frame is None or frame.kind != "feed":
        return "it is not feeding time"
    return None


def perform_feed(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    return harvest.feed(state, player).pop()


def check_breed(state: GameState, frame: Frame | None, player: int, move: Move) -> str | None:
    if frame is None or frame.kind != "breed":
        return "it is not breeding time"
    option = "" if move.args[0] == "none" else move.args[0]
    if option not in frame.options:
        return f"choose one of: {', '.join(o or 'none' for o in frame.options)}"
    return None


def perform_breed(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    kinds = tuple(k for k in move.args[0].split("+") if k and k != "none")
    return harvest.breed(state, player, kinds).pop()


def check_done(state: GameState, frame: Frame | None, player: int, move: Move) -> str | None:
    if frame is not None and frame.kind == "choice":
        # Only when no option is possible any more (e.g. the food for it was spent since):
        # the action is then given up rather than leaving the player stuck.
        if any(actions.option_problem(state, frame, o) is None for o in frame.options):
            return "choose one of the options"
        return None
    if frame is None or frame.kind != "action":
        return "there is nothing to finish"
    if frame.plan:
        return "build or clear the planned pasture first"
    if frame.need_one and not frame.did_any and actions.frame_has_work(state, frame):
        return "do at least one thing here first"
    return None


def perform_done(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    return state.pop()
