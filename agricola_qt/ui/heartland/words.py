"""Words of the Heartland table, all through Qt's translation ("Table" context).

The engine's refusals are translated by their code (``RefusalCode``), with the engine's
arguments (square names, tile numbers, crop words) put in; crop words are translated too.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP

from agricola_qt.heartland import Crop, GameState, Refusal, RefusalCode
from agricola_qt.heartland.components import AnimalKind
from agricola_qt.heartland.state import Step
from agricola_qt.ui.text import is_wide, tr

NAME_FIELDS = ("who", "name", "names")
WIDE = "[\u2e80-\uffff]"  # a Chinese character or full-width mark (``text.is_wide``)

CROP_WORDS: dict[Crop, str] = {
    Crop.WHEAT: QT_TRANSLATE_NOOP("Table", "wheat"),
    Crop.RAPESEED: QT_TRANSLATE_NOOP("Table", "rapeseed"),
    Crop.BEET: QT_TRANSLATE_NOOP("Table", "beet"),
    Crop.POTATO: QT_TRANSLATE_NOOP("Table", "potato"),
    Crop.CORN: QT_TRANSLATE_NOOP("Table", "corn"),
}
# The mark printed on a square of each crop: a letter in English, one character in Chinese
# (a Latin letter is no mnemonic to a reader of 小麥 or 玉米).
CROP_MARKS: dict[Crop, str] = {
    Crop.WHEAT: QT_TRANSLATE_NOOP("Table", "W"),
    Crop.RAPESEED: QT_TRANSLATE_NOOP("Table", "R"),
    Crop.BEET: QT_TRANSLATE_NOOP("Table", "B"),
    Crop.POTATO: QT_TRANSLATE_NOOP("Table", "P"),
    Crop.CORN: QT_TRANSLATE_NOOP("Table", "C"),
}
ANIMAL_WORDS: dict[AnimalKind, str] = {
    AnimalKind.CHICKEN: QT_TRANSLATE_NOOP("Table", "chicken"),
    AnimalKind.PIG: QT_TRANSLATE_NOOP("Table", "pig"),
    AnimalKind.COW: QT_TRANSLATE_NOOP("Table", "cow"),
}
_BY_ENGLISH = {c.name.lower(): c for c in Crop}

REFUSALS: dict[RefusalCode, str] = {
    RefusalCode.GAME_OVER: QT_TRANSLATE_NOOP("Table", "The game is over."),
    RefusalCode.WRONG_STEP: QT_TRANSLATE_NOOP("Table", "Not now: first {step}."),
    RefusalCode.NOT_IN_HAND: QT_TRANSLATE_NOOP("Table", "Large tile {0} is not in your hand."),
    RefusalCode.NO_SMALL: QT_TRANSLATE_NOOP("Table", "You have no small {0} tile left."),
    RefusalCode.OFF_AREA: QT_TRANSLATE_NOOP("Table", "The tile would stick out of the crop "
                                                     "area."),
    RefusalCode.ON_FARM: QT_TRANSLATE_NOOP("Table", "{0} holds a farm: no tile may go on it."),
    RefusalCode.UNEVEN: QT_TRANSLATE_NOOP("Table", "A large tile lies flat: {0} and {1} are "
                                                   "at different heights."),
    RefusalCode.SAME_CROP: QT_TRANSLATE_NOOP("Table", "Crop rotation: {0} already shows "
                                                      "{1}."),
    RefusalCode.JOINS_FARMS: QT_TRANSLATE_NOOP("Table", "That would join two farmed regions "
                                                        "at {0}."),
    RefusalCode.MUST_COVER: QT_TRANSLATE_NOOP("Table", "The large tile must cover the "
                                                       "levelled square {0}."),
    RefusalCode.NO_FOLLOW_UP: QT_TRANSLATE_NOOP("Table", "No large tile in your hand fits on "
                                                         "{0} after levelling."),
    RefusalCode.NOT_THIS_FIELD: QT_TRANSLATE_NOOP("Table", "The field to score now is {0}."),
    RefusalCode.FARMED_REGION: QT_TRANSLATE_NOOP("Table", "{0} is joined to a farmed region: "
                                                          "farm points only."),
    RefusalCode.NO_CROP: QT_TRANSLATE_NOOP("Table", "{0} shows no crop."),
    RefusalCode.REGION_TAKEN: QT_TRANSLATE_NOOP("Table", "The region at {0} already has a "
                                                         "farm."),
    RefusalCode.CAN_PLACE: QT_TRANSLATE_NOOP("Table", "You can still place a tile, e.g. {0}."),
}
STEPS: dict[Step, str] = {
    Step.PLACE: QT_TRANSLATE_NOOP("Table", "place a tile"),
    Step.LARGE: QT_TRANSLATE_NOOP("Table", "lay a large tile over the levelled square"),
    Step.SCORE: QT_TRANSLATE_NOOP("Table", "score the field"),
    Step.FARM: QT_TRANSLATE_NOOP("Table", "build your farm"),
    Step.END: QT_TRANSLATE_NOOP("Table", "end your turn"),
    Step.OVER: QT_TRANSLATE_NOOP("Table", "the game is over"),
}

# what a seat does next, told of them (a replay: "Next: Mei" stood before her scoring, with
# nothing to say she was scoring)
NEXT_STEPS: dict[Step, str] = {
    Step.PLACE: QT_TRANSLATE_NOOP("Table", "Next: {who} places a tile."),
    Step.LARGE: QT_TRANSLATE_NOOP("Table", "Next: {who} lays a large tile over the levelled "
                                           "square."),
    Step.SCORE: QT_TRANSLATE_NOOP("Table", "Next: {who} scores a field just laid."),
    Step.FARM: QT_TRANSLATE_NOOP("Table", "Next: {who} builds a farm."),
    Step.END: QT_TRANSLATE_NOOP("Table", "Next: {who} ends the turn."),
    Step.OVER: QT_TRANSLATE_NOOP("Table", "The game is over."),
}


def next_step_text(state: GameState, who: str, computer: bool = False) -> str:
    """What comes next in a replay, told of the seat ("Next: Mei scores a field just
    laid."); a computer's name says it is one."""
    if computer:
        who = named(tr("{who} (computer)"), who=who)
    return named(tr(NEXT_STEPS[state.step]), who=who)


def crop_word(crop: Crop | None) -> str:
    return tr(CROP_WORDS[crop]) if crop is not None else tr("face down")


def crop_mark(crop: Crop | None) -> str:
    """The crop's mark on a square ("W", 麥); a dash for a face-down square."""
    return tr(CROP_MARKS[crop]) if crop is not None else "–"


def animal_word(kind: AnimalKind) -> str:
    return tr(ANIMAL_WORDS[kind])


def refusal_text(refusal: Refusal | str, state: GameState) -> str:
    if isinstance(refusal, str):
        return refusal
    args = [tr(CROP_WORDS[_BY_ENGLISH[a]]) if a in _BY_ENGLISH else a for a in refusal.args]
    return tr(REFUSALS[refusal.code]).format(*args, step=tr(STEPS[state.step]))


def step_text(state: GameState, who: str, computer: bool = False) -> str:
    """The status line: whose turn it is and what is due; of a computer, that it plays
    (the steps speak to the player: "Anna: end your turn" was said of the computer)."""
    if state.is_over:
        return tr("The game is over.")
    if computer:
        return named(tr("{who} (computer) is playing…"), who=who)
    return named(tr("{who}: {step}"), who=who, step=tr(STEPS[state.step]))


def named(text: str, **fields: object) -> str:
    """``text`` (translated) filled in with ``fields``, with no space between a Chinese
    name (``who``, ``name``, ``names``) and the Chinese words beside it: the
    translations keep a space around the names, right beside a Latin name ("Mei 的手牌")
    but not beside a Chinese one ("小梅 的手牌" read as machine-assembled)."""
    for key in NAME_FIELDS:
        value = fields.get(key)
        if not isinstance(value, str) or not value:
            continue
        slot = "{" + key + "}"
        if is_wide(value[-1]):
            text = re.sub(re.escape(slot) + f" (?={WIDE})", slot, text)
        if is_wide(value[0]):
            text = re.sub(f"(?<={WIDE}) " + re.escape(slot), slot, text)
    return text.format(**fields)
