"""Which card to play, and how to answer a card's question: a one-step lookahead.

Each candidate move (``occupation CARD``, ``minor CARD``, ``choose OPTION``, ``use CARD``) is
applied with the engine and the resulting position is scored for the acting player with
``position_value``; a card also gets a prior from its printed facts (``card_prior``): its
points, its cost, and whether its text promises goods, food, rooms or recurring income, which a
one-step look cannot see (less while its owner's house is short of the one the text asks for,
``prior_for``), and what playing it has brought in self-play beyond that (``learned_value``).
Food is valued highly while the next harvest's food is missing, so a card that eats food
needed for feeding is held back.
"""

from __future__ import annotations

import json
import re
from functools import cache

from agricola_qt.ai.work import Work, apply, charge, legal_moves
from agricola_qt.engine import GameState, Move
from agricola_qt.engine.cards.catalog_data import CATALOG
from agricola_qt.engine.cards.registry import card
from agricola_qt.engine.economy import conversion_rate
from agricola_qt.engine.harvest import food_needed
from agricola_qt.engine.scoring import score_player
from agricola_qt.engine.spaces import LAST_ROUND

_COST_WEIGHT = {"wood": 0.35, "clay": 0.35, "reed": 0.45, "stone": 0.4, "grain": 0.6,
                "veg": 0.9, "food": 0.5, "sheep": 0.8, "boar": 0.9, "cattle": 1.1}
# Words in a card's text and what they suggest it is worth (rough points over a game).
_TEXT_BONUS = (
    (r"\beach (time|round|harvest)\b|\bevery\b|\bat the start of\b", 0.9),  # recurring
    (r"\bfood\b", 0.5),
    (r"\b(wood|clay|reed|stone)\b", 0.35),
    (r"\b(grain|vegetables?)\b", 0.3),
    (r"\b(room|rooms|renovat\w*)\b", 0.4),
    (r"\b(sheep|boar|cattle)\b", 0.25),
    (r"\bbonus points?\b", 0.6),
)
# Prices a card's text names that a look at the space cannot see: discarding improvements in
# front of you (a hearth, an oven) to play it.  They do not fade with the rounds left.
_TEXT_PRICE = ((r"\bdiscard\b", -2.5),)
# Goods left over are worth a little (they become rooms, fences, food later).
GOOD_WORTH = {"wood": 0.3, "clay": 0.3, "reed": 0.4, "stone": 0.35, "grain": 0.35,
              "veg": 0.5, "sheep": 0.3, "boar": 0.4, "cattle": 0.5}
# Cards whose price comes later than a one-step look sees: the Holiday House keeps every
# person home in round 14, so its points come with a last harvest fed by no action at all.
_HIDDEN_COST = {"holiday-house": 2.0}
PLAY_THRESHOLD = -0.5  # a card move scoring below this (and not required) is not played
FUTURE_WORTH = 0.8  # goods waiting on round spaces, against goods in hand
CHOICE_FIRST = False  # measuring only: play the first card instead of the best
COOKED_SHARE = 0.5  # a harvest food still to be cooked from goods, against food in hand


# Words the priors below read in place of a card's text, where a rewording for players would
# move its prior: the streets' texts came to name the three streets, and "Clay Path" there
# read as clay.  (Hedge Keeper's and Horse's rewordings of stop 57 moved theirs, 2.1 to 1.55
# and 1.2 to 1.45, unnoticed until then; the priors as they stand are what the bots have been
# measured with since, and what ``test_rewording_cards_for_players_leaves_the_computers_view
# _of_them`` pins.)
_TUNED_TEXT = {
    **dict.fromkeys(
        ("wooden-path", "clay-path", "paved-road"),
        "a street. at the end, the player with the most valuable street gets 2 bonus points."),
    # (stop 61 said a field's harvest gives no grain: "harvest" would move its prior)
    "market-woman": "each time a person's action or a minor improvement gives you "
                    "vegetables, also take 2 grain.",
    # (stop 62 said how the wood is spread: "each" and "3 or more" would move its prior)
    "wood-distributor": "take 2 wood now. at the start of each work phase, you may spread "
                        "the wood of the 3 wood space (2 wood when playing alone) over the 1 "
                        "clay, 1 reed and fishing spaces.",
}


