"""The display arrangement of animals (ui/herds.py): never more or fewer animals than the
engine has, never more than a place holds, and nothing over capacity when the animals fit."""

from __future__ import annotations

import warnings

from attrs import evolve
from hypothesis import given, settings
from hypothesis import strategies as st

from agricola_qt.engine import new_game, new_setup
from agricola_qt.engine.economy import housing
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import boundary_edges, parse_cell
from agricola_qt.engine.setup import DeckShortWarning
from agricola_qt.ui.herds import Herds, move_animals, places_of, reconcile, targets

with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeckShortWarning)
    _START = new_game(new_setup(2, family=True, seed=3))
_PLAYER = _START.players[0]
_FREE = ("b1", "c1", "d1", "e1", "b2", "c2", "d2", "e2", "b3", "c3", "d3", "e3")


HOUSING_CARDS = ("animal-yard", "forest-pasture", "wildlife-reserve", "animal-keeper",
                 "drinking-trough", "house-goat", "shepherds-pipe", "stablemaster")


def _player(pastures: list[list[str]], stables: list[str], counts: tuple[int, int, int],  # noqa: ANN202
            cards: tuple[str, ...] = ()):
    farm = _PLAYER.farm
    used: set[str] = set()
    for cells in pastures:
        cells = [c for c in cells if c not in used]
        if not cells:
            continue
        used.update(cells)
        mask = 0
        for c in cells:
            mask |= 1 << parse_cell(c)
        farm = farm.with_fences(boundary_edges(mask))
    for c in stables:
        farm = farm.with_stable(parse_cell(c))
    goods = _PLAYER.goods + Goods(sheep=counts[0], boar=counts[1], cattle=counts[2])
    return evolve(_PLAYER, farm=farm, goods=goods, cards=(*_PLAYER.cards, *cards))


def _check(herds: Herds, player) -> None:  # noqa: ANN001
    assert herds.totals() == player.animals
    for place, kind, n in herds.groups():
        assert n <= place.room_for(kind)
    if housing(player).holds(player.animals):
        assert herds.over == (0, 0, 0)


farms = st.tuples(
    st.lists(st.lists(st.sampled_from(_FREE), min_size=1, max_size=3), max_size=7),
    st.lists(st.sampled_from(_FREE), max_size=4, unique=True),
    st.tuples(*(st.integers(0, 9),) * 3),
    st.lists(st.sampled_from(HOUSING_CARDS), max_size=3, unique=True).map(tuple),
)


@settings(max_examples=80, deadline=None)
@given(farms, farms, st.lists(st.tuples(st.integers(0, 20), st.integers(0, 20),
                                        st.booleans()), max_size=6))
def test_reconciled_arrangements_match_the_engine(first, second, drags) -> None:  # noqa: ANN001
    a = _player(*first)
    herds = reconcile(None, a)
    _check(herds, a)
    for src, dst, whole in drags:  # the player's own rearranging keeps every animal
        groups = herds.groups()
        if not groups:
            break
        place, kind, n = groups[src % len(groups)]
        keys = [p.key for p in herds.places]
        new, why = move_animals(herds, place.key, keys[dst % len(keys)], n if whole else 1)
        if new is not None:
            herds = new
            assert herds.totals() == a.animals
            for p2, k2, n2 in herds.groups():
                assert n2 <= p2.room_for(k2)
    b = _player(*second)
    _check(reconcile(herds, b), b)


def test_targets_are_lit_for_same_kind_or_empty_places_only() -> None:
    p = _player([["d1", "e1"], ["d3"]], ["c3"], (3, 1, 0))
    herds = reconcile(None, p)
    sheep_at = next(pl.key for pl, kind, _ in herds.groups() if kind == "sheep")
    lit = set(targets(herds, sheep_at, 1))
    assert "house" in lit
    boar_at = next(pl.key for pl, kind, _ in herds.groups() if kind == "boar")
    assert boar_at not in lit  # an occupied single place, and one sheep is not the group
    whole = set(targets(herds, boar_at, 1))
    assert sheep_at not in whole  # a boar cannot join the sheep


