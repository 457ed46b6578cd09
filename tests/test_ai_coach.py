"""The coach: legal, deterministic advice with reasons from the closed set; a game review."""

from __future__ import annotations

import json
import string
import warnings
from functools import cache
from pathlib import Path

import pytest

from agricola_qt.ai.coach import MISTAKE_POINTS, Advice, Reason, advise, review
from agricola_qt.ai.heuristic_bot import HeuristicBot
from agricola_qt.ai.random_bot import RandomBot
from agricola_qt.engine import (
    GameState,
    Move,
    Setup,
    apply,
    legal_moves,
    new_game,
    new_setup,
    why_illegal,
)

QUICK = {"budget": 300, "width": 3}


def _setup(players: int, family: bool, seed: int) -> Setup:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return new_setup(players, family=family, seed=seed)


@cache
def _game(players: int, family: bool, seed: int, length: int) -> tuple[Setup, tuple[Move, ...],
                                                                         tuple[GameState, ...]]:
    """Seat 0 plays at random, the others by the heuristic: (setup, moves, states before)."""
    setup = _setup(players, family, seed)
    state = new_game(setup)
    bots = [RandomBot(seed), *[HeuristicBot()] * (players - 1)]
    moves, states = [], []
    while not state.is_over and len(moves) < length:
        move = bots[state.actor].choose(state)
        states.append(state)
        moves.append(move)
        state = apply(state, move)
    return setup, tuple(moves), tuple(states)


def _positions() -> list[GameState]:
    """A placement and a follow-up decision in a family and a full 5-player game."""
    out = []
    for players, family in ((2, True), (5, False)):
        states = _game(players, family, 7, 70)[2]
        out.append(next(s for s in states[30:] if s.frame is None))
        out.append(next(s for s in states[30:] if s.frame is not None
                        and len(_legal(s)) > 1))
    return out


def _legal(state: GameState) -> list[Move]:
    from agricola_qt.engine import legal_moves

    return legal_moves(state)


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _check(advice: list[Advice], state: GameState) -> None:
    assert 1 <= len(advice) <= 3
    assert len({str(a.move) for a in advice}) == len(advice)
    assert [a.value for a in advice] == sorted((a.value for a in advice), reverse=True)
    for a in advice:
        assert why_illegal(state, a.move) is None, str(a.move)
        assert isinstance(a.reason, Reason)
        assert set(a.args) == _fields(a.reason.value), (a.reason, a.args)
        assert a.text()  # the template fills in
        assert a.samples >= 1


def test_advice_is_three_legal_moves_with_reasons_from_the_closed_set():
    for state in _positions():
        _check(advise(state, **QUICK), state)


def test_advice_is_deterministic():
    state = _positions()[2]
    assert advise(state, seed=3, **QUICK) == advise(state, seed=3, **QUICK)


def test_advice_with_one_legal_move_is_that_move():
    states = _game(2, True, 7, 200)[2]
    only = [s for s in states if len(_legal(s)) == 1]
    if not only:
        pytest.skip("no forced decision in this game")
    advice = advise(only[0], **QUICK)
    assert [a.move for a in advice] == _legal(only[0])
    # valued like any other ("≈ 0 points" was shown for the only feeding there was)
    assert advice[0].samples >= 1 and advice[0].value > 0


def test_a_game_over_cannot_be_advised():
    setup, moves, _ = _game(1, True, 2, 10_000)
    state = new_game(setup)
    for move in moves:
        state = apply(state, move)
    assert state.is_over
    with pytest.raises(ValueError):
        advise(state)


def test_review_marks_weak_decisions_of_the_judged_seat_with_a_legal_best():
    setup, moves, states = _game(2, True, 5, 10_000)
    first = len(moves) - 60  # the last rounds: short trial games keep the test quick
    mistakes = review(setup, moves, seats=[0], budget=1, width=3, first=first)
    assert mistakes, "random moves are rarely all good"
    assert mistakes == review(setup, moves, seats=[0], budget=1, width=3, first=first)
    for m in mistakes:
        assert m.index >= first
        state = states[m.index]
        assert m.seat == 0 == state.actor
        assert m.move == moves[m.index]
        assert why_illegal(state, m.best.move) is None
        assert m.best.move != m.move
        assert m.loss >= MISTAKE_POINTS
        assert isinstance(m.best.reason, Reason)
    assert review(setup, moves, seats=[], budget=1) == []
    assert review(setup, moves, seats=[0], first=len(moves)) == []


