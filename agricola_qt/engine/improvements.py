"""Buying major improvements, playing minor improvements and occupations, and baking."""

from __future__ import annotations

from agricola_qt.engine.cards.base import Payment
from agricola_qt.engine.cards.catalog_data import CATALOG
from agricola_qt.engine.cards.registry import CARDS, card
from agricola_qt.engine.costs import cost_cards, cost_choices, may_choose, payable
from agricola_qt.engine.economy import modified_cost, next_occupation_food
from agricola_qt.engine.events import Event, announce
from agricola_qt.engine.goods import Goods, goods_word, held_of, parse_goods_word
from agricola_qt.engine.refusals import Code, Refusal, refuse
from agricola_qt.engine.state import Frame, GameState
from agricola_qt.engine.values import replace as evolve


def payment_from_args(args: tuple[str, ...]) -> tuple[str, str, Goods | None] | None:
    """The card, the card given back ('' = none) and the goods named with ``pay`` (None: the
    default payment) of ``CARD [return CARD] [pay GOODS]``, e.g. ``("cooking-hearth-4",
    "return", "fireplace-2")`` or ``("granary", "pay", "3clay")``; None when malformed."""
    card_id, rest = args[0], args[1:]
    returns = ""
    if len(rest) >= 2 and rest[0] == "return":
        returns, rest = rest[1], rest[2:]
    pay: Goods | None = None
    if len(rest) == 2 and rest[0] == "pay":
        pay = parse_goods_word(rest[1])
        if pay is None:
            return None
        rest = ()
    return (card_id, returns, pay) if not rest else None


def payment_args(card_id: str, returns: str, pay: Goods | None = None) -> tuple[str, ...]:
    """The words of a move that buys or plays ``card_id`` that way (see ``payment_from_args``)."""
    args: tuple[str, ...] = (card_id, "return", returns) if returns else (card_id,)
    return args if pay is None else (*args, "pay", goods_word(pay))


def default_payments(state: GameState, player: int, card_id: str) -> list[Payment]:
    """The card's printed ways to pay, each after the player's cost cards in play order (what
    a move without ``pay`` pays)."""
    c = card(card_id)
    p = state.players[player]
    if not p.cards or not cost_cards(p):
        return list(c.payments(state, player))  # the common case, on the hot path
    what = f"{c.kind}:{card_id}"
    out = []
    for payment in c.payments(state, player):
        goods = modified_cost(p, what, payment.goods)
        out.append(payment if goods == payment.goods else Payment(goods, payment.returns))
    return out


def payments(state: GameState, player: int, card_id: str) -> list[Payment]:
    """Every way to pay for the card: each printed way, with every payment the player's cost
    cards allow together for it (``engine/costs.py``; each printed way's default first)."""
    p = state.players[player]
    if not p.cards:
        return list(card(card_id).payments(state, player))  # the common case, on the hot path
    if not may_choose(p):
        return default_payments(state, player, card_id)
    c = card(card_id)
    what = f"{c.kind}:{card_id}"
    out = []
    for printed in c.payments(state, player):
        for goods in cost_choices(p, what, printed.goods):
            out.append(printed if goods == printed.goods else Payment(goods, printed.returns))
    return out


def find_payment(state: GameState, player: int, card_id: str, returns: str,
                 pay: Goods | None = None) -> Payment | None:
    """The payment with this returned card ('' = none) and, when ``pay`` names them, these
    goods; without ``pay`` the default: the first affordable printed way in printed order
    (after the cost cards in play order), else the first affordable other payment."""
    goods = state.players[player].goods
    if pay is not None:
        return next((p for p in payments(state, player, card_id)
                     if p.returns == returns and p.goods == pay), None)
    defaults = [p for p in default_payments(state, player, card_id) if p.returns == returns]
    for payment in defaults:
        if goods.covers(payment.goods):
            return payment
    if may_choose(state.players[player]):
        for payment in payments(state, player, card_id):
            if payment.returns == returns and goods.covers(payment.goods):
                return payment
    return defaults[0] if defaults else None


def has_alternatives(state: GameState, player: int, card_id: str) -> bool:
    """Might the card be paid in more than one way with the same card given back (printed
    alternatives such as "1 wood or 1 clay", or cost cards offering choices)?  Cheap."""
    ways = card(card_id).payments(state, player)
    if len(ways) > 1 and len({p.returns for p in ways}) < len(ways):
        return True
    return may_choose(state.players[player])


