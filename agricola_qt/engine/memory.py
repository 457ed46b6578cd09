"""What a card remembers, as typed values with a lifetime.

A card that must remember something (free fences used this turn, the animal already given for
this turn's fences) defines a small frozen attrs class deriving from ``Memory``, naming its
``card`` and its ``lifetime``; the values sit in ``PlayerState.memory`` (one per class at most).
The engine forgets them by themselves:

=========  ===================================================================================
``turn``   when the owner next places a person, and when the work phase ends
``round``  when the next round begins
``game``   never
=========  ===================================================================================

Cards read them with ``recall`` and write them with ``remember``/``forget``.  The older
free-form strings in ``PlayerState.marks`` are being moved here card by card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal, TypeVar

from attrs import frozen

from agricola_qt.engine.values import replace

if TYPE_CHECKING:
    from agricola_qt.engine.state import GameState, PlayerState

Lifetime = Literal["turn", "round", "game"]
M = TypeVar("M", bound="Memory")


@frozen
class Memory:
    card: ClassVar[str] = ""
    lifetime: ClassVar[Lifetime] = "game"


def recall(player: PlayerState, kind: type[M]) -> M | None:
    """The player's remembered value of this class, if any."""
    for m in player.memory:
        if type(m) is kind:
            return m
    return None


def remember(state: GameState, player: int, value: Memory) -> GameState:
    """Keep ``value`` for the player (replacing the value of the same class)."""
    p = state.players[player]
    kept = tuple(m for m in p.memory if type(m) is not type(value))
    return state.with_player(player, replace(p, memory=(*kept, value)))


def forget(state: GameState, player: int, kind: type[Memory]) -> GameState:
    p = state.players[player]
    kept = tuple(m for m in p.memory if type(m) is not kind)
    return state if len(kept) == len(p.memory) else state.with_player(
        player, replace(p, memory=kept))


def outlived(memory: tuple[Memory, ...], ended: Lifetime) -> tuple[Memory, ...]:
    """``memory`` without the values whose lifetime ``ended`` (a round's end ends turns too)."""
    if not memory:
        return memory
    gone: tuple[Lifetime, ...] = ("turn", "round") if ended == "round" else (ended,)
    return tuple(m for m in memory if m.lifetime not in gone)


def forget_ended(state: GameState, player: int, ended: Lifetime) -> GameState:
    p = state.players[player]
    if not p.memory:
        return state
    kept = outlived(p.memory, ended)
    return state if len(kept) == len(p.memory) else state.with_player(
        player, replace(p, memory=kept))
