"""Events the engine announces to the cards in front of the players.

A card lists the event kinds it reacts to in ``Card.listens``; ``announce`` calls
``card.on_event(state, owner, event)`` for each such card, the owners in turn order from the
player the event is about.  Kinds and what they carry:

========================  ==============================================================
``round_start``           a round began (spaces replenished, round-space goods paid out)
``work_start``            the work phase begins: every ``round_start`` effect is done (a
                          question one of them asked may still wait for its answer)
``space_entered``         ``player`` is placing a person on ``detail`` (space id): cards that
                          act before the action (the Outrider's grain) do it now; placement
                          legality is judged after them
``space_used``            ``player`` placed a person on ``detail`` (space id) and got ``goods``
``option_chosen``         ``player`` chose ``detail`` (e.g. ``take wood``) and got ``goods``
``goods_received``        ``player`` received ``goods`` (only what arrived, costs left out)
                          from ``source``: an action space (announced beside ``space_used``
                          and ``option_chosen``), a card (its id: a gift given with
                          ``effects.gain(..., source)`` -- the passing cards' goods, space
                          bonuses, Greenhouse, Building Material -- or goods that waited on a
                          round space for it) or the harvest's field phase.  Card gifts given
                          without a source (most occupations' goods) are not announced.
``goods_given_up``        ``player`` gave up ``goods`` just taken from an action space: left
                          them on the space (Basket) or had them bought away (Wood Buyer);
                          a card reacting to goods received may take back what it gave
``room_built``            ``player`` built a room on cell ``detail`` (``goods``: what they
                          paid, when paid as a room action; empty for free rooms; ``amount``
                          1 when the move named its payment with ``pay``)
``renovated``             ``player`` renovated to ``detail`` (clay or stone; ``goods``: what
                          they paid for a renovation at its usual cost, else empty)
``stable_built``          ``player`` built a stable on cell ``detail``
``plowed``                ``player`` ploughed cell ``detail``
``sowed``                 ``player`` sowed ``detail`` (grain or veg) on one field (``amount``:
                          its cell or card slot), or planted ``wood`` as a stack on a card
                          (Copse, Forester: ``amount`` the stack's slot, see
                          ``Card.grow_stack``)
``bake_started``          ``player`` baked the first grain of a bake action
``baked``                 ``player`` baked one grain with card ``detail``
``fences_built``          ``player`` built ``amount`` fences (one pasture; ``goods``: the
                          wood paid).  ``source``: ``space`` with the id of the fence action
                          (a board space, or a card whose fence action it is, e.g.
                          ``fence-deliveryman``), or ``card`` for a card that fences by
                          itself, outside any fence action (Mini Pasture, Fence Overseer)
``fences_done``           every ``fences_built`` effect of that pasture is done (the animals
                          the fences brought, Farmer's or Shepherd's Crook's, have arrived):
                          the same fields; announced right after it (``announce_fences``)
``grew``                  ``player``'s family grew by one (``amount`` 1 when the growth
                          needed a free room, 0 for Family Growth without Room or the Lover)
``card_played``           ``player`` played/bought card ``detail`` (``goods``: what they paid;
                          ``amount`` 1 when the move named its payment with ``pay``)
``converted``             ``player`` turned one ``detail`` (a good) into food
``cooked_together``       ``player`` turned ``amount`` goods (two or more) into food in one go
                          with card ``detail`` (animals that did not fit, cooked at once;
                          each was ``converted`` as well); rules 10 on
``action_done``           ``player``'s action is done: their outermost action frame (space
                          ``detail``: a board space or a card's own action) closed, with every
                          decision it led to (the riders' frames above it) finished
``work_end``              every person is home again (before any harvest)
``card_field_harvested``  ``player`` took one ``detail`` (crop) from the field card in slot
                          ``amount`` in the field phase
``harvest_start``         the field phase of a harvest is over
``feeding_start``         feeding is about to begin (frames pushed now are done first)
``breeding_end``          breeding is over
========================  ==============================================================
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, get_args

from attrs import frozen

from agricola_qt.engine.goods import NOTHING, Goods

if TYPE_CHECKING:
    from agricola_qt.engine.cards.base import Card
    from agricola_qt.engine.state import GameState


EventKind = Literal[
    "round_start", "work_start", "space_entered", "space_used", "option_chosen", "goods_received",
    "goods_given_up",
    "room_built", "renovated",
    "stable_built", "plowed", "sowed", "bake_started", "baked", "fences_built", "fences_done",
    "grew",
    "card_played", "converted", "cooked_together", "action_done", "work_end",
    "card_field_harvested", "harvest_start",
    "feeding_start", "breeding_end",
]
EVENT_KINDS: frozenset[str] = frozenset(get_args(EventKind))


# Where goods (or a fence build) came from: an action space, a card, the harvest's field phase.
SourceKind = Literal["space", "card", "harvest"]


@frozen
class Source:
    kind: SourceKind
    id: str = ""  # the space's or card's id ("" for the harvest)

    def __str__(self) -> str:
        return f"{self.kind}:{self.id}" if self.id else self.kind


HARVEST = Source("harvest")


@frozen
class Event:
    kind: EventKind
    player: int = -1
    detail: str = ""
    amount: int = 0
    goods: Goods = NOTHING
    source: Source | None = None


# (len(CARDS) when worked out, kind -> ids of the cards listening to it, CARDS itself); replaced
# whole, never changed in place, so threads (the window's computer players) always read a
# complete table
_listeners: tuple[int, dict[str, frozenset[str]], dict[str, Card] | None] = (-1, {}, None)


def listeners(kind: EventKind) -> frozenset[str]:
    """Ids of every known card that listens to ``kind`` (worked out once, and again when
    more cards are registered)."""
    known, table, cards = _listeners
    if cards is None or known != len(cards):
        table = _work_out_listeners()
    return table[kind]


def _work_out_listeners() -> dict[str, frozenset[str]]:
    global _listeners
    from agricola_qt.engine.cards.registry import CARDS

    found: dict[str, set[str]] = {k: set() for k in EVENT_KINDS}
    for card_id, c in CARDS.items():
        for k in c.listens:
            found[k].add(card_id)
    table = {k: frozenset(v) for k, v in found.items()}
    _listeners = (len(CARDS), table, CARDS)
    return table


def heard(state: GameState, kind: EventKind) -> bool:
    """Does any card on the table listen to ``kind``?  (``announce`` does nothing if not:
    asked first, the event need not be built.)"""
    return _on_table(listeners(kind), state)


def _on_table(ids: frozenset[str], state: GameState) -> bool:
    """Has any player one of these cards?  (A plain loop: asked for every event.)"""
    for p in state.players:
        if not ids.isdisjoint(p.cards):
            return True
    return False


def announce(state: GameState, event: Event) -> GameState:
    players = state.players
    heard = listeners(event.kind)
    if not _on_table(heard, state):
        return state
    cards = _listeners[2]
    assert cards is not None
    n = len(players)
    first = event.player if event.player >= 0 else state.starting_player
    for step in range(n):
        owner = (first + step) % n
        for card_id in state.players[owner].cards:
            if card_id in heard:
                state = cards[card_id].on_event(state, owner, event)
    return state


def announce_fences(state: GameState, event: Event) -> GameState:
    """Announce a pasture's ``fences_built``, then its ``fences_done`` (what the first brought
    is there for the cards that pay or count after it: the Animal Breeder)."""
    state = announce(state, event)
    if not heard(state, "fences_done"):
        return state
    return announce(state, Event("fences_done", event.player, event.detail, event.amount,
                                 event.goods, event.source))


def announce_goods(state: GameState, player: int, goods: Goods, source: Source) -> GameState:
    """Announce ``goods_received`` for the goods that arrived (none arrived: nothing)."""
    if not _on_table(listeners("goods_received"), state):
        return state
    got = {name: amount for name, amount in goods.items() if amount > 0}
    if not got:
        return state
    return announce(state, Event("goods_received", player, goods=Goods(**got), source=source))
