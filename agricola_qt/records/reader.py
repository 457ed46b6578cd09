"""Reading .agr text into a GameRecord, checking everything except the moves' legality.

Every problem raises ``RecordError`` naming the line.  ``replay`` then checks the moves.
"""

from __future__ import annotations

import re
from typing import NoReturn

from agricola_qt.engine import Move, MoveSyntaxError, ScoreSheet, Setup
from agricola_qt.engine.cards.registry import CARDS
from agricola_qt.engine.chance import Chance
from agricola_qt.engine.setup import DECKS, RULES_VERSION, Hand
from agricola_qt.engine.solo import SoloSeries, target_for
from agricola_qt.engine.spaces import ROUND_CARD_BY_ID, ROUND_CARDS
from agricola_qt.records.errors import Problem, RecordError, Why, clipped
from agricola_qt.records.limits import (
    FORBIDDEN,
    HEAD_BYTES,
    MAX_BYTES,
    MAX_CHANCES,
    MAX_LINE_CHARS,
    MAX_LINES,
    MAX_MOVES,
    MAX_NAME_CHARS,
    describe_character,
)
from agricola_qt.records.model import (
    BOT,
    FORMAT_NAME,
    FORMAT_VERSION,
    HUMAN,
    OLDEST_RULES,
    GameRecord,
    Locations,
    Seat,
)
from agricola_qt.records.writer import (
    CHANCE,
    CHANCE_VERSION,
    DRAFTED,
    EMPTY,
    HEADER_KEYS,
    KEY,
    PLAYER_KEY,
    WORD,
)

MAX_PLAYERS = 5
SECTIONS = ("setup", "moves", "result", "end")
NEXT_SECTIONS = {"header": ("setup",), "setup": ("moves",), "moves": ("result", "end"),
                 "result": ("end",)}
SETUP_KEYS = {"seed", "starting-player", "round-cards"}
STAGES = tuple(sorted(card.stage for card in ROUND_CARDS))

_INT = re.compile(r"-?[0-9]{1,20}")
_HAND_KEY = re.compile(r"hand-([0-9]{1,3})-(occupations|minors)")
_VERSION_LINE = re.compile(rb"\s*format-version\s*:\s*([0-9]{1,9})\s*")
_SECTION = re.compile(r"\[([a-z]+)\]")
_ACTOR = re.compile(r"p([0-9]{1,3})")
_CATEGORY = re.compile(r"[a-z][a-z0-9_]{0,39}")


def newer_version(data: bytes, source: str) -> None:
    """Refuse a file from a newer version first, whatever else is wrong with it: the format
    version is looked for in the header lines at the start of the file."""
    for number, raw in enumerate(data[:HEAD_BYTES].split(b"\n"), 1):
        line = raw.strip()
        if line.startswith(b"["):
            return
        match = _VERSION_LINE.fullmatch(raw)
        if match and int(match.group(1)) > FORMAT_VERSION:
            raise RecordError(source, number, Why.NEWER_VERSION, _newer(int(match.group(1))))


def _newer(version: int) -> dict[str, object]:
    return {"version": version, "newest": FORMAT_VERSION}


