"""The harvest steps a move finished, read from a game's states and moves: the field phase
(which farm cells and field cards gave crops), the feeding (the food each player paid and the
begging cards taken) and the breeding (the animals born).

They are read the way the game log reads them (``log_text``), so the log and the table always
tell the same harvest.  Values only; ``harvest_show`` shows them on the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from attrs import frozen

from agricola_qt.engine import GameState, Move
from agricola_qt.engine.farmwork import card_fields
from agricola_qt.engine.goods import NOTHING, Goods
from agricola_qt.engine.grid import CELL_COUNT
from agricola_qt.engine.rules import turn_end_state
from agricola_qt.engine.state import FEED
from agricola_qt.ui.log_text import (
    animals_born,
    crops_brought_in,
    feeding_over,
    harvest_began,
    harvest_ended,
)
from agricola_qt.ui.text import tr

StepKind = Literal["fields", "feeding", "breeding"]


@frozen
class FarmNews:
    """What one step did on one farm.

    ``goods``: crops brought in (fields), food paid (feeding) or animals born (breeding);
    ``cells``: the farm cells that gave crops, with the crop and how many; ``cards``: the
    same for fields that are cards; ``begging``: begging cards taken in the feeding."""

    player: int
    goods: Goods = NOTHING
    cells: tuple[tuple[int, str, int], ...] = ()
    cards: tuple[tuple[str, str, int], ...] = ()
    begging: int = 0


@frozen
class HarvestStep:
    kind: StepKind
    move: int  # the move that finished the step
    farms: tuple[FarmNews, ...]  # the farms something happened on

    def banner_text(self) -> str:
        return {"fields": tr("Harvest — fields"), "feeding": tr("Harvest — feeding"),
                "breeding": tr("Harvest — breeding")}[self.kind]

    def farm(self, player: int) -> FarmNews | None:
        return next((f for f in self.farms if f.player == player), None)


def harvest_steps(states: Sequence[GameState], moves: Sequence[Move], i: int) -> list[HarvestStep]:
    """The harvest steps move ``i`` finished (``states[i]`` before it, ``states[i + 1]``
    after), in the order they happened."""
    before, after = states[i], states[i + 1]
    done = turn_end_state(before, moves[i])
    out = []
    began = harvest_began(done, after)
    if began:
        out.append(fields_step(done, after, i))
    if before.phase == FEED and after.phase != FEED:
        out.append(feeding_step(states, moves, i))
    if harvest_ended(done, after, began):
        out.append(breeding_step(feeding_over(states, moves, i), after, i))
    return out


def fields_step(done: GameState, after: GameState, move: int) -> HarvestStep:
    farms = []
    for i, crops in enumerate(crops_brought_in(done, after)):
        p, q = done.players[i], after.players[i]
        on_cards = card_fields(p)
        cells, cards = [], []
        for sown in p.farm.sown:
            left = q.farm.crop_on(sown.cell)
            taken = sown.count - (left.count if left is not None and left.crop == sown.crop
                                  else 0)
            if taken <= 0:
                continue
            if sown.cell < CELL_COUNT:
                cells.append((sown.cell, sown.crop, taken))
            elif sown.cell in on_cards:
                cards.append((on_cards[sown.cell], sown.crop, taken))
        if not crops.is_empty() or cells or cards:
            farms.append(FarmNews(i, crops, tuple(cells), tuple(cards)))
    return HarvestStep("fields", move, tuple(farms))


def feeding_step(states: Sequence[GameState], moves: Sequence[Move], i: int) -> HarvestStep:
    """The food every player paid in this harvest's feeding (over with move ``i``)."""
    n = len(states[i].players)
    food, begging = [0] * n, [0] * n
    j = i
    while j >= 0 and states[j].phase == FEED:
        if moves[j].verb == "feed":
            who = states[j].actor
            p, q = states[j].players[who], turn_end_state(states[j], moves[j]).players[who]
            food[who] += max(0, p.goods.food - q.goods.food)
            begging[who] += max(0, q.begging - p.begging)
        j -= 1
    farms = tuple(FarmNews(k, Goods(food=food[k]), begging=begging[k]) for k in range(n)
                  if food[k] or begging[k])
    return HarvestStep("feeding", i, farms)


def breeding_step(start: GameState, end: GameState, move: int) -> HarvestStep:
    farms = tuple(FarmNews(i, born) for i, born in enumerate(animals_born(start, end))
                  if not born.is_empty())
    return HarvestStep("breeding", move, farms)


__all__ = ["FarmNews", "HarvestStep", "StepKind", "harvest_steps"]