@pytest.mark.parametrize(("diffs", "marked"), [((3.4, 3.6, 3.5, 3.5), True),
                                                ((7.0, 0.0, 7.0, 0.0), False)])
def test_a_review_marks_a_gap_only_beyond_its_own_noise(monkeypatch, diffs, marked):  # noqa: ANN001
    """The Hint called a tester's first occupation about as good as the best, and the
    review marked it "-3 points": a gap of 3.5 whose trial games spread from 0 to 7 is not
    told, one whose games agree is."""
    from agricola_qt.ai import coach

    setup, moves, states = _game(2, True, 5, 10_000)
    index = len(moves) - 30
    while len(legal_moves(states[index])) < 2 or states[index].actor != 0:
        index += 1

    def values(view, options, *args, rows=None, **kwargs):  # noqa: ANN001, ANN202
        if rows is not None:  # the second look, with each trial game's scores
            rows.extend([[20.0 + d, 20.0] for d in diffs])
            return [(20.0 + sum(diffs) / len(diffs), len(diffs)), (20.0, len(diffs))]
        return [(30.0 if m != moves[index] else 20.0, 4) for m in options]

    monkeypatch.setattr(coach, "_values", values)
    monkeypatch.setattr(coach, "_made_next", lambda *args: False)
    found = coach.review(setup, moves[:index + 1], seats=[0], budget=1, first=index)
    assert bool(found) is marked, found


def test_every_reason_has_both_chinese_translations():
    pending = Path(__file__).parent.parent / "resources" / "i18n" / "pending" / "ai2.json"
    words = json.loads(pending.read_text(encoding="utf-8"))
    for language in ("zh_TW", "zh_CN"):
        for reason in Reason:
            text = words[language][reason.value]
            # (a translation may add the counted good's measure word, "2 塊磚頭")
            assert _fields(text) - {"measure"} == _fields(reason.value), (language, reason)


def test_the_hint_offers_the_coachs_top_moves():
    from agricola_qt.ai.hint import top_moves

    state = _positions()[0]
    moves = top_moves(state, count=2)
    assert len(moves) == 2
    assert all(why_illegal(state, a.move) is None for a in moves)


def test_a_reason_tells_the_moves_doing_not_the_harvest_after_it() -> None:
    """The round's last placement is followed at once by the harvest; the food the farm got
    there was told as the move's doing ("3 Wood — covers the food for the next harvest")."""
    from agricola_qt.ai.coach import reason_for
    from agricola_qt.app.commands.selfplay import play_game

    # (the heuristic on the cards' text, as when this game was chosen)
    final, moves = play_game(3, "full", ("E", "I", "K"), ["heuristic-text"], 321)
    state = new_game(final.setup)
    for move in moves[:217]:
        state = apply(state, move)
    assert state.round == 14 and state.actor == 0 and moves[217] == Move("place", ("grain",))
    assert sum(p.available for p in state.players) == 1  # the round's last person
    assert reason_for(state, Move("place", ("wood",))) == (
        Reason.TAKES_GOODS, {"amount": 9, "good": "wood"})
    assert reason_for(state, moves[217]) == (Reason.TAKES_CROPS, {"amount": 1, "crop": "grain"})


def test_the_coach_does_not_offer_turning_goods_into_food_in_the_middle_of_an_action() -> None:
    """At a plow, "better: turn 1 grain into food" was trial games' noise: food can be made
    at the feeding, where conversions are the question and stay among the options."""
    from agricola_qt.ai.coach import _options
    from agricola_qt.app.commands.selfplay import play_game
    from agricola_qt.engine import legal_moves

    final, moves = play_game(3, "full", ("E", "I", "K"), ["easy"], 321)
    state = new_game(final.setup)
    kinds = set()
    for move in moves:
        frame = state.frame
        if frame is not None and any(m.verb == "convert" for m in legal_moves(state)):
            options = _options(state, 8, None)
            has_convert = any(m.verb == "convert" for m in options)
            assert has_convert == (frame.kind == "feed") or len(options) < 2, (frame, options)
            kinds.add(frame.kind)
        state = apply(state, move)
    assert {"feed", "action"} <= kinds


