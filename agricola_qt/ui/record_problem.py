"""A record that cannot be opened, told in the player's language.

The records layer (no Qt) gives the reason as a code and its values (``RecordError.why`` and
``.values``, ``records/errors.py``); here each code's English template is a Qt message of the
"Table" context (the list below lets lupdate see them), so a player first reads what is wrong in
their own language ("line 8: the name of player 1 is too long"), and behind "Show Details…"
the file, line and move with the whole reason, the words that are not ours (an operating
system's, a Python exception's) as they are.
"""

from __future__ import annotations

import os
from typing import Literal

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QMessageBox, QWidget

from agricola_qt.records.errors import Problem, RecordError, Why
from agricola_qt.ui.text import tr

WHY_WORDS: dict[Why, str] = {
    Why.MISSING: QT_TRANSLATE_NOOP("Table", "the file does not exist"),
    Why.FOLDER: QT_TRANSLATE_NOOP("Table", "it is a folder, not a file"),
    Why.NO_PERMISSION: QT_TRANSLATE_NOOP("Table", "there is no permission to read the file"),
    Why.NAMED_PIPE: QT_TRANSLATE_NOOP("Table", "it is a named pipe, not a regular file"),
    Why.DEVICE: QT_TRANSLATE_NOOP("Table", "it is a device, not a regular file"),
    Why.SOCKET: QT_TRANSLATE_NOOP("Table", "it is a socket, not a regular file"),
    Why.NOT_REGULAR: QT_TRANSLATE_NOOP("Table", "it is not a regular file"),
    Why.CANNOT_READ: QT_TRANSLATE_NOOP("Table", "the file cannot be read"),
    Why.TOO_LARGE: QT_TRANSLATE_NOOP(
        "Table", "the file is too large for a game record (over {mib} MiB)"),
    Why.TOO_MANY_LINES: QT_TRANSLATE_NOOP(
        "Table", "the file has {lines} lines, more than a game record may have ({most})"),
    Why.EMPTY: QT_TRANSLATE_NOOP("Table", "the file is empty"),
    Why.NOT_A_RECORD: QT_TRANSLATE_NOOP(
        "Table", "not an agricola-qt record (it must start with 'format: {format}')"),
    Why.ANOTHER_GAME: QT_TRANSLATE_NOOP(
        "Table", "a record of another game ('{game}'), not Agricola"),
    Why.NOT_HEARTLAND: QT_TRANSLATE_NOOP("Table", "not a Heartland record (game: '{game}')"),
    Why.NEWER_VERSION: QT_TRANSLATE_NOOP(
        "Table", "made by a newer version of agricola-qt (record format version {version}; this "
        "version reads up to {newest}): please update agricola-qt to open it"),
    Why.TRUNCATED: QT_TRANSLATE_NOOP(
        "Table", "the record ends early (no [end] line): the file is truncated or incomplete"),
    Why.NOT_UTF8: QT_TRANSLATE_NOOP(
        "Table", "not UTF-8 text (byte {byte} of the file cannot be read)"),
    Why.LINE_TOO_LONG: QT_TRANSLATE_NOOP(
        "Table", "the line is too long ({length} characters; at most {most})"),
    Why.CONTROL_CHARACTER: QT_TRANSLATE_NOOP("Table", "control character U+{code} is not allowed"),
    Why.BIDI_CHARACTER: QT_TRANSLATE_NOOP(
        "Table", "bidirectional control character U+{code} is not allowed"),
    Why.AFTER_END: QT_TRANSLATE_NOOP("Table", "nothing may follow the [end] line"),
    Why.UNKNOWN_SECTION: QT_TRANSLATE_NOOP(
        "Table", "unknown section '{section}' (expected one of {sections})"),
    Why.SECTION_OUT_OF_PLACE: QT_TRANSLATE_NOOP(
        "Table", "section {section} is out of place here (expected {expected})"),
    # (a tester found "expected a 'key: value' line" technical)
    Why.NOT_KEY_VALUE: QT_TRANSLATE_NOOP(
        "Table", "the line is damaged: each line of this part of the file is a name and its "
        "value, such as 'players: 2'"),
    Why.KEY_TWICE: QT_TRANSLATE_NOOP("Table", "'{key}' is given twice (first on line {first})"),
    Why.HEADER_LACKS: QT_TRANSLATE_NOOP("Table", "the header has no '{key}' line"),
    Why.SETUP_LACKS: QT_TRANSLATE_NOOP("Table", "the setup has no '{key}' line"),
    Why.UNKNOWN_HEADER_KEY: QT_TRANSLATE_NOOP("Table", "unknown header line '{key}'"),
    Why.UNKNOWN_SETUP_KEY: QT_TRANSLATE_NOOP("Table", "unknown setup line '{key}'"),
    Why.BAD_FORMAT_VERSION: QT_TRANSLATE_NOOP(
        "Table", "format-version must be a whole number, not '{value}'"),
    Why.HEARTLAND_FORMAT_VERSION: QT_TRANSLATE_NOOP(
        "Table", "a Heartland record has format-version {version}"),
    Why.NUMBER_RANGE: QT_TRANSLATE_NOOP(
        "Table", "{what} must be a whole number from {low} to {high}, not '{value}'"),
    Why.BAD_SEED: QT_TRANSLATE_NOOP(
        "Table", "the seed (the deal number) must be a whole number of up to 19 digits, not "
        "'{value}'"),
    Why.BAD_VARIANT: QT_TRANSLATE_NOOP(
        "Table", "variant must be family, full or solo, not '{value}'"),
    Why.SOLO_PLAYERS: QT_TRANSLATE_NOOP("Table", "a solo game has 1 player, not {players}"),
    Why.FULL_SOLO: QT_TRANSLATE_NOOP(
        "Table", "a full game with 1 player is written as variant 'solo'"),
    Why.COMPONENTS: QT_TRANSLATE_NOOP(
        "Table", "the record was made with other Heartland components ({given}; this version has "
        "{ours})"),
    Why.PLAYER_NUMBER: QT_TRANSLATE_NOOP("Table", "players are numbered 1 to {most}, not {index}"),
    Why.PLAYER_FROM_ONE: QT_TRANSLATE_NOOP("Table", "players are numbered from 1"),
    Why.PLAYER_TWICE: QT_TRANSLATE_NOOP("Table", "player {index} is given twice"),
    Why.NO_PLAYERS: QT_TRANSLATE_NOOP(
        "Table", "the header names no players ('player-1: red human Name')"),
    Why.PLAYER_MISSING: QT_TRANSLATE_NOOP("Table", "player-{index} is missing from the header"),
    Why.HEARTLAND_PLAYERS: QT_TRANSLATE_NOOP(
        "Table", "a Heartland record names 2 to 5 players, player-1 onwards without gaps"),
    Why.PLAYER_FORM: QT_TRANSLATE_NOOP(
        "Table", "a player is written 'COLOUR human NAME' or 'COLOUR bot:LEVEL NAME'"),
    Why.PLAYER_KIND: QT_TRANSLATE_NOOP("Table", "a player is 'human' or 'bot:LEVEL', not '{word}'"),
    Why.NAME_TOO_LONG: QT_TRANSLATE_NOOP(
        "Table", "the name of player {player} is too long ({length} characters; at most {most})"),
    Why.NO_SUCH_PLAYER: QT_TRANSLATE_NOOP(
        "Table", "there is no player {player} in this game (the line says p{player})"),
    Why.UNKNOWN_DECK: QT_TRANSLATE_NOOP(
        "Table", "unknown deck '{deck}' (decks are E, I and K, or '-' for none)"),
    Why.UNKNOWN_CARD: QT_TRANSLATE_NOOP("Table", "unknown card '{card}'"),
    Why.NOT_OCCUPATION: QT_TRANSLATE_NOOP("Table", "{card} is not an occupation"),
    Why.NOT_MINOR: QT_TRANSLATE_NOOP("Table", "{card} is not a minor improvement"),
    Why.SERIES_ONE_PLAYER: QT_TRANSLATE_NOOP(
        "Table", "only a one-player game belongs to a solo series"),
    Why.SERIES_ITEM: QT_TRANSLATE_NOOP("Table", "solo-series: unknown item '{item}'"),
    Why.SERIES_TARGET: QT_TRANSLATE_NOOP(
        "Table", "solo-series: game {game} has target {target}, not {given}"),
    Why.SERIES_OVER: QT_TRANSLATE_NOOP("Table", "solo-series: over must be yes or no"),
    Why.SERIES_KEPT_TWICE: QT_TRANSLATE_NOOP(
        "Table", "solo-series: the kept occupation {card} is listed twice"),
    Why.ROUND_CARD_COUNT: QT_TRANSLATE_NOOP(
        "Table", "round-cards lists {count} cards, not {expected}"),
    Why.UNKNOWN_ROUND_CARD: QT_TRANSLATE_NOOP("Table", "unknown round card '{card}'"),
    Why.ROUND_CARD_STAGE: QT_TRANSLATE_NOOP(
        "Table", "round card {card} belongs to stage {stage}, but round {round} is in stage "
        "{expected}"),
    Why.ROUND_CARD_TWICE: QT_TRANSLATE_NOOP("Table", "round card {card} is listed twice"),
    Why.NO_HANDS: QT_TRANSLATE_NOOP(
        "Table", "the setup deals no hands (a game with cards needs the lines "
        "hand-1-occupations and "
        "hand-1-minors, and so on for each player)"),
    Why.FAMILY_HANDS: QT_TRANSLATE_NOOP("Table", "the family game deals no hands"),
    Why.CARD_KEPT_AND_DEALT: QT_TRANSLATE_NOOP(
        "Table", "card {card} is dealt into the hand but is also kept from an earlier game (line "
        "{other})"),
    Why.CARD_DEALT_TWICE: QT_TRANSLATE_NOOP(
        "Table", "card {card} is dealt twice (also on line {other})"),
    Why.NO_PLAYER_FOR_HAND: QT_TRANSLATE_NOOP(
        "Table", "there is no player {player} to deal a hand to"),
    Why.TOO_MANY_MOVES: QT_TRANSLATE_NOOP(
        "Table", "too many moves (a record holds at most {most})"),
    Why.NOT_A_MOVE: QT_TRANSLATE_NOOP("Table", "not a move"),
    Why.NOT_A_HEARTLAND_MOVE: QT_TRANSLATE_NOOP("Table", "not a Heartland move"),
    Why.TOO_MANY_CHANCES: QT_TRANSLATE_NOOP(
        "Table", "too many chance lines (a record holds at most {most})"),
    Why.CHANCE_NEEDS_VERSION: QT_TRANSLATE_NOOP(
        "Table", "chance lines need format-version {needed} or later (this file says {version})"),
    Why.CHANCE_FORM: QT_TRANSLATE_NOOP(
        "Table", "a chance line is written 'chance pN CARD RESULT ...' (or 'chance pN CARD -' for "
        "nothing drawn)"),
    Why.CHANCE_WORD: QT_TRANSLATE_NOOP(
        "Table", "a chance result is one lowercase word, not '{word}'"),
    Why.SETUP_FAILS: QT_TRANSLATE_NOOP("Table", "the game cannot start from this setup"),
    Why.CHANCE_IMPOSSIBLE_AT_START: QT_TRANSLATE_NOOP(
        "Table", "impossible chance result as the game starts"),
    Why.CHANCE_IMPOSSIBLE: QT_TRANSLATE_NOOP("Table", "impossible chance result after '{step}'"),
    Why.CHANCE_NOT_DRAWN_AT_START: QT_TRANSLATE_NOOP(
        "Table", "the chance result 'chance {chance}' is not drawn as the game starts"),
    Why.CHANCE_NOT_DRAWN: QT_TRANSLATE_NOOP(
        "Table", "the chance result 'chance {chance}' is not drawn by move {number}"),
    Why.CHANCE_UNWRITTEN_AT_START: QT_TRANSLATE_NOOP(
        "Table", "the game's start draws by chance ({card} for player {player}), but the record "
        "gives no 'chance' line for it"),
    Why.CHANCE_UNWRITTEN: QT_TRANSLATE_NOOP(
        "Table", "move {number} draws by chance ({card} for player {player}), but the record gives "
        "no 'chance' line for it"),
    Why.GAME_OVER: QT_TRANSLATE_NOOP("Table", "the game is already over before '{step}'"),
    Why.WRONG_PLAYER: QT_TRANSLATE_NOOP(
        "Table", "'{step}' is written for player {written}, but it is player {actor}'s decision"),
    Why.ILLEGAL_MOVE: QT_TRANSLATE_NOOP("Table", "illegal move '{step}': {refusal}"),
    Why.HEARTLAND_ILLEGAL: QT_TRANSLATE_NOOP("Table", "illegal move '{step}'"),
    Why.ENGINE_FAILED: QT_TRANSLATE_NOOP("Table", "the rules engine failed on '{step}'"),
    Why.START_PLAYER: QT_TRANSLATE_NOOP(
        "Table", "the seed gives start player {seeded}, not {written}"),
    Why.RESULT_FORM: QT_TRANSLATE_NOOP(
        "Table", "expected a result line like 'p1: total=25 fields=2 ...'"),
    Why.RESULT_TWICE: QT_TRANSLATE_NOOP("Table", "the result of p{player} is given twice"),
    Why.RESULT_MISSING: QT_TRANSLATE_NOOP("Table", "the result of p{player} is missing"),
    Why.RESULT_ITEM: QT_TRANSLATE_NOOP(
        "Table", "a result item is written category=points, not '{item}'"),
    Why.RESULT_ITEM_TWICE: QT_TRANSLATE_NOOP("Table", "{item} is given twice"),
    Why.RESULT_TOTAL: QT_TRANSLATE_NOOP(
        "Table", "the total must be given and equal the sum of the categories ({total})"),
    Why.RESULT_UNFINISHED: QT_TRANSLATE_NOOP(
        "Table", "the record has a [result] but the game stops after {moves} moves, in "
        "round {round}"),
    Why.RESULT_NOT_OVER: QT_TRANSLATE_NOOP(
        "Table", "the record has a [result] section, but the game is not over"),
    Why.RESULT_MISMATCH: QT_TRANSLATE_NOOP(
        "Table", "the result of p{player} does not match the replayed game: {category} is "
        "{written} "
        "in the file but {actual} by the rules"),
    Why.HEARTLAND_RESULT_MISMATCH: QT_TRANSLATE_NOOP(
        "Table", "the result of p{player} does not match the game ({expected})"),
    Why.INVALID: QT_TRANSLATE_NOOP("Table", "invalid record"),
}
RULES_WORDS = QT_TRANSLATE_NOOP(
    "Table", "the record was written with rules version {record}; this version of agricola-qt "
    "has rules version {ours}: updating agricola-qt may help")  # records' NEWER_RULES


