"""The game log in words: a move and the states around it become plain sentences.

No widgets here: ``game_lines`` turns a game (its states and moves) into ``LogLine`` values
in the current language; ``move_lines`` does the same for one move, so a log can grow move by
move.  What a move did is read by comparing states: the move's own result
(``turn_end_state``) against the state before it, and what followed by itself (a harvest's
fields, breeding, a new round) against the state after it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Literal

from attrs import frozen

from agricola_qt.engine import GameState, Move, apply
from agricola_qt.engine.cards.registry import CARDS
from agricola_qt.engine.cards.room_payments import ROOM_PAYMENT_CARDS
from agricola_qt.engine.costs import cost_cards
from agricola_qt.engine.economy import conversion_card, conversion_rate
from agricola_qt.engine.goods import ANIMALS, CROPS, GOOD_NAMES, Goods
from agricola_qt.engine.grid import CELL_NAMES, popcount
from agricola_qt.engine.improvements import occupation_base
from agricola_qt.engine.rules import turn_end_state
from agricola_qt.engine.spaces import HARVEST_ROUNDS, LAST_ROUND, round_card
from agricola_qt.engine.state import BEFORE_HARVEST, BRED, BREED, FEED, ROUND_END, WORK, PlayerState
from agricola_qt.ui.status_words import THEN_IMPROVEMENT
from agricola_qt.ui.text import (
    at_place,
    card_name,
    card_option_text,
    card_passing_news,
    count_text,
    gained,
    good_name,
    goods_or_points,
    goods_text,
    joined,
    measure_word,
    payment_words,
    player_name,
    points_in_place,
    space_label,
    space_name,
    spent,
    tr,
    trn,
)

LineKind = Literal["move", "round", "harvest", "detail", "over"]
HEADERS: frozenset[LineKind] = frozenset({"round", "harvest", "over"})


@frozen
class LogLine:
    """One line of the log.  ``move``: the index of the move it tells of (-1 before the
    first move); ``shows``: the replay position that line points at (states index)."""

    kind: LineKind
    move: int
    shows: int
    text: str
    player: int = -1  # whose line it is (-1: everybody's)


def only(goods: Goods, kinds: Sequence[str]) -> Goods:
    return Goods(**{g: goods.get(g) for g in kinds})


def without_kinds(goods: Goods, kinds: Sequence[str]) -> Goods:
    """``goods`` less every good of ``kinds``."""
    return goods - only(goods, kinds)


# --- one move ------------------------------------------------------------------------------

# what a player does in an action's frame; a card's frame (its space a card) gave the work
# (and the cards it let be played: "played Horse (Broom)")
CARD_GIVEN_WORK = frozenset({"plow", "sow", "room", "stable", "bake", "fence-build",
                             "minor", "occupation", "buy"})
# cards that draw a new hand and offer to play one of it at once (the Broom)
PLAYS_A_DRAWN_CARD = frozenset({"broom"})


def _crops_sown(p: PlayerState, q: PlayerState) -> Goods:
    """The grain and vegetables that came onto the fields."""
    return Goods(**{c: max(0, q.farm.crop_total(c) - p.farm.crop_total(c)) for c in CROPS})


Change = Callable[[PlayerState, PlayerState], dict[str, int]]


def _goods_change(p: PlayerState, q: PlayerState) -> dict[str, int]:
    """Each good's change from ``p`` to ``q``, less than 0 where goods were paid."""
    return {g: q.goods.get(g) - p.goods.get(g) for g in GOOD_NAMES}


def _crops_change(p: PlayerState, q: PlayerState) -> dict[str, int]:
    """The change of the grain and vegetables on the fields."""
    return {c: q.farm.crop_total(c) - p.farm.crop_total(c) for c in CROPS}


def listening_cards(state: GameState, owner: int) -> list[str]:
    """The cards in front of ``owner`` that react to events (those a move may owe to)."""
    return [c for c in state.players[owner].cards
            if (found := CARDS.get(c)) is not None and found.listens]


def _minus_card(state: GameState, owner: int, card_id: str) -> GameState:
    """``state`` as if ``owner``'s card ``card_id`` were not in play."""
    from attrs import evolve

    p = state.players[owner]
    return state.with_player(owner, evolve(p, cards=tuple(c for c in p.cards if c != card_id)))


def without_card(before: GameState, owner: int, card_id: str, move: Move,
                 then: Callable[[GameState, Move], GameState] = turn_end_state
                 ) -> GameState | None:
    """``move``'s own result (``then=apply``: with all that followed by itself) had
    ``owner``'s card ``card_id`` not been in play (None: the move cannot be made without
    it): what a card did, told by its absence (a card's reaction has no event of its own
    to tell it by)."""
    try:
        return then(_minus_card(before, owner, card_id), move)
    except Exception:  # noqa: BLE001 - a card the move cannot do without
        return None


def made_without_each(before: GameState, move: Move,
                      then: Callable[[GameState, Move], GameState] = turn_end_state,
                      event: str = "") -> Iterator[tuple[int, str, GameState]]:
    """(owner, card, result) for every listening card in play (only those hearing
    ``event`` when one is named): ``move`` made again without that card
    (``without_card``); cards the move cannot do without are left out."""
    for owner in range(len(before.players)):
        for card_id in listening_cards(before, owner):
            if event and event not in CARDS[card_id].listens:
                continue
            done = without_card(before, owner, card_id, move, then)
            if done is not None:
                yield owner, card_id, done


def card_gain_line(state: GameState, player: int, goods: Goods, cards: Sequence[str],
                   move: int, shows: int) -> LogLine:
    """"Mei got 1 food (Flagon)": goods a player's or another's card gave."""
    text = tr("{who} got {goods}").format(who=player_name(state, player),
                                          goods=goods_text(goods))
    if cards:
        text = joined(text, tr("({cards})").format(cards=tr(", ").join(map(card_name, cards))))
    return LogLine("detail", move, shows, text, player)


def received_line(state: GameState, player: int, goods: Goods, cards: Sequence[str],
                  move: int, shows: int) -> LogLine:
    """"Mei received 1 food (Net Fisherman)": goods that came with the round's change, or
    as the people came home."""
    text = tr("{who} received {goods}").format(who=player_name(state, player),
                                               goods=goods_text(goods))
    if cards:
        text = joined(text, tr("({cards})").format(cards=tr(", ").join(map(card_name, cards))))
    return LogLine("detail", move, shows, text, player)


def _made(times: int) -> Callable[[GameState, Move], GameState]:
    """A move made ``times`` times in a row: the last one's own result (``turn_end_state``)."""
    def then(state: GameState, move: Move) -> GameState:
        for _ in range(times - 1):
            state = apply(state, move)
        return turn_end_state(state, move)
    return then