def _recorded() -> tuple[list, list]:  # type: ignore[type-arg]
    from pathlib import Path

    from agricola_qt.records import load_game

    record, states = load_game(Path(__file__).parent / "data" / "family-2p.agr")
    return list(states), list(record.moves)


def test_a_better_placement_made_next_with_nobody_between_is_no_mistake() -> None:
    """Review marked "Fishing -5 points, better: 1 Sheep" when the other player had no one
    left to place and the person's very next placement was the sheep: only the order of two
    placements differed."""
    from agricola_qt.ai.coach import _made_next
    from agricola_qt.ai.mcts import is_placement

    states, moves = _recorded()
    places = [k for k in range(len(moves)) if is_placement(states[k])]
    found = together = 0
    for a, b in zip(places, places[1:], strict=False):
        if states[a].round != states[b].round:
            continue
        same = states[a].actor == states[b].actor
        assert _made_next(states, moves, a, moves[b]) == same
        found += same
        together += not same
    assert found and together


def test_the_person_s_own_follow_ups_are_what_a_review_judges() -> None:
    from agricola_qt.ai.coach import _rest_of_action
    from agricola_qt.ai.mcts import is_placement

    states, moves = _recorded()
    k = next(i for i in range(len(moves)) if is_placement(states[i])
             and not is_placement(states[i + 1]) and states[i + 1].actor == states[i].actor)
    rest = _rest_of_action(states, moves, k)
    assert rest and rest[0] == moves[k + 1]
    end = k + 1 + len(rest)
    assert is_placement(states[end]) or states[end].actor != states[k].actor


def test_reasons_fit_the_board() -> None:
    """Play-tested: "becomes the starting player" to the starting player, "fills an empty
    scoring category (Fields)" for a second field, "takes the most food (1)" where other
    spaces held as much."""
    from agricola_qt.ai.coach import reason_for
    from tests.cards.helpers import cells, with_farm

    state = new_game(new_setup(2, family=True, seed=3))
    me = state.actor
    assert state.starting_player == me
    reason, _ = reason_for(state, Move.parse("place starting-player"))
    assert reason is not Reason.STARTING_PLAYER
    other = apply(state, Move.parse("place wood"))  # the second player to act
    reason, args = reason_for(other, Move.parse("place starting-player"))
    # and the food on the space (a tester read only "becomes the starting player")
    assert (reason, args) == (Reason.STARTING_PLAYER_FOOD, {"amount": 1})
    fielded = with_farm(state, me, fields=cells("c1"))
    reason, _ = reason_for(fielded, Move.parse("place plow"))
    assert reason is Reason.PLOWS


def test_food_the_family_already_has_is_stored_not_covered() -> None:
    """Play-tested: Day Labourer "covers the food the family eats at the harvest" for a
    player who held 6 food against the 4 the family would eat (here Fishing: its 1 food is
    no more than Day Labourer's, and that space brings a building good too)."""
    from agricola_qt.ai.coach import reason_for
    from tests.cards.helpers import give

    state = new_game(new_setup(2, family=True, seed=3))
    me = state.actor
    short = give(state, me, food=-state.players[me].goods.food)
    reason, args = reason_for(short, Move.parse("place fishing"))
    # short of the harvest's food still: toward it, not "covers" (a tester's Day Labourer)
    assert reason is Reason.FOOD_FOR_HARVEST and args["have"] < args["need"]
    assert args["amount"] == args["have"] >= 1
    nearly = give(short, me, food=args["need"] - args["amount"])
    assert reason_for(nearly, Move.parse("place fishing"))[0] is Reason.FEEDS_FAMILY
    fed = give(state, me, food=6)
    reason, args = reason_for(fed, Move.parse("place fishing"))
    assert reason is Reason.STORES_FOOD and args == {"amount": 1}


