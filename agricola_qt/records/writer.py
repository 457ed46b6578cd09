"""Writing a GameRecord as .agr text (see docs/agr-format.md)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from agricola_qt.engine.chance import Chance
from agricola_qt.engine.scoring import CATEGORIES
from agricola_qt.records.limits import FORBIDDEN, MAX_NAME_CHARS
from agricola_qt.records.model import FORMAT_NAME, OLDEST_RULES, GameRecord

EMPTY = "-"
KEY = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")
WORD = re.compile(r"[a-z][a-z0-9_-]{0,39}")
PLAYER_KEY = re.compile(r"player-([0-9]{1,3})")
HEADER_KEYS = frozenset({"format", "format-version", "app-version", "rules-version", "date",
                         "variant", "decks", "solo-series", "hands"})
DRAFTED = "drafted"  # the value of ``hands:`` for hands drafted (``engine/draft.py``)
CHANCE = "chance"  # the first word of a chance line in [moves]
CHANCE_VERSION = 2  # the first format version with chance lines
STAGE_SEPARATOR = " / "
# one (actor, round, in harvest) per move: who made it and when (from a replay)
Marks = Sequence[tuple[int, int, bool]]


def _words(items: Sequence[str]) -> str:
    return " ".join(items) if items else EMPTY


def one_line(text: str) -> str:
    """``text`` made fit for one header line: control and bidirectional control characters
    become spaces, ends trimmed."""
    return FORBIDDEN.sub(" ", text.replace("\t", " ").replace("\n", " ")).strip()


def name_text(name: str) -> str:
    """A player's name as written: on one line, at most MAX_NAME_CHARS characters."""
    return one_line(one_line(name)[:MAX_NAME_CHARS])


def _check_seat(index: int, colour: str, token: str) -> None:
    for word in (colour, token.removeprefix("bot:")):
        if not WORD.fullmatch(word):
            raise ValueError(f"seat {index + 1}: {word!r} is not one lowercase word")


def round_cards_text(round_cards: Sequence[str]) -> str:
    from agricola_qt.engine.spaces import ROUND_CARD_BY_ID

    groups: list[list[str]] = []
    last_stage = -1
    for card_id in round_cards:
        space = ROUND_CARD_BY_ID.get(card_id)
        stage = space.stage if space else last_stage
        if stage != last_stage or not groups:
            groups.append([])
            last_stage = stage
        groups[-1].append(card_id)
    return STAGE_SEPARATOR.join(" ".join(g) for g in groups) or EMPTY


def solo_text(record: GameRecord) -> str | None:
    solo = record.setup.solo
    if solo is None:
        return None
    kept = ",".join(solo.kept_occupations) or EMPTY
    return (f"game={solo.game} target={solo.target} bonus-food={solo.bonus_food} "
            f"over={'yes' if solo.over else 'no'} kept={kept}")


def format_version(record: GameRecord, chances: bool) -> int:
    """The version to write: the record's own (a file read keeps its version when nothing
    needs a newer one), at least the one that has chance lines when there are any."""
    return max(record.format_version, CHANCE_VERSION if chances else 1)


def header_fields(record: GameRecord, version: int | None = None) -> list[tuple[str, str]]:
    setup = record.setup
    written = record.format_version if version is None else version
    fields = [("format", FORMAT_NAME), ("format-version", str(written))]
    if record.app_version:
        fields.append(("app-version", record.app_version))
    if record.rules_version > OLDEST_RULES:
        fields.append(("rules-version", str(record.rules_version)))
    if record.date:
        fields.append(("date", record.date))
    fields.append(("variant", setup.variant))
    fields.append(("decks", _words(setup.decks)))
    if setup.drafted and setup.hands:
        fields.append(("hands", DRAFTED))
    for i, seat in enumerate(record.seats):
        _check_seat(i, seat.colour, seat.token)
        value = f"{seat.colour} {seat.token}"
        if i < len(setup.names) and name_text(setup.names[i]):
            value += " " + name_text(setup.names[i])
        fields.append((f"player-{i + 1}", value))
    solo = solo_text(record)
    if solo is not None:
        fields.append(("solo-series", solo))
    for key, value in record.extra:
        if not KEY.fullmatch(key) or key in HEADER_KEYS or PLAYER_KEY.fullmatch(key):
            raise ValueError(f"{key!r} cannot be an extra header field")
        fields.append((key, one_line(value)))
    return in_file_order(fields, record.where.header_order)


def in_file_order(fields: list[tuple[str, str]], order: Sequence[str]) -> list[tuple[str, str]]:
    """The fields in the order the record's file had them (new ones after those), so that
    saving a record read from a file changes no more than what changed."""
    if not order:
        return fields
    rank = {key: i for i, key in enumerate(order)}
    return sorted(fields, key=lambda kv: rank.get(kv[0], len(rank)))


def setup_fields(record: GameRecord) -> list[tuple[str, str]]:
    setup = record.setup
    fields = [("seed", str(setup.seed)), ("starting-player", str(setup.starting_player + 1)),
              ("round-cards", round_cards_text(setup.round_cards))]
    for i, hand in enumerate(setup.hands):
        fields.append((f"hand-{i + 1}-occupations", _words(hand.occupations)))
        fields.append((f"hand-{i + 1}-minors", _words(hand.minors)))
    return fields


def result_lines(record: GameRecord) -> list[str]:
    if record.result is None:
        return []
    lines = []
    for i, sheet in enumerate(record.result):
        order = [c for c in CATEGORIES if c in sheet.breakdown]
        order += sorted(c for c in sheet.breakdown if c not in CATEGORIES)
        parts = " ".join(f"{c}={sheet.breakdown[c]}" for c in order)
        lines.append(f"p{i + 1}: total={sheet.total} {parts}")
    return lines


def chance_line(chance: Chance) -> str:
    """``chance p1 broom plane stable ...``: a draw's result, written where it happened."""
    return f"{CHANCE} {chance}"


def format_record(record: GameRecord, marks: Marks,
                  chances: Sequence[Sequence[Chance]] = ()) -> str:
    """The full file text; ``marks`` gives (actor, round, in harvest) for every move, and
    ``chances`` (empty, or one entry more than moves) the draws made as the game started and
    then by every move."""
    if len(marks) != len(record.moves):
        raise ValueError("format_record needs one (actor, round, in harvest) mark per move")
    if chances and len(chances) != len(record.moves) + 1:
        raise ValueError("format_record needs the draws of the start and of every move")
    version = format_version(record, any(chances))
    out = [f"{k}: {v}" for k, v in header_fields(record, version)]
    out += ["", "[setup]"]
    out += [f"{k}: {v}" for k, v in setup_fields(record)]
    out += ["", "[moves]"]
    if chances:
        out += [chance_line(c) for c in chances[0]]
    last: tuple[int, bool] = (-1, False)
    for index, (move, (actor, round_no, harvest)) in enumerate(
            zip(record.moves, marks, strict=True)):
        if (round_no, harvest) != last:
            out.append(f"# round {round_no} harvest" if harvest else f"# round {round_no}")
            last = (round_no, harvest)
        out.append(f"p{actor + 1} {move}")
        if chances:
            out += [chance_line(c) for c in chances[index + 1]]
    if record.result is not None:
        out += ["", "[result]"]
        out += result_lines(record)
    out += ["", "[end]", ""]
    return "\n".join(out)