def _without_own_cards(before: GameState, move: Move,
                       repeat: int = 1) -> Iterator[tuple[str, GameState]]:
    """(card, result) for each listening card of the mover: ``move`` made again (``repeat``
    times in a row, as a line telling a run of the same bake does) as if that card were not
    in play (cards the move cannot do without are left out)."""
    who = before.actor
    for card_id in listening_cards(before, who):
        done = without_card(before, who, card_id, move, _made(repeat))
        if done is not None:
            yield card_id, done


def card_savings(before: GameState, move: Move, paid: Goods, repeat: int = 1) -> list[str]:
    """"3 wood saved by Hedge Keeper" for each card of the mover without which ``move``
    would have cost more than ``paid``."""
    goods = before.players[before.actor].goods
    out = []
    for card_id, done in _without_own_cards(before, move, repeat):
        more = spent(goods, done.players[before.actor].goods)
        extra = Goods(**{g: max(0, n - paid.get(g)) for g, n in more.items()})
        if not extra.is_empty():
            out.append(tr("{goods} saved by {card}").format(goods=goods_text(extra),
                                                            card=card_name(card_id)))
    return out


def card_share_goods(before: GameState, move: Move, got: Goods,
                     measure: Change = _goods_change, skip: frozenset[str] = frozenset(),
                     repeat: int = 1) -> list[tuple[str, Goods]]:
    """(card, goods) for each card of the mover that added to what ``move`` gave (``got``;
    ``measure``: the goods' change, or the crops' on the fields): the move made again as if
    that card were not in play.  Without the card the move may have cost a good it now
    gains: Market Stall (1 grain) with Market Woman (2 grain) gains 1 grain, 2 of them the
    Woman's."""
    who = before.actor
    p = before.players[who]
    out = []
    for card_id, done in _without_own_cards(before, move, repeat):
        if card_id in skip:
            continue
        alone = measure(p, done.players[who])
        extra = Goods(**{g: max(0, n - alone.get(g, 0)) for g, n in got.items() if n > 0})
        if not extra.is_empty():
            out.append((card_id, extra))
    return out


def share_words(shares: list[tuple[str, Goods]]) -> list[str]:
    """"2 clay from Clay Mixer" for each (card, goods)."""
    return [tr("{goods} from {card}").format(goods=goods_text(extra), card=card_name(card_id))
            for card_id, extra in shares]


def card_shares(before: GameState, move: Move, got: Goods, measure: Change = _goods_change,
                skip: frozenset[str] = frozenset(), repeat: int = 1) -> list[str]:
    """``share_words`` of ``card_share_goods``."""
    return share_words(card_share_goods(before, move, got, measure, skip, repeat))


def food_givers(p: PlayerState) -> dict[str, int]:
    """The player's cost cards that give food before an occupation is paid (Patron,
    Bookshelf: a cost below nothing), and the food each gives."""
    out = {}
    for c in cost_cards(p):
        food = -c.cost_change(p, "occupation", Goods()).food
        if food > 0:
            out[c.id] = food
    return out


def food_before_paying(before: GameState, who: int, occupation: str,
                       gifts: dict[str, int]) -> str:
    """"2 food from Patron, less the occupation's 1 food" when the mover's cards give food
    before paying for ``occupation`` (``gifts``: ``food_givers``; empty otherwise)."""
    frame = before.frame
    if not gifts or frame is None or not frame.occupation_food:
        return ""
    parts = [tr("{goods} from {card}").format(goods=goods_text(Goods(food=food)),
                                              card=card_name(card_id))
             for card_id, food in gifts.items()]
    text = tr(", ").join(parts)
    base = occupation_base(before, who, frame, occupation)
    if not base.is_empty():
        text = tr("{gifts}, less the occupation's {cost}").format(
            gifts=text, cost=goods_text(base))
    return text


def _card_share(before: GameState, done: GameState, who: int, good: str, feeding: bool,
                paid: Goods, got: Goods) -> int:
    """How many of the ``good`` a conversion turned into food went at its card's rate when
    not all did (0 when all did): the rest at the rate left once the card was used."""
    count, food = paid.get(good), got.food
    best = conversion_rate(before, who, good, feeding)[0]
    rest = conversion_rate(done, who, good, feeding)[0]
    if count < 2 or food == count * best or best <= rest:
        return 0
    share = (food - count * rest) // (best - rest)
    return share if 0 < share < count else 0


