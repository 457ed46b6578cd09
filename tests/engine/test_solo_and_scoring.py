import pytest
from attrs import evolve

from agricola_qt.engine import new_setup, score_player, winners
from agricola_qt.engine.farmyard import Farmyard
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import boundary_edges, parse_cell
from agricola_qt.engine.solo import SoloSeries, target_for

from .helpers import game


def cells(*names: str) -> int:
    mask = 0
    for n in names:
        mask |= 1 << parse_cell(n)
    return mask


def test_solo_series_targets() -> None:
    assert [target_for(g) for g in range(1, 11)] == [50, 55, 59, 62, 64, 65, 66, 67, 68, 69]


def test_solo_series_carries_food_and_an_occupation() -> None:
    series = SoloSeries().after_game(61, "some-occupation")
    assert series.game == 2 and series.target == 55
    assert series.bonus_food == 5  # (61 - 50) // 2
    assert series.kept_occupations == ("some-occupation",)
    assert not series.over


def test_missed_target_ends_the_series() -> None:
    assert SoloSeries(game=3).after_game(58, None).over


def test_solo_game_starts_with_the_series_bonus_food() -> None:
    from agricola_qt.engine import new_game

    state = new_game(new_setup(1, family=False, seed=3, solo=SoloSeries(game=2, bonus_food=4)))
    assert state.players[0].goods.food == 4


def test_scoring_categories_on_a_built_farm() -> None:
    farm = Farmyard(
        house="stone",
        rooms=cells("a1", "a2", "a3"),
        fields=cells("b1", "b2", "b3"),
        stables=cells("e1", "e3"),
        fences=boundary_edges(cells("d1", "e1")) | boundary_edges(cells("d2", "e2")),
    ).with_sown(parse_cell("b1"), "grain", 2).with_sown(parse_cell("b2"), "veg", 1)
    state = game()
    p = evolve(state.players[0], farm=farm, people=4, begging=1,
               goods=Goods(grain=3, veg=1, sheep=4, boar=0, cattle=7), cards=("well",))
    sheet = score_player(p).breakdown
    assert sheet == {
        "fields": 2, "pastures": 2, "grain": 2, "vegetables": 2, "sheep": 2, "boar": -1,
        "cattle": 4, "unused_spaces": -4, "fenced_stables": 1, "clay_rooms": 0,
        "stone_rooms": 6, "people": 12, "card_points": 4, "bonus_points": 0, "begging": -3,
    }
    # c1, c2, c3 and d3 unused; the unfenced stable on e3 uses its space


@pytest.mark.parametrize(("reed", "bonus"), [(1, 0), (2, 1), (4, 2), (5, 3), (9, 3)])
def test_basketmakers_bonus(reed: int, bonus: int) -> None:
    p = evolve(game().players[0], goods=Goods(reed=reed), cards=("basketmakers-workshop",))
    assert score_player(p).breakdown["bonus_points"] == bonus


def test_ties_share_the_win() -> None:
    state = game(3)
    assert winners(state) == [0, 1, 2]


def test_kept_occupations_replace_new_ones_in_the_hand() -> None:
    from agricola_qt.engine import new_setup
    from agricola_qt.engine.setup import occupations_dealt

    for kept, dealt in (((), 7), (("woodcutter",), 6), (("woodcutter", "maid", "chief"), 4)):
        setup = new_setup(1, family=False, decks=("E", "I", "K"), seed=41,
                          solo=SoloSeries(game=len(kept) + 1, kept_occupations=kept))
        hand = setup.hands[0]
        assert len(hand.occupations) == dealt
        assert len(hand.occupations) + len(kept) == 7
        assert len(hand.minors) == 7  # minor improvements are not affected
        assert not set(hand.occupations) & set(kept)
    assert occupations_dealt(9) == 0


def test_multiplayer_hands_still_hold_seven_occupations() -> None:
    from agricola_qt.engine import new_setup

    setup = new_setup(3, family=False, decks=("E", "I", "K"), seed=5)
    assert [len(h.occupations) for h in setup.hands] == [7, 7, 7]


def test_a_kept_occupation_does_what_it_does_when_played_as_the_next_game_starts() -> None:
    """A play-tester kept the Clay Deliveryman (1 clay on each round space 6-14): in the next
    game of the series no clay lay on the round spaces.  The compendium's Pig Whisperer
    ruling: a card in play as a solo game starts is played in round 0."""
    import warnings

    from attrs import evolve

    from agricola_qt.engine import new_game, new_setup
    from agricola_qt.engine.solo import SoloSeries

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        setup = new_setup(1, family=False, decks=("E", "I", "K"), seed=3,
                          solo=SoloSeries(game=2, kept_occupations=("clay-deliveryman",)))
    state = new_game(setup)
    promised = sorted(f.round for f in state.future if f.goods.clay == 1 and f.player == 0)
    assert promised == list(range(6, 15))
    old = new_game(evolve(setup, solo=evolve(setup.solo, kept_effects=False)))  # rules 4
    assert not [f for f in old.future if f.goods.clay]


def test_the_ladder_steps_told_to_players_are_the_ones_scored() -> None:
    """The table tells each category's steps (``LADDER_STEPS``); they must be the scoring's."""
    from attrs import evolve

    from agricola_qt.engine import new_game, new_setup
    from agricola_qt.engine.farmyard import Farmyard
    from agricola_qt.engine.goods import Goods
    from agricola_qt.engine.scoring import LADDER_STEPS, _ladder, farm_points

    p = new_game(new_setup(1, family=True, seed=1)).players[0]
    for n in range(0, 12):
        goods = Goods(grain=n, veg=n, sheep=n, boar=n, cattle=n)
        fields = sum(1 << c for c in range(min(n, 10)) if c % 3)  # (cells off the house)
        q = evolve(p, goods=goods, farm=Farmyard(rooms=p.farm.rooms, fields=fields))
        points = farm_points(q)
        for key in ("grain", "vegetables", "sheep", "boar", "cattle"):
            assert points[key] == _ladder(n, LADDER_STEPS[key]), (key, n)
        assert points["fields"] == _ladder(bin(fields).count("1"), LADDER_STEPS["fields"])
