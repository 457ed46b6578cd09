"""The green player-count cards and the family side of board 1, space by space."""

import pytest
from attrs import evolve

from agricola_qt.engine import IllegalMove, apply
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.spaces import board_spaces

from .helpers import game, give, moves_text, play, set_goods


def space_ids(players: int, family: bool) -> list[str]:
    return [s.id for s in board_spaces(players, family)]


@pytest.mark.parametrize(("players", "family", "green"), [
    (1, False, []), (2, True, []),
    (3, False, ["occupation-3p", "wood-2", "clay-extra", "building-resource"]),
    (3, True, ["resources-3p", "wood-2", "clay-extra", "building-resource"]),
    (4, False, ["occupation-4p", "reed-stone-food", "traveling-players", "wood-1", "wood-2",
                "clay-2"]),
    (5, False, ["occupation-or-growth", "reed-stone-wood", "room-or-food", "animal", "wood-4",
                "clay-3"]),
    (5, True, ["resources-or-growth", "reed-stone-wood", "room-or-food", "animal", "wood-4",
               "clay-3"]),
])
def test_green_cards_by_player_count(players: int, family: bool, green: list[str]) -> None:
    assert space_ids(players, family)[:len(green)] == green
    assert len(space_ids(players, family)) == 10 + len(green)


def test_family_board_side() -> None:
    ids = space_ids(2, True)
    assert "stable-bake" in ids and "occupation" not in ids
    state = game(2)
    assert state.spaces[state.space_index("starting-player")].stock == Goods(food=1)


def test_family_starting_player_takes_the_food_and_the_token() -> None:
    state = play(game(2), "place clay", "place starting-player")
    assert state.players[1].goods.food == 3 + 1
    state = play(state, "place reed", "place fishing")
    assert state.starting_player == 1


def test_family_day_labourer_gives_food_and_a_resource_of_choice() -> None:
    state = play(game(2), "place day-labourer")
    assert state.players[0].goods.food == 3
    assert moves_text(state) >= {"take wood", "take clay", "take reed", "take stone"}
    state = play(state, "take stone")
    assert state.players[0].goods.stone == 1


def test_three_player_family_two_different_resources() -> None:
    state = play(game(3), "place resources-3p")
    options = {m for m in moves_text(state) if m.startswith("take")}
    assert "take wood clay" in options and len(options) == 6
    assert not any(m.split()[1:] == [m.split()[1]] * 2 for m in options)
    state = play(state, "take reed stone")
    assert state.players[0].goods.reed == 1 and state.players[0].goods.stone == 1


def test_three_player_occupation_always_costs_two_food() -> None:
    from agricola_qt.engine.improvements import occupation_cost
    from agricola_qt.engine.state import Frame

    state = game(3, family=False)
    frame = Frame("action", 0, occupations=1, occupation_food=(2, 2, 2))
    assert occupation_cost(state, 0, frame, "land-agent") == Goods(food=2)


def test_four_player_occupation_one_one_then_two() -> None:
    from agricola_qt.engine.improvements import occupation_cost
    from agricola_qt.engine.state import Frame

    state = game(4, family=False)
    frame = Frame("action", 0, occupations=1, occupation_food=(1, 1, 2))
    assert occupation_cost(state, 0, frame, "land-agent") == Goods(food=1)
    p = evolve(state.players[0], cards=("academic", "woodcutter"))
    state = state.with_player(0, p)
    assert occupation_cost(state, 0, frame, "land-agent") == Goods(food=2)


def test_four_player_reed_stone_food_and_accumulating_cards() -> None:
    state = game(4)
    assert state.spaces[state.space_index("traveling-players")].stock == Goods(food=1)
    assert state.spaces[state.space_index("wood-1")].stock == Goods(wood=1)
    assert state.spaces[state.space_index("clay-2")].stock == Goods(clay=2)
    state = play(state, "place reed-stone-food")
    assert state.players[0].goods == Goods(reed=1, stone=1, food=2 + 1)


def test_five_player_reed_stone_wood_and_big_forests() -> None:
    state = game(5)
    assert state.spaces[state.space_index("wood-4")].stock == Goods(wood=4)
    assert state.spaces[state.space_index("clay-3")].stock == Goods(clay=3)
    state = play(state, "place reed-stone-wood")
    assert state.players[0].goods == Goods(reed=1, stone=1, wood=1, food=2)


def test_five_player_room_or_food() -> None:
    state = play(game(5), "place room-or-food")
    assert moves_text(state) >= {"choose food"}
    assert "choose room" not in moves_text(state)  # no wood for a room
    state = play(state, "choose food")
    assert state.players[0].goods.food == 3
    # one person per space: the next player may not use it this round
    with pytest.raises(IllegalMove, match="already taken"):
        apply(state, "place room-or-food")


def test_five_player_room_or_food_build_when_empty() -> None:
    state = give(game(5), 0, wood=5, reed=2)
    spaces = tuple(evolve(s, stock=Goods()) if s.space.id == "room-or-food" else s
                   for s in state.spaces)
    state = play(evolve(state, spaces=spaces), "place room-or-food")
    assert "choose food" not in moves_text(state)
    state = play(state, "choose room", "room b2")
    assert state.players[0].farm.room_count == 3


def test_five_player_growth_only_from_round_five_with_a_room() -> None:
    state = game(5)
    assert "place resources-or-growth" in moves_text(state)
    state = play(state, "place resources-or-growth")
    assert "choose grow" not in moves_text(state)
    state = evolve(game(5), round=5)
    p = state.players[0]
    state = state.with_player(0, evolve(p, farm=evolve(p.farm, rooms=p.farm.rooms | 1)))
    state = play(state, "place resources-or-growth", "choose grow")
    assert state.players[0].people == 3


def test_five_player_animal_card_boar() -> None:
    state = set_goods(game(5), 0, food=1)
    state = play(state, "place animal", "take boar")
    assert state.players[0].goods.boar == 1


def test_a_choice_with_no_possible_option_can_be_given_up() -> None:
    from agricola_qt.engine import legal_moves
    from agricola_qt.engine.state import Frame

    state = game(5, family=False)
    state = state.with_player(0, evolve(state.players[0], occupations=()))
    frame = Frame("choice", 0, space="occupation-or-growth",
                  options=("choose occupation", "choose grow"))
    stuck = state.push(frame)  # round 1, no occupation in hand: neither option is possible
    assert [str(m) for m in legal_moves(stuck)] == ["done"]
    assert apply(stuck, "done").frame is None
    # while an option is possible, giving up is not offered
    able = state.push(Frame("choice", 0, space="animal", options=("take sheep",)))
    assert "done" not in moves_text(able)


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("family", [True, False])
def test_no_two_different_spaces_of_a_board_share_a_name(players: int, family: bool) -> None:
    """In 4 players the printed "1 Occupation" and the green card's both read "1 Occupation"
    at different prices: the log and the replay could not tell which was taken."""
    from agricola_qt.engine.spaces import board_spaces, round_cards

    named: dict[str, set[tuple[object, ...]]] = {}
    for s in (*board_spaces(players, family), *round_cards(family)):
        named.setdefault(s.name, set()).add((s.action, s.gives, s.stock, s.occupation_food))
    # the two "1 Stone" round cards (stages 2 and 4) are the same card twice, as at the table
    assert {name: kinds for name, kinds in named.items() if len(kinds) > 1} == {}