def move_sentence(before: GameState, move: Move, done: GameState, repeat: int = 1) -> str:
    """What the player whose decision ``before`` was did with ``move`` (``repeat`` times in a
    row: one line tells a run of the same bake or conversion); ``done`` is the last one's
    own result (``turn_end_state``), before anything automatic followed."""
    who_i = before.actor
    who = player_name(before, who_i)
    p, q = before.players[who_i], done.players[who_i]
    got, paid = gained(p.goods, q.goods), spent(p.goods, q.goods)
    v, a = move.verb, move.args
    shared_elsewhere: frozenset[str] = frozenset()  # cards whose goods the phrase names
    told_goods = True  # the main phrase names the goods that changed
    told_gains = True  # False: the phrase names only what was paid (a card, a room)
    if (done.frame is not None and done.frame.kind == "card" and done.frame.player == who_i
            and done.frame.space in ROOM_PAYMENT_CARDS and done.frame.options):
        # the Clay Roof asks next how the room or renovation is paid: its answer says what
        # was paid ("built a room for 5 wood, 2 reed", then "paid 5 wood + 2 clay for it
        # instead", told the room's price twice)
        paid = Goods()
    if v == "place" and done.frame is not None and done.frame.player == who_i:
        asked, _ = goods_or_points(done)
        if not asked.is_empty() and (got - asked).is_nonnegative():
            got = got - asked  # told by the answer, once it is known (``goods_or_points``)
    if v == "place":
        space = space_label(before, a[0])
        if not got.is_empty() and paid.is_empty() and done.frame is None:
            text = tr("{who} took {goods} from “{space}”").format(
                who=who, goods=goods_text(got), space=space)
            shares = card_shares(before, move, got, repeat=repeat)
            if shares:  # "took 4 clay" where the space held 2: Clay Mixer's 2 told
                text = joined(text, tr("({shares})").format(shares=tr(", ").join(shares)))
        else:
            text = tr("{who} went to {space}").format(who=who, space=space)
            told_goods = False
    elif v == "take":
        text = tr("{who} took {goods}").format(who=who, goods=goods_text(got) if not
                                               got.is_empty() else _listed(a))
        if not paid.is_empty():  # "Mei took 1 cattle" said nothing of the food it cost
            text = joined(text, tr("for {cost}").format(cost=goods_text(paid)))
    elif v == "choose":
        frame = before.frame
        if frame is not None and frame.kind == "card" and (
                traded := points_in_place(before, move)):
            # "answered with “Take the points”: paid 5 clay" read as if clay were paid for
            # them: the clay the space had just given was handed back
            text = tr("{who} took {points} ({card})").format(
                who=who, points=traded, card=card_name(frame.space))
        elif frame is not None and frame.kind == "card" and a[0] != "points" and (
                kept := goods_or_points(before))[1]:
            text = tr("{who} took {goods} rather than {points} ({card})").format(
                who=who, goods=goods_text(kept[0]), points=trn("%n bonus point(s)", kept[1]),
                card=card_name(frame.space))
        elif frame is not None and frame.kind == "card" and a[0] in CELL_NAMES:
            # "answered Mini Pasture with “Cell b1”" read like a program's words
            text = tr("{who} chose {cell} for {card}").format(
                who=who, cell=a[0], card=card_name(frame.space))
            told_goods = False
        elif (frame is not None and frame.kind == "card" and frame.space in ROOM_PAYMENT_CARDS
              and a[0] in frame.options):
            # "answered Clay Roof with “5 wood + 2 clay”" after "built a room for 5 wood, 1
            # clay, 1 reed" read as two payments (a tester); the room's line names no price
            text = tr("{who} paid {goods} for it ({card})").format(
                who=who, goods=payment_words(a[0]), card=card_name(frame.space))
        elif frame is not None and frame.kind == "card" and (
                spread := _spread_over_spaces(before, done)) is not None:
            # "answered Wood Distributor with “Spread it”" said nothing of where the wood
            # went, nor why some stayed (a tester)
            source, goods, targets = spread
            quoted = [tr("“{space}”").format(space=t) for t in targets]
            spaces = (tr(" and ").join((tr(", ").join(quoted[:-1]), quoted[-1]))
                      if len(quoted) > 1 else quoted[0])
            text = tr("{who} moved {goods} from “{source}” onto {spaces} ({card})").format(
                who=who, goods=goods_text(goods), source=source, spaces=spaces,
                card=card_name(frame.space))
            told_goods = False
        elif frame is not None and frame.kind == "card" and (
                left := _left_on_space(before, done, paid)) is not None:
            # "answered Mushroom Collector with “Leave it”: got 2 food; paid 1 wood" read as
            # a price (a tester): the wood stays on its space
            space, goods = left
            text = tr("{who} left {goods} on “{space}” ({card})").format(
                who=who, goods=goods_text(goods), space=space, card=card_name(frame.space))
            paid = paid - goods
            told_goods = False
        elif frame is not None and frame.kind == "card":
            text = tr("{who} answered {card} with “{answer}”").format(
                who=who, card=card_name(frame.space), answer=card_option_text(before, a[0]))
            told_goods = False
        else:
            text = tr("{who} chose “{option}”").format(who=who, option=_choice(a[0]))
            told_goods = False
    elif v in ("room", "stable"):
        pattern = (tr("{who} built a room on {cell}") if v == "room"
                   else tr("{who} built a stable on {cell}"))
        text = _paid(pattern, who, a[0], paid)
        # (not when a card asks next how it is paid: the Clay Roof's line says what was paid)
        asks = done.frame is not None and done.frame.kind == "card"
        saved = [] if asks else card_savings(before, move, paid)
        if paid.is_empty() and not asks:
            text = tr("{line}, free").format(line=text)
        if saved:  # (the Sawhorse's free stable read as any other stable, a tester)
            text = joined(text, tr("({savings})").format(savings=tr(", ").join(saved)))
        told_gains = False
    elif v == "plow":
        text = at_place(tr("{who} ploughed {cell}"), a[0], who=who)
        told_goods = False
    elif v == "sow":
        text = at_place(tr("{who} sowed {crop} on {cell}"), a[0], who=who,
                        crop=good_name(a[1]))
        shares = card_shares(before, move, _crops_sown(p, q), _crops_change, repeat=repeat)
        if shares:  # the field shows 5 grain: Planter Box's 2 told
            text = joined(text, tr("({shares})").format(shares=tr(", ").join(shares)))
    elif v == "bake":
        text = tr("{who} baked bread with {card}: {grain} into {food}").format(
            who=who, card=card_name(a[0]), grain=goods_text(only(paid, ("grain",))),
            food=goods_text(only(got, ("food",))))
        # (a card's own bake, the Baker's at a harvest, is named below with the other work
        # cards give: the log said only "baked bread with Fireplace", a tester)
        # (a run of bakes, told in one line, made again whole without each card: measured
        # against one bake, 5 grain into 15 food read "12 food from" every card in play)
        shares = card_shares(before, move, only(got, ("food",)), repeat=repeat)
        if shares:  # "1 grain into 4 food" with a Fireplace: the Millstone's 2 told
            text = joined(text, tr("({shares})").format(shares=tr(", ").join(shares)))
        told_goods = False
        got, paid = got - only(got, ("food",)), paid - only(paid, ("grain",))
    elif v == "fence-add":  # the plan so far, in one line (``planned_on``)
        plan = done.frame.plan if done.frame is not None else 0
        text = tr("{who} planned a pasture: added {cell}").format(
            who=who, cell=_plan_cells(plan) or a[0])
    elif v == "fence-build":
        built = popcount(q.farm.fences) - popcount(p.farm.fences)
        plan = before.frame.plan if before.frame is not None else 0
        cells = _plan_cells(plan)
        fences = trn("%n fence(s)", built)
        # a pasture fenced off inside another: "fenced d1: 1 fence" after "fenced d1, d2"
        # read as a fence lost (a tester)
        divided = bool(plan) and not plan & ~p.farm.pasture_cells
        if cells and divided and paid.is_empty():
            text = tr("{who} divided a pasture, fencing off {cells}: {fences}, free").format(
                who=who, cells=cells, fences=fences)
        elif cells and divided:
            text = tr("{who} divided a pasture, fencing off {cells}: {fences} for {cost}"
                      ).format(who=who, cells=cells, fences=fences, cost=goods_text(paid))
        # fences a card gave free say so ("for nothing" read "花费 无" in Chinese)
        elif cells and paid.is_empty():  # the planning moves have no lines of their own
            text = tr("{who} fenced {cells}: {fences}, free").format(
                who=who, cells=cells, fences=fences)
        elif cells:
            text = tr("{who} fenced {cells}: {fences} for {cost}").format(
                who=who, cells=cells, fences=fences, cost=goods_text(paid))
        elif paid.is_empty():
            text = tr("{who} built {fences}, free").format(who=who, fences=fences)
        else:
            text = tr("{who} built {fences} for {cost}").format(
                who=who, fences=fences, cost=goods_text(paid))
        saved = card_savings(before, move, paid, repeat)
        if saved:  # the Hedge Keeper's free fences went unnamed (a tester)
            text = joined(text, tr("({savings})").format(savings=tr(", ").join(saved)))
        # what a card gives for the pasture: the Shepherd's Crook's 2 sheep came unnamed
        # and a tester could not check a computer's sheep
        told_gains = False
    elif v == "fence-clear":
        text = tr("{who} cleared the planned pasture").format(who=who)
    elif v == "buy":
        text = _paid(tr("{who} bought {card}"), who, card_name(a[0]), paid, name="card")
        told_gains = False
        if len(a) == 3 and a[1] == "return":  # ("pay 2clay": another price, told as paid)
            text = joined(text, tr("(gave back {card})").format(card=card_name(a[2])))
    elif v == "minor":
        text = _paid(tr("{who} played {card}"), who, card_name(a[0]), paid, name="card")
        told_gains = False
        if len(a) == 3 and a[1] == "return":
            text = joined(text, tr("(gave back {card})").format(card=card_name(a[2])))
    elif v == "occupation":
        told_gains = False  # what the card gives at once (Village Elder: 4 wood)
        givers = food_givers(p)
        gifts = food_before_paying(before, who_i, a[0], givers)
        if gifts:
            # "played the occupation Woodcutter: got 1 food" left the Patron's 2 food and the
            # occupation's 1 food unsaid (a tester): the net food follows as got or paid
            text = joined(tr("{who} played the occupation {card}").format(
                who=who, card=card_name(a[0])), tr("({gifts})").format(gifts=gifts))
            told_goods = False
            shared_elsewhere = frozenset(givers)
        else:
            text = _paid(tr("{who} played the occupation {card}"), who, card_name(a[0]), paid,
                         name="card")
    elif v == "use":
        text = tr("{who} used {card}").format(who=who, card=card_name(a[0]))
        told_goods = False
    elif v == "convert":
        text = tr("{who} turned {goods} into {food}").format(
            who=who, goods=goods_text(paid), food=goods_text(only(got, ("food",))))
        feeding = before.frame is not None and before.frame.kind == "feed"
        by = conversion_card(before, who_i, a[0], feeding)
        share = _card_share(before, done, who_i, a[0], feeding, paid, got) if by else 0
        if share:  # only some at the card's rate: "2 grain into 4 food (Master Brewer)" for
            # a once-a-harvest 3 and a raw 1 told a tester the card's rate wrong
            text = joined(text, trn("(%n by {card})", share).format(card=card_name(by)))
        elif by:  # "1 grain into 2 food" read as a wrong rate without the card that gave it
            text = joined(text, tr("({cards})").format(cards=card_name(by)))
    elif v == "keep-best":
        lost = only(paid, ANIMALS)
        food = only(got, ("food",))
        if lost.is_empty():
            text = tr("{who} kept the animals that fit").format(who=who)
        elif food.is_empty():
            text = tr("{who} kept the animals that fit and let {animals} go").format(
                who=who, animals=goods_text(lost))
        else:
            text = tr("{who} kept the animals that fit and cooked {animals} into {food}"
                      ).format(who=who, animals=goods_text(lost), food=goods_text(food))
        got, paid = got - food, paid - lost
    elif v == "release":
        text = tr("{who} released 1 {good}").format(who=who, good=good_name(a[0]),
                                                    measure=measure_word(a[0]))
    elif v == "feed" and _sits_out(before, who_i):
        text = tr("{who} sits this harvest out: nothing to feed").format(who=who)
    elif v == "feed":
        food = paid.food
        text = (tr("{who} fed the family with {food}").format(
            who=who, food=goods_text(Goods(food=food))) if food
            else tr("{who} fed the family: no food paid").format(who=who))
        begged = q.begging - p.begging
        if begged:
            text += tr(" and took {cards}").format(cards=trn("%n begging card(s)", begged))
        paid = paid - Goods(food=food)
    elif v == "breed":
        kinds = [good_name(k) for k in a[0].split("+") if k and k != "none"]
        text = tr("{who} chose which animals breed: {kinds}").format(
            who=who, kinds=tr(", ").join(kinds) or tr("none"))
    elif v == "done":
        text = tr("{who} finished the action").format(who=who)
        told_goods = False
    else:
        text = tr("{who}: {move}").format(who=who, move=str(move))
    told_paid = told_goods and v != "feed"
    frame = before.frame
    if (v in CARD_GIVEN_WORK and frame is not None and frame.kind != "card"
            and frame.space in CARDS):
        # work a card gave ("ploughed b1" after Take 1 Grain: the Field Watchman's plough),
        # a card it let be played ("played Horse" right after the Broom: a tester)
        text = joined(text, tr("({cards})").format(cards=card_name(frame.space)))
    extras = _extras(before, done, who_i, got, paid, told_paid and told_gains, told_paid,
                     move, shared_elsewhere, repeat)
    if v == "place" and done.frame is None and p.cards == q.cards and not before.setup.family:
        # the space's improvement passed without a word (a tester's Starting Player ended
        # "silently": was the minor forgotten?)
        # (the spaces the status bar's ``skipped_improvement`` speaks of too)
        index = before.space_index(a[0])
        action = before.spaces[index].space.action if index >= 0 else ""
        if action == "renovation_improvement":
            extras.append(tr("no improvement could be bought or played"))
        elif action in THEN_IMPROVEMENT:
            extras.append(tr("no minor improvement could be played"))
    if v != "sow":  # crops a card put on the fields (the Clapper's grain at a growth)
        grown = _crops_sown(p, q)
        if not grown.is_empty():
            shares = card_shares(before, move, grown, _crops_change, repeat=repeat)
            extras.append(tr("{goods} more on the fields").format(goods=goods_text(grown))
                          if not shares else
                          tr("{shares} on the fields").format(shares=tr(", ").join(shares)))
    if extras:
        text += tr(": ") + tr("; ").join(extras)
    return text


