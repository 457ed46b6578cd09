"""Words the table shows, all through Qt's translation functions.

Strings that come from the engine (space names, reasons) go through the "engine" context so a
translation file can cover them too.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from agricola_qt.engine import GameState, Move
from agricola_qt.engine.cards.catalog_data import CATALOG
from agricola_qt.engine.cards.registry import CARDS
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.harvest import food_needed
from agricola_qt.engine.refusals import Refusal
from agricola_qt.engine.spaces import HARVEST_ROUNDS, STAGE_OF_ROUND, ActionSpace
from agricola_qt.ui import i18n


def tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


def engine_text(text: str | Refusal) -> str:
    """A sentence produced by the engine: a ``Refusal`` is translated by its code
    (``ui/reasons.py``); other text through the names file's "reasons", then the "engine"
    context, else the English as is."""
    from agricola_qt.ui.reasons import refusal_text, table_sentence

    if isinstance(text, Refusal):
        return refusal_text(text)
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


def good_name(good: str) -> str:
    return QCoreApplication.translate("goods", GOOD_NAMES.get(good, good))


def goods_text(goods: Goods) -> str:
    """Goods in words, e.g. "3 wood, 1 food" (translated)."""
    parts = [tr("{n} {good}").format(n=n, good=good_name(g)) for g, n in goods.items()]
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
    return i18n.name("card_texts", card_id) or _engine_name(known.text)


def card_cost(card_id: str) -> str:
    """What a card costs, in words: goods (or the alternatives), cards to give back."""
    info = CATALOG.get(card_id)
    if info is None:  # a major improvement
        cost = getattr(CARDS.get(card_id), "cost", None)
        text = goods_text(cost) if cost is not None else tr("nothing")
        if card_id.startswith("cooking-hearth"):
            text += " " + tr("or give back a Fireplace")
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
        "occupations": tr("{n} occupation(s)"), "improvements": tr("{n} improvement(s)"),
        "ovens": tr("{n} oven(s)"), "sheep": tr("{n} sheep"), "cattle": tr("{n} cattle"),
        "animals": tr("{n} animal(s)"), "veg_fields": tr("{n} vegetable field(s)"),
        "grain_fields": tr("{n} grain field(s)"), "planted_fields": tr("{n} planted field(s)"),
        "max_occupations": tr("at most {n} occupation(s)"),
    }
    parts = []
    for key, n in info.prerequisite:
        if key == "max_occupations" and n == 0:
            parts.append(tr("no occupations"))
        else:
            parts.append(words[key].format(n=n))
    return tr(" and ").join(parts)


def card_help(card_id: str) -> str:
    """Everything printed on a card: name, cost, prerequisite, points and what it does."""
    known = CARDS.get(card_id)
    if known is None:
        return card_name(card_id)
    head = tr("<b>{card}</b> · cost: {cost} · {n} pt").format(
        card=card_name(card_id), cost=card_cost(card_id), n=known.points)
    needs = card_prerequisite(card_id)
    if needs:
        head += " · " + tr("needs {what}").format(what=needs)
    return head + "<br>" + card_text(card_id)


def player_name(state: GameState, index: int) -> str:
    names = state.setup.names
    if index < len(names) and names[index]:
        return names[index]
    return tr("Player {n}").format(n=index + 1)


def next_harvest(round_no: int) -> int:
    for r in sorted(HARVEST_ROUNDS):
        if r >= max(round_no, 1):
            return r
    return 14


def round_line(state: GameState) -> str:
    if state.is_over:
        return tr("The game is over")
    r = max(state.round, 1)
    harvest = next_harvest(r)
    if harvest == r:
        when = tr("harvest at the end of this round")
    else:
        when = tr("next harvest after round {h}").format(h=harvest)
    phase = {"work": tr("work"), "feed": tr("harvest: feeding"),
             "breed": tr("harvest: breeding")}.get(state.phase, state.phase)
    return tr("Round {r} of 14 · stage {s} · {phase} · {when}").format(
        r=r, s=STAGE_OF_ROUND[r], phase=phase, when=when)


def _named_payment(state: GameState, move: Move) -> Goods | None:
    """The goods a buy/minor move pays, when the card could be paid in more than one way:
    those it names with ``pay``, else the default payment the engine takes."""
    from agricola_qt.engine import improvements
    from agricola_qt.engine.goods import parse_goods_word

    a = move.args
    if len(a) >= 3 and a[-2] == "pay":
        return parse_goods_word(a[-1])
    if a[0] not in CARDS or state.actor < 0:
        return None
    if not improvements.has_alternatives(state, state.actor, a[0]):
        return None
    returns = a[2] if len(a) >= 3 and a[1] == "return" else ""
    payment = improvements.find_payment(state, state.actor, a[0], returns)
    return payment.goods if payment is not None else None


def move_label(state: GameState, move: Move) -> str:
    """A short button caption for a move."""
    v, a = move.verb, move.args
    if v == "done":
        return tr("Done (end this action)")
    if v == "fence-build":
        return tr("Build the planned fences")
    if v == "fence-clear":
        return tr("Clear the plan")
    if v == "feed":
        need = food_needed(state, state.actor)
        have = state.players[state.actor].goods.food
        return tr("Feed family ({have} of {need} food)").format(have=have, need=need)
    if v == "keep-best":
        return tr("Keep the best animals (cook the rest)")
    if v == "release":
        return tr("Release a {good}").format(good=good_name(a[0]))
    if v == "convert":
        return tr("Turn 1 {good} into food").format(good=good_name(a[0]))
    if v == "breed":
        kinds = [good_name(k) for k in a[0].split("+") if k and k != "none"]
        return tr("Breed: {kinds}").format(kinds=tr(", ").join(kinds) or tr("nothing"))
    if v in ("take", "choose"):
        words = {"grow": tr("family growth"), "room": tr("build a room"),
                 "food": tr("take the food"), "occupation": tr("play an occupation")}
        if v == "take":
            return tr("Take {goods}").format(goods=" + ".join(good_name(g) for g in a))
        return tr("Choose: {what}").format(what=words.get(a[0]) or good_name(a[0]))
    if v in ("buy", "minor"):
        text = tr("Buy {card}") if v == "buy" else tr("Play {card}")
        text = text.format(card=card_name(a[0]))
        if len(a) >= 3 and a[1] == "return":
            text += " " + tr("(give back {card})").format(card=card_name(a[2]))
        paid = _named_payment(state, move)
        if paid is not None:
            from agricola_qt.ui.reasons import payment_note

            text += " " + payment_note(goods_text(paid))
        return text
    if v == "use":
        what = card_name(a[0])
        if len(a) > 1:
            return tr("Use {card}: {option}").format(card=what, option=good_name(a[1]))
        return tr("Use {card}").format(card=what)
    if v == "occupation":
        return tr("Play occupation {card}").format(card=card_name(a[0]))
    if v == "bake":
        return tr("Bake 1 grain with {card}").format(card=card_name(a[0]))
    if v == "sow":
        where = a[0] if len(a[0]) == 2 else card_name(a[0])
        return tr("Sow {crop} on {cell}").format(crop=good_name(a[1]), cell=where)
    labels = {"plow": tr("Plow {cell}"), "room": tr("Build a room on {cell}"),
              "stable": tr("Build a stable on {cell}"),
              "fence-add": tr("Add {cell} to the pasture")}
    if v in labels:
        return labels[v].format(cell=a[0])
    if v == "place":
        return tr("Place a person on {space}").format(space=_space_by_id(state, a[0]))
    return str(move)


def _space_by_id(state: GameState, space_id: str) -> str:
    index = state.space_index(space_id)
    return space_name(state.spaces[index].space) if index >= 0 else space_id


def frame_hint(state: GameState) -> str:
    """What the player whose turn it is should do now, in one line."""
    if state.is_over:
        return tr("The game is over: see the score sheet.")
    frame = state.frame
    who = player_name(state, state.actor)
    if frame is None:
        return tr("{who}: drag a person from your house onto a free action space.").format(
            who=who)
    if frame.kind == "feed":
        need = food_needed(state, frame.player)
        have = state.players[frame.player].goods.food
        return tr("{who}: feed your family — {need} food needed, {have} held.").format(
            who=who, need=need, have=have)
    if frame.kind == "breed":
        return tr("{who}: choose which animals breed.").format(who=who)
    if frame.kind == "animals":
        return tr("{who}: some animals do not fit — keep the best, release or cook.").format(
            who=who)
    if frame.kind == "choice":
        return tr("{who}: choose one option.").format(who=who)
    parts = []
    if frame.plan:
        parts.append(tr("click cells to grow the planned pasture, then build it"))
    else:
        if frame.rooms:
            parts.append(tr("drag room tiles onto your farm"))
        if frame.stables:
            parts.append(tr("drag stables onto your farm"))
        if frame.plows:
            parts.append(tr("drag a field tile onto a cell to plow"))
        if frame.sow:
            parts.append(tr("drag grain or vegetables onto empty fields"))
        if frame.fences:
            parts.append(tr("drag along cell edges to draw fences (or click cells)"))
        if frame.bake:
            parts.append(tr("bake bread"))
        if frame.improvements:
            parts.append(tr("pick an improvement"))
        if frame.occupations:
            parts.append(tr("play an occupation"))
    return tr("{who}: {what}").format(who=who, what=tr("; ").join(parts))
