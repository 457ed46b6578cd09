"""Card pairs of the compendium's rulings (v11.1) on people moved after everybody placed
(Acrobat K269, Countryman K289): such a move is no placement of the owner's last person, so
the Magician (K311) gives nothing for it.  (The Church Warden's pairs with the movers are in
``test_card_rulings_pairs_church_warden.py``.)  The full list: ``docs/card-combinations.md``.
"""

from __future__ import annotations

from agricola_qt.engine import GameState
from agricola_qt.engine.goods import Goods

from .helpers import cells, full_game, moves_text, play, with_cards, with_farm, with_space
from .test_deck_k_occupations import FOUR_PLAYER_ROUND


def _goods(state: GameState) -> Goods:
    return state.players[0].goods


def test_a_person_the_acrobat_moves_is_not_the_magicians_last_person() -> None:
    state = with_cards(full_game(4), 0, "magician", "acrobat")
    # Traveling Players first (not the last person), fishing last
    state = play(state, "place traveling-players", *FOUR_PLAYER_ROUND)
    assert _goods(state) == Goods(food=2 + 1 + 1)  # 1 + the Traveling Players, 1 fishing
    assert "choose traveling-players-to-grain" in moves_text(state)
    state = play(state, "choose traveling-players-to-grain")
    assert state.round == 2
    assert _goods(state) == Goods(grain=1, food=2 + 1 + 1)  # the grain space's grain only


def test_a_person_the_countryman_moves_is_not_the_magicians_last_person() -> None:
    state = with_farm(full_game(4, first=("sow-bake",)), 0, fields=cells("c1"))
    state = with_cards(state, 0, "magician", "countryman")
    state = play(state, "place traveling-players", "place wood", "place clay", "place reed",
                 "place grain", *FOUR_PLAYER_ROUND[4:])
    assert "choose grain-to-sow-bake" in moves_text(state)
    grain = _goods(state).grain
    state = play(state, "choose grain-to-sow-bake", "sow c1 grain")
    assert state.round == 2 and state.players[0].farm.crop_total("grain") == 3
    assert _goods(state).grain == grain - 1  # no Magician grain for the move
    assert _goods(state).food == 2 + 1  # the Traveling Players' food only


def test_with_the_field_warden_the_countryman_may_join_an_occupied_plow_and_sow() -> None:
    state = with_farm(with_space(full_game(4), "plow-sow"), 0, fields=cells("c1"))
    state = with_cards(state, 0, "countryman", "field-warden")
    state = play(state, "place grain", "place plow-sow", "plow b1")
    assert state.spaces[state.space_index("plow-sow")].occupant == 1
    state = play(state, *FOUR_PLAYER_ROUND[1:])
    assert "choose grain-to-plow-sow" in moves_text(state)
    state = play(state, "choose grain-to-plow-sow", "plow c2", "sow c1 grain")
    p = state.players[0]
    assert p.farm.fields == cells("c1", "c2") and p.farm.crop_total("grain") == 3
    assert state.round == 2


def test_without_the_field_warden_the_countryman_keeps_off_an_occupied_space() -> None:
    state = with_farm(with_space(full_game(4), "plow-sow"), 0, fields=cells("c1"))
    state = with_cards(state, 0, "countryman")
    state = play(state, "place grain", "place plow-sow", "plow b1",
                 *FOUR_PLAYER_ROUND[1:])
    assert state.frame is None and state.round == 2  # nowhere free to move to
