"""Our component design is balanced: every crop equally often on the board and the tiles."""

from collections import Counter

import pytest

from agricola_qt.heartland import CROPS, components
from agricola_qt.heartland.board import geometry


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_each_crop_equally_often_on_the_tiles_in_play(players: int) -> None:
    comp = components(players)
    halves: Counter = Counter()
    barns: Counter = Counter()
    doubles: Counter = Counter()
    for t in comp.in_play:
        tile = comp.tile(t)
        for half in (tile.a, tile.b):
            halves[half.crop] += 1
            barns[half.crop] += half.barns
        if tile.a.crop is tile.b.crop:
            doubles[tile.a.crop] += 1
            assert 0 in (tile.a.barns, tile.b.barns)  # one half of a double shows no barn
    assert len(set(halves[c] for c in CROPS)) == 1
    assert len(set(barns[c] for c in CROPS)) == 1
    assert len(set(doubles[c] for c in CROPS)) == 1
    expected = {2: 40, 3: 50, 4: 60, 5: 60}[players]
    assert len(comp.in_play) == expected


def test_the_crop_area_is_balanced_and_starts_with_no_region_larger_than_one() -> None:
    comp = components(4)
    counts = Counter(comp.printed)
    assert len(comp.printed) == comp.rows * comp.columns
    assert set(counts.values()) == {len(comp.printed) // 5}
    geo = geometry(comp.rows, comp.columns)
    for sq in range(geo.size):
        assert all(comp.printed[n] is not comp.printed[sq] for n in geo.neighbours[sq])


def test_barn_rows_make_sense() -> None:
    for players in (2, 3, 4, 5):
        comp = components(players)
        first, second = comp.farm_rows
        assert 0 < first < second < comp.livestock_row
        assert len(comp.animals) == (2 if players == 2 else 3)
    with pytest.raises(ValueError):
        components(6)
