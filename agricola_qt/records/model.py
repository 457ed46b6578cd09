"""The contents of an .agr record as values: the setup, the seats, the moves, the result."""

from __future__ import annotations

from attrs import field, frozen

from agricola_qt import __version__
from agricola_qt.engine import RULES_VERSION, Move, ScoreSheet, Setup
from agricola_qt.engine.chance import Chance

FORMAT_NAME = "agricola-qt-record"
FORMAT_VERSION = 2  # written; every version from 1 up to it is read
OLDEST_RULES = 1  # the rules version of a record that names none (written before the field)
COLOURS: tuple[str, ...] = ("red", "blue", "green", "yellow", "purple")
HUMAN, BOT = "human", "bot"


@frozen
class Seat:
    """Who sits in one seat: their colour and whether a person or a bot (with its level) plays.

    The player's name is not here: it is part of the setup (``Setup.names``).
    """

    colour: str
    kind: str = HUMAN  # "human" or "bot"
    level: str = ""  # the bot's name in agricola_qt.ai.registry, e.g. "random"

    @property
    def token(self) -> str:
        return f"{BOT}:{self.level}" if self.kind == BOT else HUMAN

    @staticmethod
    def default(index: int, bot: str | None = None) -> Seat:
        colour = COLOURS[index % len(COLOURS)]
        return Seat(colour, BOT, bot) if bot else Seat(colour)


def default_seats(players: int) -> tuple[Seat, ...]:
    return tuple(Seat.default(i) for i in range(players))


@frozen
class Locations:
    """Where things stood in the file a record was read from (empty for a new record)."""

    setup: int = 0  # line of "[setup]"
    moves: int = 0  # line of "[moves]"
    result: int = 0  # line of "[result]"
    move_lines: tuple[int, ...] = ()  # line of every move
    move_actors: tuple[int, ...] = ()  # player written before every move (0-based), -1: none
    result_lines: tuple[int, ...] = ()  # line of every player's result
    chance_lines: tuple[int, ...] = ()  # line of every chance result (as in GameRecord.chances)
    header_order: tuple[str, ...] = ()  # header keys in file order, kept when saving again
    chances_given: bool = False  # the file writes every draw down (format version 2 and up)


@frozen
class GameRecord:
    """One saved game.  ``moves`` are engine moves in the order they were made.

    ``extra`` holds header fields this version does not know, in file order, so that they
    survive a load/save round trip.  ``result`` is the final score sheet per player (only for
    a finished game).  ``chances`` are the results of mid-game draws, each with the number of
    moves made before it (0: as the game starts).  ``rules_version`` is the engine rules
    version that wrote the record, ``format_version`` the version of the file it was read from
    (ignored by ``==``, as are ``chances``, which a replay derives again).  ``where`` (ignored
    by ``==``) remembers file lines, for error messages.
    """

    setup: Setup
    moves: tuple[Move, ...] = ()
    seats: tuple[Seat, ...] = ()
    date: str = ""
    app_version: str = __version__
    extra: tuple[tuple[str, str], ...] = ()
    result: tuple[ScoreSheet, ...] | None = None
    chances: tuple[tuple[int, Chance], ...] = field(default=(), eq=False)
    rules_version: int = field(default=RULES_VERSION, eq=False)
    format_version: int = field(default=FORMAT_VERSION, eq=False)
    where: Locations = field(factory=lambda: Locations(), eq=False)

    def __attrs_post_init__(self) -> None:
        if not self.seats:
            object.__setattr__(self, "seats", default_seats(self.setup.players))

    def name(self, player: int) -> str:
        names = self.setup.names
        if player < len(names) and names[player]:
            return names[player]
        return f"Player {player + 1}"

    @property
    def variant(self) -> str:
        return self.setup.variant

    @property
    def header(self) -> dict[str, str]:
        """Every header field as it is written in the file (known ones and ``extra``)."""
        from agricola_qt.records.writer import header_fields

        return dict(header_fields(self))
