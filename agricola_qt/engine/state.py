"""The game state: one immutable value.  ``rules.apply`` returns a new one for every move."""

from __future__ import annotations

from typing import Literal

from attrs import field, frozen

from agricola_qt.engine.chance import Chance
from agricola_qt.engine.farmyard import Farmyard
from agricola_qt.engine.goods import NOTHING, Goods
from agricola_qt.engine.memory import Memory
from agricola_qt.engine.setup import Setup
from agricola_qt.engine.spaces import ActionSpace
from agricola_qt.engine.values import replace as evolve

Phase = Literal["work", "round_end", "feed", "breed", "bred", "over"]
WORK: Phase = "work"
# everyone home after a round without a harvest, while what the round's end asks (Manure) is
# answered before the next round's card is turned (rules version 12)
ROUND_END: Phase = "round_end"
# the phases of a round before its harvest: a move from one of them into another phase began
# the harvest (the log's header, undo's barrier, a record's marks say so)
BEFORE_HARVEST: frozenset[Phase] = frozenset({WORK, ROUND_END})
FEED: Phase = "feed"
BREED: Phase = "breed"
BRED: Phase = "bred"
OVER: Phase = "over"
# "action": sub-actions of an action space; "choice"/"card": fixed options (a space's or a
# card's); "animals": animals that no longer fit; "feed"/"breed": the harvest's decisions
FrameKind = Literal["action", "choice", "card", "animals", "feed", "breed"]
MAX_PEOPLE = 5
MAX_STABLES = 4
MAX_FENCES = 15
# A cost change may price fences at this much wood to say "only free fences here" (the
# Hedge Keeper's own build, the Fence Deliveryman's delivered fences): no one can pay it,
# and the refusal says why in those words.
ONLY_FREE_FENCES_WOOD = 99


@frozen
class PlayerState:
    goods: Goods = NOTHING
    farm: Farmyard = field(factory=Farmyard)
    people: int = 2
    newborns: int = 0  # born this round: they sit on an action space and eat 1 food
    placed: int = 0  # people placed on action spaces this round
    idle: int = 0  # people who may not be placed this round (a card's doing; below 0: guests)
    begging: int = 0
    cards: tuple[str, ...] = ()  # played cards, in the order they were played
    occupations: tuple[str, ...] = ()  # in hand
    minors: tuple[str, ...] = ()  # in hand
    harvest_used: tuple[str, ...] = ()  # cards whose once-per-harvest conversion was used
    # What cards remember: typed values, each with a lifetime the engine keeps (engine/memory.py).
    memory: tuple[Memory, ...] = ()

    @property
    def available(self) -> int:
        return self.people - self.newborns - self.placed - self.idle

    @property
    def resting(self) -> int:
        """People sitting this round out (the Holiday House): ``idle`` above 0."""
        return max(0, self.idle)

    @property
    def guests(self) -> int:
        """Guests placed this round like people (the Guest's token): ``idle`` below 0."""
        return max(0, -self.idle)

    @property
    def animals(self) -> tuple[int, int, int]:
        g = self.goods
        return (g.sheep, g.boar, g.cattle)


@frozen
class SpaceState:
    space: ActionSpace
    stock: Goods = NOTHING
    occupant: int = -1  # player index, -1 when free
    choice: str = ""  # on either/or spaces, the option the occupant chose
    guests: tuple[int, ...] = ()  # further players a card lets use an occupied space


@frozen
class FutureGoods:
    """Goods waiting on a round space for a player (e.g. the Well's food)."""

    round: int
    player: int
    goods: Goods
    source: str = ""  # id of the card that put them there ("" when not recorded)


@frozen
class Frame:
    """One pending decision inside an action (the top of ``GameState.pending`` is current).

    An action frame offers sub-actions within limits; ``need_one`` frames cannot be finished
    before one of them is done.  Choice frames offer fixed ``options``.
    """

    kind: FrameKind
    player: int
    space: str = ""
    rooms: int = 0
    stables: int = 0
    stable_cost: int = 2
    plows: int = 0
    sow: bool = False
    bake: bool = False
    fences: bool = False
    improvements: int = 0  # how many improvements may still be bought/played here
    allow_major: bool = False  # False: minor improvements only
    occupations: int = 0
    need_one: bool = False
    did_any: bool = False
    plan: int = 0  # cells of the pasture being planned
    baked: tuple[str, ...] = ()  # one entry per grain baked with that card in this bake
    options: tuple[str, ...] = ()
    occupation_food: tuple[int, int, int] = (0, 1, 1)


@frozen
class GameState:
    setup: Setup
    players: tuple[PlayerState, ...]
    spaces: tuple[SpaceState, ...]
    majors: tuple[str, ...]  # major improvements still on the board
    round: int = 0
    phase: Phase = WORK
    current: int = 0
    starting_player: int = 0
    next_starting_player: int = -1
    pending: tuple[Frame, ...] = ()
    future: tuple[FutureGoods, ...] = ()
    turn_over: bool = False  # the current player has placed and finished this turn
    moves_made: int = 0
    chances: tuple[Chance, ...] = ()  # every mid-game draw so far, in order (draws.py)
    preset: tuple[Chance, ...] = ()  # draws given by a record, taken before rolling

    @property
    def actor(self) -> int:
        """Whose decision it is (-1 when the game is over)."""
        if self.phase == OVER:
            return -1
        if self.pending:
            return self.pending[-1].player
        return self.current

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def frame(self) -> Frame | None:
        return self.pending[-1] if self.pending else None

    def space_index(self, space_id: str) -> int:
        for i, s in enumerate(self.spaces):  # a short scan beats building a key to look up
            if s.space.id == space_id:
                return i
        return -1

    def with_player(self, index: int, player: PlayerState) -> GameState:
        players = list(self.players)
        players[index] = player
        return evolve(self, players=tuple(players))

    def with_space(self, index: int, space: SpaceState) -> GameState:
        spaces = list(self.spaces)
        spaces[index] = space
        return evolve(self, spaces=tuple(spaces))

    def push(self, frame: Frame) -> GameState:
        return evolve(self, pending=(*self.pending, frame))

    def replace_top(self, frame: Frame) -> GameState:
        return evolve(self, pending=(*self.pending[:-1], frame))

    def pop(self) -> GameState:
        return evolve(self, pending=self.pending[:-1])

    def turn_order(self) -> tuple[int, ...]:
        n = len(self.players)
        return tuple((self.starting_player + i) % n for i in range(n))
