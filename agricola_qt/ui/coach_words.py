"""The coach's words in the table's language: a reason by its code, a value, a mistake.

A ``Reason``'s English template is its value (``ai/coach.py``); here each one is a Qt message
of the "Table" context (the list below lets lupdate see them), and its arguments are worded
too: goods, animals and materials by their goods names, a scoring category by the score
sheet's name, a card by its card name; counts stay numbers.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from agricola_qt.ai.coach import MISTAKE_POINTS, Advice, Mistake, Reason
from agricola_qt.engine import GameState
from agricola_qt.ui.text import card_name, good_name, measure_word, move_label, tr, trn

REASON_WORDS: dict[Reason, str] = {
    Reason.GROWS_FAMILY: QT_TRANSLATE_NOOP("Table", "grows the family"),
    Reason.BUILDS_ROOMS: QT_TRANSLATE_NOOP("Table", "builds rooms ({count})"),
    Reason.RENOVATES: QT_TRANSLATE_NOOP("Table", "makes the house a {house}"),
    Reason.GETS_COOKING: QT_TRANSLATE_NOOP("Table", "gets a way to cook"),
    Reason.PLAYS_CARD: QT_TRANSLATE_NOOP("Table", "plays {card}"),
    Reason.BUYS_MAJOR: QT_TRANSLATE_NOOP("Table", "buys {card}"),
    Reason.FILLS_CATEGORY: QT_TRANSLATE_NOOP(
        "Table", "fills an empty scoring category ({category})"),
    Reason.TAKES_MOST_FOOD: QT_TRANSLATE_NOOP("Table", "takes the most food ({amount})"),
    Reason.FEEDS_FAMILY: QT_TRANSLATE_NOOP("Table",
                                           "covers the food the family eats at the harvest"),
    Reason.FOOD_FOR_HARVEST: QT_TRANSLATE_NOOP(
        "Table", "takes {amount} food toward the harvest ({have} of the {need} the family eats)"),
    Reason.STORES_FOOD: QT_TRANSLATE_NOOP("Table", "keeps {amount} more food for later harvests"),
    Reason.PLOWS: QT_TRANSLATE_NOOP("Table", "ploughs a field"),
    Reason.SOWS: QT_TRANSLATE_NOOP("Table", "sows crops"),
    Reason.FENCES_CELLS: QT_TRANSLATE_NOOP("Table", "fences in {cells} ({count} more pastures)"),
    Reason.FENCES: QT_TRANSLATE_NOOP("Table", "fences pastures ({count} more)"),
    Reason.BUILDS_STABLES: QT_TRANSLATE_NOOP("Table", "builds stables ({count})"),
    Reason.TAKES_ANIMALS: QT_TRANSLATE_NOOP("Table", "takes animals ({amount} {animal})"),
    Reason.ANIMALS_FOR_FOOD: QT_TRANSLATE_NOOP(
        "Table", "takes {amount} {animal}: {food} food once cooked, toward the harvest (the "
        "family eats {need}; {have} held)"),
    Reason.TAKES_GOODS: QT_TRANSLATE_NOOP("Table", "takes building goods ({amount} {good})"),
    Reason.GOODS_FOR_ROOM: QT_TRANSLATE_NOOP(
        "Table", "takes {amount} {good} toward a room ({have} with these; a room needs {need})"),
    Reason.GOODS_FOR_COOKING: QT_TRANSLATE_NOOP(
        "Table", "takes {amount} clay toward {card} ({have} with these; it costs {need})"),
    Reason.GOODS_FOR_RENOVATION: QT_TRANSLATE_NOOP(
        "Table", "takes {amount} {good} toward renovating ({have} with these; renovating needs {need})"),  # noqa: E501
    Reason.GOODS_FOR_MAJOR: QT_TRANSLATE_NOOP(
        "Table", "takes {amount} {good} toward {card} ({have} with these; it costs {need})"),
    Reason.WOOD_FOR_FENCES: QT_TRANSLATE_NOOP("Table",
                                              "takes {amount} wood for fences and stables"),
    Reason.TAKES_CROPS: QT_TRANSLATE_NOOP("Table", "takes crops ({amount} {crop})"),
    Reason.STARTING_PLAYER: QT_TRANSLATE_NOOP("Table", "becomes the starting player"),
    Reason.STARTING_PLAYER_FOOD: QT_TRANSLATE_NOOP(
        "Table", "becomes the starting player and takes {amount} food"),
    Reason.BEST_PLAYOUTS: QT_TRANSLATE_NOOP("Table", "does best in trial games"),
    Reason.TRIAL_WORTH: QT_TRANSLATE_NOOP("Table", "worth what the trial games make of it"),
}
# the houses a reason names (``coach.HOUSE_NAMES``), for lupdate
HOUSE_WORDS = (QT_TRANSLATE_NOOP("Table", "wooden hut"), QT_TRANSLATE_NOOP("Table", "clay hut"),
               QT_TRANSLATE_NOOP("Table", "stone house"))
GOOD_ARGS = frozenset({"material", "animal", "good", "crop"})


def argument_text(key: str, value: str | int) -> str:
    """One argument of a reason in words."""
    if isinstance(value, int):
        return str(value)
    if key in GOOD_ARGS:
        return good_name(value)
    if key == "card":
        return card_name(value)
    if key == "house":  # (coach.HOUSE_NAMES)
        return tr(value)
    if key == "cells":  # "e1, e2" as the language lists things (e1、e2)
        return tr(", ").join(value.split(", "))
    if key == "category":
        from agricola_qt.ui.score_sheet import category_name

        return category_name(value)
    return value


def reason_text(reason: Reason, args: dict[str, str | int]) -> str:
    """The reason in the table's language, its arguments filled in."""
    template = QCoreApplication.translate("Table", REASON_WORDS[reason])
    words = {key: argument_text(key, value) for key, value in args.items()}
    # the counted good's measure word, for languages that put one after a count ("拿取 2 塊
    # 磚頭": "拿取2磚頭" read as broken Chinese to a tester); "" in English
    counted = next((str(args[k]) for k in ("good", "animal", "crop") if k in args), "")
    words["measure"] = measure_word(counted) if counted else ""
    try:
        return template.format(**words)
    except (KeyError, IndexError, ValueError):  # a translation that lost a field
        return reason.value.format(**words)