def _value(value: object) -> str:
    from agricola_qt.engine.refusals import Refusal

    if isinstance(value, Refusal):  # an illegal move's refusal: the engine's own, translated
        from agricola_qt.ui.reasons import refusal_text

        return refusal_text(value)
    return str(value)


def reason_text(error: RecordError, whole: bool = True) -> str:
    """The reason in the table's language; ``whole``: with the words that are not ours (an
    operating system's, a Python exception's) and the note on newer rules."""
    values = {name: _value(value) for name, value in error.values.items()}
    template = WHY_WORDS.get(error.why, error.why.value)
    try:
        text = tr(template).format(**values)
    except (KeyError, IndexError, ValueError):  # a broken translation: the English words
        text = template.format(**values)
    if whole and error.detail:
        text = tr("{reason}: {detail}").format(reason=text, detail=error.detail)
    if whole and error.rules is not None:
        text = tr("{reason} ({note})").format(reason=text, note=tr(RULES_WORDS).format(
            record=error.rules[0], ours=error.rules[1]))
    return text


def _gist(error: RecordError) -> str:
    """The reason for the headline: an illegal move's refusal alone, without the move's
    text; the reason without the words that are not ours otherwise."""
    refusal = error.values.get("refusal") if error.why is Why.ILLEGAL_MOVE else None
    text = _value(refusal) if refusal is not None else reason_text(error, whole=False)
    return text.rstrip("。.")


