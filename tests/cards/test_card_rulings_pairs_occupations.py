"""Card pairs of the compendium's rulings (v11.1) about playing occupations (and one
improvement) through other cards: every way of playing an occupation is an occupation
played for the cards that care.  The full list: ``docs/card-combinations.md``.

Pairs covered here: Writing Desk with Patron, Bookshelf and Educator (each of the two
occupations counts); Chief's Daughter played when another player plays the Chief, with
Patron, Bookshelf (their food although the card is free), Bread Paddle and Educator, but no
Writing Desk; the Chief's Daughter not for the Chief's own owner; Academic as one occupation
for Bookshelf and Bread Paddle; Scholar's occupation with Patron, Bookshelf and Perpetual
Student, Scholar's improvement with Merchant; Puppeteer's occupation with Bread Paddle and
Educator; Educator's occupation with Bread Paddle; Businessman with Traveling Salesman (three
minors on Starting Player); Merchant with Traveling Salesman (two majors for 1 food on a
minor improvement space, up to four minors for 1 food on a major-or-minor one); Merchant
with Businessman (the Starting Player's minor and the Businessman's, then for 1 food the
whole action once more).  The Merchant repeats the whole action, riders included, once.
"""

from __future__ import annotations

import pytest

from agricola_qt.engine import GameState

from .helpers import full_game, give, moves_text, play, with_cards, with_farm, with_hand
from .test_deck_k_occupations import next_round


def _food(state: GameState, player: int) -> int:
    return state.players[player].goods.food


# --- Writing Desk --------------------------------------------------------------------------------

@pytest.mark.parametrize(("card", "food"), [("patron", 2), ("bookshelf", 3)])
def test_both_occupations_of_a_writing_desk_turn_get_the_food(card: str, food: int) -> None:
    state = with_cards(full_game(), 0, "writing-desk", card)
    state = with_hand(state, 0, occupations=("land-agent", "woodcutter"))
    start = _food(state, 0)
    state = play(state, "place occupation", "occupation land-agent", "occupation woodcutter")
    assert "woodcutter" in state.players[0].cards
    # the first occupation costs 1 food after the Patron (itself an occupation), else 0;
    # the Writing Desk's second 2
    first = 1 if card == "patron" else 0
    assert _food(state, 0) == start + 2 * food - first - 2


def test_the_educator_may_follow_each_occupation_of_a_writing_desk_turn() -> None:
    state = with_cards(with_cards(full_game(), 0, "writing-desk"), 1, "educator")
    state = with_hand(give(state, 0, food=3), 0, occupations=("land-agent", "woodcutter"))
    state = with_hand(give(state, 1, food=6), 1, occupations=("berry-picker", "fisherman"))
    state = play(state, "place occupation", "occupation land-agent")
    assert state.frame is not None and state.frame.space == "educator"
    state = play(state, "occupation berry-picker", "occupation woodcutter")
    assert state.frame is not None and state.frame.space == "educator"
    assert "occupation fisherman" in moves_text(state)


# --- Chief's Daughter ----------------------------------------------------------------------------

def _daughter(*cards: str, players: int = 2) -> GameState:
    """Player 0 plays the Chief; player 1 holds the Chief's Daughter and has ``cards``."""
    state = with_hand(give(full_game(players), 0, food=2), 0, occupations=("chief",))
    state = with_cards(give(state, 1, grain=1), 1, *cards)
    state = with_hand(state, 1, occupations=("chiefs-daughter", "woodcutter"))
    return play(state, "place occupation", "occupation chief")


@pytest.mark.parametrize(("card", "food"), [("patron", 2), ("bookshelf", 3)])
def test_the_chiefs_daughter_played_for_free_still_gets_the_food_first(
        card: str, food: int) -> None:
    state = _daughter(card)
    start = _food(state, 1)
    state = play(state, "choose play")
    assert "chiefs-daughter" in state.players[1].cards
    assert _food(state, 1) == start + food


def test_the_chiefs_daughter_lets_the_bread_paddle_bake() -> None:
    state = play(_daughter("bread-paddle", "fireplace-2"), "choose play")
    assert "bake fireplace-2" in moves_text(state)


def test_the_chiefs_daughter_is_not_a_writing_desk_occupation_action() -> None:
    state = play(_daughter("writing-desk"), "choose play")
    assert state.frame is None and "occupation woodcutter" not in moves_text(state)