def advice_reason(advice: Advice) -> str:
    return reason_text(advice.reason, advice.args)


def restates(advice: Advice) -> bool:
    """Whether the reason only says again what the move's own words say ("Play occupation
    Master Brewer — plays Master Brewer")."""
    move = advice.move
    return (advice.reason in (Reason.PLAYS_CARD, Reason.BUYS_MAJOR)
            and move.verb in ("occupation", "minor", "buy")
            and bool(move.args) and advice.args.get("card") == move.args[0])


def points_text(value: float, tenths: bool = False) -> str:
    """An estimated final score, e.g. "final ≈ 34 points"; with ``tenths`` "final ≈ 34.2
    points" (moves whose whole points read the same: three "≈ 29 points" gave no hint of how
    close they were, nor why the first was first).  "final": a newcomer read "≈ 30.6" beside
    the board's "≈ 7" as the score now."""
    if tenths:
        return tr("final ≈ {points} points").format(points=f"{value:.1f}")
    return trn("final ≈ %n point(s)", round(value))


def loss_text(loss: float) -> str:
    """Points given away by a move, e.g. "−4 points"; under ``MISTAKE_POINTS`` to a tenth,
    as the review's summary has it (it said "no decision lost 3 points or more" beside a
    move marked "−3 points", lost 2.6)."""
    if loss < MISTAKE_POINTS:
        return tr("−{n} points").format(n=f"{max(0.1, loss):.1f}")
    return trn("−%n point(s)", max(1, round(loss)))


def mistake_text(before: GameState, mistake: Mistake) -> str:
    """One line for a reviewed decision: the best move, why, and what was lost."""
    best = mistake.best
    if mistake.move.verb == "fence-add":
        # a plan is judged at its first cell, with the rest of it and its build: a tester
        # read "add c2 to the pasture · better: add d1 to the pasture" as about one click
        better = (tr("fences planned from {cell}").format(cell=best.move.args[0])
                  if best.move.verb == "fence-add" and best.move.args
                  else move_label(before, best.move))
        return tr("{loss} for the fences planned from here · better: {move} — {reason}").format(
            move=better, reason=advice_reason(best), loss=loss_text(mistake.loss))
    if restates(best):
        return tr("{loss} · better: {move}").format(move=move_label(before, best.move),
                                                   loss=loss_text(mistake.loss))
    return tr("{loss} · better: {move} — {reason}").format(
        move=move_label(before, best.move), reason=advice_reason(best),
        loss=loss_text(mistake.loss))