def problem_text(error: RecordError) -> str:
    """One sentence on what is wrong with the record, in the table's language."""
    problem = error.problem
    if problem is Problem.UNREADABLE:
        if error.why is Why.CANNOT_READ:
            return tr("The file could not be read.")
        return tr("The file cannot be opened: {reason}.").format(reason=_gist(error))
    if problem is Problem.TOO_LARGE:
        return tr("The file is far too large to be a saved game.")
    if problem is Problem.NOT_A_RECORD:
        if error.why is Why.EMPTY:
            return tr("The file is empty: it holds no saved game.")
        return tr("This file is not a game saved by agricola-qt.")
    if problem is Problem.NEWER_VERSION:
        return tr("This game was saved by a newer version of agricola-qt: update the "
                  "program to open it.")
    if problem is Problem.TRUNCATED:
        return tr("The file ends too early: it is incomplete (cut off while it was copied "
                  "or saved).")
    if problem is Problem.BAD_MOVE:
        return tr("Move {move} of the game (line {line}) cannot be played: {reason}.").format(
            move=error.move, line=error.line, reason=_gist(error))
    if error.line <= 0:
        return tr("The file is not valid: {reason}.").format(reason=_gist(error))
    return tr("Line {line} of the file is not valid: {reason}.").format(
        line=error.line, reason=_gist(error))


