"""Events the engine announces to the cards in front of the players.

A card lists the event kinds it reacts to in ``Card.listens``; ``announce`` calls
``card.on_event(state, owner, event)`` for each such card, the owners in turn order from the
player the event is about.  Kinds and what they carry:

========================  ==============================================================
``round_start``           a round began (spaces replenished, round-space goods paid out)
``space_entered``         ``player`` is placing a person on ``detail`` (space id): cards that
                          act before the action (the Outrider's grain) do it now; placement
                          legality is judged after them
``space_used``            ``player`` placed a person on ``detail`` (space id) and got ``goods``
``option_chosen``         ``player`` chose ``detail`` (e.g. ``take wood``) and got ``goods``
``room_built``            ``player`` built a room on cell ``detail`` (``goods``: what they
                          paid, when paid as a room action; empty for free rooms)
``renovated``             ``player`` renovated to ``detail`` (clay or stone; ``goods``: what
                          they paid for a renovation at its usual cost, else empty)
``stable_built``          ``player`` built a stable on cell ``detail``
``plowed``                ``player`` plowed cell ``detail``
``sowed``                 ``player`` sowed ``detail`` (grain or veg) on one field
``bake_started``          ``player`` baked the first grain of a bake action
``baked``                 ``player`` baked one grain with card ``detail``
``fences_built``          ``player`` built ``amount`` fences (one pasture)
``grew``                  ``player``'s family grew by one
``card_played``           ``player`` played/bought card ``detail`` (``goods``: what they paid)
``converted``             ``player`` turned one ``detail`` (a good) into food
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
    from agricola_qt.engine.state import GameState


EventKind = Literal[
    "round_start", "space_entered", "space_used", "option_chosen", "room_built", "renovated",
    "stable_built", "plowed", "sowed", "bake_started", "baked", "fences_built", "grew",
    "card_played", "converted", "work_end", "card_field_harvested", "harvest_start",
    "feeding_start", "breeding_end",
]
EVENT_KINDS: frozenset[str] = frozenset(get_args(EventKind))


@frozen
class Event:
    kind: EventKind
    player: int = -1
    detail: str = ""
    amount: int = 0
    goods: Goods = NOTHING


def announce(state: GameState, event: Event) -> GameState:
    from agricola_qt.engine.cards.registry import CARDS

    players = state.players
    if not any(p.cards for p in players):
        return state
    n = len(players)
    first = event.player if event.player >= 0 else state.starting_player
    kind = event.kind
    for step in range(n):
        owner = (first + step) % n
        for card_id in state.players[owner].cards:
            c = CARDS[card_id]
            if kind in c.listens:
                state = c.on_event(state, owner, event)
    return state
