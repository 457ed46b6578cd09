"""The heuristic plans its food: no seat collapses into begging (issue 13).

The seeds below are full 3-5 player games (decks E, I, K) in which the heuristic used to end a
seat with 4 or more begging cards; each is a fraction of a second.
"""

from __future__ import annotations

import warnings

import pytest

from agricola_qt.ai.cardplay import card_price, minor_prior
from agricola_qt.ai.heuristic_bot import HeuristicBot
from agricola_qt.ai.policy import growth_value
from agricola_qt.ai.registry import make_bot
from agricola_qt.ai.values import begging_risk, context, food_pressure, food_value
from agricola_qt.engine import Move, apply, legal_moves, new_game, new_setup
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.state import GameState
from agricola_qt.engine.values import replace

MOST_BEGGING = 3
# (seed, players): games where a seat used to take 4-5 begging cards
COLLAPSED = [(1014, 5), (1032, 5), (1045, 3), (1050, 5), (1068, 5), (1078, 3), (1083, 5),
             (1108, 3), (1111, 3), (1141, 3), (1149, 5), (1153, 3), (1156, 3), (1176, 5)]


def _new(players: int, seed: int) -> GameState:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return new_game(new_setup(players, family=False, decks=("E", "I", "K"), seed=seed))


@pytest.mark.parametrize(("seed", "players"), COLLAPSED)
def test_no_seat_begs_more_than_three_times(seed: int, players: int):
    state = _new(players, seed)
    bot = HeuristicBot()
    while not state.is_over:
        state = apply(state, bot.choose(state), checked=False)
    begging = [p.begging for p in state.players]
    assert max(begging) <= MOST_BEGGING, begging


def test_missing_food_is_worth_a_begging_card_when_no_action_can_find_it():
    assert food_pressure(0, 4) == 0.0
    assert food_pressure(3, 0) == 1.0
    assert food_pressure(6, 6) == 1.0  # a food per remaining action: hard to find
    assert 0.0 < food_pressure(2, 6) < 0.5
    assert begging_risk(6, 2) > 0 and begging_risk(3, 4) == 0


def _with_player(state: GameState, player: int, **changes) -> GameState:
    players = list(state.players)
    players[player] = replace(players[player], **changes)
    return replace(state, players=tuple(players))


def _round(state: GameState, round_no: int) -> GameState:
    return replace(state, round=round_no)


def test_food_is_worth_more_when_the_harvest_food_is_missing():
    state = _round(_new(3, 1000), 6)
    fed = _with_player(state, 0, goods=Goods(food=9))
    hungry = _with_player(state, 0, goods=Goods(food=0))
    assert food_value(context(hungry, 0)) > 2.0 > food_value(context(fed, 0))


def test_growth_without_food_or_cooking_is_held_back():
    state = _round(_new(3, 1000), 6)
    fed = _with_player(state, 0, goods=Goods(food=9))
    hungry = _with_player(state, 0, goods=Goods(food=0))
    assert growth_value(context(hungry, 0)) < growth_value(context(fed, 0)) - 2.0
    # without any cooking improvement a third mouth is worth less again
    assert not context(fed, 0).cooking
    cooking = _with_player(fed, 0, cards=("fireplace-2",))
    assert context(cooking, 0).cooking
    assert growth_value(context(fed, 0)) < growth_value(context(cooking, 0)) - 3.0


def test_a_card_paid_by_discarding_improvements_is_priced_to_the_last_round():
    assert card_price("madonna-statue") < -2.0
    assert card_price("clogs") == 0.0
    early = _round(_new(3, 1000), 3)
    last = _round(early, 14)
    # the price stays when what the card does no longer counts: only its points and price
    assert minor_prior(last, 0, [("madonna-statue", "")]) < 0.0
    assert minor_prior(last, 0, [("clogs", "")]) < minor_prior(early, 0, [("clogs", "")])


