"""Card pairs of the compendium's rulings (v11.1) about the Fishing and Traveling Players
spaces and the reed that comes with them.  The full list: ``docs/card-combinations.md``.

Pairs covered here: Net Fisherman's collection with Fishing Rod, Raft, Canoe, Fish Trap and
Fisherman (none of them acts: it is no Fishing action); Fisherman paying the owners of Fish
Trap and Landing Net; Juggler paying the owners of Conjurer, Storyteller, Dancer, Puppeteer,
Acrobat, Magician and Animal Trainer; Juggler and Dancer not both on one action; Dancer's
extra food, and the Juggler's, not buying Animal Trainer animals; reed from Reed Exchange or
Helpful Neighbours giving no Fish Trap or Landing Net food and not starting the Net
Fisherman's collection.
"""

from __future__ import annotations

import pytest

from agricola_qt.engine import GameState
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.values import replace

from .helpers import full_game, give, moves_text, play, with_cards, with_hand, with_space

GEAR = ("fishing-rod", "raft", "canoe", "fish-trap", "fisherman")


def _stock(state: GameState, space: str, **goods: int) -> GameState:
    index = state.space_index(space)
    return state.with_space(index, replace(state.spaces[index], stock=Goods(**goods)))


def test_the_net_fishermans_collection_is_no_fishing_action_for_the_gear() -> None:
    state = with_cards(full_game(), 0, "net-fisherman", *GEAR)
    state = play(state, "place reed")  # the Fish Trap's food for the reed
    food = state.players[0].goods.food
    state = play(state, "place wood", "place clay", "place grain")  # round 1 ends
    assert state.round == 2 and state.frame is None
    assert state.players[0].goods.food == food + 1  # only the 1 food of the Fishing space


def test_the_fisherman_pays_the_fish_trap_and_landing_net_owners() -> None:
    state = with_cards(with_cards(full_game(3), 0, "fisherman"), 1, "fish-trap", "landing-net")
    state = play(state, "place fishing")
    food = state.players[1].goods.food
    state = play(state, "choose double-1")
    assert state.players[1].goods.food == food + 2
    assert state.players[0].goods.food == 2 + 1 + 1 - 2


@pytest.mark.parametrize("artist", ["conjurer", "storyteller", "dancer", "puppeteer",
                                    "acrobat", "magician", "animal-trainer"])
def test_the_juggler_pays_each_artists_owner(artist: str) -> None:
    state = with_cards(with_cards(full_game(4), 0, "juggler"), 2, artist)
    state = play(state, "place traveling-players")
    food = state.players[2].goods.food
    state = play(state, "choose double-1")
    assert state.players[2].goods.food >= food + 1
    assert state.players[0].goods.food == 2 + 1 + 1 - 1


def test_the_dancers_extra_food_buys_no_animal_trainer_animals() -> None:
    state = _stock(with_cards(full_game(4), 0, "dancer", "animal-trainer"),
                   "traveling-players", food=2)
    state = play(state, "place traveling-players")
    assert state.players[0].goods.food == 2 + 4
    assert moves_text(state) == {"choose sheep", "choose boar", "choose done"}
    state = play(state, "choose sheep")  # the 2 food of the space are spent
    assert state.frame is None or state.frame.space != "animal-trainer"
    assert state.players[0].goods == Goods(food=4, sheep=1)


@pytest.mark.parametrize("order", [("juggler", "animal-trainer"), ("animal-trainer", "juggler")])
def test_the_jugglers_extra_food_buys_no_animal_trainer_animals(order: tuple[str, str]) -> None:
    state = _stock(with_cards(full_game(4), 0, *order), "traveling-players", food=2)
    state = play(state, "place traveling-players")
    asked = [f.space for f in state.pending if f.kind == "card"]
    assert asked[-1] == "juggler"  # the Juggler comes first (ruling K342)
    state = play(state, "choose double-2")
    assert state.players[0].goods.food == 2 + 4
    assert moves_text(state) == {"choose sheep", "choose boar", "choose done"}
    state = play(state, "choose sheep")  # the 2 food of the space are spent
    assert state.frame is None or state.frame.space != "animal-trainer"
    assert state.players[0].goods == Goods(food=4, sheep=1)


@pytest.mark.parametrize("card", ["fish-trap", "landing-net", "net-fisherman"])
@pytest.mark.parametrize("minor", ["reed-exchange", "helpful-neighbours"])
def test_reed_from_a_minor_improvement_is_no_reed_taken_from_a_space(card: str,
                                                                     minor: str) -> None:
    state = with_space(give(full_game(), 0, wood=3, clay=3), "improvement")
    state = with_hand(with_cards(state, 0, card), 0, minors=(minor,))
    state = play(state, "place improvement", f"minor {minor}")
    if state.frame is not None and "choose reed" in moves_text(state):
        state = play(state, "choose reed")
    assert state.players[0].goods.reed >= 1
    assert state.players[0].goods.food == 2 and state.frame is None
    if card == "net-fisherman":  # nothing collected when the round ends
        state = play(state, "place wood", "place clay", "place grain")
        assert state.round == 2 and state.players[0].goods.food == 2


def test_juggler_and_dancer_are_not_both_used_for_one_action() -> None:
    state = with_cards(full_game(4), 0, "juggler", "dancer")
    state = play(state, "place traveling-players")  # 1 food there: the Dancer's 4 are more
    assert state.frame is None and state.players[0].goods.food == 2 + 4
    state = _stock(with_cards(full_game(4), 0, "juggler", "dancer"), "traveling-players",
                   food=3)
    state = play(state, "place traveling-players")
    assert state.players[0].goods.food == 2 + 4  # 3 and the Dancer's 1
    state = play(state, "choose double-3")
    assert state.players[0].goods.food == 2 + 6  # doubled instead: the Dancer's 1 given back
