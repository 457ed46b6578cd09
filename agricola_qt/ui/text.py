"""Words the table shows, all through Qt's translation functions.

Strings that come from the engine (space names, reasons) go through the "engine" context so a
translation file can cover them too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from agricola_qt.engine import GameState, Move, apply, legal_moves, why_illegal
from agricola_qt.engine.cards.catalog_data import CATALOG
from agricola_qt.engine.cards.registry import CARDS, MAJOR_IDS
from agricola_qt.engine.cards.room_payments import ROOM_PAYMENT_CARDS
from agricola_qt.engine.goods import ANIMALS, Goods
from agricola_qt.engine.goods import GOOD_NAMES as GOOD_KINDS
from agricola_qt.engine.harvest import food_needed, sits_out
from agricola_qt.engine.refusals import Refusal
from agricola_qt.engine.spaces import HARVEST_ROUNDS, STAGE_OF_ROUND, ActionSpace
from agricola_qt.engine.state import WORK, PlayerState
from agricola_qt.ui import i18n
from agricola_qt.ui.drawing import has_cjk


def is_wide(ch: str) -> bool:
    """A Chinese character or full-width mark (no space goes beside it)."""
    return ch >= "\u2e80"


def joined(text: str, more: str) -> str:
    """``more`` after ``text``, a space between them in English but not beside Chinese
    ("…劣势卡（每张 −3 分）。 你手上…" had a stray space after the full stop)."""
    if not text or not more:
        return text or more
    return text + ("" if is_wide(text[-1]) or is_wide(more[0]) else " ") + more


def tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def trn(text: str, n: int) -> str:
    """A phrase with a count, ``%n`` in ``text``: Qt picks the plural form of the language
    (English forms come from ``agricola_qt_en.ts``).  Where no translation is loaded (a
    headless tool, a test) the English "(s)" is settled here the same way."""
    out = QCoreApplication.translate("Table", text, None, n)
    if "(s)" in out:
        out = out.replace("(s)", "" if n == 1 else "s")
    return out


def passed_in_hand(name: str, cards: list[str]) -> str:
    """Said to a person taking the table (``name``): the cards passed into their hand since
    they last held it.  Named: the words stood in the status bar when the table went to the
    next person ("your hand" was not theirs, a pass-and-play tester)."""
    return tr("{name}, new in your hand, passed on to you: {cards}.").format(
        name=name, cards=tr(", ").join(card_name(c) for c in cards))


def passing_news(before: GameState, after: GameState,
                 skip: frozenset[str] = frozenset()) -> str:
    """"Clay Pit passes from Mei to Jonas." when a card played from a hand went on to
    another player's hand (the passing arrow), else ""; alone at the table, that it left
    the game.  The cards in ``skip`` are not told (``passed_cards_waiting``)."""
    giver = before.actor
    if giver < 0:
        return ""
    held = set(before.players[giver].minors)
    if len(after.players) == 1:  # alone: a passing card played leaves the game
        gone = [c for c in held
                if c not in after.players[0].minors and c not in after.players[0].cards]
        return tr(" ").join(tr("{card} leaves the game (there is no one to pass it to)."
                               ).format(card=card_name(c)) for c in gone)
    parts = []
    for i, (p, q) in enumerate(zip(before.players, after.players, strict=True)):
        if i == giver:
            continue
        for card_id in q.minors:
            if card_id in held and card_id not in p.minors and card_id not in skip:
                parts.append(passed_text(after, card_id, giver, i))
    return tr(" ").join(parts)


def passed_text(state: GameState, card_id: str, giver: int, receiver: int) -> str:
    return tr("{card} passes from {giver} to {receiver}.").format(
        card=card_name(card_id), giver=player_name(state, giver),
        receiver=player_name(state, receiver))


def passed_card_asks(state: GameState) -> str:
    """The card a question waits on in ``state`` when that card has already passed to
    another player's hand ("" if none): its passing is told after the question's answer."""
    frame = state.frame
    if frame is None or frame.kind != "card" or frame.space not in CARDS:
        return ""
    holders = [i for i, p in enumerate(state.players) if frame.space in p.minors]
    return frame.space if holders and frame.player not in holders else ""


def passed_cards_waiting(state: GameState) -> frozenset[str]:
    """The cards already passed to another player's hand whose question to the one who
    played them waits in ``state``, on top or under another decision (the Clay Hut
    Extension's room under the Traveling Salesman's second minor): their passing is told as
    it is answered (``answered_passing``), and only then (it was told twice)."""
    out = set()
    for frame in state.pending:
        if frame.kind == "card" and frame.space in CARDS and any(
                frame.space in p.minors for i, p in enumerate(state.players)
                if i != frame.player):
            out.add(frame.space)
    return frozenset(out)


def answered_passing(before: GameState, after: GameState) -> str:
    """"Helpful Neighbours passes from Mei to Jonas." when the move from ``before`` answered
    the question of a card that passed on as it was played (told then: the log said it passed
    before the player chose what it gave), else ""."""
    card = passed_card_asks(before)
    if not card or passed_card_asks(after) == card:
        return ""
    receiver = next(i for i, p in enumerate(after.players) if card in p.minors)
    return passed_text(after, card, before.frame.player, receiver)  # type: ignore[union-attr]


def card_passing_news(before: GameState, after: GameState) -> str:
    """The cards the move from ``before`` passed on, told as the log and the status bar tell
    them: a card whose question to its player waits is told passed once answered (the
    status bar said "Stone House Extension passes from Mei to Jonas" before the room it
    gives was built, and a tester thought it lost)."""
    return tr(" ").join(t for t in (passing_news(before, after, passed_cards_waiting(after)),
                                    answered_passing(before, after)) if t)


def house_closed_in_news(before: GameState, after: GameState) -> str:
    """"No empty space is left beside Mei's house…" when the move of the player whose decision
    ``before`` was took the last cell a room could go to (a stable there cost a tester a room
    and a family member), else ""."""
    from agricola_qt.engine.farmwork import room_spaces_left
    from agricola_qt.engine.state import MAX_PEOPLE

    who = before.actor
    if not 0 <= who < len(after.players):
        return ""
    p, q = before.players[who], after.players[who]
    if (not room_spaces_left(p) or room_spaces_left(q) or q.farm.rooms != p.farm.rooms
            or q.farm.room_count >= MAX_PEOPLE):
        return ""
    # ("beside the house of You" in the lesson: the name is the sentence's subject)
    return tr("No empty space is left beside the house: {who} can build no more rooms (Undo "
              "takes the move back).").format(who=player_name(after, who))


def alone_note(state: GameState, card_id: str) -> str:
    """What a card comes to in a solo game where that differs from its text: a passing card
    ("hand this card to the player on your left") leaves the game once played; a card only
    another player's doing sets off (Spinney) gives only its points.  Else ""."""
    from agricola_qt.engine.cards.catalog_data import CATALOG

    info = CATALOG.get(card_id)
    if info is None or len(state.players) != 1:
        return ""
    if info.passing:
        return tr("Alone at the table, it leaves the game once played.")
    if info.needs_others:
        if info.points:
            return tr("Alone at the table, nobody sets it off: only its points count.")
        return tr("Alone at the table, nobody sets it off: it does nothing.")
    return ""