def test_the_last_grain_feeds_rather_than_a_begging_card() -> None:
    """Seed 3014, 5 players: at the round-9 harvest the first seat (a Hard computer) held 3 food
    and 1 grain for 3 people, with a cooking improvement; it kept the grain (a seed for an
    empty field) and took 3 begging cards instead of 2.  The grain's worth is an estimate, the
    card's 3 points are not: the grain is eaten."""
    from pathlib import Path

    from agricola_qt.ai.policy import decide
    from agricola_qt.engine import Move

    state = _new(5, 3014)
    text = (Path(__file__).parent / "data" / "feeding-last-grain-5p.txt").read_text()
    for line in text.splitlines():
        state = apply(state, Move.parse(line))
    p = state.players[0]
    assert state.frame is not None and state.frame.kind == "feed" and state.actor == 0
    assert (p.goods.food, p.goods.grain, p.people) == (3, 1, 3)
    assert decide(state) == Move("convert", ("grain",))


# (seed, players): full games (E, I, K) where the plain heuristic, without the begging guard,
# ended a seat with 4 or 5 begging cards; the Easy bot plays with the guard
UNGUARDED_COLLAPSES = [(3074, 5), (3095, 5), (5069, 5), (5141, 5), (7001, 5), (7010, 5)]


@pytest.mark.parametrize(("seed", "players"), UNGUARDED_COLLAPSES)
def test_the_begging_guard_keeps_easy_to_three_begging_cards(seed: int, players: int) -> None:
    from agricola_qt.ai.registry import make_bot

    state = _new(players, seed)
    bots = [make_bot("easy", seed * 10 + i) for i in range(players)]
    while not state.is_over:
        state = apply(state, bots[state.actor].choose(state), checked=False)
    assert max(p.begging for p in state.players) <= MOST_BEGGING


def test_in_a_harvest_round_a_space_without_food_pays_for_the_begging_it_leaves() -> None:
    from agricola_qt.ai.begging import food_yield, guarded
    from agricola_qt.engine import Move

    state = _round(_new(5, 1000), 4)  # the first harvest ends this round
    state = _with_player(state, 0, goods=Goods(food=0))
    ctx = context(state, 0)
    assert ctx.to_harvest == 0 and ctx.food_gap == 4 and ctx.p.available == 2
    free = {sp.space.id: sp for sp in state.spaces if sp.occupant < 0}
    assert food_yield(ctx, free["day-labourer"]) == 2
    barren = next(s for s, sp in free.items() if food_yield(ctx, sp) == 0)
    ranked = [(5.0, Move("place", (barren,))), (3.0, Move("place", ("day-labourer",)))]
    best = guarded(ctx, ranked)
    assert best[0][1] == Move("place", ("day-labourer",))
    # the day labourer's 2 food leave 2 missing, half the best other food space counted on
    fishing = max(food_yield(ctx, sp) for s, sp in free.items() if s != "day-labourer")
    assert best[0][0] == pytest.approx(3.0 - 3.4 * max(0.0, 2 - 0.5 * fishing))
    # with the food in hand (or no harvest this round) nothing changes
    fed = context(_with_player(state, 0, goods=Goods(food=9)), 0)
    assert guarded(fed, ranked) == ranked
    assert guarded(context(_round(state, 5), 0), ranked) == ranked


def test_in_round_13_the_guard_keeps_food_for_the_last_harvest() -> None:
    """Round 13's harvest is followed at once by the last one: food beyond this harvest's
    need is kept for it, where the last round's three placements cannot feed three people.
    Easy used to spend round 13 on other things and end seed 7085 (5 players) with a seat
    of 4 begging cards."""
    from agricola_qt.ai.begging import food_yield, guarded, next_harvest_short
    from agricola_qt.ai.registry import make_bot
    from agricola_qt.engine import Move

    state = _with_player(_round(_new(5, 1000), 13), 0, goods=Goods(food=6), people=3)
    ctx = context(state, 0)
    assert ctx.to_harvest == 0 and ctx.food_gap <= 0  # this harvest is fed
    assert next_harvest_short(ctx) == pytest.approx(6 - 1.5 * 3)
    free = {sp.space.id: sp for sp in state.spaces if sp.occupant < 0}
    barren = next(s for s, sp in free.items() if food_yield(ctx, sp) == 0)
    ranked = [(1.0, Move("place", (barren,))), (0.5, Move("place", ("day-labourer",)))]
    assert guarded(ctx, ranked)[0][1] == Move("place", ("day-labourer",))
    # in round 12 (the next harvest is a round away) nothing changes
    assert guarded(context(_round(state, 12), 0), ranked) == ranked
    # whole games: Easy's worst seat over some 5-player deals (seed 7085 among them, where it
    # once ended with 4 cards; since the learned card values another seat of that deal, shut
    # out of the four cooking improvements, can beg more: the deals around it are the check)
    worst = 0
    for seed in range(7080, 7090):
        state = _new(5, seed)
        bots = [make_bot("easy", seed * 10 + i) for i in range(5)]
        while not state.is_over:
            state = apply(state, bots[state.actor].choose(state), checked=False)
        worst = max(worst, *(p.begging for p in state.players))
    assert worst <= MOST_BEGGING


