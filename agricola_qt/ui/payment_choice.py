"""Several ways to pay the same thing: what each pays, and which one the table suggests (the
one that pays the fewest goods and, of those, gives up the least as the computer players
value goods: a reed is dear when the next room needs it, food before a harvest that cannot be
fed, and so on).

The engine lists every legal payment (issue 12: payments are choices); the chooser marks the
suggested one and puts it first, so a player who does not care clicks it and pays sensibly.
"""

from __future__ import annotations

from collections.abc import Sequence

from agricola_qt.engine import GameState, Move, apply
from agricola_qt.engine.goods import GOOD_NAMES, Goods


def _what_it_buys(move: Move) -> tuple[str, tuple[str, ...]]:
    """A move without its payment: two moves with the same key buy the same thing."""
    args = move.args
    if "pay" in args:
        args = args[:args.index("pay")]
    return move.verb, args


def _groups(moves: Sequence[Move]) -> list[list[Move]]:
    """Moves that differ only in how they pay, by what they buy (groups of two or more)."""
    groups: dict[tuple[str, tuple[str, ...]], list[Move]] = {}
    for move in moves:
        groups.setdefault(_what_it_buys(move), []).append(move)
    return [g for g in groups.values() if len(g) > 1 and any("pay" in m.args for m in g)]


def paid_by(state: GameState, moves: Sequence[Move]) -> dict[str, Goods]:
    """The goods each move of a payment group gives up (by its text)."""
    player = state.actor
    out: dict[str, Goods] = {}
    if player < 0:
        return out
    before = state.players[player].goods
    for group in _groups(moves):
        for move in group:
            try:
                after = apply(state, move).players[player].goods
            except Exception:  # noqa: BLE001 - an offer gone stale: left out
                continue
            out[str(move)] = Goods(**{n: max(0, before.get(n) - after.get(n))
                                      for n in GOOD_NAMES})
    return out


def one_purchase(moves: Sequence[Move]) -> bool:
    """Whether ``moves`` are all ways to pay one and the same thing."""
    return len(moves) > 1 and len({_what_it_buys(m) for m in moves}) == 1 and bool(
        _groups(moves))


def suggested_payments(state: GameState, moves: Sequence[Move],
                       paid: dict[str, Goods] | None = None) -> set[str]:
    """The suggested move (its text) of each group of moves that differ only in payment."""
    from agricola_qt.ai.values import context, goods_value

    paid = paid_by(state, moves) if paid is None else paid
    if not paid:
        return set()
    ctx = context(state, state.actor, cards=False)
    out: set[str] = set()
    for group in _groups(moves):
        costs = [(sum(n for _, n in paid[str(m)].items()), goods_value(ctx, paid[str(m)]), k,
                  str(m)) for k, m in enumerate(group) if str(m) in paid]
        if costs:  # the fewest goods, then the least worth given up, then the engine's order
            out.add(min(costs)[3])
    return out


def named_payments(state: GameState, moves: Sequence[Move],
                   paid: dict[str, Goods] | None = None) -> list[Move]:
    """Moves offered beside other payments of the same thing, the bare one with its usual
    payment named in the move (``room b2 pay 5wood+2reed``, ``buy clay-oven pay 3clay``):
    left bare, the engine asks the cost card's question right after it, and testers who had
    just picked "5 wood, 2 reed" (a room) or "3 clay" (the Baking Tray's oven) were asked how
    to pay a second time, the second answer undoing the first.  Other moves, and one whose
    named form the rules refuse, as they are.  ``paid`` (``paid_by`` of ``moves``, worked out
    by the caller already) is given the named moves' payments too."""
    from agricola_qt.engine import why_illegal
    from agricola_qt.engine.cards.room_payments import payment_text

    paid = paid_by(state, moves) if paid is None else paid
    out = []
    for move in moves:
        goods = paid.get(str(move))
        if "pay" not in move.args and goods is not None:
            named = Move(move.verb, (*move.args, "pay", payment_text(goods)))
            if why_illegal(state, named) is None:
                move = named
                paid[str(named)] = goods
        out.append(move)
    return out