def engine_sentence(text: str | Refusal) -> str:
    """``engine_text`` without a refusal's verb label, for words that name the action
    themselves ("No room can go there: d3 is not next to your house", not "…: Build room:
    d3 …")."""
    if isinstance(text, Refusal):
        from agricola_qt.ui.reasons import sentence_text

        return sentence_text(text)
    return engine_text(text)


def engine_text(text: str | Refusal, state: GameState | None = None) -> str:
    """A sentence produced by the engine: a ``Refusal`` is translated by its code
    (``ui/reasons.py``); other text through the names file's "reasons", then the "engine"
    context, else the English as is.  With the ``state`` it was refused in, a closed space's
    refusal names what the player cannot pay (``actions.explained``, worked out only here:
    listing the placements reads no reasons)."""
    from agricola_qt.ui.reasons import refusal_text, table_sentence

    if isinstance(text, Refusal):
        if state is None:
            return refusal_text(text)
        from agricola_qt.engine.actions import explained

        text = explained(state, text)
        said = refusal_text(text)
        for _, value in text.args:  # a space named as another is told apart ("1 Stone
            # (round 7)": "1 Stone is already taken" left a tester guessing which)
            space_id = getattr(value, "id", None)
            if isinstance(space_id, str) and hasattr(value, "name"):
                name, label = space_name(value), space_label(state, space_id)
                if label != name:
                    said = said.replace(name, label, 1)
        return said
    own = table_sentence(text)
    if own is not None:
        return own
    found = i18n.name("reasons", text)
    if found:
        return found
    return _engine_name(text)


def _engine_name(text: str) -> str:
    """A name or card text from the engine, offered to the Qt translation as is."""
    return QCoreApplication.translate("engine", text)


GOOD_NAMES = {
    "wood": QT_TRANSLATE_NOOP("goods", "wood"), "clay": QT_TRANSLATE_NOOP("goods", "clay"),
    "reed": QT_TRANSLATE_NOOP("goods", "reed"), "stone": QT_TRANSLATE_NOOP("goods", "stone"),
    "grain": QT_TRANSLATE_NOOP("goods", "grain"),
    "veg": QT_TRANSLATE_NOOP("goods", "vegetable"), "food": QT_TRANSLATE_NOOP("goods", "food"),
    "sheep": QT_TRANSLATE_NOOP("goods", "sheep"),
    "boar": QT_TRANSLATE_NOOP("goods", "wild boar"),
    "cattle": QT_TRANSLATE_NOOP("goods", "cattle"),
}


# The word a language puts between a number and a good (Chinese: 3 个木材, 2 份食物, 1 只羊);
# English has none, so its "translation" is the untranslated key, read as no word.
MEASURE_WORDS = {
    "wood": QT_TRANSLATE_NOOP("measure", "measure:wood"),
    "clay": QT_TRANSLATE_NOOP("measure", "measure:clay"),
    "reed": QT_TRANSLATE_NOOP("measure", "measure:reed"),
    "stone": QT_TRANSLATE_NOOP("measure", "measure:stone"),
    "grain": QT_TRANSLATE_NOOP("measure", "measure:grain"),
    "veg": QT_TRANSLATE_NOOP("measure", "measure:veg"),
    "food": QT_TRANSLATE_NOOP("measure", "measure:food"),
    "sheep": QT_TRANSLATE_NOOP("measure", "measure:sheep"),
    "boar": QT_TRANSLATE_NOOP("measure", "measure:boar"),
    "cattle": QT_TRANSLATE_NOOP("measure", "measure:cattle"),
}


def measure_word(good: str) -> str:
    """The word between a count and ``good`` in the table's language ("" in English)."""
    key = MEASURE_WORDS.get(good)
    if key is None:
        return ""
    word = QCoreApplication.translate("measure", key)
    return "" if word == key else word


def count_text(n: int, good: str) -> str:
    """"3 wood", "2 vegetables"; in Chinese "3 个木材", "2 份食物"."""
    return tr("{n} {good}").format(n=n, good=good_name(good, n), measure=measure_word(good))


# The goods whose English name takes a plural ("3 vegetables"; "3 sheep", "3 wood" do not).
GOOD_PLURALS = {"veg": QT_TRANSLATE_NOOP("goods", "vegetables")}


def good_name(good: str, count: int = 1) -> str:
    """The good's name for ``count`` of it."""
    name = GOOD_PLURALS.get(good) if count != 1 else None
    return QCoreApplication.translate("goods", name or GOOD_NAMES.get(good, good))


def gained(before: Goods, after: Goods) -> Goods:
    """What ``after`` holds more of than ``before``."""
    return Goods(**{g: max(0, after.get(g) - before.get(g)) for g in GOOD_KINDS})


def spent(before: Goods, after: Goods) -> Goods:
    """What ``after`` holds less of than ``before``."""
    return gained(after, before)


def conversions_made(state: GameState, steps: Sequence[str]) -> tuple[Goods, int]:
    """What the conversions ``steps`` give up, and the food they bring (the feeding's
    proposed payment: its button and its History row say both)."""
    player = state.frame.player if state.frame is not None else state.actor
    after = state
    for step in steps:
        after = apply(after, step)
    before, now = state.players[player].goods, after.players[player].goods
    return spent(before, now), now.food - before.food


def goods_text(goods: Goods) -> str:
    """Goods in words, e.g. "3 wood, 1 food" (translated)."""
    parts = [count_text(n, g) for g, n in goods.items()]
    return tr(", ").join(parts) or tr("nothing")


def option_text(option: str) -> str:
    """The option an occupant chose on an either/or space ("take clay reed", "choose room")."""
    words = option.split()[1:] or option.split()
    if option.startswith("choose ") and len(words) == 1:
        names = {"grow": tr("family growth"), "room": tr("build a room"),
                 "food": tr("take the food"), "occupation": tr("play an occupation")}
        return names.get(words[0], words[0])
    return " + ".join(good_name(w) for w in words)


def space_name(space: ActionSpace) -> str:
    return i18n.name("spaces", space.name) or _engine_name(space.name)


def space_help(space: ActionSpace) -> str:
    return i18n.name("space_help", space.help) or _engine_name(space.help)


def card_name(card_id: str) -> str:
    known = CARDS.get(card_id)
    if known is None:
        return card_id.replace("-", " ").title()
    return i18n.name("cards", card_id) or _engine_name(known.name)


def card_text(card_id: str) -> str:
    """A card's effect text in the table's language (English when not translated)."""
    known = CARDS.get(card_id)
    if known is None:
        return ""
    text = i18n.name("card_texts", card_id)
    # a count among Chinese words spaced as the table's own words are ("拿取 3 份食物"; the
    # card texts read "拿取3份食物" beside them, a tester)
    return spaced_counts(text) if text else _engine_name(known.text)


def spaced_counts(text: str) -> str:
    """``text`` with a space between a Chinese character and a number next to it."""
    return _COUNT_AMONG_HAN.sub(" ", text)