def _left_on_space(before: GameState, done: GameState, paid: Goods) -> tuple[str, Goods] | None:
    """The space (its name) and the goods a move put back on it out of what it ``paid``, if
    it did (the Mushroom Collector's wood left lying), else None."""
    for s, t in zip(before.spaces, done.spaces, strict=False):
        if s.space.id != t.space.id:
            continue
        more = gained(s.stock, t.stock)
        if not more.is_empty() and (paid - more).is_nonnegative():
            return space_label(before, s.space.id), more
    return None


def _spread_over_spaces(before: GameState, done: GameState,
                        ) -> tuple[str, Goods, list[str]] | None:
    """A move that took goods off one action space and put them on others, nobody's
    supply changed (the Wood Distributor): the space they left, the goods and the spaces
    they went to; None otherwise."""
    if before.players != done.players:
        return None
    lost, gaining = [], []
    for s, t in zip(before.spaces, done.spaces, strict=False):
        if s.space.id != t.space.id or s.stock == t.stock:
            continue
        more = gained(s.stock, t.stock)
        if more.is_empty():
            lost.append((s.space.id, gained(t.stock, s.stock)))
        else:
            gaining.append(s.space.id)
    if len(lost) != 1 or not gaining:
        return None
    return (space_label(before, lost[0][0]), lost[0][1],
            [space_label(before, i) for i in gaining])


def _paid(pattern: str, who: str, what: str, paid: Goods, name: str = "cell") -> str:
    text = pattern.format(**{"who": who, name: what})
    if not paid.is_empty():
        text = joined(text, tr("for {cost}").format(cost=goods_text(paid)))
    return text


