"""Improvements, occupations, choices and cards' own uses."""

from __future__ import annotations

from agricola_qt.engine import actions, improvements
from agricola_qt.engine.cards.base import Payment
from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.events import Event, Source, announce, announce_goods
from agricola_qt.engine.goods import GOOD_NAMES
from agricola_qt.engine.moves import Move
from agricola_qt.engine.refusals import Activity, Code, Refusal, refuse
from agricola_qt.engine.state import (
    Frame,
    GameState,
)
from agricola_qt.engine.verbs_common import named_payment, needs_frame, used


def check_buy(state: GameState, frame: Frame | None, player: int,
              move: Move) -> Refusal | None:
    reason = needs_frame(frame, "improvements", Activity.IMPROVEMENT)
    if reason:
        return reason
    assert frame is not None
    parsed = improvements.payment_from_args(move.args)
    if not frame.allow_major and not (
            parsed and improvements.major_as_minor(state, player, parsed[0])):
        return refuse(Code.ONLY_MINOR_HERE)
    if parsed is None:
        return refuse(Code.WRITE_BUY)
    return improvements.major_problem(state, player, *parsed)


def check_minor(state: GameState, frame: Frame | None, player: int,
                move: Move) -> Refusal | None:
    reason = needs_frame(frame, "improvements", Activity.IMPROVEMENT)
    if reason:
        return reason
    parsed = improvements.payment_from_args(move.args)
    if parsed is None:
        return refuse(Code.WRITE_MINOR)
    return improvements.minor_problem(state, player, *parsed)


def perform_improvement(state: GameState, frame: Frame | None, player: int,
                         move: Move) -> GameState:
    assert frame is not None
    parsed = improvements.payment_from_args(move.args)
    assert parsed is not None
    card_id, returns, pay = parsed
    payment = improvements.find_payment(state, player, card_id, returns, pay) or Payment()
    state = state.replace_top(used(frame, improvements=frame.improvements - 1))
    return improvements.acquire(state, player, card_id, payment, pay is not None)


def check_occupation(state: GameState, frame: Frame | None, player: int,
                     move: Move) -> Refusal | None:
    reason = needs_frame(frame, "occupations", Activity.OCCUPATION)
    if reason:
        return reason
    assert frame is not None
    pay = named_payment(move.args[1:])
    if isinstance(pay, Refusal):
        return pay
    return improvements.occupation_problem(state, player, frame, move.args[0], pay)


def perform_occupation(state: GameState, frame: Frame | None, player: int,
                        move: Move) -> GameState:
    assert frame is not None
    card_id = move.args[0]
    pay = named_payment(move.args[1:])
    assert not isinstance(pay, Refusal)
    named = pay is not None
    if pay is None:
        pay = improvements.occupation_payment(state, player, frame, card_id)
        assert pay is not None
    payment = Payment(pay)
    state = state.replace_top(used(frame, occupations=frame.occupations - 1))
    return improvements.acquire(state, player, card_id, payment, named)


def check_option(state: GameState, frame: Frame | None, player: int,
                 move: Move) -> Refusal | None:
    if frame is not None and frame.kind == "card" and move.verb == "choose":
        problem = card(frame.space).option_problem(state, frame, move.args[0])
        return problem if problem is not None else _overdrawn(state, frame, move.args[0])
    if frame is None or frame.kind != "choice":
        return refuse(Code.NOTHING_TO_CHOOSE)
    return actions.option_problem(state, frame, str(move))


def _overdrawn(state: GameState, frame: Frame, option: str) -> Refusal | None:
    """An answer that would leave its player below nothing of a good is refused, whatever
    the card: what it costs may have been spent while the question waited (the Storyteller's
    food went on the Grocer's goods, and food fell to -1 in a random game)."""
    goods = card(frame.space).choose(state.pop(), frame, option).players[frame.player].goods
    if goods.food < 0:
        return refuse(Code.NO_FOOD_FOR_THAT)
    if any(goods.get(g) < 0 for g in GOOD_NAMES):
        return refuse(Code.NO_GOODS_FOR_THAT)
    return None


def perform_option(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    assert frame is not None
    if frame.kind == "card":
        return card(frame.space).choose(state.pop(), frame, move.args[0])
    before = state.players[player].goods
    state = actions.perform_option(state, frame, str(move))
    got = state.players[player].goods - before
    state = announce(state, Event("option_chosen", player, str(move), goods=got))
    return announce_goods(state, player, got, Source("space", frame.space))


def check_use(state: GameState, frame: Frame | None, player: int,
              move: Move) -> Refusal | None:
    if frame is not None and frame.kind == "breed":
        return refuse(Code.NOT_DURING_BREEDING)
    card_id = move.args[0]
    option = move.args[1] if len(move.args) > 1 else ""
    if card_id not in state.players[player].cards:
        return refuse(Code.NO_SUCH_CARD_IN_PLAY, card=card_id)
    options = card(card_id).uses(state, player)
    if option not in options:
        if not options:
            return refuse(Code.CARD_NOT_USABLE_NOW, card=card_id)
        return refuse(Code.CHOOSE_ONE_OF, options=tuple(o or "(no option)" for o in options))
    return None


def perform_use(state: GameState, frame: Frame | None, player: int, move: Move) -> GameState:
    option = move.args[1] if len(move.args) > 1 else ""
    return card(move.args[0]).use(state, player, option)
