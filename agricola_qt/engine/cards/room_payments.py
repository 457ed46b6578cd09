"""Cards that offer other ways to pay for a room or a renovation, combined in one place.

Clay Roof E36 (clay for 1 or 2 reed), Brushwood Roof K136 (wood for 1 or 2 reed) and Clay
Supports E37 (a clay hut's room for 2 clay, 1 wood and 1 reed) each change how one room or
renovation may be paid, and the rulings let them work together on the same room: with Clay
Roof and Brushwood Roof the 2 reed of a room may become 1 wood and 1 clay.  So the engine does
not apply them one after another in play order:

- for legality and the first charge each card's ``cost_change`` replaces only reed the
  player lacks, and only with goods the player can spare, so whatever order the cards were
  played in, a room payable with some mix of them is payable;
- a room move may name any payment the player's cost cards allow together
  (``room b3 pay 5wood+1clay+1reed``; ``engine/costs.py`` asks every cost card for its
  ``cost_options``);
- right after each room paid without naming its payment, and after each renovation (which
  happens on placement, with no move to name it), **one** of these cards (the first in
  ``ROOM_PAYMENT_CARDS`` that the player has and that cares about that event) asks the
  player to ``choose`` among every payment ``room_payments`` lists: the one made (first),
  then every other affordable payment the cost cards allow together.
"""

from __future__ import annotations

from agricola_qt.engine.cards.catalog_card import CatalogCard
from agricola_qt.engine.cards.effects import ask
from agricola_qt.engine.events import Event, EventKind
from agricola_qt.engine.goods import GOOD_NAMES, Goods
from agricola_qt.engine.refusals import Code, Refusal, refuse
from agricola_qt.engine.state import Frame, GameState, PlayerState
from agricola_qt.engine.values import replace

# the card that asks is the first of these the player has (and that listens to the event)
ROOM_PAYMENT_CARDS = ("clay-roof", "clay-supports", "brushwood-roof")
SUPPORTED_ROOM = Goods(wood=1, clay=2, reed=1)  # the Clay Supports' room
_EARLIER_HOUSE = {"clay": "wood", "stone": "clay"}


def payment_text(goods: Goods) -> str:
    """A payment as one word, e.g. ``2clay+1wood+1reed`` (the ``choose`` option)."""
    return "+".join(f"{goods.get(g)}{g}" for g in GOOD_NAMES if goods.get(g)) or "nothing"


def payment_goods(text: str) -> Goods:
    result = Goods()
    for part in text.split("+"):
        amount = part.rstrip("abcdefghijklmnopqrstuvwxyz")
        if amount.isdigit() and part[len(amount):] in GOOD_NAMES:
            result = result.add(part[len(amount):], int(amount))
    return result


def reed_swap(player: PlayerState, cost: Goods, good: str) -> Goods:
    """One reed-swapping card's ``cost_change``: up to 2 reed the player lacks paid with
    ``good``, as far as they can spare it (the rest is left for another such card)."""
    lacking = cost.reed - player.goods.reed
    spare = player.goods.get(good) - cost.get(good)
    swap = min(2, cost.reed, lacking, spare)
    return cost + Goods(reed=-swap).add(good, swap) if swap > 0 else cost


def reed_swap_options(what: str, cost: Goods, good: str) -> tuple[Goods, ...]:
    """A reed-swapping card's ``cost_options``: the cost, and 1 or 2 of its reed paid with
    ``good`` (rooms and renovations only)."""
    if what not in ("room", "renovation") or cost.reed < 1:
        return (cost,)
    return tuple(cost + Goods(reed=-k).add(good, k) for k in range(min(2, cost.reed) + 1))


def room_payments(before: PlayerState, what: str) -> tuple[Goods, ...]:
    """Every payment the player's cost cards allow together for one room or renovation
    (``what``), affordable with ``before`` (the player just before paying); the default
    first (``engine/costs.py``)."""
    from agricola_qt.engine.costs import cost_choices
    from agricola_qt.engine.economy import renovation_base, room_base

    base = room_base(before) if what == "room" else renovation_base(before)
    if base is None:
        return ()
    return tuple(g for g in cost_choices(before, what, base) if before.goods.covers(g))


class RoomPayment(CatalogCard):
    """After a room or renovation paid at its usual cost, the owner may change how it was
    paid: ``choose`` one of the payments the cards allow (the first option keeps the payment
    made; the others give it back and charge the chosen one)."""

    listens: frozenset[EventKind] = frozenset({"room_built", "renovated"})

    def asks(self, player: PlayerState, kind: str) -> bool:
        """Is this the one card that asks about this event (see the module's text)?"""
        from agricola_qt.engine.cards.registry import card

        for card_id in ROOM_PAYMENT_CARDS:
            if card_id in player.cards and kind in card(card_id).listens:
                return card_id == self.id
        return False

    def on_event(self, state: GameState, owner: int, event: Event) -> GameState:
        if event.player != owner or event.goods.is_empty() or event.amount:
            return state  # free, or a room whose move named its payment
        p = state.players[owner]
        if not self.asks(p, event.kind):
            return state
        if event.kind == "renovated":
            earlier = _EARLIER_HOUSE.get(p.farm.house)
            if earlier is None:
                return state
            before = replace(p, goods=p.goods + event.goods,
                             farm=replace(p.farm, house=earlier))
        else:
            before = replace(p, goods=p.goods + event.goods)
        paid = payment_text(event.goods)
        what = "room" if event.kind == "room_built" else "renovation"
        others = tuple(t for t in map(payment_text, room_payments(before, what)) if t != paid)
        return ask(state, owner, self.id, (paid, *others)) if others else state

    def option_problem(self, state: GameState, frame: Frame, option: str) -> Refusal | None:
        if option != frame.options[0] and option in frame.options:
            goods = state.players[frame.player].goods + payment_goods(frame.options[0])
            if not goods.covers(payment_goods(option)):
                return refuse(Code.CANNOT_PAY_ANY_MORE, goods=payment_goods(option))
        return super().option_problem(state, frame, option)

    def choose(self, state: GameState, frame: Frame, option: str) -> GameState:
        if option == frame.options[0]:
            return state
        p = state.players[frame.player]
        goods = p.goods + payment_goods(frame.options[0]) - payment_goods(option)
        return state.with_player(frame.player, replace(p, goods=goods))