def _text(card_id: str) -> str:
    """A card's text as the priors read it (lower case)."""
    info = CATALOG.get(card_id)
    if info is None:
        return ""
    return _TUNED_TEXT.get(card_id) or info.text.lower()


@cache
def card_prior(card_id: str) -> float:
    """What a card promises beyond what the next position shows, from its printed facts."""
    info = CATALOG.get(card_id)
    if info is None:
        return 0.0
    text = _text(card_id)
    value = 1.2 if info.kind == "occupation" else 0.6
    for pattern, bonus in _TEXT_BONUS:
        if re.search(pattern, text):
            value += bonus
    if info.passing:
        value -= 0.3  # it goes to a neighbour afterwards
    value -= _HIDDEN_COST.get(card_id, 0.0)
    value += card_price(card_id)
    cost = min((sum(_COST_WEIGHT.get(k, 0.4) * n for k, n in option.items())
                for option in info.cost_options), default=0.0)
    # the payment itself shows in the lookahead; only card points are not in goods
    return value + 0.1 * cost  # a costly card usually does more


_HOUSE_LEVEL = {"wood": 0, "clay": 1, "stone": 2}
# What a card's use is worth (of its prior) while its owner's house is so many renovations
# short of the one its text asks for ("while you live in a stone house"): a Hard computer
# played the Groom in round 2 in a wooden hut and never moved to stone.
_SHORT_OF_HOUSE = (1.0, 0.5, 0.2)


@cache
def house_needed(card_id: str) -> int:
    """The house (0 wood, 1 clay, 2 stone) a card's text asks its owner to live in for its
    use; 0 when it asks for none."""
    text = _text(card_id)
    if re.search(r"\blive in a clay hut\b", text):
        return 1
    return 2 if re.search(r"\blive in a stone house\b", text) else 0


CARD_VALUES_FILE = ("ai", "card_values.json")
# The share of a card's learned worth (``learned_value``) added to its prior by default (the
# heuristic's weights say, ``Weights.card_learned``; 0 is the text alone, as before stop 66).
LEARNED_SHARE = 1.0


@cache
def _learned() -> dict[str, float]:
    from agricola_qt import resources

    text = resources.files(*CARD_VALUES_FILE).read_text(encoding="utf-8")
    return {c: float(v) for c, v in json.loads(text)["values"].items()}


def learned_value(card_id: str) -> float:
    """What playing the card has brought the heuristic player beyond an average card of its
    kind and beyond what a one-step look ahead sees (its points, its cost), fitted on
    self-play games by ``tools/train_card_values.py``; 0 for a card never played there."""
    return _learned().get(card_id, 0.0)


def prior_for(state: GameState, player: int, card_id: str,
              learned: float = LEARNED_SHARE) -> float:
    """``card_prior`` for this player's house (less while it is short of the house the card
    asks for), plus ``learned`` times the card's ``learned_value``."""
    short = house_needed(card_id) - _HOUSE_LEVEL[state.players[player].farm.house]
    return (card_prior(card_id) * _SHORT_OF_HOUSE[max(0, short)]
            + (learned * learned_value(card_id) if learned else 0.0))


@cache
def card_price(card_id: str) -> float:
    """The (negative) worth of a price the card's text names beyond its cost."""
    text = _text(card_id)
    return sum(worth for pattern, worth in _TEXT_PRICE if re.search(pattern, text))


def cookable_food(state: GameState, player: int) -> int:
    """Food the player could make from the crops and animals in hand at the harvest."""
    p = state.players[player]
    food = 0
    for good in ("veg", "sheep", "boar", "cattle", "grain"):
        have = p.goods.get(good)
        if have:
            food += have * conversion_rate(state, player, good, True)[0]
    return food


def _rounds_to_harvest(state: GameState) -> int:
    from agricola_qt.ai.values import next_harvest

    round_no = max(1, state.round)
    return next_harvest(round_no) - round_no