def _extras(before: GameState, done: GameState, who: int, got: Goods, paid: Goods,
            told_got: bool, told_paid: bool, move: Move,
            shared_elsewhere: frozenset[str] = frozenset(), repeat: int = 1) -> list[str]:
    """Clauses for what the main phrase does not say: goods got or paid (and the cards in
    play they came from), a newborn, a renovation, begging cards."""
    p, q = before.players[who], done.players[who]
    out = []
    hidden = Goods()  # paid, but outweighed by what a card gave of the same good
    if not told_got and not got.is_empty():
        shares = card_share_goods(before, move, got, skip=shared_elsewhere, repeat=repeat)
        given = sum((extra for _, extra in shares), Goods())
        hidden = Goods(**{g: max(0, n - got.get(g)) for g, n in given.items()})
        clause = tr("got {goods}").format(goods=goods_text(got + hidden))
        if shares:  # "bought Well: got 4 food" was the Flagon's food, not the Well's
            clause = joined(clause, tr("({shares})").format(
                shares=tr(", ").join(share_words(shares))))
        out.append(clause)
    # "played Market Stall: got 1 grain, 1 vegetable (1 grain from Market Woman)" netted the
    # stall's grain paid and the Woman's 2 grain (a tester): that grain is told as paid
    unsaid = hidden + (paid if not told_paid else Goods())
    if not unsaid.is_empty():
        out.append(tr("paid {goods}").format(goods=goods_text(unsaid)))
    if q.people > p.people:
        out.append(trn("%n new family member(s)", q.people - p.people))
    if q.farm.house != p.farm.house:
        # the rulebook's words for the house (a clay hut, a stone house), not "made of clay"
        out.append(tr("the house is now a clay hut") if q.farm.house == "clay"
                   else tr("the house is now a stone house"))
    if (done.next_starting_player == who and before.next_starting_player != who
            and before.round < LAST_ROUND  # in the last round no round follows
            and len(before.players) > 1):  # alone, always the starting player
        out.append(tr("starting player from the next round"))
    if q.begging > p.begging and before.frame is not None and before.frame.kind != "feed":
        out.append(trn("%n begging card(s)", q.begging - p.begging))
    # goods put on round spaces for later (the Maid's food on each remaining round: the log
    # said nothing of it, and later only "received 1 food")
    waiting = [f for f in done.future if f.player == who and f not in before.future]
    if waiting:
        rounds = sorted({f.round for f in waiting})
        each = waiting[0].goods
        if all(f.goods == each for f in waiting) and len(waiting) == len(rounds):
            out.append(tr("{goods} on each round space {rounds}").format(
                goods=goods_text(each), rounds=_round_list(rounds)))
        else:
            total = Goods()
            for f in waiting:
                total = total + f.goods
            out.append(tr("{goods} on the round spaces {rounds}").format(
                goods=goods_text(total), rounds=_round_list(rounds)))
    out.extend(_offers_noted(p, q, done.round))
    # a hand changed besides the card played (the Broom: "played Broom for 1 wood" said
    # nothing of the 6 minors thrown away and the 7 drawn); counts only, the hand is private
    held, holds = {*p.occupations, *p.minors}, {*q.occupations, *q.minors}
    passed = {c for j, o in enumerate(done.players) if j != who
              for c in (*o.occupations, *o.minors, *o.cards)}  # handed on: told apart
    gone = held - holds - set(q.cards) - passed
    played = move.args[0] if move.verb in ("minor", "occupation") and move.args else ""
    # a passing card played alone leaves the game, as the line's news says: it read "1
    # card from the hand discarded" too
    gone.discard(played)
    if gone:
        out.append(trn("%n card(s) from the hand discarded", len(gone)))
    if holds - held:
        out.append(trn("%n new card(s) drawn", len(holds - held)))
        offered = done.frame is not None and done.frame.space == played
        if played in PLAYS_A_DRAWN_CARD and not offered:
            # the Broom's "play 1 of them at once" passed without a word: was it forgotten?
            out.append(tr("none of them can be played now"))
    return out


def _offers_noted(p: PlayerState, q: PlayerState, round_no: int) -> list[str]:
    """Goods a card newly keeps on round spaces to buy later (the Greenhouse's vegetable on
    the spaces 4 and 7 rounds on: the log named no round, the Well's food it does)."""
    out: list[str] = []
    for c in q.cards:
        kept = CARDS[c]
        rounds = [r for r in range(round_no + 1, LAST_ROUND + 1)
                  if kept.offer_on_round(q, r) != (kept.offer_on_round(p, r) if c in p.cards
                                                   else (Goods(), Goods()))]
        if rounds:
            goods, price = kept.offer_on_round(q, rounds[0])
            out.append(tr("{goods} to buy for {price} on the round spaces {rounds}").format(
                goods=goods_text(goods), price=goods_text(price), rounds=_round_list(rounds)))
    return out


def _round_list(rounds: Sequence[int]) -> str:
    """"9–14", "4, 7, 9" (runs of rounds as ranges)."""
    parts: list[str] = []
    start = prev = rounds[0]
    for r in [*rounds[1:], -1]:
        if r == prev + 1:
            prev = r
            continue
        if start == prev or prev > start + 1:
            parts.append(str(start) if start == prev else f"{start}–{prev}")
        else:  # two in a row: listed, with the language's comma ("13, 14" in Chinese too)
            parts += [str(start), str(prev)]
        start = prev = r
    return tr(", ").join(parts)


def _plan_cells(plan: int) -> str:
    """The cells of a planned pasture ("d1, e1, d2")."""
    return tr(", ").join(name for k, name in enumerate(CELL_NAMES) if plan >> k & 1)


def _choice(option: str) -> str:
    words = {"grow": tr("family growth"), "room": tr("build a room"),
             "food": tr("take the food"), "occupation": tr("play an occupation")}
    return words.get(option) or good_name(option)


def _listed(goods: Sequence[str]) -> str:
    return " + ".join(good_name(g) for g in goods)


# --- what followed by itself ---------------------------------------------------------------

def round_header(state: GameState, round_no: int) -> str:
    card = round_card(state.setup.round_cards[round_no - 1], state.setup.family)
    return tr("Round {r} — new action: {space}").format(r=round_no, space=space_name(card))


def harvest_header() -> str:
    return tr("Harvest: fields → feeding → breeding")


def over_header() -> str:
    return tr("Game over")


