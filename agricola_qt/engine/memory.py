"""What a card remembers, as typed values with a lifetime.

A card that must remember something (free fences used this turn, the animal already given for
this turn's fences) defines a small frozen attrs class deriving from ``Memory``, naming its
``card`` and its ``lifetime``; the values sit in ``PlayerState.memory`` (one per class at most).
The engine forgets them by themselves:

=========  ===================================================================================
``action`` when the owner's action is done: their outermost action frame closed (the person's
           action with every decision it led to; ``action_done`` announced first), and when
           a turn ends
``turn``   when the owner next places a person, and when the work phase ends
``round``  when the next round begins
``game``   never
=========  ===================================================================================

Cards read them with ``recall`` and write them with ``remember``/``forget``.  Three shapes
cover most cards, each subclassed per card in a line or two (naming the card and lifetime):
``Count`` (how many times the card did its thing: the Grocer's goods bought, a once-per-game
card used), ``Rounds`` (round numbers the card waits for) and ``Cells`` (farmyard cells or
card slots it keeps apart); ``count``/``count_up`` and ``noted``/``note`` read and write them.
The older free-form strings in ``PlayerState.marks`` are being moved here card by card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal, TypeVar

from attrs import frozen

from agricola_qt.engine.values import replace

if TYPE_CHECKING:
    from agricola_qt.engine.state import GameState, PlayerState

Lifetime = Literal["action", "turn", "round", "game"]

# a lifetime -> every lifetime that ends with it (a round's end ends turns and actions too)
_ENDS: dict[str, tuple[str, ...]] = {"action": ("action",), "turn": ("action", "turn"),
                                     "round": ("action", "turn", "round"), "game": ()}
M = TypeVar("M", bound="Memory")


@frozen
class Memory:
    card: ClassVar[str] = ""
    lifetime: ClassVar[Lifetime] = "game"


@frozen
class Count(Memory):
    """How many times the card did its thing within its lifetime."""

    n: int = 0


@frozen
class Rounds(Memory):
    """Round numbers the card waits for (one entry per thing waiting, in the order noted)."""

    rounds: tuple[int, ...] = ()


@frozen
class Cells(Memory):
    """Farmyard cells (or card field slots) the card keeps apart, in the order noted."""

    cells: tuple[int, ...] = ()



def count(player: PlayerState, kind: type[Count]) -> int:
    """The player's count of this kind (0 when none was kept)."""
    value = recall(player, kind)
    return value.n if value is not None else 0


def count_up(state: GameState, player: int, kind: type[Count], by: int = 1) -> GameState:
    return remember(state, player, kind(count(state.players[player], kind) + by))


def noted(player: PlayerState, kind: type[Rounds] | type[Cells]) -> tuple[int, ...]:
    """The numbers the player's value of this kind holds (empty when none was kept)."""
    value = recall(player, kind)
    if value is None:
        return ()
    return value.rounds if isinstance(value, Rounds) else value.cells


def note(state: GameState, player: int, kind: type[Rounds] | type[Cells],
         numbers: tuple[int, ...]) -> GameState:
    """Keep ``numbers`` as the player's value of this kind (none left: forget it)."""
    if not numbers:
        return forget(state, player, kind)
    return remember(state, player, kind(numbers))


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
    """``memory`` without the values whose lifetime ``ended`` (a round's end ends turns and
    actions too, a turn's end actions)."""
    if not memory:
        return memory
    gone = _ENDS[ended]
    return tuple(m for m in memory if m.lifetime not in gone)


def forget_ended(state: GameState, player: int, ended: Lifetime) -> GameState:
    p = state.players[player]
    if not p.memory:
        return state
    kept = outlived(p.memory, ended)
    return state if len(kept) == len(p.memory) else state.with_player(
        player, replace(p, memory=kept))