def test_medium_hard_and_expert_play_out_with_the_plain_heuristic(monkeypatch) -> None:
    """Only Easy has the guard: the searching levels' candidates and playouts stay as
    measured (a guard called from a search would raise here)."""
    from agricola_qt.ai import begging
    from agricola_qt.ai.registry import make_bot

    assert make_bot("easy").guard is True

    def refuse(*_args: object) -> None:
        raise AssertionError("the begging guard was asked from a search")

    monkeypatch.setattr(begging, "guarded", refuse)
    state = _with_player(_round(_new(3, 1000), 4), 0, goods=Goods(food=0))
    for name in ("medium", "hard", "expert"):
        assert make_bot(name, 1).choose(state).verb == "place"
    with pytest.raises(AssertionError, match="guard"):
        make_bot("easy").choose(state)


def _first_placement_of_round(players: int, seed: int, round_no: int) -> GameState:
    state = _new(players, seed)
    bot = make_bot("heuristic-text")  # the text's card values: the game the tests were made on
    while not (state.round == round_no and state.frame is None and state.phase == "work"):
        state = apply(state, bot.choose(state), checked=False)
    return state


def _hungry_family(state: GameState, food: int) -> GameState:
    """The actor with 5 people, a fireplace, ``food`` food and nothing else to eat (seed
    1139's seat 2 had 2 food at round 9 of the Expert's check)."""
    return _with_player(state, state.actor, people=5, newborns=0, placed=0, idle=0, begging=0,
                        goods=Goods(food=food), cards=("fireplace-2",))


def _worst(state: GameState, moves: list[Move]) -> dict[str, int]:
    from agricola_qt.ai.begging import food_yield, worst_case

    ctx = context(state, state.actor, w=make_bot("expert").weights)
    yields = {sp.space.id: food_yield(ctx, sp) for sp in state.spaces if sp.occupant < 0}
    return {m.args[0]: worst_case(ctx, m.args[0], yields) for m in moves}


def test_the_expert_strikes_placements_that_rivals_could_turn_into_a_fourth_begging_card():
    from agricola_qt.ai.mcts import candidates

    state = _hungry_family(_first_placement_of_round(5, 1139, 9), food=4)
    expert = make_bot("expert", seed=1)
    top = [m for _, m in candidates(state, expert.width, expert.weights)]
    kept = [m for _, m in expert.options(state)]
    # wood, clay and the animal market leave 4 cards if the four rivals take the best food
    # spaces between this seat's placements; the food spaces leave 3
    assert max(_worst(state, top).values()) == 4
    assert kept and set(_worst(state, kept).values()) == {3}
    assert Move("place", ("wood-4",)) in top and Move("place", ("wood-4",)) not in kept
    assert expert.choose(state) in kept


def test_when_every_placement_goes_over_the_limit_the_expert_keeps_those_that_beg_least():
    state = _hungry_family(_first_placement_of_round(5, 1139, 9), food=2)
    expert = make_bot("expert", seed=1)
    kept = [m for _, m in expert.options(state)]
    legal = [m for m in legal_moves(state) if m.verb == "place"]
    fewest = min(_worst(state, legal).values())
    assert fewest == 5 and kept and set(_worst(state, kept).values()) == {fewest}


@pytest.mark.parametrize(("round_no", "food"), [(8, 2), (9, 5)])
def test_the_expert_keeps_its_candidates_when_nothing_can_go_over_the_limit(round_no: int,
                                                                           food: int):
    from agricola_qt.ai.mcts import candidates

    # round 8 ends without a harvest; with 5 food in round 9 the worst case is 3 cards
    state = _hungry_family(_first_placement_of_round(5, 1139, round_no), food=food)
    expert = make_bot("expert", seed=1)
    assert expert.options(state) == candidates(state, expert.width, expert.weights)
