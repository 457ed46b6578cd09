"""The engine's refusals in the table's language, translated by code.

Every ``Code`` has one entry in Qt context "refusals": the English template as source text and
the code's name as disambiguation (``resources/i18n/reasons_<lang>.ts``, compiled with
``pyside6-lrelease``).  The arguments are translated here, one by one and by kind (cards by
their names, action spaces by theirs, goods through the "goods" words, cells as row and
column), then put into the translated template.  The few words around the sentences (the
verb before it, activities, houses, the cell form) are entries of the same context.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import COLUMNS, parse_cell
from agricola_qt.engine.refusals import (
    HOUSE_WORDS,
    VERB_LABELS,
    Activity,
    Refusal,
    english,
    kind_of,
)

CONTEXT = "refusals"
# the table's own refusals of a drawn fence plan (ui/fencing.py), in the same context
FENCE_PLAN_SENTENCES = frozenset({"these fences do not close a pasture yet",
                                  "these pastures cannot be built"})


def _tr(text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate(CONTEXT, text, disambiguation)


def refusal_text(refusal: Refusal) -> str:
    """The whole refusal, "Verb: sentence" (the sentence alone for a placement, or with no
    verb), in the table's language."""
    sentence = sentence_text(refusal)
    if refusal.verb is None:
        return sentence
    if refusal.verb == "place":  # the sentence names the space: "Place:" read as a label
        return sentence[:1].upper() + sentence[1:]
    return _tr("{verb}: {sentence}", "verb and sentence").format(
        verb=_tr(VERB_LABELS[refusal.verb]), sentence=sentence)


def table_sentence(text: str) -> str | None:
    """One of the table's own refusals in the table's language, or None."""
    return _tr(text, "fence plan") if text in FENCE_PLAN_SENTENCES else None


def payment_note(goods: str) -> str:
    """" (pay 3 clay)" to follow a move that names its payment, with the space before it
    (none before a full-width bracket: "购买“火炉”（支付 2 个砖块）"); kept with the
    refusals' words until the table's own translation file has it."""
    note = _tr("(pay {goods})", "payment").format(goods=goods)
    return note if note.startswith("（") else " " + note


def sentence_text(refusal: Refusal) -> str:
    template = _tr(refusal.code.value, refusal.code.name)
    if not refusal.args:
        return template
    words = {name: argument_text(name, value) for name, value in refusal.args}
    try:
        said = template.format(**words)
    except (KeyError, IndexError, ValueError):  # a broken translation: the English sentence
        return refusal.sentence()
    from agricola_qt.ui.text import among_han  # (text asks this module for its refusals)

    return among_han(said)


def cell_text(value: object) -> str:
    cell = value if isinstance(value, int) else parse_cell(str(value))
    row, column = divmod(cell, COLUMNS)
    return _tr("{name}", "cell").format(name=english("cell", cell), row=row + 1,
                                        column=column + 1)


def argument_text(name: str, value: object) -> str:
    """One argument of a refusal in the table's language (see ``engine/refusals.py``)."""
    from agricola_qt.ui.text import (
        card_name,
        card_prerequisite,
        count_text,
        good_name,
        goods_text,
        space_name,
        tr,
    )

    kind = kind_of(name)
    if kind == "cell":
        try:
            return cell_text(value)
        except ValueError:
            return str(value)
    if kind == "card":
        return card_name(str(value))
    if kind == "space" and hasattr(value, "name"):
        return space_name(value)  # type: ignore[arg-type]
    if kind in ("good", "material"):
        return good_name(str(value))
    if kind == "goods" and isinstance(value, Goods):
        return goods_text(value)
    if kind == "goods" and isinstance(value, tuple):  # (good, count) pairs, zeros too
        return tr(", ").join(count_text(n, g) for g, n in value)
    if kind == "house":
        return _tr(HOUSE_WORDS.get(str(value), str(value)), "house")
    if kind == "what" and isinstance(value, Activity):
        return _tr(value.value, "activity")
    if kind == "reason" and isinstance(value, Refusal):
        return sentence_text(value)
    if kind == "prerequisite":
        return card_prerequisite(str(value)) or english(name, value)
    return english(name, value)