def detail_text(error: RecordError) -> str:
    """Where and what, in one line (the file, its line and move, the whole reason): what
    "Show Details…" and the command line's second line say."""
    reason = reason_text(error)
    if error.line > 0 and error.move > 0:
        return tr("{file}, line {line}, move {move}: {reason}").format(
            file=error.source, line=error.line, move=error.move, reason=reason)
    if error.line > 0:
        return tr("{file}, line {line}: {reason}").format(file=error.source, line=error.line,
                                                          reason=reason)
    return tr("{file}: {reason}").format(file=error.source, reason=reason)


def _informative(error: RecordError) -> str:
    name = os.path.basename(error.source) or error.source
    words = tr("File: {name}").format(name=name)
    if error.problem is Problem.DAMAGED:
        return tr("The file is damaged or was edited by hand.") + "\n" + words
    return words


def warn_unreadable(parent: QWidget | None, title: str, error: Exception) -> None:
    """The message box for a record that cannot be opened (or anything unexpected)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, "", QMessageBox.StandardButton.Ok,
                      parent)
    if isinstance(error, RecordError):
        box.setText(problem_text(error))
        box.setInformativeText(_informative(error))
        _details(box, detail_text(error))
    else:
        box.setText(tr("The file could not be opened."))
        _details(box, str(error))
    box.exec()


def _details(box: QMessageBox, details: str) -> None:
    """The file, line, move and whole reason behind "Show Details…" (for a bug report)."""
    box.setDetailedText(tr("Details: {details}").format(details=details))


Offered = Literal["", "first", "mended"]


def encoding_name(encoding: str) -> str:
    """An encoding as a player knows it ("gb18030", which reads GBK files: "Simplified
    Chinese (GBK)")."""
    return {"gb18030": tr("Simplified Chinese (GBK)"),
            "big5": tr("Traditional Chinese (Big5)")}.get(encoding, encoding)


def offer_recoded(parent: QWidget | None, title: str, error: RecordError, moves: int,
                  encoding: str) -> bool:
    """A record saved by another program in another encoding than UTF-8, which reads whole
    in ``encoding``: open it so?  (True: the player chose to.)  A Chinese editor's GBK copy
    of a tester's game was refused whole."""
    box = _offer_box(parent, title, error, tr(
        "A program other than this one saved it in another encoding. Read as {encoding} "
        "text, all {n} moves of the game play: open the game so? The file itself is left as "
        "it is.").format(encoding=encoding_name(encoding), n=moves))
    opened = box.addButton(tr("Open the game"), QMessageBox.ButtonRole.AcceptRole)
    return _asked(box) is opened


def _offer_box(parent: QWidget | None, title: str, error: RecordError,
               offer: str) -> QMessageBox:
    """A damaged record's problem with what may be opened of it (``offer``), the file named
    and the details behind "Show Details…"; the caller adds its buttons (``_asked``)."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, problem_text(error), parent=parent)
    name = os.path.basename(error.source) or error.source
    box.setInformativeText(offer + "\n\n" + tr("File: {name}").format(name=name))
    _details(box, detail_text(error))
    return box


def _asked(box: QMessageBox) -> object:
    """Cancel added and made the default, the box asked: the button clicked.  Enter keeps the
    game on the table: as the default, "open" replaced a tester's game with a damaged file's
    first moves at one key."""
    box.setDefaultButton(box.addButton(QMessageBox.StandardButton.Cancel))
    box.exec()
    return box.clickedButton()


def offer_moves_before_damage(parent: QWidget | None, title: str, error: RecordError,
                              moves: int, whole: bool = False,
                              mending: tuple[int, str | None, int] | None = None,
                              trailing: bool = False) -> Offered:
    """The damaged record's problem, with a way to open the game up to the damage ("first",
    the player's choice; "" for none): a file with one bad line near its end lost the whole
    game.  ``whole``: every move reads well, only the result written after them is at fault
    (a total edited by hand lost a whole game).  ``mending``: (the bad move's number, the
    move that would take its place, the moves then read) when with it the whole game plays
    ("mended": one bad character lost a tester the 160 good moves after it; no move, when
    the line is left out).  ``trailing``: what is at fault was written after the record's
    end (with ``whole``)."""
    offer = (tr("All {n} moves of the game read well; only what was added after the game's "
                "end does not. Open the game? The file itself is left as it is.")
             if whole and trailing else
             tr("All {n} moves of the game read well; only the result written after them "
                "does not. Open the game, its scores counted again from the moves? The file "
                "itself is left as it is.") if whole else
             tr("The game's first {n} moves read well: open the game as it was after them? "
                "The file itself is left as it is.")).format(n=moves)
    if mending is not None and mending[1] is None:  # the line left out: it was no move
        offer = tr("With line {line} of the file left out, all {total} moves of the game "
                   "play: open the whole game so, or only its first {first} moves? The file "
                   "itself is left as it is.").format(line=error.line, total=mending[2],
                                                      first=moves)
    elif mending is not None:
        # a guess in place of the move that was there: what follows may go otherwise (a
        # tester's mended game fed a family short, two begging cards it never had)
        offer = tr("With move {n} read as “{move}”, all {total} moves of the game play, but "
                   "that guess may change what follows (food, animals, begging cards). Open "
                   "the whole game so, or only its first {first} moves, as they were played? "
                   "The file itself is left as it is.").format(
                       n=mending[0], move=mending[1], total=mending[2], first=moves)
    box = _offer_box(parent, title, error, offer)
    mend = (box.addButton(tr("Open the whole game"), QMessageBox.ButtonRole.AcceptRole)
            if mending is not None else None)
    opened = box.addButton(tr("Open the game") if whole else
                           tr("Open the first {n} moves").format(n=moves),
                           QMessageBox.ButtonRole.AcceptRole)
    clicked = _asked(box)
    if mend is not None and clicked is mend:
        return "mended"
    return "first" if clicked is opened else ""