def check_size(data: bytes | str, source: str, size: int = 0) -> None:
    """The limits that bound the cost of a file, checked before it is decoded and parsed
    (``size``: the size of a file too large to read)."""
    if max(size, len(data)) > MAX_BYTES:
        raise RecordError(source, 0, Why.TOO_LARGE, {"mib": MAX_BYTES // (1024 * 1024)})
    newline = b"\n" if isinstance(data, bytes) else "\n"
    lines = data.count(newline) + 1  # type: ignore[arg-type]
    if lines > MAX_LINES:
        raise RecordError(source, 0, Why.TOO_MANY_LINES, {"lines": lines, "most": MAX_LINES})


def decode(data: bytes | str, source: str) -> list[str]:
    """The file's lines (without line ends), after checking it is clean UTF-8 text."""
    check_size(data, source)
    # a picture or any other file renamed .agr is "not a game record", not "damaged"
    problem = None if _begins_as_record(data) else Problem.NOT_A_RECORD
    if isinstance(data, bytes):
        if data.startswith(b"\xef\xbb\xbf"):
            data = data[3:]
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            line = data[:error.start].count(b"\n") + 1
            raise RecordError(source, line, Why.NOT_UTF8, {"byte": error.start + 1},
                              problem=problem) from None
    else:
        text = data
    lines = [line.removesuffix("\r") for line in text.split("\n")]
    for number, each in enumerate(lines, 1):
        if len(each) > MAX_LINE_CHARS:
            raise RecordError(source, number, Why.LINE_TOO_LONG,
                              {"length": len(each), "most": MAX_LINE_CHARS}, problem=problem)
    bad = FORBIDDEN.search(text.replace("\r\n", "\n"))
    if bad:
        number = text[:bad.start()].count("\n") + 1
        why, code = describe_character(bad.group())
        raise RecordError(source, number, why, {"code": code}, problem=problem)
    return lines


def _begins_as_record(data: bytes | str) -> bool:
    """Whether the file's first line that is neither blank nor a comment is a ``format:``
    line, as every record's is."""
    head = data[:HEAD_PROBE] if isinstance(data, str) else data[:HEAD_PROBE].decode(
        "utf-8", "replace")
    for line in head.removeprefix("\ufeff").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            return line.startswith("format:")
    return False


HEAD_PROBE = 2048  # characters read to tell a record from another kind of file


def cut_off_line(lines: list[str]) -> int:
    """The number of a record's last non-blank line when the record has no ``[end]`` line
    (0 when it has one): a line there that does not read was cut off mid-way ("p1 sow "),
    and the cut, not the half line, is the news."""
    if any(raw.strip() == "[end]" for raw in lines):
        return 0
    return max((n for n, raw in enumerate(lines, 1) if raw.strip()), default=0)


class _Reader:
    def __init__(self, source: str) -> None:
        self.source = source
        self.header: dict[str, tuple[int, str]] = {}
        self.setup: dict[str, tuple[int, str]] = {}
        self.moves: list[Move] = []
        self.chances: list[tuple[int, Chance]] = []
        self.chance_lines: list[int] = []
        self.move_lines: list[int] = []
        self.move_actors: list[int] = []
        self.results: dict[int, tuple[int, str]] = {}
        self.section_lines: dict[str, int] = {}
        self.last_line = 0
        self.current = 1  # the line being read, for the safety net

    def fail(self, line: int, why: Why, args: dict[str, object] | None = None, move: int = 0,
             detail: str = "") -> NoReturn:
        raise RecordError(self.source, line, why, args, move, detail=detail)

    # --- pass 1: sections and lines ---------------------------------------------------------

    def read(self, lines: list[str]) -> None:
        section = "header"
        seen_format = False
        self.last_line = len(lines)
        cut = cut_off_line(lines)
        for number, raw in enumerate(lines, 1):
            self.current = number
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if not seen_format:
                if _field(line) != ("format", FORMAT_NAME):
                    self.fail(number, Why.NOT_A_RECORD, {"format": FORMAT_NAME})
                seen_format = True
            if section == "end":
                self.fail(number, Why.AFTER_END)
            if line.startswith("["):
                section = self.enter(number, line, section)
                continue
            try:
                self.section_line(section, number, line)
            except RecordError:
                if number == cut:
                    self.fail(number, Why.TRUNCATED)
                raise
        if not seen_format:
            self.fail(1, Why.EMPTY)
        if section != "end":
            self.fail(self.last_line, Why.TRUNCATED)

    def section_line(self, section: str, number: int, line: str) -> None:
        """One line of a section other than a heading."""
        if section == "header":
            self.keyed(self.header, number, line)
            if line.startswith("format-version"):
                self.check_version(number)
        elif section == "setup":
            self.keyed(self.setup, number, line)
        elif section == "moves":
            if line.startswith(f"{CHANCE} "):
                self.chance_line(number, line)
            else:
                self.move_line(number, line)
        else:
            self.result_line(number, line)

    def enter(self, number: int, line: str, section: str) -> str:
        match = _SECTION.fullmatch(line)
        if not match or match.group(1) not in SECTIONS:
            self.fail(number, Why.UNKNOWN_SECTION,
                      {"section": line[:40], "sections": ", ".join(f"[{s}]" for s in SECTIONS)})
        name = match.group(1)
        allowed = NEXT_SECTIONS[section]
        if name not in allowed:
            self.fail(number, Why.SECTION_OUT_OF_PLACE,
                      {"section": f"[{name}]", "expected": ", ".join(f"[{s}]" for s in allowed)})
        if name == "setup":
            self.check_version(number, required=True)
            if self.header.get("game", (0, "agricola"))[1] != "agricola":  # records/heartland
                where, game = self.header["game"]
                self.fail(where, Why.ANOTHER_GAME, {"game": clipped(game)})
        self.section_lines[name] = number
        return name

    def keyed(self, into: dict[str, tuple[int, str]], number: int, line: str) -> None:
        parsed = _field(line)
        if parsed is None:
            self.fail(number, Why.NOT_KEY_VALUE)
        key, value = parsed
        if key in into:
            self.fail(number, Why.KEY_TWICE, {"key": key, "first": into[key][0]})
        into[key] = (number, value)

    def check_version(self, number: int, required: bool = False) -> None:
        if "format-version" not in self.header:
            if required:
                self.fail(number, Why.HEADER_LACKS, {"key": "format-version"})
            return
        line, value = self.header["format-version"]
        if not re.fullmatch("[0-9]{1,5}", value) or int(value) == 0:
            self.fail(line, Why.BAD_FORMAT_VERSION, {"value": clipped(value)})
        if int(value) > FORMAT_VERSION:
            self.fail(line, Why.NEWER_VERSION, _newer(int(value)))

    @property
    def version(self) -> int:
        return int(self.header["format-version"][1])

    def move_line(self, number: int, line: str) -> None:
        words = line.split()
        actor = -1
        match = _ACTOR.fullmatch(words[0])
        if match:
            actor = int(match.group(1)) - 1
            words = words[1:]
        move_no = len(self.moves) + 1
        if move_no > MAX_MOVES:
            self.fail(number, Why.TOO_MANY_MOVES, {"most": MAX_MOVES}, move_no)
        try:
            move = Move.parse(" ".join(words))
        except MoveSyntaxError as error:
            self.fail(number, Why.NOT_A_MOVE, move=move_no, detail=str(error))
        self.moves.append(move)
        self.move_lines.append(number)
        self.move_actors.append(actor)

    def chance_line(self, number: int, line: str) -> None:
        """``chance p1 broom plane stable ...``: a draw's result after the moves so far."""
        if self.version < CHANCE_VERSION:
            self.fail(number, Why.CHANCE_NEEDS_VERSION,
                      {"needed": CHANCE_VERSION, "version": self.version})
        if len(self.chances) >= MAX_CHANCES:
            self.fail(number, Why.TOO_MANY_CHANCES, {"most": MAX_CHANCES})
        words = line.split()[1:]
        actor = _ACTOR.fullmatch(words[0]) if words else None
        if actor is None or len(words) < 3 or not WORD.fullmatch(words[1]):
            self.fail(number, Why.CHANCE_FORM)
        result = () if words[2:] == [EMPTY] else tuple(words[2:])
        bad = [w for w in result if not WORD.fullmatch(w)]
        if bad:
            self.fail(number, Why.CHANCE_WORD, {"word": bad[0][:30]})
        player = int(actor.group(1)) - 1
        if player < 0:
            self.fail(number, Why.PLAYER_FROM_ONE)
        self.chances.append((len(self.moves), Chance(words[1], player, result)))
        self.chance_lines.append(number)

    def result_line(self, number: int, line: str) -> None:
        key, colon, value = line.partition(":")
        match = _ACTOR.fullmatch(key.strip())
        if not colon or not match:
            self.fail(number, Why.RESULT_FORM)
        player = int(match.group(1)) - 1
        if player in self.results:
            self.fail(number, Why.RESULT_TWICE, {"player": player + 1})
        self.results[player] = (number, value.strip())

    # --- pass 2: meaning ----------------------------------------------------------------------

    def need(self, fields: dict[str, tuple[int, str]], key: str, where: int,
             section: str) -> tuple[int, str]:
        if key not in fields:
            self.fail(where, Why.HEADER_LACKS if section == "header" else Why.SETUP_LACKS,
                      {"key": key})
        return fields[key]

    def build(self) -> GameRecord:
        header_end = self.section_lines["setup"]
        seats, names = self.players(header_end)
        players = len(seats)
        line, variant = self.need(self.header, "variant", header_end, "header")
        if variant not in ("family", "full", "solo"):
            self.fail(line, Why.BAD_VARIANT, {"value": clipped(variant)})
        if variant == "solo" and players != 1:
            self.fail(line, Why.SOLO_PLAYERS, {"players": players})
        if variant == "full" and players == 1:
            self.fail(line, Why.FULL_SOLO)
        decks = self.decks()
        solo = self.solo(players)
        setup = self.setup_value(players, variant == "family", decks, solo, names)
        extra = tuple((k, v) for k, (_, v) in self.header.items()
                      if k not in HEADER_KEYS and not PLAYER_KEY.fullmatch(k))
        result, result_lines = self.result(players)
        where = Locations(setup=header_end, moves=self.section_lines["moves"],
                          result=self.section_lines.get("result", 0),
                          move_lines=tuple(self.move_lines),
                          move_actors=tuple(self.move_actors), result_lines=result_lines,
                          chance_lines=tuple(self.chance_lines),
                          header_order=tuple(self.header),
                          chances_given=self.version >= CHANCE_VERSION)
        for number, actor in zip(self.move_lines, self.move_actors, strict=True):
            if actor >= players:
                self.fail(number, Why.NO_SUCH_PLAYER, {"player": actor + 1},
                          self.move_lines.index(number) + 1)
        for number, (_, chance) in zip(self.chance_lines, self.chances, strict=True):
            if chance.player >= players:
                self.fail(number, Why.NO_SUCH_PLAYER, {"player": chance.player + 1})
        return GameRecord(setup=setup, moves=tuple(self.moves), seats=seats,
                          date=self.header.get("date", (0, ""))[1],
                          app_version=self.header.get("app-version", (0, ""))[1],
                          extra=extra, result=result, chances=tuple(self.chances),
                          rules_version=self.rules_version(), format_version=self.version,
                          where=where)

    def rules_version(self) -> int:
        if "rules-version" not in self.header:
            return OLDEST_RULES
        line, text = self.header["rules-version"]
        return self.number(line, text, "rules-version", low=1, high=10**6)

    def players(self, header_end: int) -> tuple[tuple[Seat, ...], tuple[str, ...]]:
        found: dict[int, tuple[int, str]] = {}
        for key, (line, value) in self.header.items():
            match = PLAYER_KEY.fullmatch(key)
            if match:
                index = int(match.group(1))
                if not 1 <= index <= MAX_PLAYERS:
                    self.fail(line, Why.PLAYER_NUMBER, {"most": MAX_PLAYERS, "index": index})
                if index in found:
                    self.fail(line, Why.PLAYER_TWICE, {"index": index})
                found[index] = (line, value)
        if not found:
            self.fail(header_end, Why.NO_PLAYERS)
        for index in range(1, len(found) + 1):
            if index not in found:
                self.fail(header_end, Why.PLAYER_MISSING, {"index": index})
        seats, names = [], []
        for index in range(1, len(found) + 1):
            line, value = found[index]
            words = value.split(maxsplit=2)
            if len(words) < 2 or not WORD.fullmatch(words[0]):
                self.fail(line, Why.PLAYER_FORM)
            kind, _, level = words[1].partition(":")
            if kind == HUMAN and not level:
                seat = Seat(words[0])
            elif kind == BOT and WORD.fullmatch(level):
                seat = Seat(words[0], BOT, level)
            else:
                self.fail(line, Why.PLAYER_KIND, {"word": words[1][:30]})
            seats.append(seat)
            name = words[2] if len(words) > 2 else ""
            if len(name) > MAX_NAME_CHARS:
                self.fail(line, Why.NAME_TOO_LONG,
                          {"player": index, "length": len(name), "most": MAX_NAME_CHARS})
            names.append(name)
        while names and not names[-1]:
            names.pop()
        return tuple(seats), tuple(names)

    def decks(self) -> tuple[str, ...]:
        line, value = self.need(self.header, "decks", self.section_lines["setup"], "header")
        words = value.split()
        if words == [EMPTY]:
            return ()
        for word in words:
            if word not in DECKS:
                self.fail(line, Why.UNKNOWN_DECK, {"deck": word[:10]})
        return tuple(words)

    def solo(self, players: int) -> SoloSeries | None:
        if "solo-series" not in self.header:
            return None
        line, value = self.header["solo-series"]
        if players != 1:
            self.fail(line, Why.SERIES_ONE_PLAYER)
        parts: dict[str, str] = {}
        for word in value.split():
            key, eq, item = word.partition("=")
            if not eq or key not in ("game", "target", "bonus-food", "over", "kept"):
                self.fail(line, Why.SERIES_ITEM, {"item": word[:30]})
            parts[key] = item
        game = self.number(line, parts.get("game", ""), "solo-series game", low=1, high=10**6)
        bonus = self.number(line, parts.get("bonus-food", "0"), "solo-series bonus-food",
                            low=0, high=10**6)
        if "target" in parts and parts["target"] != str(target_for(game)):
            self.fail(line, Why.SERIES_TARGET,
                      {"game": game, "target": target_for(game), "given": parts["target"][:10]})
        over = parts.get("over", "no")
        if over not in ("yes", "no"):
            self.fail(line, Why.SERIES_OVER)
        kept_text = parts.get("kept", EMPTY)
        kept = () if kept_text == EMPTY else tuple(kept_text.split(","))
        self.cards(line, kept, "occupation")
        twice = [c for i, c in enumerate(kept) if c in kept[:i]]
        if twice:
            self.fail(line, Why.SERIES_KEPT_TWICE, {"card": twice[0]})
        # kept occupations' effects on being played came with rules version 5: an older
        # record was played without them, and replays so
        return SoloSeries(game=game, kept_occupations=kept, bonus_food=bonus, over=over == "yes",
                          kept_effects=self.rules_version() >= 5)

    def number(self, line: int, text: str, what: str, low: int, high: int,
               why: Why = Why.NUMBER_RANGE) -> int:
        """``text`` as a whole number from ``low`` to ``high``, else the record fails with
        ``why`` (the seed's own words: its 64-bit range read as a programmer's slip)."""
        if not _INT.fullmatch(text) or not low <= int(text) <= high:
            self.fail(line, why, {"what": what, "low": low, "high": high, "value": clipped(text)})
        return int(text)

    def cards(self, line: int, ids: tuple[str, ...], kind: str) -> None:
        for card_id in ids:
            known = CARDS.get(card_id)
            if known is None:
                self.fail(line, Why.UNKNOWN_CARD, {"card": card_id[:40]})
            if known.kind != kind:
                self.fail(line, Why.NOT_OCCUPATION if kind == "occupation" else Why.NOT_MINOR,
                          {"card": card_id})

    def setup_value(self, players: int, family: bool, decks: tuple[str, ...],
                    solo: SoloSeries | None, names: tuple[str, ...]) -> Setup:
        start = self.section_lines["setup"]
        for key, (line, _) in self.setup.items():
            if key not in SETUP_KEYS and not _HAND_KEY.fullmatch(key):
                self.fail(line, Why.UNKNOWN_SETUP_KEY, {"key": key})
        line, text = self.need(self.setup, "seed", start, "setup")
        seed = self.number(line, text, "seed", low=-(2**63), high=2**64 - 1, why=Why.BAD_SEED)
        line, text = self.need(self.setup, "starting-player", start, "setup")
        starting = self.number(line, text, "starting-player", low=1, high=players) - 1
        round_cards = self.round_cards()
        hands = self.hands(players, family)
        drafted = bool(hands) and self.header.get("hands", (0, ""))[1] == DRAFTED
        return Setup(players=players, family=family, round_cards=round_cards,
                     starting_player=starting, decks=decks, hands=hands, seed=seed, solo=solo,
                     names=names, rules_version=min(self.rules_version(), RULES_VERSION),
                     drafted=drafted)

    def round_cards(self) -> tuple[str, ...]:
        line, text = self.need(self.setup, "round-cards", self.section_lines["setup"], "setup")
        cards = tuple(w for w in text.split() if w != "/")
        if len(cards) != len(STAGES):
            self.fail(line, Why.ROUND_CARD_COUNT, {"count": len(cards), "expected": len(STAGES)})
        for position, (card_id, stage) in enumerate(zip(cards, STAGES, strict=True), 1):
            space = ROUND_CARD_BY_ID.get(card_id)
            if space is None:
                self.fail(line, Why.UNKNOWN_ROUND_CARD, {"card": card_id[:40]})
            if space.stage != stage:
                self.fail(line, Why.ROUND_CARD_STAGE, {"card": card_id, "stage": space.stage,
                                                       "round": position, "expected": stage})
            if cards.index(card_id) != position - 1:
                self.fail(line, Why.ROUND_CARD_TWICE, {"card": card_id})
        return cards

    def hands(self, players: int, family: bool) -> tuple[Hand, ...]:
        keys = [k for k in self.setup if _HAND_KEY.fullmatch(k)]
        if not keys:
            if not family:  # else its first card played fails, far from the cause
                self.fail(self.section_lines["setup"], Why.NO_HANDS)
            return ()
        if family:
            self.fail(self.setup[keys[0]][0], Why.FAMILY_HANDS)
        hands: list[Hand] = []
        seen: dict[str, int] = {}
        solo = self.header.get("solo-series")
        if solo is not None:  # the kept occupations are in front of the player already
            kept = re.search(r"(?:^|\s)kept=(\S+)", solo[1])
            if kept and kept.group(1) != EMPTY:
                seen = dict.fromkeys(kept.group(1).split(","), solo[0])
        for index in range(1, players + 1):
            parts = []
            for kind, key in (("occupation", f"hand-{index}-occupations"),
                              ("minor", f"hand-{index}-minors")):
                line, text = self.need(self.setup, key, self.section_lines["setup"], "setup")
                ids = () if text == EMPTY else tuple(text.split())
                self.cards(line, ids, kind)
                for card_id in ids:
                    if card_id in seen:
                        if solo is not None and seen[card_id] == solo[0]:
                            self.fail(line, Why.CARD_KEPT_AND_DEALT,
                                      {"card": card_id, "other": solo[0]})
                        self.fail(line, Why.CARD_DEALT_TWICE,
                                  {"card": card_id, "other": seen[card_id]})
                    seen[card_id] = line
                parts.append(ids)
            hands.append(Hand(parts[0], parts[1]))
        for key in keys:
            index = int(_HAND_KEY.fullmatch(key).group(1))  # type: ignore[union-attr]
            if not 1 <= index <= players:
                self.fail(self.setup[key][0], Why.NO_PLAYER_FOR_HAND, {"player": index})
        return tuple(hands)

    def result(self, players: int) -> tuple[tuple[ScoreSheet, ...] | None, tuple[int, ...]]:
        if "result" not in self.section_lines:
            return None, ()
        start = self.section_lines["result"]
        sheets, lines = [], []
        for player in range(players):
            if player not in self.results:
                self.fail(start, Why.RESULT_MISSING, {"player": player + 1})
            line, text = self.results[player]
            breakdown: dict[str, int] = {}
            total = None
            for word in text.split():
                key, eq, value = word.partition("=")
                if not eq or not _CATEGORY.fullmatch(key) or not _INT.fullmatch(value):
                    self.fail(line, Why.RESULT_ITEM, {"item": word[:30]})
                if key in breakdown or (key == "total" and total is not None):
                    self.fail(line, Why.RESULT_ITEM_TWICE, {"item": key})
                if key == "total":
                    total = int(value)
                else:
                    breakdown[key] = int(value)
            sheet = ScoreSheet(breakdown)
            if total is None or total != sheet.total:
                self.fail(line, Why.RESULT_TOTAL, {"total": sheet.total})
            sheets.append(sheet)
            lines.append(line)
        extra = [p for p in self.results if p >= players]
        if extra:
            self.fail(self.results[extra[0]][0], Why.NO_SUCH_PLAYER, {"player": extra[0] + 1})
        return tuple(sheets), tuple(lines)


def _field(line: str) -> tuple[str, str] | None:
    key, colon, value = line.partition(":")
    key = key.strip()
    if not colon or not KEY.fullmatch(key):
        return None
    return key, value.strip()


def parse_record(data: bytes | str, source: str = "<record>") -> GameRecord:
    """Read and check a record's text; the moves are parsed but not yet replayed."""
    newer_version(data if isinstance(data, bytes) else data[:HEAD_BYTES].encode(
        "utf-8", "replace"), source)
    lines = decode(data, source)
    reader = _Reader(source)
    try:
        reader.read(lines)
        return reader.build()
    except RecordError:
        raise
    except Exception as error:  # a safety net: never a traceback for a bad file
        raise RecordError(source, reader.current, Why.INVALID,
                          detail=f"{type(error).__name__}: {error}") from None