def position_value(state: GameState, player: int) -> float:
    """A rough worth of the player's position: score now, goods kept, food for the harvest."""
    charge(Work.LOOKAHEAD)
    p = state.players[player]
    value = float(score_player(p, state.players).total)
    goods = p.goods
    for name, worth in GOOD_WORTH.items():
        have = goods.get(name)
        if have:
            value += worth * have
    for waiting in state.future:  # goods a card has put on later round spaces
        if waiting.player == player and waiting.round > state.round:
            for name, amount in waiting.goods.items():
                value += FUTURE_WORTH * amount * GOOD_WORTH.get(name, 0.6)
    need = food_needed(state, player) if not state.is_over else 0
    food = goods.food
    covered = min(food, need)
    urgency = 1.6 if _rounds_to_harvest(state) <= 1 else 1.0
    value += covered * urgency + (food - covered) * 0.3
    if covered < need:  # the rest of the harvest's food from cooking what is there
        value += min(need - covered, cookable_food(state, player)) * urgency * COOKED_SHARE
    return value


def _card_of(move: Move) -> str:
    return move.args[0] if move.verb in ("occupation", "minor", "use") and move.args else ""


SETTLE_STEPS = 3  # a played card's own questions followed to see what it really costs


def settle(state: GameState, player: int) -> GameState:
    """The position after the player answers the questions a card just asked (what to give
    back, what to discard), each answer the best one step ahead: a card that makes its player
    discard a hearth shows that price only there."""
    for _ in range(SETTLE_STEPS):
        frame = state.frame
        if frame is None or frame.kind not in ("choice", "card") or state.actor != player:
            break
        moves = [m for m in legal_moves(state) if m.verb not in ("convert", "use")]
        if not moves:
            break
        best: tuple[float, GameState] | None = None
        for move in moves:
            try:
                after = apply(state, move)
            except Exception:  # an engine refusal: not an answer
                continue
            value = position_value(after, player)
            if best is None or value > best[0]:
                best = (value, after)
        if best is None:
            break
        state = best[1]
    return state


def score_move(state: GameState, move: Move, player: int, base: float,
               learned: float = LEARNED_SHARE) -> float:
    """Lookahead value of one move for ``player`` (relative to ``base``), plus its card prior
    (with ``learned`` times its learned worth)."""
    try:
        after = apply(state, move)
    except Exception:  # an engine refusal: never pick it
        return float("-inf")
    if move.verb in ("occupation", "minor"):
        after = settle(after, player)
    value = position_value(after, player) - base
    if move.verb in ("occupation", "minor"):
        # its points are in the score after the move
        value += prior_for(state, player, _card_of(move), learned)
    return value


def best_move(state: GameState, moves: list[Move],
              learned: float = LEARNED_SHARE) -> tuple[float, Move | None]:
    """The best of ``moves`` by one-step lookahead (ties: the earlier move)."""
    player = state.actor
    base = position_value(state, player)
    best: tuple[float, Move | None] = (float("-inf"), None)
    for move in moves:
        value = score_move(state, move, player, base, learned)
        if value > best[0]:
            best = (value, move)
    return best


def use_moves(state: GameState, player: int) -> list[Move]:
    """The player's cards' any-time uses available now."""
    out = []
    for card_id in state.players[player].cards:
        for option in card(card_id).uses(state, player):
            out.append(Move("use", (card_id, option) if option else (card_id,)))
    return out


def good_use(state: GameState, player: int, margin: float = 0.3) -> Move | None:
    """An any-time card use that clearly improves the position, if any."""
    moves = use_moves(state, player)
    if not moves:
        return None
    value, move = best_move(state, moves)
    return move if value > margin else None


def occupation_prior(state: GameState, player: int, learned: float = LEARNED_SHARE) -> float:
    """The best prior among the occupations in the player's hand (0 with none)."""
    hand = state.players[player].occupations
    return max((prior_for(state, player, c, learned) for c in hand), default=0.0)


def minor_prior(state: GameState, player: int, minors: list[tuple[str, str]],
                learned: float = LEARNED_SHARE) -> float:
    """The best prior plus points among playable minor improvements (0 with none).  What a
    card does (its prior) fades over the last rounds: in round 14 only its points count."""
    left = min(1.0, (LAST_ROUND - max(1, state.round)) / 3)
    return max(((prior_for(state, player, m, learned) - card_price(m)) * left + card_price(m)
                + card(m).points for m, _ in minors), default=0.0)


def occupations_played(state: GameState, player: int) -> int:
    return sum(1 for c in state.players[player].cards
               if (info := CATALOG.get(c)) is not None and info.kind == "occupation")