def field_lines(done: GameState, after: GameState, shows: int, move: int,
                made: tuple[GameState, Move] | None = None) -> list[LogLine]:
    """The field phase: the crops each player brought in; those with none in one line; with
    ``made`` (the table before the move that began the harvest, and that move) what cards
    gave besides (``harvest_card_gains``)."""
    out: list[LogLine] = []
    idle: list[tuple[int, str]] = []
    for i, crops in enumerate(crops_brought_in(done, after)):
        who = player_name(after, i)
        sitter = _sits_out(done, i)
        if sitter:  # "nothing to harvest" beside a sown field read as a bug
            out.append(LogLine("detail", move, shows, tr(
                "Fields — {who} sits this harvest out ({card}): no harvest, no feeding, no "
                "breeding").format(who=who, card=card_name(sitter)), i))
            continue
        if crops.is_empty():
            idle.append((i, who))
            continue
        text = tr("Fields — {who} harvested {crops}").format(who=who, crops=goods_text(crops))
        out.append(LogLine("detail", move, shows, text, i))
    if idle:  # a line each for nothing had made a 5-player harvest ten lines of it
        out.append(_idle_line(idle, tr("Fields — {who}: nothing to harvest"),
                              tr("Fields — nothing to harvest: {names}"), move, shows))
    if made is not None:
        out.extend(harvest_card_gains(*made, done, after, move, shows))
    return out


def harvest_card_gains(before: GameState, played: Move, done: GameState, after: GameState,
                       move: int, shows: int) -> list[LogLine]:
    """What cards gave as the harvest began, besides the fields' crops (the Forester's wood
    from its stacks, the Loom's food): one line a player, each card named (the log said
    nothing of them).  ``played`` from ``before`` began the harvest; ``done`` is its own
    result, ``after`` the table at the first harvest decision."""
    from agricola_qt.engine import apply

    out = []
    made: list[tuple[int, str, GameState]] | None = None  # the harvest without each card
    for j, (p, q) in enumerate(zip(done.players, after.players, strict=True)):
        got = without_kinds(gained(p.goods, q.goods), (*CROPS, *ANIMALS))
        if got.is_empty():
            continue
        if made is None:
            made = list(made_without_each(before, played, apply))
        parts = []
        for _, card_id, without in made:
            share = without_kinds(gained(without.players[j].goods, q.goods), (*CROPS, *ANIMALS))
            share = share - gained(got, share)  # no more than is left to tell
            if not share.is_empty():
                parts.append(tr("{goods} ({cards})").format(goods=goods_text(share),
                                                            cards=card_name(card_id)))
                got = gained(share, got)
        if not got.is_empty():
            parts.append(goods_text(got))
        out.append(LogLine("detail", move, shows, tr("Harvest — {who} received {what}").format(
            who=player_name(after, j), what=tr(", ").join(parts)), j))
    return out


def breeding_move(states: Sequence[GameState], i: int) -> int:
    """The move, ``i`` or one before it, after which this harvest's breeding was over (the
    animals then placed may take moves of their own); -1 if none is found."""
    for j in range(i, -1, -1):
        if states[j].phase in (FEED, BREED) and states[j + 1].phase not in (FEED, BREED):
            return j
        if states[j].phase == WORK:
            break
    return -1


def after_breeding(before: GameState, move: Move, end: GameState
                   ) -> list[tuple[int, str, Goods]]:
    """(player, card, animals) a card gave as breeding ended or the next round began
    (``move`` from ``before`` closed the harvest, ``end`` is its result): the Animal Feed's
    1 of each kind is no birth, nor the Veterinarian's draw as the round starts ("1 wild boar
    born" on a farm without a boar read as a rules mistake, a tester).  Told by the move
    made again without the card."""
    from agricola_qt.engine import apply

    out = []
    for event in ("breeding_end", "round_start"):
        for owner, card_id, without in made_without_each(before, move, apply, event):
            got = only(gained(without.players[owner].goods, end.players[owner].goods),
                       ANIMALS)
            if not got.is_empty() and (owner, card_id, got) not in out:
                out.append((owner, card_id, got))
    return out


def breeding_lines(start: GameState, end: GameState, shows: int, move: int,
                   cards: Sequence[tuple[int, str, Goods]] = ()) -> list[LogLine]:
    """Breeding: the animals born on each farm (``start``: when feeding was over); the farms
    where none were born in one line; then what ``cards`` gave as it ended (player, card,
    animals: ``after_breeding``), each on its own line.  Animals that waited on the round
    spaces of the rounds ``end`` has begun since are no births (told with the round)."""
    out: list[LogLine] = []
    idle: list[tuple[int, str]] = []
    for i, born in enumerate(animals_born(start, end)):
        for owner, _, got in cards:
            if owner == i:
                born = gained(got, born)  # what the card gave was not born
        for f in start.future:  # the Pig Whisperer's boar came with the next round: "2 wild
            # boar born" read as a rules mistake (a tester)
            if f.player == i and start.round < f.round <= end.round:
                born = gained(only(f.goods, ANIMALS), born)
        who = player_name(end, i)
        if _sits_out(start, i):
            continue  # told with the fields
        lost = young_lost(start.players[i], born)
        if born.is_empty() and not lost:
            idle.append((i, who))
            continue
        parts = [] if born.is_empty() else [tr("{animals} born").format(
            animals=goods_text(born))]
        if lost:
            parts.append(lost)
        text = tr("Breeding — {who}: {what}").format(who=who, what=tr("; ").join(parts))
        out.append(LogLine("detail", move, shows, text, i))
    if idle:
        out.append(_idle_line(idle, tr("Breeding — {who}: no animals born"),
                              tr("Breeding — no animals born: {names}"), move, shows))
    out.extend(card_gain_line(end, owner, got, [card_id], move, shows)
               for owner, card_id, got in cards)
    return out


def others_gains(states: Sequence[GameState], moves: Sequence[Move], first: int, i: int,
                 done: GameState) -> list[LogLine]:
    """What moves ``first`` to ``i`` (a run of the same conversion told in one line, or the
    one move ``i``; ``done`` the last one's result) gave other players by their cards ("Mei
    got 1 food (Flagon)" when another built the Well): their goods changed with no line
    saying so.  Of a run, what each move gave: the Slaughterhouse paid at the first boar
    cooked, and its line went when the second made the run's one line (a tester)."""
    gains: dict[tuple[int, tuple[str, ...]], Goods] = {}
    for k in range(first, i + 1):
        before, move = states[k], moves[k]
        after = done if k == i else turn_end_state(before, move)
        for j, (p, q) in enumerate(zip(before.players, after.players, strict=True)):
            if j == before.actor:
                continue
            got = gained(p.goods, q.goods)
            if got.is_empty():
                continue
            key = (j, tuple(_cards_that_gave(before, move, j, got)))
            gains[key] = gains[key] + got if key in gains else got
    return [card_gain_line(done, j, got, list(cards), i, i + 1)
            for (j, cards), got in gains.items()]


def _cards_that_gave(before: GameState, move: Move, player: int, got: Goods) -> list[str]:
    """The cards in play (anyone's) without which ``move`` would not have given ``player``
    ``got`` (the Flagon of the one who built the Well gives the others 1 food)."""
    return [card_id for _, card_id, done in made_without_each(before, move)
            if gained(before.players[player].goods, done.players[player].goods) != got]


