"""Building blocks for card effects.

Card modules import only from ``agricola_qt.engine.cards.*``, ``goods``, ``grid``, ``state``,
``events``, ``housing``, ``memory`` and ``values`` at the top level (the registry loads them
while the rest of the engine is still loading); everything else is reached through these
helpers, which import lazily.
"""

from __future__ import annotations

from collections.abc import Iterable

from agricola_qt.engine.events import Event, Source, announce, announce_goods
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.refusals import Code, Refusal, refuse
from agricola_qt.engine.spaces import ActionSpace
from agricola_qt.engine.state import Frame, GameState, PlayerState


def gain(state: GameState, player: int, goods: Goods, source: str = "") -> GameState:
    """Give goods (animals that do not fit open the usual keep/cook/release decision).

    ``source``: the id of the card giving them; cards that care where goods come from (the
    Market Woman) then hear a ``goods_received`` event.  Leave it out for goods that are the
    card's price or an exchange the player makes, not a gift.
    """
    from agricola_qt.engine.actions import receive

    state = receive(state, player, goods)
    if source:
        state = announce_goods(state, player, goods, Source("card", source))
    return state


def grow_sown(state: GameState, player: int, cell: int, delta: int) -> GameState:
    """Add ``delta`` goods to the stack just sown on ``cell`` (a farmyard cell, a card field's
    slot, or the slot of a stack lying on a card, as its ``sowed`` event named it; a stack
    that empties disappears)."""
    from agricola_qt.engine.cards.registry import card
    from agricola_qt.engine.values import replace

    p = state.players[player]
    stack = p.farm.crop_on(cell)
    if stack is not None:
        farm = replace(p.farm, sown=tuple(f for f in p.farm.sown if f.cell != cell))
        if stack.count + delta > 0:
            farm = farm.with_sown(cell, stack.crop, stack.count + delta)
        return state.with_player(player, replace(p, farm=farm))
    for card_id in p.cards:
        state = card(card_id).grow_stack(state, player, cell, delta)
    return state


def give_up(state: GameState, player: int, goods: Goods) -> GameState:
    """Announce that the player gave up ``goods`` just taken from an action space (left on
    it, or bought away by another player's card): ``goods_given_up``."""
    return announce(state, Event("goods_given_up", player, goods=goods))


def pay(state: GameState, player: int, goods: Goods) -> GameState:
    from agricola_qt.engine.economy import pay as _pay

    return _pay(state, player, goods)


def promise(state: GameState, player: int, rounds: Iterable[int], goods: Goods,
            source: str = "") -> GameState:
    """Put goods on these round spaces for the player (rounds past 14 are skipped);
    ``source``: the card they come from."""
    from agricola_qt.engine.actions import promise_goods

    for r in rounds:
        if r > state.round:
            state = promise_goods(state, player, r, goods, source)
    return state


def forfeit_future(state: GameState, player: int, source: str) -> GameState:
    """Goods still waiting on round spaces for the player from card ``source`` are lost."""
    from agricola_qt.engine.values import replace

    kept = tuple(f for f in state.future if f.player != player or f.source != source)
    return state if len(kept) == len(state.future) else replace(state, future=kept)


def next_rounds(state: GameState, count: int) -> range:
    return range(state.round + 1, min(14, state.round + count) + 1)


def remaining_rounds(state: GameState) -> range:
    return range(state.round + 1, 15)


def wood_by_round(round_no: int) -> int:
    """Wood for a card played in this round: 4 before round 6, 3 in rounds 6-8, 2 in 9-11,
    1 in 12-13, none in 14 (Reeve, Constable, House Steward)."""
    if round_no < 6:
        return 4
    if round_no <= 8:
        return 3
    if round_no <= 11:
        return 2
    return 1 if round_no <= 13 else 0


def offer(state: GameState, player: int, **frame: object) -> GameState:
    """An optional action the player may do now, e.g. ``offer(state, p, plows=1)``."""
    from agricola_qt.engine.actions import push_if_useful

    return push_if_useful(state, Frame("action", player, **frame))  # type: ignore[arg-type]


def food_problem(state: GameState, frame: Frame, food: int) -> Refusal | None:
    """Why the frame's player cannot pay ``food`` now (None if they can): a card's answer
    that pays food waits for it, the offer standing while cooking could pay it."""
    if state.players[frame.player].goods.food < food:
        return refuse(Code.COSTS_FOOD, n=food)
    return None


def food_within_reach(state: GameState, player: int, food: int) -> bool:
    """``playable.food_within_reach``: may a card offer something for ``food`` food (the
    player cooking first if need be)?  Imported when asked: ``playable`` reads the cards."""
    from agricola_qt.engine.playable import food_within_reach as within

    return within(state, player, food)


def ask(state: GameState, player: int, card_id: str, options: tuple[str, ...]) -> GameState:
    """Ask the player to ``choose`` one of ``options``; the card's ``choose`` then acts."""
    return state.push(Frame("card", player, space=card_id, options=options))


def add_space(state: GameState, space: ActionSpace) -> GameState:
    """A new action space joins the board (empty; it fills at the start of each round)."""
    from agricola_qt.engine.state import SpaceState
    from agricola_qt.engine.values import replace

    if state.space_index(space.id) >= 0:
        return state
    return replace(state, spaces=(*state.spaces, SpaceState(space)))


def offer_bake(state: GameState, player: int, card: str = "") -> GameState:
    from agricola_qt.engine.actions import offer_bake as _offer_bake

    return _offer_bake(state, player, card)


def grow_family(state: GameState, player: int, needs_room: bool = True) -> GameState:
    from agricola_qt.engine.actions import grow_family as _grow

    return _grow(state, player, needs_room)


def owner_goods(state: GameState, player: int) -> Goods:
    return state.players[player].goods


def took(event: Event, good: str) -> int:
    """How much of ``good`` a player got from an action space in this event."""
    if event.kind in ("space_used", "option_chosen"):
        return max(0, event.goods.get(good))
    return 0


def traveling_players(event: Event) -> bool:
    """Did this event hand out the food of a Traveling Players space (its own space, or the
    food half of 1 Room or Traveling Players)?"""
    return ((event.kind == "space_used" and event.detail == "traveling-players")
            or (event.kind == "option_chosen" and event.detail == "choose food"))


def has_card(player: PlayerState, card_id: str) -> bool:
    return card_id in player.cards


def occupation_count(player: PlayerState) -> int:
    from agricola_qt.engine.economy import occupation_count as _count

    return _count(player)
