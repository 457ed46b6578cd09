"""The engine's reasons for refusing a move ("Plow: d1 is not next to your other fields"),
in the table's language.

The engine writes its reasons in English, as "Verb: sentence".  The verb and the fixed
sentences are translated whole (Qt context "reasons"); sentences with a cell, a space, a card
or a cost in them are matched by a pattern whose template is translated, and the pieces are
translated one by one.  Anything not known here stays English.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

VERBS = {v: v for v in (
    QT_TRANSLATE_NOOP("reasons", "Place"), QT_TRANSLATE_NOOP("reasons", "Build room"),
    QT_TRANSLATE_NOOP("reasons", "Build stable"), QT_TRANSLATE_NOOP("reasons", "Plow"),
    QT_TRANSLATE_NOOP("reasons", "Sow"), QT_TRANSLATE_NOOP("reasons", "Bake"),
    QT_TRANSLATE_NOOP("reasons", "Fences"), QT_TRANSLATE_NOOP("reasons", "Major improvement"),
    QT_TRANSLATE_NOOP("reasons", "Minor improvement"),
    QT_TRANSLATE_NOOP("reasons", "Occupation"), QT_TRANSLATE_NOOP("reasons", "Choose"),
    QT_TRANSLATE_NOOP("reasons", "Use"), QT_TRANSLATE_NOOP("reasons", "Convert"),
    QT_TRANSLATE_NOOP("reasons", "Animals"), QT_TRANSLATE_NOOP("reasons", "Release"),
    QT_TRANSLATE_NOOP("reasons", "Feed"), QT_TRANSLATE_NOOP("reasons", "Breed"),
    QT_TRANSLATE_NOOP("reasons", "Done"),
)}

SENTENCES = frozenset((
    QT_TRANSLATE_NOOP("reasons", "a cattle here costs 1 food"),
    QT_TRANSLATE_NOOP("reasons", "a new pasture must be next to one of your pastures"),
    QT_TRANSLATE_NOOP("reasons",
                      "a pasture lies either inside one existing pasture or outside all of them"),
    QT_TRANSLATE_NOOP("reasons", "build or clear the planned pasture first"),
    QT_TRANSLATE_NOOP("reasons", "do at least one thing here first"),
    QT_TRANSLATE_NOOP("reasons", "family growth here starts in round 5"),
    QT_TRANSLATE_NOOP("reasons", "finish or clear the planned pasture first"),
    QT_TRANSLATE_NOOP("reasons", "finish the current action first"),
    QT_TRANSLATE_NOOP("reasons", "it is not breeding time"),
    QT_TRANSLATE_NOOP("reasons", "it is not feeding time"),
    QT_TRANSLATE_NOOP("reasons", "no cooking during breeding"),
    QT_TRANSLATE_NOOP("reasons", "not during breeding"),
    QT_TRANSLATE_NOOP("reasons", "only a minor improvement may be played here"),
    QT_TRANSLATE_NOOP("reasons", "plan a pasture first"),
    QT_TRANSLATE_NOOP("reasons", "that is already a pasture"),
    QT_TRANSLATE_NOOP("reasons", "the game is over"),
    QT_TRANSLATE_NOOP("reasons", "The game is over"),
    QT_TRANSLATE_NOOP("reasons", "there are no animals to place now"),
    QT_TRANSLATE_NOOP("reasons", "there is no cell you could plow"),
    QT_TRANSLATE_NOOP("reasons", "there is no food here and you cannot build a room"),
    QT_TRANSLATE_NOOP("reasons", "there is no food here"),
    QT_TRANSLATE_NOOP("reasons", "there is no planned pasture"),
    QT_TRANSLATE_NOOP("reasons", "there is nothing here to take"),
    QT_TRANSLATE_NOOP("reasons", "there is nothing to choose now"),
    QT_TRANSLATE_NOOP("reasons", "there is nothing to finish"),
    QT_TRANSLATE_NOOP("reasons", "you can neither build a stable nor bake"),
    QT_TRANSLATE_NOOP("reasons", "you can neither plow nor sow"),
    QT_TRANSLATE_NOOP("reasons", "you can neither sow nor bake"),
    QT_TRANSLATE_NOOP("reasons", "you cannot afford a room or a stable"),
    QT_TRANSLATE_NOOP("reasons", "you cannot afford any improvement"),
    QT_TRANSLATE_NOOP("reasons", "you cannot build a room"),
    QT_TRANSLATE_NOOP("reasons", "you cannot build any pasture"),
    QT_TRANSLATE_NOOP("reasons", "you cannot play any occupation here"),
    QT_TRANSLATE_NOOP("reasons", "you cannot play any occupation"),
    QT_TRANSLATE_NOOP("reasons", "you have built all 4 stables"),
    QT_TRANSLATE_NOOP("reasons", "you have no one left to place"),
    QT_TRANSLATE_NOOP("reasons", "you have no such field card"),
    QT_TRANSLATE_NOOP("reasons", "you need a free room for a newborn"),
    QT_TRANSLATE_NOOP("reasons", "your family already has 5 people"),
    QT_TRANSLATE_NOOP("reasons", "your house is already stone"),
    QT_TRANSLATE_NOOP("reasons", "these fences do not close a pasture yet"),
    QT_TRANSLATE_NOOP("reasons", "these pastures cannot be built"),
))

CELL = r"(?P<cell>[a-e][1-3])"
PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p), t) for p, t in (
    (r"^(?P<space>.+) is already taken this round$",
     QT_TRANSLATE_NOOP("reasons", "{space} is already taken this round")),
    (rf"^{CELL} is not next to the planned pasture$",
     QT_TRANSLATE_NOOP("reasons", "{cell} is not next to the planned pasture")),
    (rf"^{CELL} is already in the planned pasture$",
     QT_TRANSLATE_NOOP("reasons", "{cell} is already in the planned pasture")),
    (rf"^{CELL} holds a room$", QT_TRANSLATE_NOOP("reasons", "{cell} holds a room")),
    (rf"^{CELL} holds a field$", QT_TRANSLATE_NOOP("reasons", "{cell} holds a field")),
    (rf"^{CELL} already has a stable$",
     QT_TRANSLATE_NOOP("reasons", "{cell} already has a stable")),
    (rf"^{CELL} is already sown$", QT_TRANSLATE_NOOP("reasons", "{cell} is already sown")),
    (rf"^{CELL} is not a field$", QT_TRANSLATE_NOOP("reasons", "{cell} is not a field")),
    (rf"^{CELL} is not empty$", QT_TRANSLATE_NOOP("reasons", "{cell} is not empty")),
    (rf"^{CELL} is not next to your house$",
     QT_TRANSLATE_NOOP("reasons", "{cell} is not next to your house")),
    (rf"^{CELL} is not next to your other fields$",
     QT_TRANSLATE_NOOP("reasons", "{cell} is not next to your other fields")),
    (r"^renovating costs (?P<goods>.+)$",
     QT_TRANSLATE_NOOP("reasons", "renovating costs {goods}")),
    (r"^a (?P<house>wood|clay|stone) room costs (?P<goods>.+)$",
     QT_TRANSLATE_NOOP("reasons", "a {house} room costs {goods}")),
    (r"^a stable costs (?P<goods>.+)$", QT_TRANSLATE_NOOP("reasons", "a stable costs {goods}")),
    (r"^playing it costs (?P<goods>.+)$",
     QT_TRANSLATE_NOOP("reasons", "playing it costs {goods}")),
    (r"^this pasture needs (?P<n>\d+) fences \((?P<goods>.+)\)$",
     QT_TRANSLATE_NOOP("reasons", "this pasture needs {n} fences ({goods})")),
    (r"^you are not doing (?P<what>.+) now$",
     QT_TRANSLATE_NOOP("reasons", "you are not doing {what} now")),
    (r"^you have no (?P<good>wood|clay|reed|stone|grain|veg|food|sheep|boar|cattle)$",
     QT_TRANSLATE_NOOP("reasons", "you have no {good}")),
    (r"^you need a cooking improvement to cook (?P<good>\w+)$",
     QT_TRANSLATE_NOOP("reasons", "you need a cooking improvement to cook {good}")),
    (r"^you have no way to turn (?P<good>\w+) into food now$",
     QT_TRANSLATE_NOOP("reasons", "you have no way to turn {good} into food now")),
    (r"^(?P<card>.+) is not on the board$",
     QT_TRANSLATE_NOOP("reasons", "{card} is not on the board")),
    (r"^(?P<card>[^:]+) costs (?P<goods>.+)$",
     QT_TRANSLATE_NOOP("reasons", "{card} costs {goods}")),
))

ACTIVITIES = {a: a for a in (
    QT_TRANSLATE_NOOP("reasons", "room building"), QT_TRANSLATE_NOOP("reasons", "stable building"),
    QT_TRANSLATE_NOOP("reasons", "plowing"), QT_TRANSLATE_NOOP("reasons", "sowing"),
    QT_TRANSLATE_NOOP("reasons", "fencing"), QT_TRANSLATE_NOOP("reasons", "baking"),
    QT_TRANSLATE_NOOP("reasons", "an improvement"), QT_TRANSLATE_NOOP("reasons", "an occupation"),
)}
HOUSES = {"wood": QT_TRANSLATE_NOOP("reasons", "wooden hut"),
          "clay": QT_TRANSLATE_NOOP("reasons", "clay hut"),
          "stone": QT_TRANSLATE_NOOP("reasons", "stone house")}
GOOD = re.compile(r"^(?P<n>\d+) (?P<good>wood|clay|reed|stone|grain|veg|food|sheep|boar|cattle)$")


def _tr(text: str) -> str:
    return QCoreApplication.translate("reasons", text)


def goods_words(text: str) -> str:
    """"2 clay, 1 reed" in the table's language (unknown parts stay as they are)."""
    from agricola_qt.ui.text import good_name, tr

    parts = []
    for part in text.split(", "):
        m = GOOD.match(part)
        parts.append(tr("{n} {good}").format(n=m["n"], good=good_name(m["good"])) if m
                     else part)
    return tr(", ").join(parts)


