"""Writing a GameRecord as .agr text (see docs/agr-format.md)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from agricola_qt.engine.scoring import CATEGORIES
from agricola_qt.records.model import FORMAT_NAME, FORMAT_VERSION, GameRecord

EMPTY = "-"
KEY = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")
WORD = re.compile(r"[a-z][a-z0-9_-]{0,39}")
PLAYER_KEY = re.compile(r"player-([0-9]{1,3})")
HEADER_KEYS = frozenset({"format", "format-version", "app-version", "date", "variant", "decks",
                         "solo-series"})
STAGE_SEPARATOR = " / "
# one (actor, round, in harvest) per move: who made it and when (from a replay)
Marks = Sequence[tuple[int, int, bool]]


def _words(items: Sequence[str]) -> str:
    return " ".join(items) if items else EMPTY


def one_line(text: str) -> str:
    """``text`` made fit for one header line: control characters become spaces, ends trimmed."""
    return "".join(" " if ord(ch) < 32 or ord(ch) == 127 else ch for ch in text).strip()


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


def header_fields(record: GameRecord) -> list[tuple[str, str]]:
    setup = record.setup
    fields = [("format", FORMAT_NAME), ("format-version", str(FORMAT_VERSION))]
    if record.app_version:
        fields.append(("app-version", record.app_version))
    if record.date:
        fields.append(("date", record.date))
    fields.append(("variant", setup.variant))
    fields.append(("decks", _words(setup.decks)))
    for i, seat in enumerate(record.seats):
        _check_seat(i, seat.colour, seat.token)
        value = f"{seat.colour} {seat.token}"
        if i < len(setup.names) and one_line(setup.names[i]):
            value += " " + one_line(setup.names[i])
        fields.append((f"player-{i + 1}", value))
    solo = solo_text(record)
    if solo is not None:
        fields.append(("solo-series", solo))
    for key, value in record.extra:
        if not KEY.fullmatch(key) or key in HEADER_KEYS or PLAYER_KEY.fullmatch(key):
            raise ValueError(f"{key!r} cannot be an extra header field")
        fields.append((key, one_line(value)))
    return fields


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


def format_record(record: GameRecord, marks: Marks) -> str:
    """The full file text; ``marks`` gives (actor, round, in harvest) for every move."""
    if len(marks) != len(record.moves):
        raise ValueError("format_record needs one (actor, round, in harvest) mark per move")
    out = [f"{k}: {v}" for k, v in header_fields(record)]
    out += ["", "[setup]"]
    out += [f"{k}: {v}" for k, v in setup_fields(record)]
    out += ["", "[moves]"]
    last: tuple[int, bool] = (-1, False)
    for move, (actor, round_no, harvest) in zip(record.moves, marks, strict=True):
        if (round_no, harvest) != last:
            out.append(f"# round {round_no} harvest" if harvest else f"# round {round_no}")
            last = (round_no, harvest)
        out.append(f"p{actor + 1} {move}")
    if record.result is not None:
        out += ["", "[result]"]
        out += result_lines(record)
    out += ["", "[end]", ""]
    return "\n".join(out)