def card_cost(card_id: str) -> str:
    """What a card costs, in words: goods (or the alternatives), cards to give back."""
    info = CATALOG.get(card_id)
    if info is None:  # a major improvement
        cost = getattr(CARDS.get(card_id), "cost", None)
        text = goods_text(cost) if cost is not None else tr("nothing")
        if card_id.startswith("cooking-hearth"):
            text = joined(text, tr("or give back a Fireplace"))
        return text
    options = [goods_text(g) for g in info.cost_options if not g.is_empty()]
    parts = [tr(" or ").join(options)] if options else []
    if info.returns:
        parts.append(tr("give back {cards}").format(
            cards=tr(" or ").join(dict.fromkeys(card_name(c) for c in info.returns))))
    if info.discards:
        parts.append(tr("discard {n} of your improvements").format(n=info.discards))
    return tr(" + ").join(parts) or tr("free")


def card_prerequisite(card_id: str) -> str:
    """The printed prerequisite in words ("2 occupations and 1 oven"), translated."""
    info = CATALOG.get(card_id)
    if info is None or not info.prerequisite:
        return ""
    words = {
        "occupations": "%n occupation(s)", "improvements": "%n improvement(s)",
        "ovens": "%n oven(s)", "sheep": "%n sheep", "cattle": "%n cattle",
        "animals": "%n animal(s)", "veg_fields": "%n vegetable field(s)",
        "grain_fields": "%n grain field(s)", "planted_fields": "%n planted field(s)",
        "max_occupations": "at most %n occupation(s)",
    }
    parts = []
    for key, n in info.prerequisite:
        if key == "max_occupations" and n == 0:
            parts.append(tr("no occupations"))
        else:
            parts.append(trn(words[key], n))
    # a count after a Chinese word is spaced as everywhere ("设施且 1 张职业", not "且1 张")
    return spaced_counts(tr(" and ").join(parts))


def card_help(card_id: str) -> str:
    """Everything printed on a card: name, cost, prerequisite, points and what it does."""
    known = CARDS.get(card_id)
    if known is None:
        return card_name(card_id)
    head = tr("<b>{card}</b> · cost: {cost} · {n} pt").format(
        card=card_name(card_id), cost=card_cost(card_id), n=known.points)
    needs = card_prerequisite(card_id)
    if needs:
        # "需要 2 张职业" as "花费 2 个木材", and "需要没有职业": spaced by a count only
        head += " · " + among_han(tr("needs {what}").format(what=needs))
    return head + "<br>" + card_text(card_id)


def player_name(state: GameState, index: int) -> str:
    return seat_name(state.setup.names, index)


def seat_name(names: Sequence[str], index: int) -> str:
    """A seat's name among ``names`` (a game's or a record's); a seat without one is
    "Player 2" in the table's language, wherever a game is shown (the resume list and the
    score command said "Player 2" in Chinese beside a table of 玩家 2)."""
    if index < len(names) and names[index]:
        return names[index]
    return tr("Player {n}").format(n=index + 1)


def record_names(record: object) -> list[str]:
    """Every seat's name of an Agricola or a Heartland record, in the table's language."""
    seats: Any = getattr(record, "setup", record)  # a Heartland record holds them itself
    return [seat_name(seats.names, i) for i in range(seats.players)]


def next_harvest(round_no: int) -> int:
    for r in sorted(HARVEST_ROUNDS):
        if r >= max(round_no, 1):
            return r
    return 14


def round_line(state: GameState) -> str:
    return round_lines(state)[0]


def round_lines(state: GameState) -> list[str]:
    """The round's line for the table's header, then shorter forms of it for a narrow bar,
    each saying where the next harvest is ("…harvest at the end of this ro…" was cut off in
    a tester's 1280-wide replay)."""
    if state.is_over:
        return [tr("The game is over")]
    r = max(state.round, 1)
    harvest = next_harvest(r)
    if harvest == r:
        when = tr("harvest at the end of this round")
        brief = tr("harvest this round")
    else:
        when = tr("next harvest after round {h}").format(h=harvest)
        brief = tr("harvest after round {h}").format(h=harvest)
    phase = {"work": tr("work"), "round_end": tr("end of the round"),
             "feed": tr("harvest: feeding"), "breed": tr("harvest: breeding"),
             "bred": tr("harvest: breeding")}.get(state.phase, state.phase)
    s = STAGE_OF_ROUND[r]
    if state.phase != "work":  # in the harvest itself "harvest at the end of this round"
        return [tr("Round {r} of 14 · stage {s} · {phase}").format(  # only ran off the bar
            r=r, s=s, phase=phase), tr("Round {r} of 14 · {phase}").format(r=r, phase=phase)]
    return [tr("Round {r} of 14 · stage {s} · {phase} · {when}").format(
                r=r, s=s, phase=phase, when=when),
            tr("Round {r} of 14 · stage {s} · {when}").format(r=r, s=s, when=when),
            tr("Round {r} of 14 · {when}").format(r=r, when=brief)]


def _pay_named(move: Move) -> Goods | None:
    """The goods a move names with ``… pay GOODS`` (None: it names none)."""
    from agricola_qt.engine.goods import parse_goods_word

    a = move.args
    return parse_goods_word(a[-1]) if len(a) >= 3 and a[-2] == "pay" else None


def _twin_left(state: GameState, card_id: str) -> str:
    """The other major of ``card_id``'s name still on the board, with a printed price (the
    Cooking Hearth of 5 clay for the one of 4); "" when there is none (the K deck's Cooking
    Hearth, a minor, has no twin among the majors)."""
    if card_id not in MAJOR_IDS:
        return ""
    name = card_name(card_id)
    return next((other for other in state.majors if other != card_id
                 and card_name(other) == name and _printed_cost(other)), "")


def _printed_cost(card_id: str) -> str:
    cost = getattr(CARDS.get(card_id), "cost", None)
    return goods_text(cost) if isinstance(cost, Goods) else ""


def _improvement_payment(state: GameState, move: Move) -> Goods | None:
    """The goods a ``buy`` or ``minor`` move pays: those it names with ``pay``, else the
    default payment the engine takes (None: the card is unknown, or nothing is affordable)."""
    from agricola_qt.engine import improvements

    named = _pay_named(move)
    if named is not None:
        return named
    a = move.args
    if a[0] not in CARDS or state.actor < 0:
        return None
    returns = a[2] if len(a) >= 3 and a[1] == "return" else ""
    payment = improvements.find_payment(state, state.actor, a[0], returns)
    return payment.goods if payment is not None else None


def _mover_before_after(state: GameState, move: Move) -> tuple[PlayerState, PlayerState]:
    """The player to move, before and right after ``move`` (a legal move): a caption that
    says what a move costs or brings reads it from the move's own result."""
    from agricola_qt.engine.rules import turn_end_state

    who = state.actor
    return state.players[who], turn_end_state(state, move).players[who]


def _with_food(state: GameState, food: int = 20) -> GameState:
    """``state`` with ``food`` more for the player to move: what an answer waiting for food
    would cost, read from its own result."""
    from agricola_qt.engine.values import replace

    p = state.players[state.actor]
    return state.with_player(state.actor, replace(p, goods=p.goods.add("food", food)))


