"""The public face of the engine: start a game, list legal moves, apply a move.

``legal_moves`` and ``apply`` share one source of truth: ``why_illegal`` (None = legal).
After every move the state is *settled* (see ``flow.py``): finished frames close, the turn
passes, rounds end, harvests run, until somebody has a decision to make or the game is over.

Where the rest lives: ``flow.py`` (rounds and settling), ``listing.py`` (legal moves),
``legality.py`` (the verb table), ``verbs_*.py`` (each verb's check and effect).
"""

from __future__ import annotations

from agricola_qt.engine.economy import can_house
from agricola_qt.engine.flow import new_game, settle, start_round
from agricola_qt.engine.legality import RULES, why_illegal
from agricola_qt.engine.listing import candidates, legal_moves
from agricola_qt.engine.moves import IllegalMove, Move, MoveSyntaxError
from agricola_qt.engine.setup import RULES_VERSION  # noqa: F401  (the engine's public name)
from agricola_qt.engine.state import Frame, GameState
from agricola_qt.engine.values import replace as evolve


def apply(state: GameState, move: Move | str, *, checked: bool = True) -> GameState:
    """The state after ``move``; the given state is left unchanged.

    Raises ``IllegalMove`` (with a readable reason) for a move the rules do not allow now,
    and ``MoveSyntaxError`` for text that is not a move at all.  ``checked=False`` skips the
    legality check for moves just taken from ``legal_moves``.
    """
    if isinstance(move, str):
        move = Move.parse(move)
    if checked:
        reason = why_illegal(state, move)
        if reason:
            raise IllegalMove(move, reason)
    state = _perform(state, move)
    return settle(evolve(state, moves_made=state.moves_made + 1))


def _perform(state: GameState, move: Move) -> GameState:
    """The move's own effect, then the animals check; nothing automatic yet."""
    _, perform = RULES[move.verb]
    actor = state.actor
    return _house_or_decide(perform(state, state.frame, actor, move), actor)


def _house_or_decide(state: GameState, player: int) -> GameState:
    """Whatever a move did (a card discarded, room given up), animals that no longer fit
    must be cooked or released before anything else."""
    if player < 0 or can_house(state.players[player]):
        return state
    if any(f.kind == "animals" and f.player == player for f in state.pending):
        return state
    return state.push(Frame("animals", player))


def find_move(state: GameState, text: str) -> Move:
    """Parse ``text`` and return it as a legal move, or raise with the reason it is not."""
    try:
        move = Move.parse(text)
    except MoveSyntaxError as error:
        raise IllegalMove(text, str(error)) from None
    reason = why_illegal(state, move)
    if reason:
        raise IllegalMove(move, reason)
    return move


__all__ = ["new_game", "legal_moves", "apply", "why_illegal", "find_move", "candidates",
           "settle", "start_round"]


def turn_end_state(state: GameState, move: Move) -> GameState:
    """The table right after ``move`` (a legal move in ``state``), before anything automatic
    follows: no next turn, no new round card, no harvest yet.  For showing a finished turn
    while its player is asked to end it; the game itself always continues from ``apply``."""
    return _perform(state, move)
