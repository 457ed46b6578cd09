from agricola_qt.engine.farmyard import Farmyard
from agricola_qt.engine.grid import boundary_edges, parse_cell, pastures_of, region_name
from agricola_qt.engine.housing import Housing


def cells(*names: str) -> int:
    mask = 0
    for n in names:
        mask |= 1 << parse_cell(n)
    return mask


def test_cell_names_round_trip() -> None:
    assert parse_cell("a1") == 0
    assert parse_cell("e3") == 14
    assert parse_cell("b2") == 6


def test_one_enclosed_cell_needs_four_fences() -> None:
    edges = boundary_edges(cells("c2"))
    assert edges.bit_count() == 4
    assert [region_name(r) for r in pastures_of(edges)] == ["c2"]


def test_corner_cell_still_needs_four_fences() -> None:
    # The board edge is not a fence: every outer edge needs one.
    assert boundary_edges(cells("e1")).bit_count() == 4


def test_two_space_pasture_with_two_stables_holds_16() -> None:
    farm = Farmyard(fences=boundary_edges(cells("d1", "e1")), stables=cells("d1", "e1"))
    assert farm.pasture_capacities() == (16,)


def test_one_space_one_stable_holds_4() -> None:
    farm = Farmyard(fences=boundary_edges(cells("e1")), stables=cells("e1"))
    assert farm.pasture_capacities() == (4,)


def test_subdivided_pasture_gives_two_pastures() -> None:
    fences = boundary_edges(cells("d1", "e1")) | boundary_edges(cells("e1"))
    assert sorted(region_name(r) for r in pastures_of(fences)) == ["d1", "e1"]


def test_starting_farm_has_13_unused_spaces() -> None:
    assert Farmyard().unused_count == 13


def test_housing_pet_and_unfenced_stable() -> None:
    farm = Farmyard(stables=cells("e3"))
    housing = Housing(farm.pasture_capacities(), farm.unfenced_stables() + 1)
    assert housing.holds((1, 1, 0))  # one in the house, one in the stable
    assert not housing.holds((3, 0, 0))


def test_housing_one_kind_per_pasture() -> None:
    housing = Housing(pastures=(4,), singles=1)
    assert housing.holds((4, 1, 0))
    assert not housing.holds((2, 2, 0))  # 2 boar cannot share the pasture with the sheep
    assert housing.best_keep((3, 3, 0)) == (1, 3, 0)  # 4 either way; boar are worth more


def test_best_keep_prefers_valuable_kind_on_ties() -> None:
    housing = Housing(pastures=(), singles=1)
    assert housing.best_keep((1, 0, 1)) == (0, 0, 1)


def test_room_spaces_left_are_the_empty_cells_beside_the_house() -> None:
    from attrs import evolve

    from agricola_qt.engine import new_game, new_setup
    from agricola_qt.engine.farmwork import room_spaces_left
    from agricola_qt.engine.farmyard import Farmyard
    from agricola_qt.engine.grid import parse_cell

    p = new_game(new_setup(2, family=True, seed=1)).players[0]
    near = [1 << parse_cell(c) for c in ("a1", "b2", "b3")]  # the rooms are a2 and a3
    assert room_spaces_left(p) == sum(near)
    closed = evolve(p, farm=Farmyard(rooms=p.farm.rooms, fields=sum(near)))
    assert room_spaces_left(closed) == 0