def _piece(key: str, value: str) -> str:
    from agricola_qt.ui import i18n
    from agricola_qt.ui.text import card_name, good_name

    if key == "goods":
        return goods_words(value)
    if key == "house":
        return _tr(HOUSES.get(value, value))
    if key == "good":
        return good_name(value)
    if key == "space":
        return i18n.name("spaces", value) or value
    if key == "card":
        return card_name(_card_id(value))
    if key == "what":
        return _tr(ACTIVITIES.get(value, value))
    return value


def _card_id(name: str) -> str:
    from agricola_qt.engine.cards.registry import CARDS

    if name in CARDS:
        return name
    for card_id, known in CARDS.items():
        if known.name == name:
            return card_id
    return name


def sentence(text: str) -> str:
    """One reason without its verb."""
    if text in SENTENCES:
        return _tr(text)
    for pattern, template in PATTERNS:
        m = pattern.match(text)
        if m:
            return _tr(template).format(**{k: _piece(k, v) for k, v in m.groupdict().items()})
    return text


def reason_text(text: str) -> str:
    """A whole reason, "Verb: sentence" or just a sentence, in the table's language."""
    from agricola_qt.ui.text import tr

    verb, sep, rest = text.partition(": ")
    if sep and verb in VERBS:
        return tr("{who}: {what}").format(who=_tr(verb), what=sentence(rest))
    return sentence(text)