def test_clearing_a_pasture_plan_is_never_advised_nor_judged() -> None:
    """A review said "better: clear the plan": taking back a pasture being drawn is no move
    of the game."""
    from agricola_qt.ai.coach import _options
    from agricola_qt.engine import legal_moves

    states, moves = _recorded()
    planning = [k for k, m in enumerate(moves) if m.verb == "fence-add"]
    assert planning
    state = apply(states[planning[0]], moves[planning[0]])  # a plan being drawn
    assert any(m.verb == "fence-clear" for m in legal_moves(state))
    assert not any(m.verb == "fence-clear" for m in _options(state, 50, None))


def test_a_person_s_later_decisions_are_followed_across_others_turns() -> None:
    """A review judges a move with the person's own decisions of that round and the next,
    the other players' in between made by the heuristic."""
    from agricola_qt.ai.coach import _later_decisions, _play_line

    states, moves = _recorded()
    seat = states[1].actor  # the first player: its action at move 0-1, then the other's turn
    assert states[2].actor != seat
    later = _later_decisions(states, moves, 2, seat, states[1].round + 1)
    mine = [k for k in range(2, len(moves)) if states[k].actor == seat
            and states[k].round <= states[1].round + 1]
    assert later == [moves[k] for k in mine]
    followed = _play_line(states[2], later[:1], seat, others=True)
    assert followed.moves_made == states[mine[0] + 1].moves_made  # the other's move between
    assert _play_line(states[2], later[:1], seat) is states[2]  # without: the line ends


def test_a_family_sitting_out_the_next_harvest_is_not_told_its_food_is_covered() -> None:
    """The coach said "covers the food the family eats at the harvest" to a player whose
    Layabout sat that harvest out (the panel itself said so)."""
    from attrs import evolve

    from agricola_qt.ai.coach import Reason, reason_for
    from agricola_qt.engine import Move
    from agricola_qt.engine.cards.deck_i.occupations import LayaboutRound
    from agricola_qt.engine.memory import note
    from tests.cards.helpers import full_game

    state = full_game()
    me = state.actor
    p = state.players[me]
    state = state.with_player(me, evolve(p, goods=p.goods.add("food", -p.goods.food)))
    fishing = Move.parse("place fishing")
    assert reason_for(state, fishing)[0] is Reason.FOOD_FOR_HARVEST
    p = state.players[me]
    resting = note(state.with_player(me, evolve(p, cards=(*p.cards, "layabout"))), me,
                   LayaboutRound, (4,))
    assert reason_for(resting, fishing)[0] not in (Reason.FEEDS_FAMILY,
                                                   Reason.FOOD_FOR_HARVEST)


def test_a_plan_is_judged_at_its_first_space_only() -> None:
    """A review marked one click of a pasture plan "-4 points, better: add b1"."""
    from agricola_qt.ai.coach import _plan_goes_on
    from agricola_qt.engine import Move

    moves = [Move.parse(t) for t in ("place fences", "fence-add d1", "fence-add e1",
                                     "fence-build")]
    assert [_plan_goes_on(moves, k) for k in range(4)] == [False, False, True, False]


