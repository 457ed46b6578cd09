"""Autosaved games in words, as File ▸ Resume an unfinished game, the start-up question and
``agricola-qt resume --list --lang …`` show them: the players (a seat without a name as the
table names it), the round, when the game began, its kind and its moves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP

from agricola_qt.ui.text import record_names, tr

if TYPE_CHECKING:
    from agricola_qt.records.autosave import AutosaveEntry

# an autosaved game's kind
VARIANT_WORDS = {"family": QT_TRANSLATE_NOOP("Table", "family game"),
                 "full": QT_TRANSLATE_NOOP("Table", "full game"),
                 "solo": QT_TRANSLATE_NOOP("Table", "solo game"),
                 "heartland": QT_TRANSLATE_NOOP("Table", "Heartland")}


def entry_kind(entry: AutosaveEntry) -> str:
    """An autosaved game's kind in words; a solo series' game says which of it, and its
    target ("solo game" alone did not tell a tester's games of a series apart)."""
    series = entry.record.setup.solo if entry.variant == "solo" and entry.record else None
    if series is not None:
        return tr("solo series, game {n} (target {target})").format(n=series.game,
                                                                     target=series.target)
    return tr(VARIANT_WORDS.get(entry.variant, entry.variant))


def offer_words(entry: AutosaveEntry) -> str:
    """An autosaved game in one line: its players, the round and when it was started."""
    offer = entry.offer()
    names = tr(", ").join(record_names(entry.record)) if offer else entry.path.name
    words = tr("{names}: round {round}, started {date}").format(
        names=names, round=offer.round if offer else 0,
        date=offer.started.strftime("%Y-%m-%d %H:%M") if offer else "")
    from agricola_qt.records.autosave import saved_as_of

    saved = saved_as_of(entry.record)
    if not saved:
        return words
    name = saved[0].name  # the player's own file
    if saved[1] < entry.moves:  # it holds an earlier point than the round offered here
        name = tr("{file} and moves made after it was saved").format(file=name)
    return f"{name} · {words}"


def entry_words(entry: AutosaveEntry) -> str:
    """The whole line of File ▸ Resume an unfinished game: who, when, what kind, how far
    (a finished game says so; one that does not load says why)."""
    if entry.record is None:
        if entry.failure is not None:
            from agricola_qt.ui.record_problem import problem_text

            return problem_text(entry.failure)
        return tr("The file could not be read.")
    moves = tr("moves: {n}").format(n=entry.moves)  # tells games of one round apart
    words = f"{offer_words(entry)} · {entry_kind(entry)} · {moves}"
    return f"{words} · {tr('finished')}" if entry.finished else words


def listing(entries: list[AutosaveEntry], folder: object, every: bool) -> list[str]:
    """``resume --list`` in the table's language: a line per game, its file first."""
    if not entries:
        if every:
            return [tr("No autosaved games in {folder}").format(folder=folder)]
        return [tr("No unfinished autosaved games in {folder}").format(folder=folder)]
    return [f"{entry.path}  {entry_words(entry)}" for entry in entries]