def test_the_educator_may_follow_the_chief_and_the_chiefs_daughter() -> None:
    state = play(with_hand(full_game(3), 0, occupations=("chief",)), "place occupation")
    state = give(state, 0, food=2)
    state = with_hand(state, 1, occupations=("chiefs-daughter",))
    state = with_hand(give(with_cards(state, 2, "educator"), 2, food=9), 2,
                      occupations=("berry-picker", "fisherman"))
    state = play(state, "occupation chief")
    assert state.frame is not None and state.frame.space == "educator"
    state = play(state, "done")
    assert state.frame is not None and state.frame.space == "chiefs-daughter"
    state = play(state, "choose play")
    assert state.frame is not None and state.frame.space == "educator"


def test_the_chiefs_owner_cannot_play_the_chiefs_daughter_with_it() -> None:
    state = with_hand(give(full_game(), 0, food=2), 0, occupations=("chief", "chiefs-daughter"))
    state = play(state, "place occupation", "occupation chief")
    assert state.frame is None and "chiefs-daughter" not in state.players[0].cards


# --- Academic ------------------------------------------------------------------------------------

def test_the_academic_is_one_occupation_played_for_bookshelf_and_bread_paddle() -> None:
    state = with_cards(give(full_game(), 0, grain=2), 0, "bookshelf", "bread-paddle",
                       "fireplace-2")
    state = with_hand(state, 0, occupations=("academic",))
    start = _food(state, 0)
    state = play(state, "place occupation", "occupation academic")
    assert _food(state, 0) == start + 3  # once, not twice
    assert "bake fireplace-2" in moves_text(state)
    state = play(state, "bake fireplace-2", "done")
    assert "bake fireplace-2" not in moves_text(state)  # one bake only


# --- Scholar -------------------------------------------------------------------------------------

def _scholar(*cards: str, **goods: int) -> GameState:
    state = with_farm(with_cards(full_game(), 0, "scholar", *cards), 0, house="stone")
    state = with_hand(give(state, 0, **goods), 0, occupations=("woodcutter", "berry-picker"))
    return next_round(state)


@pytest.mark.parametrize(("card", "food"), [("patron", 2), ("bookshelf", 3)])
def test_the_scholars_occupation_gets_the_food_first(card: str, food: int) -> None:
    state = _scholar(card)
    start = _food(state, 0)
    state = play(state, "choose occupation", "occupation woodcutter")
    assert _food(state, 0) == start - 1 + food


def test_the_scholars_occupation_may_be_drawn_for_the_perpetual_student() -> None:
    state = play(_scholar("perpetual-student"), "choose occupation")
    assert "use perpetual-student draw" in moves_text(state)


def test_the_scholars_improvement_may_be_repeated_with_the_merchant() -> None:
    state = _scholar("merchant", clay=4, stone=4, wood=4)
    state = play(state, "choose improvement", "buy fireplace-2")
    assert moves_text(state) == {"choose again", "choose no"}
    food = _food(state, 0)
    state = play(state, "choose again")
    assert _food(state, 0) == food - 1 and state.frame is not None
    # the repeat is the Scholar's improvement action once more (and not repeated itself)
    assert state.frame.space == "scholar" and state.frame.improvements == 1
    state = play(state, "buy fireplace-3")
    assert state.frame is None and _food(state, 0) == food - 1


def test_the_scholars_occupation_is_no_improvement_for_the_merchant() -> None:
    state = _scholar("merchant")
    state = play(state, "choose occupation", "occupation woodcutter")
    assert state.frame is None


# --- Puppeteer and Educator ----------------------------------------------------------------------

def _puppeteer(*cards: str) -> GameState:
    state = with_cards(give(full_game(4), 1, grain=1), 1, "puppeteer", *cards)
    state = with_hand(state, 1, occupations=("wood-collector",))
    return play(state, "place traveling-players", "occupation wood-collector")


def test_the_puppeteers_occupation_lets_the_bread_paddle_bake() -> None:
    state = _puppeteer("bread-paddle", "fireplace-2")
    assert state.actor == 1 and "bake fireplace-2" in moves_text(state)


def test_the_puppeteers_occupation_lets_another_players_educator_follow() -> None:
    state = with_cards(give(full_game(4), 1, grain=1), 1, "puppeteer")
    state = with_hand(state, 1, occupations=("wood-collector",))
    state = with_hand(give(with_cards(state, 2, "educator"), 2, food=3), 2,
                      occupations=("woodcutter",))
    state = play(state, "place traveling-players", "occupation wood-collector")
    assert state.frame is not None and state.frame.space == "educator"
    assert state.frame.player == 2