def test_building_goods_are_told_toward_what_they_are_for() -> None:
    """Three Day Labourer answers all read "takes building goods" (30.4, 30.3, 30.1 points):
    each good now says what it goes toward on this farm, with how much is held then."""
    from attrs import evolve

    from agricola_qt.ai.coach import reason_for
    from agricola_qt.engine.goods import Goods

    state = new_game(_setup(2, True, 3))
    assert state.round == 1 and state.actor == 0
    wood = state.spaces[state.space_index("wood")].stock.wood
    assert reason_for(state, Move("place", ("wood",))) == (
        Reason.GOODS_FOR_ROOM, {"amount": wood, "good": "wood", "have": wood, "need": 5})
    assert reason_for(state, Move("place", ("reed",))) == (
        Reason.GOODS_FOR_ROOM, {"amount": 1, "good": "reed", "have": 1, "need": 2})
    assert reason_for(state, Move("place", ("clay",))) == (
        Reason.GOODS_FOR_COOKING,
        {"amount": 1, "good": "clay", "have": 1, "card": "fireplace-2", "need": 2})
    # five people in a stone house: clay goes toward nothing named, wood toward fences
    you = state.players[0]
    done = evolve(you, people=5, goods=Goods(food=10), farm=evolve(you.farm, house="stone"))
    late = state.with_player(0, done)
    assert reason_for(late, Move("place", ("wood",))) == (
        Reason.WOOD_FOR_FENCES, {"amount": wood})
    assert reason_for(late, Move("place", ("clay",)))[0] is Reason.GOODS_FOR_COOKING
    assert reason_for(late, Move("place", ("reed",))) == (
        Reason.TAKES_GOODS, {"amount": 1, "good": "reed"})
    # stone that completes a major's price says which ("takes building goods (5 stone)" in
    # a newcomer's last round: the stone paid for a Joinery)
    joinery = late.with_player(0, evolve(done, goods=Goods(food=10, wood=2)))
    from agricola_qt.ai.coach import _goods_reason

    assert _goods_reason(joinery, 0, "stone", 2) == (Reason.GOODS_FOR_MAJOR, {
        "amount": 2, "good": "stone", "have": 2, "card": "joinery", "need": 2})


def test_goods_already_enough_for_a_room_are_not_told_toward_it() -> None:
    """Reed for a room held already: "takes 1 reed toward a room (3 with these; a room needs
    2)" gave no reason at all."""
    from attrs import evolve

    from agricola_qt.ai.coach import _goods_reason
    from agricola_qt.engine.goods import Goods

    state = new_game(_setup(2, True, 3))
    you = state.players[0]
    short = state.with_player(0, evolve(you, goods=Goods(reed=1)))
    assert _goods_reason(short, 0, "reed", 1)[0] is Reason.GOODS_FOR_ROOM
    enough = state.with_player(0, evolve(you, goods=Goods(reed=2)))
    reason, _ = _goods_reason(enough, 0, "reed", 1)
    assert reason is not Reason.GOODS_FOR_ROOM  # the renovation's reed, or goods alone


def test_goods_toward_a_room_count_a_card_that_pays_part_in_other_goods() -> None:
    """A Frame Builder pays a clay room's clay partly in wood: "a room needs 5 clay" was
    told to a tester whose room took 3."""
    from attrs import evolve

    from agricola_qt.ai.coach import _goods_reason
    from agricola_qt.engine.goods import Goods
    from tests.cards.helpers import full_game, with_cards, with_farm

    state = with_farm(full_game(2), 0, house="clay")
    you = state.players[0]
    plain = state.with_player(0, evolve(you, goods=Goods(clay=2)))
    assert _goods_reason(plain, 0, "clay", 2)[1]["need"] == 5
    framed = with_cards(plain, 0, "frame-builder")
    assert _goods_reason(framed, 0, "clay", 2)[1]["need"] == 3  # as the tester paid


def test_the_vegetable_a_space_gives_is_named_before_a_card_s_grain() -> None:
    """With a Market Woman's 2 grain beside it, Take 1 Vegetable read "takes crops (2
    grain)" (a tester)."""
    from agricola_qt.ai.coach import reason_for
    from tests.cards.helpers import full_game, give, with_cards, with_space

    state = with_cards(with_space(full_game(2), "vegetable"), 0, "market-woman")
    state = give(state, 0, grain=1, veg=1, food=9)  # (no empty category filled, fed)
    assert reason_for(state, Move.parse("place vegetable")) == (
        Reason.TAKES_CROPS, {"amount": 1, "crop": "veg"})


def test_only_the_best_move_is_said_to_do_best_in_trial_games(monkeypatch):  # noqa: ANN001
    """"Release 1 sheep ≈ 44 · does best in trial games" stood below a move worth more (a
    tester): a move with no gain of its own below the best is worth what trial games make
    of it."""
    from agricola_qt.ai import coach

    setup, moves, states = _game(2, True, 5, 10_000)
    state = next(s for s in states if len(legal_moves(s)) >= 3)
    monkeypatch.setattr(coach, "reason_for", lambda s, m: (Reason.BEST_PLAYOUTS, {}))
    monkeypatch.setattr(coach, "_values", lambda view, options, *a, **k: [
        (10.0 - i, 1) for i in range(len(options))])
    advice = coach.advise(state, count=3, budget=1)
    assert [a.reason for a in advice] == [Reason.BEST_PLAYOUTS, Reason.TRIAL_WORTH,
                                          Reason.TRIAL_WORTH]