def came_home(done: GameState) -> GameState:
    """``done``, the last placement's own result, as the people come home: with what cards
    give at the end of the work phase (the Net Fisherman's food)."""
    from agricola_qt.engine.events import Event, announce

    return announce(done, Event("work_end"))


def home_gains(done: GameState, home: GameState, i: int) -> list[LogLine]:
    """A line for each player whom cards gave goods as the people came home, the cards
    named ("Mei received 2 food (Net Fisherman)")."""
    from agricola_qt.engine.cards.registry import card
    from agricola_qt.engine.events import Event, announce

    out = []
    for j, (p, q) in enumerate(zip(done.players, home.players, strict=True)):
        got = gained(p.goods, q.goods)
        if got.is_empty():
            continue
        cards = []
        for card_id in p.cards:
            if "work_end" not in card(card_id).listens:
                continue
            if announce(_minus_card(done, j, card_id),
                        Event("work_end")).players[j].goods != q.goods:
                cards.append(card_id)
        out.append(received_line(home, j, got, cards, i, i + 1))
    return out


def promisers(history: tuple[Sequence[GameState], Sequence[Move]], done: GameState,
              player: int, round_no: int) -> list[str]:
    """The cards that put ``player``'s goods on the round space ``round_no`` without naming
    themselves (the Water Carrier's food, the Wood Deliveryman's wood: a ``FutureGoods``
    with no ``source``, which the engine keeps so, as a source changes the events its goods
    raise): found by the moves that put them there, ``history`` being the states and moves
    up to ``done`` (the state after the last of them).  A move playing a card of the player
    names it; another names each card of the player without which it would not have put
    them there (the Well built: the Water Carrier)."""
    from agricola_qt.engine import apply

    states, moves = history
    wanted = [f for f in done.future
              if f.player == player and f.round == round_no and not f.source]
    if not wanted or not moves or len(states) < len(moves):
        return []

    def waiting(state: GameState) -> int:
        return sum(1 for f in state.future if f in wanted)

    found: list[str] = []
    later = done
    for k in range(len(moves) - 1, -1, -1):
        before, move = states[k], moves[k]
        added = waiting(later) - waiting(before)
        later = before
        if added <= 0:
            continue
        if (move.verb in ("minor", "occupation") and move.args and before.actor == player
                and move.args[0] not in before.players[player].cards):
            found.append(move.args[0])
        else:
            for card_id in before.players[player].cards:
                again = without_card(before, player, card_id, move, then=apply)
                if again is not None and waiting(again) - waiting(before) < added:
                    found.append(card_id)
    return list(dict.fromkeys(reversed(found)))


def round_start_gains(done: GameState, after: GameState, i: int,
                      harvest: bool = False,
                      played: tuple[GameState, Move] | None = None,
                      history: tuple[Sequence[GameState], Sequence[Move]] = ((), ())
                      ) -> list[LogLine]:
    """Goods that came to players as the round changed: those a card had put on the round
    space (the Well's food, the Granary's grain: named by their card), then any others
    (Carp Pond, people coming home with a card's food: named by the cards without which
    ``played``, the state and move that ended the round, would not have given them) unless
    a ``harvest`` came between, whose changes are told by its own lines."""
    out = []
    promised: dict[tuple[int, str], Goods] = {}
    for f in done.future:
        if done.round < f.round <= after.round:
            promised[(f.player, f.source)] = promised.get((f.player, f.source), Goods()) + f.goods
    told = [Goods() for _ in after.players]

    for (j, source), goods in promised.items():
        told[j] = told[j] + goods
        cards = [source] if source else promisers(history, done, j, after.round)
        out.append(received_line(after, j, goods, cards, i, i + 1))
    if harvest:
        return out
    others = [gained(told[j], gained(p.goods, q.goods))
              for j, (p, q) in enumerate(zip(done.players, after.players, strict=True))]
    givers: list[list[str]] = [[] for _ in after.players]
    if played is not None and any(not got.is_empty() for got in others):
        # "Mei received 1 food" said nothing of the Net Fisherman that brought it
        from agricola_qt.engine import apply

        for _, card_id, without in made_without_each(*played, then=apply):
            for j, q in enumerate(after.players):
                if not others[j].is_empty() and without.players[j].goods != q.goods:
                    givers[j].append(card_id)
    out.extend(received_line(after, j, got, list(dict.fromkeys(givers[j])), i, i + 1)
               for j, got in enumerate(others) if not got.is_empty())
    return out


def _sits_out(state: GameState, player: int) -> str:
    """The card that keeps ``player`` out of this round's harvest (Layabout), or ""."""
    from agricola_qt.engine.cards.registry import card

    return next((c for c in state.players[player].cards
                 if card(c).sits_out_harvest(state, player)), "")


def young_lost(p: PlayerState, born: Goods) -> str:
    """"no room for a newborn sheep: it ran away" for the pairs whose young found no place
    (a newcomer read only "no animals born" and did not know why)."""
    kinds = [k for k in ANIMALS if p.goods.get(k) >= 2 and not born.get(k)]
    if not kinds:
        return ""
    if len(kinds) == 1:
        return tr("no room for a newborn {animal}: it ran away").format(
            animal=good_name(kinds[0]))
    return tr("no room for the newborn {animals}: they ran away").format(
        animals=tr(", ").join(good_name(k) for k in kinds))


def _idle_line(idle: list[tuple[int, str]], one: str, several: str, move: int,
               shows: int) -> LogLine:
    """One line for the players to whom nothing happened: in the colour of a lone one."""
    if len(idle) == 1:
        return LogLine("detail", move, shows, one.format(who=idle[0][1]), idle[0][0])
    names = tr(", ").join(who for _, who in idle)
    return LogLine("detail", move, shows, several.format(names=names), -1)


def crops_brought_in(done: GameState, after: GameState) -> list[Goods]:
    """The field phase: the crops each player took from their fields."""
    return [only(gained(p.goods, q.goods), CROPS)
            for p, q in zip(done.players, after.players, strict=True)]


def animals_born(start: GameState, end: GameState) -> list[Goods]:
    """Breeding: the animals each player has more of (``start``: when feeding was over)."""
    return [only(gained(p.goods, q.goods), ANIMALS)
            for p, q in zip(start.players, end.players, strict=True)]


def harvest_began(done: GameState, after: GameState) -> bool:
    """Did a move whose own result is ``done`` end the work of a harvest round?"""
    return done.phase == WORK and (after.phase not in BEFORE_HARVEST or (
        after.round > done.round and done.round in HARVEST_ROUNDS))


def harvest_ended(done: GameState, after: GameState, began: bool) -> bool:
    """Did the move close a harvest (breeding over: the next round or the end)?"""
    return (began or done.phase in (FEED, BREED, BRED)) and (after.round > done.round
                                                             or after.is_over)


def feeding_over(states: Sequence[GameState], moves: Sequence[Move], i: int) -> GameState:
    """The farms when this harvest's feeding was over: the result of its last feeding move."""
    for j in range(i, -1, -1):
        if states[j].phase == FEED and states[j + 1].phase != FEED:
            return turn_end_state(states[j], moves[j])
    return states[i]