def _trade(state: GameState, who: int, move: Move) -> tuple[Goods, int]:
    """(the goods ``who`` gives up, the bonus points ``who`` gets) by ``move``, as its own
    result shows them."""
    from agricola_qt.engine.rules import turn_end_state
    from agricola_qt.engine.scoring import score_player

    after = turn_end_state(state, move)
    p, q = state.players[who], after.players[who]
    points = (score_player(q, after.players).breakdown["bonus_points"]
              - score_player(p, state.players).breakdown["bonus_points"])
    return spent(p.goods, q.goods), points


def points_in_place(state: GameState, move: Move) -> str:
    """A card answer that trades goods for bonus points in words: "2 bonus points in place
    of 5 clay" (the Clay Deposit, the Tavern); "" for any other move.  "Take the points (pay
    5 clay)" said neither how many points nor that the clay was the space's own."""
    if move.verb != "choose" or not move.args or move.args[0] != "points":
        return ""
    paid, points = _trade(state, state.actor, move)
    if points <= 0 or paid.is_empty():
        return ""
    return trn("%n bonus point(s) in place of {goods}", points).format(goods=goods_text(paid))


def goods_or_points(state: GameState) -> tuple[Goods, int]:
    """(the goods, the bonus points offered in their place) when ``state`` asks a card's
    question "the goods the space gave, or points instead" (the Clay Deposit's 5 clay or 2
    points, the Tavern's 3 food or 2 points); (no goods, 0) otherwise.  The placement's line
    leaves those goods to the answer: "went to Clay Deposit: got 5 clay", then "took 2 bonus
    points in place of 5 clay", read as if both were had."""
    frame = state.frame
    if frame is None or frame.kind != "card" or "points" not in frame.options:
        return Goods(), 0
    points = Move("choose", ("points",))
    if why_illegal(state, points) is not None:
        return Goods(), 0
    paid, gained_points = _trade(state, frame.player, points)
    if gained_points <= 0 or paid.is_empty():
        return Goods(), 0
    return paid, gained_points


def goods_kept_from_points(state: GameState, move: Move) -> str:
    """The goods an answer keeps where the question's other answer trades them for bonus
    points (the Clay Deposit's "Clay" beside "2 bonus points in place of 5 clay": keep
    what?), in words; "" for any other move."""
    if move.verb != "choose" or not move.args or move.args[0] not in GOOD_NAMES:
        return ""
    kept, _ = goods_or_points(state)
    return "" if kept.is_empty() else goods_text(kept)


def dominated_bakes(state: GameState, moves: Sequence[Move]) -> set[str]:
    """The bake moves another bake move beats: the same grain for more food and nothing
    less ("Bake with Fireplace into 2 food" stood beside the Cooking Hearth's 3)."""
    bakes = [m for m in moves if m.verb == "bake"]
    if len(bakes) < 2:
        return set()
    outcome = {}
    for move in bakes:
        p, q = _mover_before_after(state, move)
        outcome[str(move)] = (spent(p.goods, q.goods), gained(p.goods, q.goods))
    out = set()
    for name, (paid, got) in outcome.items():
        for other, (paid2, got2) in outcome.items():
            if (other != name and paid2 == paid and got2.covers(got)
                    and got2.food > got.food):
                out.add(name)
                break
    return out


def _fence_build_label(state: GameState, move: Move) -> str:
    """"Build 8 fences for 8 wood": what the planned pasture takes, seen by playing the move
    (a cost card may change the price, and then each way to pay is a button of its own)."""
    from agricola_qt.engine.grid import popcount

    try:
        p, q = _mover_before_after(state, move)
    except Exception:  # noqa: BLE001 - an illegal move has no cost to show
        return tr("Build the planned fences")
    built = popcount(q.farm.fences) - popcount(p.farm.fences)
    if built <= 0:
        return tr("Build the planned fences")
    cost = spent(p.goods, q.goods)
    if cost.is_empty():  # a card's free fences ("建造 4 段栅栏，花费 无", a tester)
        return tr("Build {fences}, free").format(fences=trn("%n fence(s)", built))
    return tr("Build {fences} for {cost}").format(fences=trn("%n fence(s)", built),
                                                  cost=goods_text(cost))


def _in_a_pasture(state: GameState, cell: str) -> bool:
    """Whether ``cell`` of the actor's farm is fenced already."""
    from agricola_qt.engine.grid import parse_cell

    try:
        bit = 1 << parse_cell(cell)
    except ValueError:
        return False
    return bool(state.players[state.actor].farm.pasture_cells & bit)


def _cell_payment_note(state: GameState, move: Move) -> str:
    """" (pay …)" after a room or stable move: the goods it names, or what the bare move
    pays (said always: with a Wood Carver's discount and no choice to make, a tester's room
    button named no price, where another game's had)."""
    from agricola_qt.engine import farmwork
    from agricola_qt.ui.reasons import payment_note

    v = move.verb
    if v not in ("room", "stable") or state.actor < 0:
        return ""
    p = state.players[state.actor]
    paid = _pay_named(move)
    if paid is None:  # the bare move
        frame = state.frame
        if v == "room":
            paid = farmwork.room_payment(p)
        elif frame is not None:
            paid = farmwork.stable_payment(p, frame.stable_cost)
    return payment_note(goods_text(paid)) if paid is not None else ""


def answer_label(state: GameState, move: Move) -> str:
    """``move_label``, naming the card when the move answers a card's question (an answer
    alone, "reed" or "Cell b1", says too little in a history or a move list)."""
    frame = state.frame
    if move.verb == "choose" and frame is not None and frame.kind == "card":
        return tr("{card}: {answer}").format(card=card_name(frame.space),
                                             answer=move_label(state, move))
    return move_label(state, move)


def _feed_label(state: GameState, move: Move) -> str:
    """"Feed the family (4 food)", or, with too little food, what the button costs: it read
    "(4 food)" to a player holding 2 food, a grain and a sheep, and took 2 begging cards."""
    if sits_out(state, state.actor):  # the Layabout's harvest: "(0 food)" read as a feeding
        return tr("Sit this harvest out (no feeding)")
    p, q = _mover_before_after(state, move)
    begging = q.begging - p.begging
    if begging <= 0:
        return tr("Feed the family ({need} food)").format(need=food_needed(state, state.actor))
    return tr("Feed with {food} food and take {cards}").format(
        food=p.goods.food, cards=trn("%n begging card(s)", begging))