def test_the_coach_does_not_eat_a_crop_the_food_held_already_covers() -> None:
    """A review marked a feeding with 7 food of 4 needed as 3 points lost against "turn 1
    grain into 1 food" (the trial games' heuristic grew the family on the food it saw): a
    crop eaten early is never better, and not offered; short of food, it is."""
    from agricola_qt.ai.coach import _options
    from agricola_qt.engine import apply
    from tests.cards.helpers import at_round, full_game, give, set_goods
    from tests.cards.test_deck_e_minors import finish_work

    def feeding(food: int) -> GameState:
        state = finish_work(at_round(give(set_goods(full_game(), 0, food=food, grain=1), 1,
                                          food=9), 4))
        while state.actor != 0 or state.frame is None or state.frame.kind != "feed":
            state = apply(state, "feed")
        return state

    fed = _options(feeding(7), 6, None)
    assert Move("feed") in fed and Move("convert", ("grain",)) not in fed
    short = _options(feeding(3), 6, None)
    assert Move("convert", ("grain",)) in short


def test_a_persons_next_round_is_followed_past_a_harvest_either_way() -> None:
    """A review followed the person's next round after their own move but not after the
    better one: its line broke at the harvest between (a feeding is no placement), and the
    trial player's plan stood against the person's (a tester's round-4 sheep read "-20
    points"). Both reach the person's next placements now."""
    from agricola_qt.ai.coach import _later_decisions, _play_line, _rest_of_action
    from agricola_qt.engine import apply, legal_moves
    from agricola_qt.records import load_game

    record, states = load_game(Path(__file__).parent / "data" / "family-1p.agr")
    moves = list(record.moves)
    # the last placement before the first harvest
    index = max(i for i, s in enumerate(states[:-1])
                if s.round == 4 and s.phase == "work" and moves[i].verb == "place")
    state = states[index]
    follow = _rest_of_action(states, moves, index)
    later = _later_decisions(states, moves, index + 1 + len(follow), 0, state.round + 1)
    assert later and later[0].verb == "place"
    other = next(m for m in legal_moves(state) if m.verb == "place" and m != moves[index])
    mine = _play_line(apply(state, moves[index]), [*follow, *later], 0, others=True)
    theirs = _play_line(apply(state, other), later, 0, others=True)
    # the next round played by the person's own placements, after either move
    assert mine.round == theirs.round == state.round + 2


def test_a_verdict_rests_on_several_trial_games_whatever_the_budget() -> None:
    from agricola_qt.ai.coach import VERDICT_SAMPLES, _values
    from agricola_qt.ai.view import seat_view
    from agricola_qt.engine import legal_moves

    state = _positions()[0]
    moves = [m for m in legal_moves(state) if m.verb == "place"][:2]
    rows: list[list[float]] = []
    values = _values(seat_view(state, state.actor), moves, 0, 1, 60.0, rows=rows,
                     least=VERDICT_SAMPLES)
    assert len(rows) == VERDICT_SAMPLES and all(n == VERDICT_SAMPLES for _, n in values)


def test_a_major_improvement_is_bought_in_the_reason_not_played() -> None:
    """The coach said "plays Joinery" (打出) of a major improvement, which the log and the
    board say is bought (购买); an occupation is still played."""
    from agricola_qt.ai.coach import reason_for
    from tests.cards.helpers import full_game, give, with_hand

    state = give(full_game(first=("improvement",)), 0, wood=2, stone=2)
    state = apply(state, Move.parse("place improvement"))
    buy = next(m for m in legal_moves(state) if m.verb == "buy" and m.args[0] == "joinery")
    assert reason_for(state, buy) == (Reason.BUYS_MAJOR, {"card": buy.args[0]})
    state = with_hand(full_game(), 0, occupations=("woodcutter",))
    state = apply(state, Move.parse("place occupation"))
    assert reason_for(state, Move.parse("occupation woodcutter")) == (
        Reason.PLAYS_CARD, {"card": "woodcutter"})