def test_the_educators_occupation_lets_the_bread_paddle_bake() -> None:
    state = with_cards(give(full_game(), 1, grain=1), 1, "educator", "bread-paddle",
                       "fireplace-2")
    state = with_hand(give(state, 1, food=3), 1, occupations=("woodcutter",))
    state = with_hand(state, 0, occupations=("land-agent",))
    state = play(state, "place occupation", "occupation land-agent", "occupation woodcutter")
    assert state.actor == 1 and "bake fireplace-2" in moves_text(state)


def test_businessman_and_traveling_salesman_play_three_minors_on_starting_player() -> None:
    minors = ("clogs", "manger", "corn-scoop", "axe")
    state = with_cards(full_game(), 0, "businessman", "traveling-salesman")
    state = with_hand(give(state, 0, wood=10, stone=5), 0, minors=minors)
    state = play(state, "place starting-player", "minor clogs")  # Starting Player's minor
    assert state.frame is not None and state.frame.space == "businessman"
    state = play(state, "minor manger")  # the Businessman's: an improvement action
    assert state.frame is not None and state.frame.space == "traveling-salesman"
    state = play(state, "minor corn-scoop")
    assert state.frame is None
    assert state.players[0].cards[-3:] == ("clogs", "manger", "corn-scoop")


def test_merchant_and_traveling_salesman_two_majors_for_one_food_on_a_minor_space() -> None:
    state = give(with_cards(full_game(), 0, "traveling-salesman", "merchant"), 0, clay=10)
    food = state.players[0].goods.food
    state = play(state, "place starting-player", "buy fireplace-2")  # a major for the minor
    assert moves_text(state) >= {"choose again", "choose no"}
    state = play(state, "choose again", "buy fireplace-3")  # the Merchant's: a major again
    assert {"fireplace-2", "fireplace-3"} <= set(state.players[0].cards)
    assert state.players[0].goods.food == food - 1 and state.actor == 1


# --- the Merchant repeats the whole action (E179, I228 and K281 rulings) --------------------------

FOUR_MINORS = ("clogs", "manger", "corn-scoop", "axe")


def _choices(state: GameState) -> set[str]:
    return {m for m in moves_text(state) if m.startswith("choose")}


@pytest.mark.parametrize("merchant_first", [True, False])
def test_merchant_and_traveling_salesman_four_minors_for_one_food(merchant_first: bool) -> None:
    cards = ("merchant", "traveling-salesman")
    state = with_cards(full_game(first=("improvement",)), 0,
                       *(cards if merchant_first else cards[::-1]))
    state = with_hand(give(state, 0, wood=10, stone=5), 0, minors=FOUR_MINORS)
    food = _food(state, 0)
    state = play(state, "place improvement", "minor clogs")
    assert state.frame is not None and state.frame.space == "traveling-salesman"
    assert not _choices(state)  # no Merchant yet: the action is not done
    state = play(state, "minor manger")  # the Traveling Salesman's second minor
    assert _choices(state) == {"choose again", "choose no"}
    state = play(state, "choose again")  # the whole action once more, for 1 food
    assert state.frame is not None and state.frame.space == "improvement"
    state = play(state, "minor corn-scoop")
    assert state.frame is not None and state.frame.space == "traveling-salesman"
    state = play(state, "minor axe")
    assert state.frame is None and state.actor == 1  # the repeat is not repeated
    assert state.players[0].cards[-4:] == FOUR_MINORS
    assert _food(state, 0) == food - 1


@pytest.mark.parametrize("merchant_first", [True, False])
def test_merchant_and_businessman_repeat_the_starting_players_action_once(
        merchant_first: bool) -> None:
    cards = ("merchant", "businessman")
    state = with_cards(full_game(), 0, *(cards if merchant_first else cards[::-1]))
    state = with_hand(give(state, 0, wood=10, stone=5, clay=2), 0, minors=FOUR_MINORS[:3])
    food = _food(state, 0)
    state = play(state, "place starting-player", "minor clogs")  # the space's minor
    assert state.frame is not None and state.frame.space == "businessman"
    assert not _choices(state)
    state = play(state, "minor manger")  # the Businessman's minor or major
    assert _choices(state) == {"choose again", "choose no"}
    state = play(state, "choose again")
    assert state.frame is not None and state.frame.space == "starting-player"
    assert not state.frame.allow_major  # a minor first, as on the space
    state = play(state, "minor corn-scoop")
    assert state.frame is not None and state.frame.space == "businessman"
    state = play(state, "buy fireplace-2")  # the Businessman's again: here a major
    assert state.frame is None and state.actor == 1
    assert state.players[0].cards[-4:] == ("clogs", "manger", "corn-scoop", "fireplace-2")
    assert _food(state, 0) == food - 1  # one food for the whole repeat