def payment_choices(state: GameState, player: int, card_id: str,
                    returns: str) -> list[Goods]:
    """Every affordable way to pay with this returned card, default first, each once."""
    goods = state.players[player].goods
    first = find_payment(state, player, card_id, returns)
    out: list[Goods] = [first.goods] if first and goods.covers(first.goods) else []
    for p in payments(state, player, card_id):
        if p.returns == returns and goods.covers(p.goods) and p.goods not in out:
            out.append(p.goods)
    return out


def payment_problem(state: GameState, player: int, card_id: str, returns: str,
                    pay: Goods | None = None) -> Refusal | None:
    payment = find_payment(state, player, card_id, returns, pay)
    if payment is None:
        if pay is not None:
            return refuse(Code.NO_SUCH_PAYMENT, card=card_id, goods=pay)
        if returns:
            return refuse(Code.CANNOT_PAY_RETURNING, card=card_id, card2=returns)
        # a card paid only by giving back one card the player does not have (the Village
        # Well, the Well): that, not "cannot be paid that way", is the reason
        info = CATALOG.get(card_id)  # (None for a major improvement)
        if info is not None and len(info.returns) == 1:
            return refuse(Code.NOTHING_TO_RETURN, card=info.returns[0])
        if info is not None and info.returns and not set(info.returns) & set(
                state.players[player].cards):  # (the Baker's Kitchen without an oven)
            return refuse(Code.NONE_TO_RETURN, card=card_id, card2=info.returns[0])
        return refuse(Code.CANNOT_PAY_THAT_WAY, card=card_id)
    if payment.returns and payment.returns not in state.players[player].cards:
        return refuse(Code.NOTHING_TO_RETURN, card=payment.returns)
    held = state.players[player].goods
    if not held.covers(payment.goods):
        # what the player has of it too ("Well costs 1 wood, 3 stone" alone, a tester)
        return refuse(Code.CARD_COSTS_HELD, card=card_id, goods=payment.goods,
                      goods2=held_of(held, payment.goods))
    return None


def major_problem(state: GameState, player: int, card_id: str, returns: str,
                  pay: Goods | None = None) -> Refusal | None:
    if card_id not in state.majors:
        known = card_id in CARDS and CARDS[card_id].kind == "major"
        if known:
            return refuse(Code.MAJOR_NOT_ON_BOARD, card=card_id)
        return refuse(Code.NOT_A_MAJOR, text=card_id)
    return payment_problem(state, player, card_id, returns, pay)


def minor_problem(state: GameState, player: int, card_id: str, returns: str,
                  pay: Goods | None = None) -> Refusal | None:
    p = state.players[player]
    if card_id not in p.minors:
        return refuse(Code.MINOR_NOT_IN_HAND, card=card_id)
    problem = card(card_id).prerequisite_problem(state, player)
    if problem:
        return problem
    return payment_problem(state, player, card_id, returns, pay)


FOOD: tuple[Goods, ...] = tuple(Goods(food=n) for n in range(8))  # an occupation's food


def occupation_base(state: GameState, player: int, frame: Frame, card_id: str) -> Goods:
    """The space's food for this occupation (by how many the player has), plus the card's own
    extra cost, before the player's cost cards."""
    p = state.players[player]
    food = next_occupation_food(frame.occupation_food, p)
    extra = card(card_id).payments(state, player)
    base = FOOD[food] if 0 <= food < len(FOOD) else Goods(food=food)
    return base + extra[0].goods if extra else base


def occupation_cost(state: GameState, player: int, frame: Frame, card_id: str) -> Goods:
    """The default cost: the base after the player's cost cards in play order."""
    base = occupation_base(state, player, frame, card_id)
    return modified_cost(state.players[player], "occupation", base)


def occupation_payment(state: GameState, player: int, frame: Frame,
                       card_id: str) -> Goods | None:
    """What ``occupation CARD`` without ``pay`` charges (None: nothing affordable)."""
    base = occupation_base(state, player, frame, card_id)
    return payable(state.players[player], "occupation", base)


def occupation_problem(state: GameState, player: int, frame: Frame,
                       card_id: str, pay: Goods | None = None) -> Refusal | None:
    p = state.players[player]
    if card_id not in p.occupations:
        return refuse(Code.OCCUPATION_NOT_IN_HAND, card=card_id)
    problem = card(card_id).prerequisite_problem(state, player)
    if problem:
        return problem
    if pay is not None:
        from agricola_qt.engine.farmwork import choice_problem

        return choice_problem(p, "occupation", occupation_base(state, player, frame, card_id),
                              pay)
    if occupation_payment(state, player, frame, card_id) is None:
        return refuse(Code.OCCUPATION_COSTS, goods=occupation_cost(state, player, frame, card_id))
    return None