def test_a_whole_group_swaps_with_another() -> None:
    p = _player([["d1", "e1"], ["b3", "c3"]], [], (3, 2, 0))
    herds = reconcile(None, p)
    sheep_at = next(pl.key for pl, kind, _ in herds.groups() if kind == "sheep")
    boar_at = next(pl.key for pl, kind, _ in herds.groups() if kind == "boar")
    swapped, why = move_animals(herds, boar_at, sheep_at, 2)
    assert why is None and swapped is not None
    assert swapped.group(sheep_at) == ("boar", 2)
    assert swapped.group(boar_at) == ("sheep", 3)
    refused, why = move_animals(herds, boar_at, sheep_at, 1)
    assert refused is None and why is not None and "one kind" in why.template


def test_cards_that_hold_animals_get_places() -> None:
    assert [pl.role for pl in places_of(_player([], ["c3"], (0, 0, 0)))] == ["stable", "house"]
    yard = places_of(_player([], ["c3"], (0, 0, 0), ("animal-yard", "forest-pasture")))
    assert [pl.role for pl in yard] == ["stable", "house", "card", "card", "boar-card"]
    goat = places_of(_player([], ["c3"], (0, 0, 0), ("house-goat",)))
    assert [pl.role for pl in goat] == ["stable"]
    master = places_of(_player([], ["c3"], (0, 0, 0), ("stablemaster",)))
    assert [(pl.role, pl.capacity, pl.cells) for pl in master] == [
        ("pen", 3, 1 << parse_cell("c3")), ("house", 1, _PLAYER.farm.rooms)]
    mixed = _player([["d1", "e1"]], [], (2, 1, 1), ("animal-keeper",))
    herds = reconcile(None, mixed)
    assert herds.over == (0, 0, 0)  # 4 animals of three kinds share one 4-place pasture
    assert {pl.role for pl, _, _ in herds.groups()} == {"slot"}


def test_a_pet_the_table_put_in_the_house_moves_into_a_new_pasture() -> None:
    """A sheep taken before any pasture lives in the house; once a pasture is fenced it
    stood on in the house beside the empty pasture.  It moves in; a sheep the player put in
    the house themselves stays there."""
    before = _player([], [], (1, 0, 0))
    herds = reconcile(None, before)
    assert herds.group("house") == ("sheep", 1)
    fenced = _player([["d1", "e1"]], [], (1, 0, 0))
    after = reconcile(herds, fenced)
    assert after.group("house") == ("", 0)
    pasture = next(p.key for p in after.places if p.role == "pasture")
    assert after.group(pasture) == ("sheep", 1)
    # the player moves it back into the house: it stays, also when a second sheep comes
    back, why = move_animals(after, pasture, "house", 1)
    assert why is None and back is not None and "house" in back.chosen
    two = reconcile(back, _player([["d1", "e1"]], [], (2, 0, 0)))
    assert two.group("house") == ("sheep", 1) and two.group(pasture) == ("sheep", 1)


def test_the_wildlife_reserve_shows_a_place_for_each_kind() -> None:
    """A tester's reserve showed three "wild boar 1" places: its places hold one sheep, one
    wild boar and one cattle, each named by its kind."""
    from agricola_qt.engine.cards.deck_i.minors import ReserveByKind
    from agricola_qt.engine.memory import remember
    from tests.cards.helpers import full_game, with_cards

    state = with_cards(full_game(), 0, "wildlife-reserve")
    state = remember(state, 0, ReserveByKind())  # as played by today's rules
    p = state.players[0]
    kinds = {pl.key: pl.only for pl in places_of(p) if pl.key.startswith("kind:")}
    assert kinds == {"kind:sheep": "sheep", "kind:boar": "boar", "kind:cattle": "cattle"}
    p = evolve(p, goods=Goods(boar=2, sheep=1))
    herds = reconcile(None, p)
    on_card = {pl.key: (kind, n) for pl, kind, n in herds.groups() if pl.key.startswith("kind:")}
    assert on_card == {"kind:sheep": ("sheep", 1), "kind:boar": ("boar", 1)}
    assert sum(herds.over) == 0  # the second boar is the pet in the house