def move_label(state: GameState, move: Move) -> str:
    """A short button caption for a move."""
    v, a = move.verb, move.args
    if v == "done":
        return tr("Done (end this action)")
    if v == "fence-build":
        return _fence_build_label(state, move)
    if v == "fence-clear":
        return tr("Clear the plan")
    if v == "feed":
        return _feed_label(state, move)
    if v == "keep-best":  # what happens to the rest, read from the move's result: which
        # animals go, where it had said "the rest" (a play-tester's only sheep was cooked);
        # "the most animals", as it keeps them: "the best animals" beside the table's "the
        # most points" read as the same thing twice to a tester; the deed first, why in
        # brackets ("Keep the most animals: cook 3 sheep" read as keep-and-cook to a newcomer)
        p, q = _mover_before_after(state, move)
        gone = goods_text(spent(p.goods, q.goods))
        food = q.goods.food - p.goods.food
        if food > 0:
            return tr("Cook {animals} into {food} (keeps the most animals)").format(
                animals=gone, food=count_text(food, "food"))
        return tr("Release {animals} (keeps the most animals)").format(animals=gone)
    if v == "release":
        return tr("Release 1 {good}").format(good=good_name(a[0]), measure=measure_word(a[0]))
    if v == "convert":  # what it brings, read from its result ("a sheep is worth 2 food")
        p, q = _mover_before_after(state, move)
        food = q.goods.food - p.goods.food
        # ``measure``: Chinese counts a sheep with 只, not the 份 of food
        words = {"good": good_name(a[0]), "measure": measure_word(a[0])}
        if food > 0:
            return tr("Turn 1 {good} into {food} food").format(food=food, **words)
        return tr("Turn 1 {good} into food").format(**words)
    if v == "breed":
        kinds = [good_name(k) for k in a[0].split("+") if k and k != "none"]
        return tr("Breed: {kinds}").format(kinds=tr(", ").join(kinds) or tr("nothing"))
    if v in ("take", "choose"):
        words = {"grow": tr("family growth"), "room": tr("build a room"),
                 "food": tr("take the food"), "occupation": tr("play an occupation")}
        if v == "take":
            text = tr("Take {goods}").format(goods=" + ".join(good_name(g) for g in a))
            # what else comes or goes with it (the 5-player animal space: a sheep brings 1
            # food, a cattle costs 1; the buttons said only "Take cattle")
            if not legal_now(state, move):  # a greyed option: nothing to read
                return text
            p, q = _mover_before_after(state, move)
            food = q.goods.food - p.goods.food
            if food > 0:
                return joined(text, tr("(+{food})").format(food=count_text(food, "food")))
            if food < 0:
                from agricola_qt.ui.reasons import payment_note

                return text + payment_note(count_text(-food, "food"))
            return text
        frame = state.frame
        if frame is not None and frame.kind == "card":
            if traded := points_in_place(state, move):
                return traded[:1].upper() + traded[1:]
            if kept := goods_kept_from_points(state, move):
                return tr("Keep {goods}").format(goods=kept)
            if frame.space in ROOM_PAYMENT_CARDS and a[0] in frame.options:
                # the Clay Roof's question after a room or a renovation: which goods pay
                # for it ("Buy 1 reed (pay 1 clay)" read as a trade the card does not give)
                paid = payment_words(a[0])
                return (tr("Keep the payment: {goods}") if a[0] == frame.options[0]
                        else tr("Pay {goods} instead")).format(goods=paid)
            text = card_option_text(state, a[0])
            # a card's small word ("buy-0": the Wood Buyer's first offer); other answers
            # name their price themselves ("Fence e2 as a pasture for 1 food")
            word, _, seat = a[0].partition("-")
            if word in CARD_WORDS:
                # what the answer costs ("Family growth" from the Wet Nurse took 1 food
                # without a word on its button)
                from agricola_qt.ui.reasons import payment_note

                p, q = _mover_before_after(state, move)
                paid = spent(p.goods, q.goods)
                got = gained(p.goods, q.goods)
                if word == "buy" and seat.isdigit() and int(seat) < len(state.players) \
                        and not got.is_empty():
                    # "Buy it" did not say what, nor from whom (the Wood Buyer's question
                    # comes in another's turn)
                    text = tr("Buy {goods} from {who}").format(
                        goods=goods_text(got), who=player_name(state, int(seat)))
                elif not got.is_empty() and not paid.is_empty():
                    # what is given for what ("sell" alone did not say the 4 food; the
                    # Mushroom Collector's "Leave it (pay 1 wood)", the 2 food it brings)
                    return joined(text, tr("({notes})").format(notes=tr(
                        "{paid} → {got}").format(paid=goods_text(paid), got=goods_text(got))))
                if not paid.is_empty():
                    text += payment_note(goods_text(paid))
            elif a[0] in GOOD_NAMES or _goods_option(a[0]):
                # goods bought with food (the Pieceworker's "Wood" said nothing of its price),
                # its price said too while it waits for food (greyed, it read "Clay" alone)
                from agricola_qt.ui.reasons import payment_note

                priced = state if legal_now(state, move) else _with_food(state)
                if not legal_now(priced, move):
                    return text
                p, q = _mover_before_after(priced, move)
                paid, got = spent(p.goods, q.goods), gained(p.goods, q.goods)
                if not paid.is_empty() and not got.is_empty():
                    return tr("Buy {goods}").format(goods=goods_text(got)) + payment_note(
                        goods_text(paid))
            return text
        return tr("Choose: {what}").format(what=words.get(a[0]) or good_name(a[0]))
    if v in ("buy", "minor"):
        from agricola_qt.ui.reasons import payment_note

        text = tr("Buy {card}") if v == "buy" else tr("Play {card}")
        text = text.format(card=card_name(a[0]))
        gives_back = len(a) >= 3 and a[1] == "return"
        # every improvement says what it takes ("Buy Clay Oven" and "Play Guest" said
        # nothing beside "Buy Fireplace (pay 2 clay)"); the two Fireplaces and Cooking
        # Hearths differ only by their cost
        paid = _improvement_payment(state, move)
        if paid is not None and not paid.is_empty():
            text += payment_note(goods_text(paid))
        elif paid is not None and not gives_back:  # "Play Duck Pond" beside "(pay 1 reed)"
            info = CATALOG.get(a[0])
            discards = info.discards if info is not None else 0
            # the Madonna Statue's price is 2 improvements, not nothing (a tester read "free")
            text = joined(text, trn("(discard %n improvement(s))", discards) if discards
                          else tr("(free)"))
        twin = _twin_left(state, a[0])
        if gives_back:
            back = card_name(a[2])
            owned = state.players[state.actor].cards if state.actor >= 0 else ()
            if sum(card_name(c) == back for c in owned) > 1:  # both Fireplaces owned
                back = tr("{card} ({cost})").format(card=back, cost=_printed_cost(a[2]))
            if (paid is None or paid.is_empty()) and twin:
                # paid by a Fireplace given back, both Cooking Hearths cost the same: the
                # one taken and the one left for the others are all that differs ("give
                # back Fireplace; the 5 clay one stays on the board" did not say which one
                # the player gets, a tester)
                # ("Buy Cooking Hearth (4 clay) by …": the 4 clay read as its price, which
                # the Fireplace given back replaces, a tester)
                return tr("Give back {back} for {card} (the {cost} one); the {other} one "
                          "stays on the board").format(card=card_name(a[0]),
                                                 cost=_printed_cost(a[0]), back=back,
                                                 other=_printed_cost(twin))
            text = joined(text, tr("({notes})").format(
                notes=tr("give back {card}").format(card=back)))
        return text
    if v == "use":
        what = card_name(a[0])
        if len(a) > 1:
            return tr("Use {card}: {option}").format(card=what, option=use_text(state, move))
        return tr("Use {card}").format(card=what)
    if v == "occupation":
        from agricola_qt.ui.reasons import payment_note

        text = tr("Play occupation {card}").format(card=card_name(a[0]))
        named = _pay_named(move)
        frame = state.frame
        if named is None and frame is not None and frame.occupations and state.actor >= 0:
            # what it costs here (the 2nd occupation 1 food, the 4-5 player space 2): the
            # player learnt it from the log only after playing
            from agricola_qt.engine.improvements import occupation_cost, occupation_payment

            named = occupation_payment(state, state.actor, frame, a[0])
            if named is None:
                # not affordable now: still its price, as a room or a major says its own
                # (greyed "Play occupation Chamberlain" said nothing of its 1 food)
                named = occupation_cost(state, state.actor, frame, a[0])
            if named.is_empty():
                return joined(text, tr("(free)"))
        if named is not None and not named.is_nonnegative():
            # a card pays the player for it (the Patron's food): "(pay -1 food)", a tester
            given = Goods(**{g: -n for g, n in named.items() if n < 0})
            return joined(text, tr("(+{food})").format(food=goods_text(given)))
        if named is not None:
            text += payment_note(goods_text(named))
        return text
    if v == "bake":  # what it brings: a Fireplace's 2 food and an oven's 5 read the same
        from agricola_qt.engine.cards.registry import card

        bake = card(a[0]).bake()
        food = bake.food_per_grain if bake is not None else 0
        # what it brings here, the cards' food too (a Millstone's 2 more: "5 food" stood on
        # a tester's button and in the history, and 7 came)
        if legal_now(state, move):
            p, q = _mover_before_after(state, move)
            food = max(food, q.goods.food - p.goods.food)
        return tr("Bake 1 grain with {card} into {food}").format(
            card=card_name(a[0]), food=count_text(food, "food"))
    if v == "sow":
        return at_place(tr("Sow {crop} on {cell}"), a[0], crop=good_name(a[1]))
    labels = {"plow": tr("Plough {cell}"), "room": tr("Build a room on {cell}"),
              "stable": tr("Build a stable on {cell}"),
              "fence-add": tr("Add {cell} to the pasture")}
    if v == "fence-add" and state.actor >= 0 and _in_a_pasture(state, a[0]):
        # "Add c2 to the pasture" for a cell fenced already read as nothing to a tester:
        # the plan divides that pasture
        return tr("Fence {cell} off inside its pasture").format(cell=a[0])
    if v in labels:
        return labels[v].format(cell=a[0]) + _cell_payment_note(state, move)
    if v == "place":
        return tr("Place a person on {space}").format(space=space_label(state, a[0]))
    return str(move)