def move_lines(states: Sequence[GameState], moves: Sequence[Move], i: int) -> list[LogLine]:
    """The lines of move ``i`` (``states[i]`` before it, ``states[i + 1]`` after): its own
    sentence, then what followed by itself (harvest, breeding, the next round, the end)."""
    before, move, after = states[i], moves[i], states[i + 1]
    if fenced_later(moves, i) or converted_again(states, moves, i) or planned_on(moves, i):
        return []  # the fences built name the pasture: one line, not one per space
    done = turn_end_state(before, move)
    who = before.actor
    first = conversions_start(states, moves, i)  # "turned 5 wood into 5 food", not 5 lines
    text = move_sentence(states[first], move, done, repeat=i - first + 1)
    # a card that passed on as it was played, asking its player something, is told passed
    # once answered (the log said "passes to Jonas" before Mei chose what it gave)
    news = card_passing_news(before, after)
    if news:
        text += tr(". ") + news
    out = [] if quiet_done(states, moves, i) and not news else [
        LogLine("move", i, i + 1, text, who)]
    out.extend(others_gains(states, moves, first, i, done))
    started = harvest_began(done, after)
    # (or to the round's end, where Manure asks before the next round starts)
    if started or (done.phase == WORK and (after.round == done.round + 1
                                           or after.phase == ROUND_END)):
        # the people come home: what cards give then belongs to the round ending (the Net
        # Fisherman's food was told under the next round's header, or the harvest's)
        home = came_home(done)
        out.extend(home_gains(done, home, i))
        done = home
    if started:
        out.append(LogLine("harvest", i, i + 1, harvest_header()))
        out.extend(field_lines(done, after, i + 1, i, (before, move)))
    if harvest_ended(done, after, started):
        start = done if started else feeding_over(states, moves, i)
        j = breeding_move(states, i)
        cards = after_breeding(states[j], moves[j], states[j + 1]) if j >= 0 else []
        out.extend(breeding_lines(start, after, i + 1, i, cards))
    for r in range(done.round + 1, after.round + 1):
        out.append(LogLine("round", i, i + 1, round_header(after, r)))
    if after.round == done.round + 1 and not started and done.phase in BEFORE_HARVEST:
        out.extend(round_start_gains(done, after, i, played=(before, move),
                                     history=(states[:i + 1], moves[:i + 1])))
    elif after.round > done.round:  # after a harvest: what the round spaces held
        out.extend(round_start_gains(done, after, i, harvest=True,
                                     history=(states[:i + 1], moves[:i + 1])))
    if after.is_over and not before.is_over:
        out.append(LogLine("over", i, i + 1, over_header()))
    return out


def quiet_done(states: Sequence[GameState], moves: Sequence[Move], i: int) -> bool:
    """Move ``i`` ends an action its player did something in ("built a room on a1", then
    "finished the action" filled the log with lines that told nothing); a ``done`` right
    after the placement (nothing done there) keeps its line."""
    return (moves[i].verb == "done" and i > 0 and moves[i - 1].verb != "place"
            and states[i - 1].actor == states[i].actor)


# moves a player often makes several times in a row, told in one line by the last: "turned 5
# wood into 5 food", "baked 2 grain into 4 food" (a line per grain read as the same bake twice)
REPEATED = frozenset({"convert", "bake"})
PLANNING = frozenset({"fence-add", "fence-clear"})  # a pasture drawn space by space, or wiped


def fenced_later(moves: Sequence[Move], i: int) -> bool:
    """Move ``i`` plans a pasture, and the moves after it build it or wipe the plan: no line
    of its own (the fences built name the pasture; a wiped plan was only a try).  A plan
    still being drawn keeps its lines."""
    if moves[i].verb == "fence-clear":
        return True
    if moves[i].verb != "fence-add":
        return False
    while i < len(moves) and moves[i].verb in PLANNING:
        if moves[i].verb == "fence-clear":
            return True
        i += 1
    return i < len(moves) and moves[i].verb == "fence-build"


def planned_on(moves: Sequence[Move], i: int) -> bool:
    """Move ``i`` adds a space to a pasture being planned and the next move adds another:
    the last of them tells them all ("planned a pasture: added d2" came once per space)."""
    return (moves[i].verb == "fence-add" and i + 1 < len(moves)
            and moves[i + 1].verb == "fence-add")


def plan_start(moves: Sequence[Move], end: int) -> int:
    """Where the run of pasture-planning moves just before ``end`` starts (``end`` if none):
    a log growing move by move words them again once it knows whether they were built.
    Likewise a run of the same conversion that ``moves[end]`` goes on (told in one line)."""
    while end > 0 and moves[end - 1].verb in PLANNING:
        end -= 1
    if 0 < end < len(moves) and moves[end].verb in REPEATED:
        while end > 0 and moves[end - 1] == moves[end]:
            end -= 1
    return end


def converted_again(states: Sequence[GameState], moves: Sequence[Move], i: int) -> bool:
    """Move ``i`` is a conversion (or a bake) its player makes again at once, in the same
    phase (the last one tells all; boar cooked at work and at the feeding were told as one)."""
    return (moves[i].verb in REPEATED and i + 1 < len(moves) and moves[i + 1] == moves[i]
            and states[i + 1].actor == states[i].actor
            and states[i + 1].phase == states[i].phase)


def conversions_start(states: Sequence[GameState], moves: Sequence[Move], i: int) -> int:
    """The first move of the run of the same conversion that move ``i`` ends (``i`` when
    it is no conversion or the first)."""
    j = i
    while (moves[i].verb in REPEATED and j > 0 and moves[j - 1] == moves[i]
           and states[j - 1].actor == states[i].actor
           and states[j - 1].phase == states[j].phase):
        j -= 1
    return j


def opening_lines(first: GameState) -> list[LogLine]:
    out = [LogLine("round", -1, 0, round_header(first, max(first.round, 1)))]
    series = first.setup.solo
    if series is not None and series.game > 1 and len(first.players) == 1:
        # what an earlier game of the series carried over (nothing said it: the kept card
        # lay among the played ones, the food in the supply)
        kept = tr(", ").join(card_name(c) for c in series.kept_occupations) or tr("none")
        out.append(LogLine("detail", -1, 0, tr(
            "Solo series, game {n}: target {target}; kept from earlier games: {kept} (one "
            "occupation fewer dealt for each); starting food: {food}").format(
            n=series.game, target=series.target, kept=kept,
            food=count_text(series.bonus_food, "food")), 0))
    return out


def game_lines(states: Sequence[GameState], moves: Sequence[Move]) -> list[LogLine]:
    """The whole log of a game: ``states[k]`` is the state after ``k`` moves."""
    out = opening_lines(states[0])
    for i in range(len(moves)):
        out.extend(move_lines(states, moves, i))
    return out
