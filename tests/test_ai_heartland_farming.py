"""The Heartland heuristic (level medium) commits to a farm; the search keeps its model."""

from agricola_qt.ai.heartland.mcts import GREEDY, SEARCH
from agricola_qt.ai.heartland.tournament import play_game
from agricola_qt.ai.heartland.values import DEFAULT, EARLIER


def test_the_heuristic_builds_a_farm_against_a_player_who_never_farms() -> None:
    for seed in (100, 101):
        for seat in (0, 1):
            names = ("heuristic", "greedy") if seat == 0 else ("greedy", "heuristic")
            state = play_game(names, seed)
            assert state.is_over
            assert state.players[seat].farms, (seed, seat)
            assert not state.players[1 - seat].farms


def test_the_heuristic_counts_a_farms_whole_tax_and_the_search_keeps_its_model() -> None:
    assert DEFAULT.farm_share == 1.0 and DEFAULT.tax_share == 1.0
    # the easy level (hesitant), greedy and the search keep the earlier model
    assert (EARLIER.farm_share, EARLIER.tax_share, EARLIER.region_cap) == (0.6, 0.7, 6.0)
    assert GREEDY.tax_share == EARLIER.tax_share and GREEDY.farm_share == 0.0
    assert SEARCH.tax_share == EARLIER.tax_share and SEARCH.exposure > 0