CARD_WORDS = {
    "no": QT_TRANSLATE_NOOP("Table", "No, thanks"), "skip": QT_TRANSLATE_NOOP("Table", "Skip"),
    "keep": QT_TRANSLATE_NOOP("Table", "Keep it"), "stay": QT_TRANSLATE_NOOP("Table", "Stay"),
    "yes": QT_TRANSLATE_NOOP("Table", "Yes"), "done": QT_TRANSLATE_NOOP("Table", "Done"),
    "buy": QT_TRANSLATE_NOOP("Table", "Buy it"), "build": QT_TRANSLATE_NOOP("Table", "Build"),
    "adopt": QT_TRANSLATE_NOOP("Table", "Adopt"),
    "grow": QT_TRANSLATE_NOOP("Table", "Family growth"),
    "plow": QT_TRANSLATE_NOOP("Table", "Plough"), "play": QT_TRANSLATE_NOOP("Table", "Play it"),
    "spread": QT_TRANSLATE_NOOP("Table", "Spread it"),
    "taste": QT_TRANSLATE_NOOP("Table", "Taste"), "store": QT_TRANSLATE_NOOP("Table", "Store"),
    "mill": QT_TRANSLATE_NOOP("Table", "Mill"),
    "points": QT_TRANSLATE_NOOP("Table", "Take the points"),
    "later": QT_TRANSLATE_NOOP("Table", "Later"), "swap": QT_TRANSLATE_NOOP("Table", "Swap"),
    "leave": QT_TRANSLATE_NOOP("Table", "Leave it"),
    "other": QT_TRANSLATE_NOOP("Table", "Something else"),
    "again": QT_TRANSLATE_NOOP("Table", "Once more"),
    "pass": QT_TRANSLATE_NOOP("Table", "Pass"),
    "sell": QT_TRANSLATE_NOOP("Table", "Sell it"),
    "renovate": QT_TRANSLATE_NOOP("Table", "Renovate"),
    "pair": QT_TRANSLATE_NOOP("Table", "Place two people in a row"),
}


# a card's own words for an answer where the common ones say too little (the Lasso's "Once
# more" / "Later" needed the text above them to make sense to a tester)
CARD_ANSWER_WORDS = {
    ("lasso", "again"): QT_TRANSLATE_NOOP("Table", "Place your next person now"),
    ("lasso", "again-animal"): QT_TRANSLATE_NOOP(
        "Table", "Place your next person now, on an animal space"),
    ("lasso", "later"): QT_TRANSLATE_NOOP("Table", "No, in turn order"),
    # "Store" beside "Keep it", "Buy it" beside "Leave it": the second read as keeping too
    # (a tester, in Chinese)
    ("pelts", "keep"): QT_TRANSLATE_NOOP("Table", "No, keep the food"),
    ("greenhouse", "leave"): QT_TRANSLATE_NOOP("Table", "No, do not buy it"),
    # its answers are named as the stone spaces are: two buttons read "1 Stone" (a tester)
    ("wooden-crane", "stone-1"): QT_TRANSLATE_NOOP("Table", "Take 1 more stone"),
    ("wooden-crane", "stone-2"): QT_TRANSLATE_NOOP("Table", "Take 2 more stone for 1 food"),
    # beside "Leave it (1 wood → 2 food)", "Keep it" read as leaving it too (a solo tester)
    **{(c, "keep"): QT_TRANSLATE_NOOP("Table", "No, take all the wood")
       for c in ("basket", "mushroom-collector", "pig-catcher")},
    # the bare option codes stood on the buttons ("harvest" beside "Skip": a tester)
    ("manure", "harvest"): QT_TRANSLATE_NOOP("Table", "Take 1 crop from each field"),
    ("copse", "plant"): QT_TRANSLATE_NOOP("Table", "Plant 1 wood on this card"),
}


def use_text(state: GameState, move: Move) -> str:
    """What one of a card's any-time uses does: the goods it trades ("2 clay → 1 stone",
    "1 food → 1 reed" from the Grocer), else its answer in words ("Renovate").  The option
    codes themselves ("2stone", "clay-wood", "veg+boar") said little to a player."""
    p, q = _mover_before_after(state, move)
    got, paid = gained(p.goods, q.goods), spent(p.goods, q.goods)
    if not got.is_empty() and not paid.is_empty():
        return tr("{paid} → {got}").format(paid=goods_text(paid), got=goods_text(got))
    if not got.is_empty():
        return tr("take {goods}").format(goods=goods_text(got))
    word = move.args[1]
    if not paid.is_empty():
        if word in CARD_WORDS:  # e.g. the Builder's Trowel's renovation and what it costs
            return tr("{action} for {goods}").format(action=card_option_text(state, word),
                                                     goods=goods_text(paid))
        return tr("give {goods}").format(goods=goods_text(paid))
    return card_option_text(state, word)


