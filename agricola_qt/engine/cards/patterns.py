"""Shapes many cards share, so each such card is a few lines of data."""

from __future__ import annotations

from collections.abc import Iterable

from attrs import frozen

from agricola_qt.engine.cards.catalog_card import CatalogCard
from agricola_qt.engine.cards.effects import (
    ask,
    forfeit_future,
    gain,
    give_up,
    pay,
    promise,
    remaining_rounds,
    took,
)
from agricola_qt.engine.events import Event
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import CELL_COUNT, CELL_NAMES, NEIGHBOURS
from agricola_qt.engine.memory import Memory, recall, remember
from agricola_qt.engine.refusals import Code, Refusal, refuse
from agricola_qt.engine.state import Frame, FutureGoods, GameState, PlayerState
from agricola_qt.engine.values import replace


class SpaceBonus(CatalogCard):
    """Each time the owner uses one of ``spaces``, they also take ``bonus``."""

    spaces: frozenset[str] = frozenset()
    bonus: Goods = Goods()
    listens = frozenset({"space_used"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player == owner and event.detail in self.spaces:
            return gain(state, owner, self.bonus, self.id)
        return state


# --- goods waiting on round spaces ---------------------------------------------------------

class Promising(CatalogCard):
    """Puts goods on round spaces when played (rounds already begun are skipped)."""

    goods: Goods = Goods()

    def rounds(self, state: GameState) -> Iterable[int]:
        return remaining_rounds(state)

    claims = 14  # the most round spaces the card can still have goods waiting on

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return promise(state, player, self.rounds(state), self.goods, self.id)

    def schedule(self, state: GameState) -> Iterable[int]:
        """Round spaces that may still hold this card's goods."""
        return self.rounds(state)

    def forfeit(self, state: GameState, player: int) -> GameState:
        """The card is discarded: its goods still waiting on round spaces are lost."""
        if any(f.player == player and f.source == self.id for f in state.future):
            return forfeit_future(state, player, self.id)
        rounds = sorted(r for r in self.schedule(state) if r > state.round)[:self.claims]
        future = list(state.future)
        for r in rounds:
            lost = FutureGoods(r, player, self.goods)
            if lost in future:
                future.remove(lost)
        return replace(state, future=tuple(future))


# --- ploughs: up to 3 fields instead of 1 on a plough space ---------------------------------

PLOUGH_SPACES = frozenset({"plow", "plow-sow"})


def plough_frame(state: GameState, player: int,
                 spaces: frozenset[str] = PLOUGH_SPACES) -> int:
    """Index of the player's pending action frame from one of ``spaces`` (-1 if none)."""
    for i in range(len(state.pending) - 1, -1, -1):
        f = state.pending[i]
        if f.kind == "action" and f.player == player and f.space in spaces:
            return i
    return -1


@frozen
class PloughsUsed(Memory):
    """The plough cards used (one entry per use; each has a number of uses per game)."""

    cards: tuple[str, ...] = ()


class Plough(CatalogCard):
    """On one of ``spaces``, plough up to 3 fields (``times`` uses per game; one plough card
    per action)."""

    times = 1
    fields = 3  # how many fields the plough lets you plough on the space
    spaces: frozenset[str] = PLOUGH_SPACES
    listens = frozenset({"space_used"})

    def left(self, p: PlayerState) -> int:
        used = recall(p, PloughsUsed)
        return self.times - (used.cards.count(self.id) if used else 0)

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if (event.player != owner or event.detail not in self.spaces
                or self.left(state.players[owner]) <= 0):
            return state
        i = plough_frame(state, owner, self.spaces)
        if i < 0 or state.pending[i].plows != 1:
            return state
        return ask(state, owner, self.id, (f"plough-{self.fields}", "plough-1"))

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option == f"plough-{self.fields}":
            i = plough_frame(state, frame.player, self.spaces)
            if i < 0 or state.pending[i].plows != 1:
                return refuse(Code.ANOTHER_PLOUGH)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option != f"plough-{self.fields}":
            return state
        i = plough_frame(state, frame.player, self.spaces)
        pending = list(state.pending)
        pending[i] = replace(pending[i], plows=self.fields)
        used = recall(state.players[frame.player], PloughsUsed) or PloughsUsed()
        state = remember(state, frame.player, PloughsUsed((*used.cards, self.id)))
        return replace(state, pending=tuple(pending))


def room_cells(p: PlayerState) -> tuple[str, ...]:
    """Empty cells next to the house where a room could go (Stone House Extension and alike)."""
    blocked = p.farm.rooms | p.farm.fields | p.farm.stables | p.farm.pasture_cells
    return tuple(CELL_NAMES[cell] for cell in range(CELL_COUNT)
                 if not blocked >> cell & 1 and NEIGHBOURS[cell] & p.farm.rooms)


class GainOnPlay(CatalogCard):
    """Playing the card gives ``gains`` at once."""

    gains: Goods = Goods()

    def on_acquired(self, state: GameState, player: int) -> GameState:
        return gain(state, player, self.gains, self.id)


class LeaveWood(CatalogCard):
    """When the owner takes wood lying on an action space, they may leave ``leave`` of it
    there for ``reward`` (``choose leave-SPACE`` or ``choose keep``)."""

    leave = 1
    reward: Goods = Goods()
    listens = frozenset({"space_used"})

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or took(event, "wood") < self.leave:
            return state
        index = state.space_index(event.detail)
        if index < 0 or not state.spaces[index].space.stock.wood:
            return state  # the wood must have been lying on the space
        return ask(state, owner, self.id, (f"leave-{event.detail}", "keep"))

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option != "keep" and state.players[frame.player].goods.wood < self.leave:
            return refuse(Code.NO_WOOD_TO_LEAVE, n=self.leave)
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "keep":
            return state
        index = state.space_index(option.removeprefix("leave-"))
        space = state.spaces[index]
        state = state.with_space(index, replace(space, stock=space.stock + Goods(wood=self.leave)))
        state = gain(state, frame.player, self.reward + Goods(wood=-self.leave))
        return give_up(state, frame.player, Goods(wood=self.leave))


class DoubleFood(CatalogCard):
    """On certain spaces the owner may take twice the food lying there, then pays 1 food to
    each other player for each of ``fee_cards`` they own (``choose double-N``, offered only
    when the owner can pay everybody)."""

    fee_cards: tuple[str, ...] = ()
    listens = frozenset({"space_used"})

    def applies(self, event: Event) -> bool:
        raise NotImplementedError

    def _fees(self, state: GameState, owner: int) -> list[int]:
        return [i for i, q in enumerate(state.players) if i != owner
                for fee_card in self.fee_cards if fee_card in q.cards]

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or not self.applies(event):
            return state
        food = took(event, "food")
        if food < 1 or state.players[owner].goods.food + food < len(self._fees(state, owner)):
            return state
        return ask(state, owner, self.id, (f"double-{food}", "no"))

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == "no":
            return state
        owner = frame.player
        state = gain(state, owner, Goods(food=int(option.split("-")[1])))
        for receiver in self._fees(state, owner):
            state = gain(pay(state, owner, Goods(food=1)), receiver, Goods(food=1))
        return state