def test_a_sowing_s_reason_is_the_sowing_not_the_plough_after_it() -> None:
    """On "Plough 1 Field and/or Sow" a tester read "Sow grain on c1 · ploughs a field": the
    heuristic finished the action with a plough, told as the sowing's doing."""
    from agricola_qt.ai.coach import reason_for
    from agricola_qt.app.commands.selfplay import play_game

    checked = 0
    for seed in range(6):
        final, moves = play_game(2, "family", (), ["heuristic"], seed)
        state = new_game(final.setup)
        for move in moves:
            legal = legal_moves(state)
            if any(m.verb == "plow" for m in legal):
                for sow in (m for m in legal if m.verb == "sow"):
                    reason, _ = reason_for(state, sow)
                    assert reason not in (Reason.PLOWS, Reason.FENCES), (state.round, sow)
                    checked += 1
            state = apply(state, move)
    assert checked >= 4


def test_animals_taken_short_of_food_are_told_as_the_food_they_cook_into() -> None:
    """5 sheep beside a Fireplace, the family 4 food short: "fills an empty scoring category
    (sheep)" said nothing of the food (a tester)."""
    from agricola_qt.ai.coach import reason_for
    from tests.cards.helpers import at_round, set_goods, with_cards, with_space

    state = new_game(new_setup(2, family=True, seed=3))
    me = state.actor
    state = at_round(with_space(state, "sheep"), 4)
    state = set_goods(with_cards(state, me, "fireplace-2"), me, food=1)
    reason, args = reason_for(state, Move.parse("place sheep"))
    assert reason is Reason.ANIMALS_FOR_FOOD, reason
    assert args["animal"] == "sheep" and args["food"] == 2 * args["amount"] > 0
    assert args["have"] == 1 and args["need"] > 1
    # with the harvest's food at hand, the sheep are what they were
    fed = set_goods(state, me, food=20)
    assert reason_for(fed, Move.parse("place sheep"))[0] is not Reason.ANIMALS_FOR_FOOD


def test_a_fence_step_is_told_with_the_cells_its_action_fences_in() -> None:
    """A tester followed "add e1 to the plan" (one cell, not next to the old pasture) and
    could not build until e2 was added too: the reason names every cell fenced in."""
    from agricola_qt.ai.coach import reason_for
    from agricola_qt.engine.grid import CELL_NAMES

    state = new_game(_setup(2, True, 3))
    bots = [HeuristicBot(seed=1), HeuristicBot(seed=2)]
    fenced: list[tuple[Move, dict[str, str | int], set[str]]] = []
    while not state.is_over and not fenced:
        if (state.frame is not None and state.frame.fences
                and state.players[state.actor].farm.pastures):  # (a first one fills a category)
            old = {CELL_NAMES[i] for i in range(len(CELL_NAMES))
                   if state.players[state.actor].farm.pasture_cells >> i & 1}
            for move in legal_moves(state):
                if move.verb == "fence-add":
                    reason, args = reason_for(state, move)
                    if reason is Reason.FENCES_CELLS:
                        fenced.append((move, args, old))
        state = apply(state, bots[state.actor].choose(state))
    assert fenced
    for move, args, old in fenced:
        cells = str(args["cells"]).split(", ")
        assert move.args[0] in cells and set(cells) <= set(CELL_NAMES) - old


def test_the_same_move_on_another_cell_is_advised_once() -> None:
    from agricola_qt.ai.coach import _twins

    sow = [Advice(Move("sow", (cell, "veg")), 33.0, Reason.SOWS, {}, 8) for cell in ("a1", "b1")]
    assert _twins(sow[0], sow[1])
    assert not _twins(sow[0], Advice(Move("sow", ("b1", "grain")), 33.0, Reason.SOWS, {}, 8))
    assert not _twins(sow[0], Advice(Move("sow", ("b1", "veg")), 32.9, Reason.SOWS, {}, 8))
