"""The Heartland game state: one immutable value; ``rules.apply`` returns a new one per move."""

from __future__ import annotations

from enum import StrEnum

from attrs import frozen

from agricola_qt.heartland.board import Geometry, geometry
from agricola_qt.heartland.components import AnimalKind, Components, Crop, components

HIDDEN = -1  # a large tile id nobody at this seat may see (in a seat view)


class Step(StrEnum):
    PLACE = "place"  # lay a large tile, a small tile face up, or level with a small tile
    LARGE = "large"  # after levelling: a large tile on top of the levelled square
    SCORE = "score"  # choose victory points or farm points, field by field
    FARM = "farm"  # place a farm on a free region
    END = "end"  # draw back up to three (or just end the turn)
    OVER = "over"


@frozen
class Layer:
    """One tile on a square: a half of a large tile, or a small tile (``tile`` 0)."""

    crop: Crop | None  # None: a small tile laid face down (levelling)
    tile: int  # large tile id, 0 for a small tile
    owner: int  # the seat that laid it


@frozen
class Animal:
    kind: AnimalKind
    value: int  # 0 when hidden from this seat


@frozen
class Field:
    """A field laid this turn, waiting to be scored."""

    square: int
    crop: Crop
    barns: int


@frozen
class PlayerState:
    hand: tuple[int, ...] = ()  # large tile ids (HIDDEN in another seat's view)
    smalls: tuple[Crop, ...] = ()  # small tiles still held, face up
    score: int = 0  # the victory-point track (livestock is added at the end)
    cubes: tuple[int, ...] = (0, 0, 0, 0, 0)  # barn row per crop; -1: left with an animal
    farms: tuple[int, ...] = ()  # squares of the farms built, first farm first
    animals: tuple[Animal, ...] = ()


@frozen
class Setup:
    players: int
    seed: int = 0
    start_player: int = 0
    names: tuple[str, ...] = ()

    @property
    def last_player(self) -> int:
        """The player to the start player's right: the game ends after their turn."""
        return (self.start_player - 1) % self.players


@frozen
class GameState:
    setup: Setup
    layers: tuple[tuple[Layer, ...], ...]  # per square, bottom first (the printed crop is below)
    tops: tuple[Crop | None, ...]  # per square: the crop showing (kept in step with layers)
    heights: tuple[int, ...]  # per square: number of tiles on it
    players: tuple[PlayerState, ...]
    stack: tuple[int, ...]  # the normal draw pile, top first
    end_stack: tuple[int, ...]  # the "6+1" stack, top first; holds END_TILE
    livestock: tuple[tuple[Animal, ...], ...]  # per crop, top first
    removed: tuple[int, ...] = ()  # large tiles out of the game for this player count
    actor: int = 0
    step: Step = Step.PLACE
    fields: tuple[Field, ...] = ()  # laid this turn, scored in this order
    scored: int = 0  # fields of this turn already scored
    levelled: int = -1  # the square levelled this turn, or -1
    laid_large: bool = False  # a large tile was laid this turn (so the player draws)
    end_drawn_by: int = -1  # the seat that drew the end-of-game tile, or -1
    passes: int = 0  # turns in a row in which nobody could place a tile
    turn: int = 0  # turns finished
    moves_made: int = 0

    @property
    def components(self) -> Components:
        return components(self.setup.players)

    @property
    def geometry(self) -> Geometry:
        c = self.components
        return geometry(c.rows, c.columns)

    @property
    def is_over(self) -> bool:
        return self.step is Step.OVER

    @property
    def farm_squares(self) -> tuple[int, ...]:
        return tuple(sq for p in self.players for sq in p.farms)

    @property
    def current_field(self) -> Field | None:
        return self.fields[self.scored] if self.step is Step.SCORE else None

    def top(self, square: int) -> Crop | None:
        return self.tops[square]