def acquire(state: GameState, player: int, card_id: str, payment: Payment,
            named: bool = False) -> GameState:
    """Pay, put the card in front of the player, and announce it to the card (``named``:
    the move named its payment, so cards offering other payments do not ask again)."""
    p = state.players[player]
    cards = p.cards
    majors = state.majors
    if payment.returns:
        cards = tuple(c for c in cards if c != payment.returns)
        if card(payment.returns).kind == "major":
            majors = tuple(m for m in CARDS if card(m).kind == "major"
                           and (m in majors or m == payment.returns))
    c = card(card_id)
    minors, occupations = p.minors, p.occupations
    if c.kind == "major":
        majors = tuple(m for m in majors if m != card_id)
    elif c.kind == "minor":
        minors = tuple(m for m in minors if m != card_id)
    else:
        occupations = tuple(o for o in occupations if o != card_id)
    p = evolve(p, goods=p.goods - payment.goods, cards=(*cards, card_id), minors=minors,
               occupations=occupations)
    state = evolve(state.with_player(player, p), majors=majors)
    if c.kind == "minor" and c.passing:
        state = pass_left(state, player, card_id)
    state = c.on_acquired(state, player)
    # animals that no longer fit (a card living in the house…) are settled by rules.apply
    return announce(state, Event("card_played", player, card_id, int(named),
                                 goods=payment.goods))


def pass_left(state: GameState, player: int, card_id: str) -> GameState:
    """A passing minor goes to the left-hand player's hand (out of the game in solo)."""
    p = state.players[player]
    state = state.with_player(player, evolve(p, cards=tuple(c for c in p.cards if c != card_id)))
    n = len(state.players)
    if n == 1:
        return state
    left = (player + 1) % n
    q = state.players[left]
    return state.with_player(left, evolve(q, minors=(*q.minors, card_id)))


def bakers(state: GameState, player: int) -> list[str]:
    return [c for c in state.players[player].cards if card(c).bake() is not None]


def bake_problem(state: GameState, player: int, frame: Frame,
                 card_id: str) -> Refusal | None:
    p = state.players[player]
    if card_id not in p.cards or card(card_id).bake() is None:
        return refuse(Code.NO_BAKING_CARD, card=card_id)
    if p.goods.grain < 1:
        return refuse(Code.NO_GOOD, good="grain")
    rule = card(card_id).bake()
    assert rule is not None
    if rule.limit is not None and frame.baked.count(card_id) >= rule.limit:
        return refuse(Code.BAKES_ONLY, card=card_id, n=rule.limit)
    return None


def any_bake_possible(state: GameState, player: int, frame: Frame) -> bool:
    if state.players[player].goods.grain < 1:
        return False
    return any(bake_problem(state, player, frame, c) is None for c in bakers(state, player))


def affordable_majors(state: GameState, player: int) -> list[tuple[str, str]]:
    p = state.players[player]
    out = []
    for major in state.majors:
        for payment in payments(state, player, major):
            # same test as payment_problem, without building reasons (hot path)
            if p.goods.covers(payment.goods) and (not payment.returns
                                                  or payment.returns in p.cards):
                out.append((major, payment.returns))
    return list(dict.fromkeys(out)) if len(out) > 1 else out


def major_as_minor(state: GameState, player: int, card_id: str) -> bool:
    """May the player take this major with a minor improvement action (a card says so)?"""
    p = state.players[player]
    return any(card_id in card(c).majors_as_minors_for(p) for c in p.cards)


def minor_majors(state: GameState, player: int) -> list[tuple[str, str]]:
    """Affordable majors the player may take with a minor improvement action."""
    p = state.players[player]
    if not any(card(c).majors_as_minors_for(p) for c in p.cards):
        return []
    return [m for m in affordable_majors(state, player) if major_as_minor(state, player, m[0])]


def playable_minors(state: GameState, player: int) -> list[tuple[str, str]]:
    out = []
    for minor in state.players[player].minors:
        for returns in dict.fromkeys(p.returns for p in payments(state, player, minor)):
            if minor_problem(state, player, minor, returns) is None:
                out.append((minor, returns))
    return out


def playable_occupations(state: GameState, player: int, frame: Frame) -> list[str]:
    return [o for o in state.players[player].occupations
            if occupation_problem(state, player, frame, o) is None]
