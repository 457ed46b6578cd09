"""The one error every problem with a record file ends in, and the closed set of its reasons.

A reason is a code (``Why``) with its arguments, as the engine's refusals are: the value of each
code is its English template, ``str()`` of the error the exact English sentence, and the window
and the command line word the same code in the player's language (``ui/record_problem.py``,
Qt context "records"); a reason is never told by matching its English words.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum, StrEnum


class Problem(StrEnum):
    """What kind of problem a record has, for the frame of its message (each ``Why`` belongs
    to one; ``RecordError.problem``)."""

    UNREADABLE = "unreadable"  # the file cannot be opened or read
    TOO_LARGE = "too-large"  # far beyond any game record's size
    NOT_A_RECORD = "not-a-record"  # empty, another kind of file, or a record of another game
    NEWER_VERSION = "newer-version"  # written by a newer version of the program
    TRUNCATED = "truncated"  # the file ends before its [end] line
    BAD_MOVE = "bad-move"  # a move of the game cannot be played
    DAMAGED = "damaged"  # any other line that is not valid


class Why(Enum):
    """Every reason a record is refused: the value is the English template, its ``{names}``
    the arguments (file text is quoted by the template, never by the argument).  A reason
    with a ``detail`` (an operating system's or a Python exception's own words, not ours)
    has it after a colon."""

    # the file as a whole (line 0)
    MISSING = "the file does not exist"
    FOLDER = "it is a folder, not a file"
    NO_PERMISSION = "there is no permission to read the file"
    NAMED_PIPE = "it is a named pipe, not a regular file"
    DEVICE = "it is a device, not a regular file"
    SOCKET = "it is a socket, not a regular file"
    NOT_REGULAR = "it is not a regular file"
    CANNOT_READ = "the file cannot be read"
    TOO_LARGE = "the file is too large for a game record (over {mib} MiB)"
    TOO_MANY_LINES = "the file has {lines} lines, more than a game record may have ({most})"
    EMPTY = "the file is empty"
    NOT_A_RECORD = "not an agricola-qt record (it must start with 'format: {format}')"
    ANOTHER_GAME = "a record of another game ('{game}'), not Agricola"
    NOT_HEARTLAND = "not a Heartland record (game: '{game}')"
    NEWER_VERSION = ("made by a newer version of agricola-qt (record format version {version}; "
                     "this version reads up to {newest}): please update agricola-qt to open it")
    TRUNCATED = "the record ends early (no [end] line): the file is truncated or incomplete"
    # the text of a line
    NOT_UTF8 = "not UTF-8 text (byte {byte} of the file cannot be read)"
    LINE_TOO_LONG = "the line is too long ({length} characters; at most {most})"
    CONTROL_CHARACTER = "control character U+{code} is not allowed"
    BIDI_CHARACTER = "bidirectional control character U+{code} is not allowed"
    # sections and keyed lines
    AFTER_END = "nothing may follow the [end] line"
    UNKNOWN_SECTION = "unknown section '{section}' (expected one of {sections})"
    SECTION_OUT_OF_PLACE = "section {section} is out of place here (expected {expected})"
    NOT_KEY_VALUE = ("the line is damaged: each line of this part of the file is a name and its "
                     "value, such as 'players: 2'")
    KEY_TWICE = "'{key}' is given twice (first on line {first})"
    HEADER_LACKS = "the header has no '{key}' line"
    SETUP_LACKS = "the setup has no '{key}' line"
    UNKNOWN_HEADER_KEY = "unknown header line '{key}'"
    UNKNOWN_SETUP_KEY = "unknown setup line '{key}'"
    BAD_FORMAT_VERSION = "format-version must be a whole number, not '{value}'"
    HEARTLAND_FORMAT_VERSION = "a Heartland record has format-version {version}"
    NUMBER_RANGE = "{what} must be a whole number from {low} to {high}, not '{value}'"
    # (its range is the 64 bits the deal is drawn from: "from -9223372036854775808 to
    # 18446744073709551615" read as a programmer's slip to a tester)
    BAD_SEED = ("the seed (the deal number) must be a whole number of up to 19 digits, not "
                "'{value}'")
    BAD_VARIANT = "variant must be family, full or solo, not '{value}'"
    SOLO_PLAYERS = "a solo game has 1 player, not {players}"
    FULL_SOLO = "a full game with 1 player is written as variant 'solo'"
    COMPONENTS = ("the record was made with other Heartland components ({given}; this version "
                  "has {ours})")
    # players
    PLAYER_NUMBER = "players are numbered 1 to {most}, not {index}"
    PLAYER_FROM_ONE = "players are numbered from 1"
    PLAYER_TWICE = "player {index} is given twice"
    NO_PLAYERS = "the header names no players ('player-1: red human Name')"
    PLAYER_MISSING = "player-{index} is missing from the header"
    HEARTLAND_PLAYERS = "a Heartland record names 2 to 5 players, player-1 onwards without gaps"
    PLAYER_FORM = "a player is written 'COLOUR human NAME' or 'COLOUR bot:LEVEL NAME'"
    PLAYER_KIND = "a player is 'human' or 'bot:LEVEL', not '{word}'"
    NAME_TOO_LONG = ("the name of player {player} is too long ({length} characters; at most "
                     "{most})")
    NO_SUCH_PLAYER = "there is no player {player} in this game (the line says p{player})"
    # decks, cards and the solo series
    UNKNOWN_DECK = "unknown deck '{deck}' (decks are E, I and K, or '-' for none)"
    UNKNOWN_CARD = "unknown card '{card}'"
    NOT_OCCUPATION = "{card} is not an occupation"
    NOT_MINOR = "{card} is not a minor improvement"
    SERIES_ONE_PLAYER = "only a one-player game belongs to a solo series"
    SERIES_ITEM = "solo-series: unknown item '{item}'"
    SERIES_TARGET = "solo-series: game {game} has target {target}, not {given}"
    SERIES_OVER = "solo-series: over must be yes or no"
    SERIES_KEPT_TWICE = "solo-series: the kept occupation {card} is listed twice"
    ROUND_CARD_COUNT = "round-cards lists {count} cards, not {expected}"
    UNKNOWN_ROUND_CARD = "unknown round card '{card}'"
    ROUND_CARD_STAGE = ("round card {card} belongs to stage {stage}, but round {round} is in "
                        "stage {expected}")
    ROUND_CARD_TWICE = "round card {card} is listed twice"
    NO_HANDS = ("the setup deals no hands (a game with cards needs the lines "
                "hand-1-occupations and hand-1-minors, and so on for each player)")
    FAMILY_HANDS = "the family game deals no hands"
    CARD_KEPT_AND_DEALT = ("card {card} is dealt into the hand but is also kept from an earlier "
                           "game (line {other})")
    CARD_DEALT_TWICE = "card {card} is dealt twice (also on line {other})"
    NO_PLAYER_FOR_HAND = "there is no player {player} to deal a hand to"
    # moves and chance lines
    TOO_MANY_MOVES = "too many moves (a record holds at most {most})"
    NOT_A_MOVE = "not a move"
    NOT_A_HEARTLAND_MOVE = "not a Heartland move"
    TOO_MANY_CHANCES = "too many chance lines (a record holds at most {most})"
    CHANCE_NEEDS_VERSION = ("chance lines need format-version {needed} or later (this file says "
                            "{version})")
    CHANCE_FORM = ("a chance line is written 'chance pN CARD RESULT ...' (or 'chance pN CARD -' "
                   "for nothing drawn)")
    CHANCE_WORD = "a chance result is one lowercase word, not '{word}'"
    SETUP_FAILS = "the game cannot start from this setup"
    CHANCE_IMPOSSIBLE_AT_START = "impossible chance result as the game starts"
    CHANCE_IMPOSSIBLE = "impossible chance result after '{step}'"
    CHANCE_NOT_DRAWN_AT_START = ("the chance result 'chance {chance}' is not drawn as the game "
                                 "starts")
    CHANCE_NOT_DRAWN = "the chance result 'chance {chance}' is not drawn by move {number}"
    CHANCE_UNWRITTEN_AT_START = ("the game's start draws by chance ({card} for player {player}), "
                                 "but the record gives no 'chance' line for it")
    CHANCE_UNWRITTEN = ("move {number} draws by chance ({card} for player {player}), but the "
                        "record gives no 'chance' line for it")
    GAME_OVER = "the game is already over before '{step}'"
    WRONG_PLAYER = "'{step}' is written for player {written}, but it is player {actor}'s decision"
    ILLEGAL_MOVE = "illegal move '{step}': {refusal}"
    HEARTLAND_ILLEGAL = "illegal move '{step}'"
    ENGINE_FAILED = "the rules engine failed on '{step}'"
    START_PLAYER = "the seed gives start player {seeded}, not {written}"
    # the result
    RESULT_FORM = "expected a result line like 'p1: total=25 fields=2 ...'"
    RESULT_TWICE = "the result of p{player} is given twice"
    RESULT_MISSING = "the result of p{player} is missing"
    RESULT_ITEM = "a result item is written category=points, not '{item}'"
    RESULT_ITEM_TWICE = "{item} is given twice"
    RESULT_TOTAL = "the total must be given and equal the sum of the categories ({total})"
    RESULT_UNFINISHED = ("the record has a [result] but the game stops after {moves} moves, in "
                         "round {round}")
    RESULT_NOT_OVER = "the record has a [result] section, but the game is not over"
    RESULT_MISMATCH = ("the result of p{player} does not match the replayed game: {category} is "
                       "{written} in the file but {actual} by the rules")
    HEARTLAND_RESULT_MISMATCH = "the result of p{player} does not match the game ({expected})"
    # anything else (a safety net: never a traceback for a bad file)
    INVALID = "invalid record"


_KIND = {Problem.UNREADABLE: (Why.MISSING, Why.FOLDER, Why.NO_PERMISSION, Why.NAMED_PIPE,
                              Why.DEVICE, Why.SOCKET, Why.NOT_REGULAR, Why.CANNOT_READ),
         Problem.TOO_LARGE: (Why.TOO_LARGE, Why.TOO_MANY_LINES),
         Problem.NOT_A_RECORD: (Why.EMPTY, Why.NOT_A_RECORD, Why.ANOTHER_GAME, Why.NOT_HEARTLAND),
         Problem.NEWER_VERSION: (Why.NEWER_VERSION,),
         Problem.TRUNCATED: (Why.TRUNCATED,)}
PROBLEM_OF: dict[Why, Problem] = {why: kind for kind, whys in _KIND.items() for why in whys}
# reasons that are a move the rules refuse (a bad move when the error names its move)
AGAINST_THE_RULES = frozenset({
    Why.GAME_OVER, Why.WRONG_PLAYER, Why.ILLEGAL_MOVE, Why.HEARTLAND_ILLEGAL, Why.ENGINE_FAILED,
    Why.NO_SUCH_PLAYER, Why.CHANCE_IMPOSSIBLE, Why.CHANCE_NOT_DRAWN, Why.CHANCE_UNWRITTEN})
# said after the reason when a record of newer rules fails to replay: updating may be the cure
NEWER_RULES = ("the record was written with rules version {record}; this version of agricola-qt "
               "has rules version {ours}: updating agricola-qt may help")


def clipped(text: str, most: int = 20) -> str:
    """A file's value quoted in a message, at most ``most`` characters and "…" where it was
    cut (a 36-digit seed was quoted as its first 20 digits, as if that were all of it)."""
    return text if len(text) <= most else text[:most] + "…"


def english(why: Why, args: Mapping[str, object] | None = None, detail: str = "") -> str:
    """The reason in English words (arguments as their ``str``)."""
    text = why.value.format(**(args or {}))
    return f"{text}: {detail}" if detail else text


class RecordError(Exception):
    """A record that cannot be read, validated or replayed.

    ``source`` names the file, ``line`` the 1-based line (0 when the problem is the file as a
    whole, e.g. it cannot be opened), ``move`` the 1-based move number when a move is at fault,
    ``why`` the reason (``values`` its arguments; ``detail`` words that are not ours, such
    as an operating system's), ``rules`` the record's and this program's rules versions when a
    record of newer rules failed to replay.  ``reason`` is the exact English sentence.
    ``problem`` is its kind: the reason's own, except that a bad move is a reason against the
    rules naming its move, and a file that does not begin as a record is "not a record" however
    its text fails (``problem`` given).
    """

    def __init__(self, source: str, line: int, why: Why,
                 args: Mapping[str, object] | None = None, move: int = 0, *, detail: str = "",
                 problem: Problem | None = None, rules: tuple[int, int] | None = None) -> None:
        self.source = source
        self.line = line
        self.why = why
        self.values = dict(args or {})  # (not ``args``: the exception's own)
        self.detail = detail
        self.move = move
        self.rules = rules
        self.reason = english(why, self.values, detail)
        if rules is not None:
            self.reason += " (" + NEWER_RULES.format(record=rules[0], ours=rules[1]) + ")"
        if problem is None:
            problem = PROBLEM_OF.get(why) or (
                Problem.BAD_MOVE if move > 0 and why in AGAINST_THE_RULES else Problem.DAMAGED)
        self.problem = problem
        super().__init__(self.describe())

    @property
    def newer_version(self) -> bool:
        return self.problem is Problem.NEWER_VERSION

    def describe(self) -> str:
        where = [self.source or "<record>"]
        where.append(f"line {self.line}" if self.line > 0 else "whole file")
        if self.move > 0:
            where.append(f"move {self.move}")
        return f"{', '.join(where)}: {self.reason}"
