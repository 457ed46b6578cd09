"""Card pairs of the compendium's rulings (v11.1) on the Water Mill (I103) outside a plain
harvest: the Manure's (I92) field phase lets its owner, and only its owner, use the Water
Mill; a Layabout (I244) sitting out the harvest may not use another player's Water Mill, while
the other players may use the Layabout's.  The full list: ``docs/card-combinations.md``.
"""

from __future__ import annotations

from agricola_qt.engine import GameState
from agricola_qt.engine.farmyard import SownField
from agricola_qt.engine.grid import parse_cell

from .helpers import at_round, cells, full_game, give, play, with_cards, with_farm
from .test_deck_k_occupations import ROUND_1, occupation


def _mill_askers(state: GameState) -> list[int]:
    return [f.player for f in state.pending if f.kind == "card" and f.space == "water-mill"]


def test_the_manures_field_phase_works_the_water_mill_for_its_owner_only() -> None:
    state = with_farm(with_cards(full_game(), 0, "manure"), 0, fields=cells("c1"),
                      sown=(SownField(parse_cell("c1"), "grain", 2),))
    state = give(with_cards(state, 1, "water-mill"), 1, grain=1)  # player 1 has grain too
    state = play(state, *ROUND_1)
    assert state.frame is not None and state.frame.space == "manure"
    state = play(state, "choose harvest")
    assert _mill_askers(state) == [0]
    food = [p.goods.food for p in state.players]
    state = play(state, "choose mill")
    assert state.players[0].goods.food == food[0] + 3 - 1  # 1 of the 3 to the mill's owner
    assert state.players[1].goods.food == food[1] + 1


def test_a_layabout_may_not_use_another_players_water_mill() -> None:
    state = occupation(at_round(full_game(), 4), "layabout")
    state = give(with_cards(state, 1, "water-mill"), 0, grain=2)
    state = give(state, 1, grain=1)
    state = play(state, "place clay", "place reed", "place fishing")
    assert _mill_askers(state) == [1]


def test_the_other_players_may_use_a_layabouts_water_mill() -> None:
    state = occupation(at_round(full_game(), 4), "layabout")
    state = give(with_cards(state, 0, "water-mill"), 1, grain=1)
    state = play(state, "place clay", "place reed", "place fishing")
    assert _mill_askers(state) == [1]
    food = state.players[0].goods.food
    state = play(state, "choose mill")
    assert state.players[0].goods.food == food + 1  # the owner's share, though sitting out