def card_option_text(state: GameState, option: str) -> str:
    """A card question's answer in words: a cell, an action space, a card, goods
    ("5wood+2clay"), or one of the cards' small words ("no", "keep", "plough-2")."""
    from agricola_qt.engine.grid import CELL_NAMES
    from agricola_qt.engine.spaces import ROUND_CARD_BY_ID, round_card

    frame = state.frame
    own = CARD_ANSWER_WORDS.get((frame.space, option)) if frame is not None else None
    if own is not None:
        return QCoreApplication.translate("Table", own)
    if option in CELL_NAMES:
        return tr("Cell {cell}").format(cell=option)
    seat, _, where = option.partition("-")  # "1-c1", "1-acreage": another player's field
    if seat.isdigit() and int(seat) < len(state.players) and (where in CELL_NAMES
                                                               or where in CARDS):
        place = (tr("cell {cell}").format(cell=where) if where in CELL_NAMES
                 else card_name(where))
        return tr("{who}: {place}").format(who=player_name(state, int(seat)), place=place)
    if option in GOOD_NAMES:  # before spaces: "wood" is a good here, not "3 Wood"
        name = good_name(option)  # a button's caption: "Wood", as "Take wood" begins
        return name[:1].upper() + name[1:]
    index = state.space_index(option)
    if index >= 0:
        return space_name(state.spaces[index].space)
    if option in ROUND_CARD_BY_ID:
        return space_name(round_card(option, state.setup.family))
    if option in CARDS:  # before a space's other player count: "fishing-rod" read "Fishing"
        return card_name(option)
    base = option.rsplit("-", 1)[0]  # "occupation-3p": a space of this player count
    index = state.space_index(base)
    if index >= 0:
        return space_name(state.spaces[index].space)
    goods = _goods_option(option)
    if goods:
        return goods
    origin, to, target = option.partition("-to-")  # a person moved (Acrobat, Mover cards)
    if to and state.space_index(origin) >= 0 and state.space_index(target) >= 0:
        return tr("Move from “{origin}” to “{target}”").format(
            origin=space_name(state.spaces[state.space_index(origin)].space),
            target=space_name(state.spaces[state.space_index(target)].space))
    word, _, rest = option.partition("-")
    count = int(rest) if rest.isdigit() else None
    if word == "plant" and count is not None:  # the Forester's wood
        return trn("Plant %n wood", count)
    if word == "fence" and rest in CELL_NAMES:  # the Fence Overseer's pasture of one space
        return tr("Fence {cell} as a pasture for 1 food").format(cell=rest)
    if word in ("plough", "harrow") and count is not None:
        return trn("Plough %n field(s)", count)
    if word == "double" and count is not None:
        return trn("Take double: %n more food", count)  # (the extra, not the total: a tester)
    if word == "save":
        return tr("Save 1 {good}").format(good=good_name(rest), measure=measure_word(rest))
    if word == "leave" and state.space_index(rest) < 0:  # ("leave-wood-4": a space's id,
        # the Mushroom Collector's 1 wood left on "4 Wood", read "Leave 4 wood on the space")
        good, _, n = rest.partition("-")
        if n.isdigit():
            return tr("Leave {goods} on the space").format(
                goods=goods_text(Goods(**{good: int(n)})) if good in GOOD_NAMES else rest)
    if word == "stone" and count is not None:
        return goods_text(Goods(stone=count))
    if word in CARD_WORDS:
        return QCoreApplication.translate("Table", CARD_WORDS[word])
    return option.replace("-", " ")


def legal_now(state: GameState, move: Move) -> bool:
    """Is ``move`` legal now (a greyed answer's result cannot be read)?"""
    return why_illegal(state, move) is None


def payment_words(option: str) -> str:
    """A room payment's ``choose`` option ("5wood+2clay") in words."""
    return _goods_option(option) or tr("nothing")


def _goods_option(option: str) -> str:
    """ "5wood+2clay" or "wood+reed" as goods in words, else ""."""
    import re

    parts = []
    for piece in option.split("+"):
        m = re.fullmatch(r"(\d*)([a-z]+)", piece)
        if m is None or m.group(2) not in GOOD_NAMES:
            return ""
        n = int(m.group(1) or 1)
        parts.append(count_text(n, m.group(2)))
    return tr(" + ").join(parts) if "+" in option or option[0].isdigit() else ""


def sown_place(cell: str) -> str:
    """A cell ("b2"), or a field card in quotes ("“Lettuce Patch”"; in Chinese "在 莴苣田 播种"
    read oddly, the card named with spaces around it where others are quoted)."""
    return cell if len(cell) == 2 else tr("“{card}”").format(card=card_name(cell))


_HAN = "[\u4e00-\u9fff]"
_WIDE = "[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef“”]"
_COUNT_AMONG_HAN = re.compile(rf"(?<={_HAN})(?=[0-9])|(?<=[0-9])(?={_HAN})")
_SPACE_AMONG_HAN = re.compile(rf"(?<={_WIDE}) (?={_HAN})|(?<={_HAN}) (?={_WIDE})")


_HAN_BEFORE_COUNT = re.compile(rf"(?<={_HAN})(?=\d+ )")


def among_han(text: str) -> str:
    """``text`` without a space between two Chinese characters: the templates keep spaces
    round a name for a Latin one ("Mei 的手牌"), and beside a Chinese one they read as
    machine-made ("由 小梅 传给 乔纳斯", a tester); "在 b2 播种" keeps its spaces.  A count
    with its measure word after a Chinese character gets the space before it that the
    count has after it ("需要1 張職業卡" beside "需要 4 份食物", a Taiwanese tester)."""
    return _HAN_BEFORE_COUNT.sub(" ", _SPACE_AMONG_HAN.sub("", text))


_QUOTED = re.compile(r"([“「])([^”」]{2,12})([”」])")
_BRACKETED = re.compile(r"(（)([^）\s，。、：；]{2,8})(）)")


def unbroken_names(text: str, names: Sequence[str]) -> str:
    """``text`` with each Chinese name in it (of ``names``, and each quoted name) kept on one
    line: a word joiner between its characters.  Wrapped at any character, a log line read
    "乔纳 / 斯" and "“守田 / 人”" (a tester).  A good's name, with its count and measure word,
    stays whole too ("蔬 / 菜", "2 / 个芦苇")."""
    def glue(name: str) -> str:
        return "\u2060".join(name.replace("\u2060", "")) if has_cjk(name) else name

    words = {n for n in names if len(n) > 1 and has_cjk(n)} | _goods_words()
    found = sorted((w for w in words if w in text), key=len, reverse=True)
    if found:  # the longest first: "个芦苇" whole, not "芦苇" alone and the measure apart
        text = re.sub("|".join(map(re.escape, found)), lambda m: glue(m.group(0)), text)
    measures = [m for m in (measure_word(g) for g in GOOD_KINDS) if m]
    if measures:  # a count keeps to its measure word: no break in "2 个"
        text = re.sub(r"(\d) (?=" + "|".join(map(re.escape, set(measures))) + ")",
                      "\\1\u00a0", text)
    text = _QUOTED.sub(lambda m: m.group(1) + glue(m.group(2)) + m.group(3), text)
    # a card named in brackets as well ("（家用山 / 羊）" wrapped)
    return _BRACKETED.sub(lambda m: m.group(1) + glue(m.group(2)) + m.group(3), text)


def _goods_words() -> set[str]:
    """The goods' names in Chinese, alone and after their measure words ("芦苇", "个芦苇");
    none in English."""
    words: set[str] = set()
    for good in GOOD_KINDS:
        for name in {good_name(good, 1), good_name(good, 2)}:
            if has_cjk(name):
                words |= {name, measure_word(good) + name} if len(name) > 1 else {
                    measure_word(good) + name}
    return {w for w in words if len(w) > 1}


def at_place(template: str, cell: str, **words: str) -> str:
    """``template`` with ``{cell}`` a sown or ploughed place (``sown_place``): a quoted card
    name between Chinese words loses the spaces a cell's name has ("在 “豆田” 播种蔬菜" read
    with stray spaces; "在 b2 播种" keeps them)."""
    return among_han(template.format(cell=sown_place(cell), **words))


def space_label(state: GameState, space_id: str) -> str:
    """The space's name; a green card named as a printed space (3 players: "1 Clay" twice)
    says which it is (the coach's "Place a person on 1 Clay" lit one of two), and so does a
    round card named as another (the stages 2 and 4 both bring "1 Stone": a newcomer's log
    read "took 3 stone from “1 Stone”" for either), by the round its card came up."""
    from agricola_qt.engine.spaces import green_cards

    index = state.space_index(space_id)
    if index < 0:
        return space_id
    space = state.spaces[index].space
    name = space_name(space)
    twin = any(s.space.name == space.name and s.space.id != space.id for s in state.spaces)
    setup = state.setup
    if twin and space in green_cards(setup.players, setup.family):
        return tr("{space} (green card)").format(space=name)
    if twin and space.id in setup.round_cards:  # by the round its card came up
        return tr("{space} (round {n})").format(space=name,
                                                n=setup.round_cards.index(space.id) + 1)
    return name



def _can_bake(state: GameState, player: int) -> bool:
    """Has ``player`` an improvement that bakes?"""
    from agricola_qt.engine.improvements import bakers

    return bool(bakers(state, player))


def frame_hint(state: GameState) -> str:
    """What the player whose turn it is should do now, in one line."""
    if state.is_over:
        return tr("The game is over: see the score sheet.")
    frame = state.frame
    who = player_name(state, state.actor)
    if frame is None:
        return tr("{who}: drag a person from your house onto a free action space (or click "
                  "the space).").format(
            who=who)
    if frame.kind == "feed":
        need = food_needed(state, frame.player)
        have = state.players[frame.player].goods.food
        return tr("{who}: feed your family — {need} food needed, {have} held.").format(
            who=who, need=need, have=have)
    if frame.kind == "breed":
        # why a choice: a newborn of every kind with two or more would not fit (the player
        # was asked with no reason, then saw the animals moved about)
        options = [o for o in frame.options if o]
        room = max((len(o.split("+")) for o in options), default=0)
        return tr("{who}: choose which animals breed.").format(who=who) + " " + trn(
            "There is room for only %n newborn(s); your animals are rearranged to fit.",
            room)
    if frame.kind == "animals":
        if not any(m.verb == "convert" and m.args and m.args[0] in ANIMALS
                   for m in legal_moves(state)):  # no cooking improvement: "or cook" misled
            return tr("{who}: some animals do not fit — keep the best or release some.").format(
                who=who)
        return tr("{who}: some animals do not fit — keep the best, release or cook.").format(
            who=who)
    if frame.kind == "choice":
        index = state.space_index(frame.space)
        if index >= 0:
            return tr("{who}: {space} — choose one of the options below.").format(
                who=who, space=space_name(state.spaces[index].space))
        return tr("{who}: choose one of the options below.").format(who=who)
    if frame.kind == "card":
        owner = next((i for i, p in enumerate(state.players) if frame.space in p.cards),
                     frame.player)
        if owner == frame.player:
            text = tr("{who}: your card {card} asks what you want — choose one of the options "
                      "below.").format(who=who, card=card_name(frame.space))
        else:  # another's card offering this player something (Ana's Harrow: "your card"
            # told a tester the Harrow was theirs)
            text = tr("{who}: {owner}'s card {card} offers you something — choose one of the "
                      "options below.").format(who=who, owner=player_name(state, owner),
                                               card=card_name(frame.space))
        if state.phase == WORK and state.current != frame.player:
            # asked in another's turn: whose move it answers (the Wood Buyer's question did
            # not say that another had just taken wood)
            text = joined(text, among_han(tr("(It is {name}'s turn.)").format(
                name=player_name(state, state.current))))  # ("现在是 乔纳斯 的回合")
        return text
    parts = []
    if frame.plan:
        parts.append(tr("click cells to grow the planned pasture, then build it"))
    else:
        # a step named only while a move of it can be made (with every field sown it still
        # asked a newcomer to drag grain onto an empty field; with no room affordable, to
        # drag room tiles)
        verbs = {m.verb for m in legal_moves(state)}
        steps = [(frame.rooms and "room" in verbs, tr("drag room tiles onto your farm")),
                 (frame.stables and "stable" in verbs, tr("drag stables onto your farm")),
                 (frame.plows and "plow" in verbs,
                  tr("drag a field tile onto a cell to plough")),
                 (frame.sow and "sow" in verbs,
                  tr("drag grain or vegetables onto empty fields"))]
        parts += [words for open_, words in steps if open_]
        if any(open_ for open_, _ in steps):
            # a click on a cell does it too (a newcomer found it only by trying, the
            # field tile far off by the major improvements)
            parts.append(tr("or click a cell"))
        if frame.fences:
            parts.append(tr("drag along cell edges to draw fences (or click cells)"))
        if frame.bake and _can_bake(state, frame.player):  # (said to one with no oven)
            parts.append(tr("bake bread"))
        if frame.improvements:  # "an improvement" where only minor ones may be played
            parts.append(tr("pick an improvement") if frame.allow_major
                         else tr("pick a minor improvement"))
        if frame.occupations:
            parts.append(tr("play an occupation"))
    if not parts:  # (every step of the action done that can be: only its end is left)
        parts.append(tr("nothing more can be done here; end the action"))
    text = tr("{who}: {what}").format(who=who, what=tr("; ").join(parts))
    if frame.space in CARDS and state.space_index(frame.space) < 0:
        # a card's own action says which card asks (the Baker's bake at a harvest read only
        # "Mei: bake bread", a tester)
        text = joined(text, tr("({cards})").format(cards=card_name(frame.space)))
    if not frame.plan and frame.need_one and not frame.did_any:
        # nothing offered to finish with (a player on Fences who cleared the plan and found
        # no new pasture possible, a newcomer on Build Rooms with no room affordable, looked
        # for a way out): the person goes back with Undo
        if state.space_index(frame.space) < 0 and frame.space in CARDS:
            # a card's own action (the Plough Driver's plough as a round begins): no person
            # was placed to take back (a tester read that and ended the action unused)
            text += tr(". ") + tr("One of these is needed here; Undo (Ctrl+Z) takes back "
                                  "the answer to {card}.").format(card=card_name(frame.space))
        else:
            text += tr(". ") + tr("One of these is needed here; Undo (Ctrl+Z) takes the "
                                  "person back.")
    return text
