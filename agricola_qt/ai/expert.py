"""The Expert's search: sequential halving over paired playouts at the root.

A search at a placement has only a few dozen playouts to spend early in a game (a playout to
the game's end is some 40 ms there), far too few for a tree to grow below the root; what
decides the move is how well those playouts tell the candidates apart.  So the Expert spends
them flat at the root, in rounds (sequential halving): every candidate still in play gets the
same playouts in a round, and the better half goes on to the next round, which has the same
share of the budget for half as many candidates.  The candidates of a round are compared on
the same sampled hidden state and the same playout noise (common random numbers), so luck in
the cards and the rolls largely cancels out of the comparison.

The budget is counted in work units as for ``MctsBot`` (same seed, same move on any machine);
the safety clock and ``stop`` work the same way.  When a playout is so costly that the budget
cannot pay for one of each candidate (early in a 5-player full game), the candidates it does
not reach drop out, in the heuristic's order, rather than the budget being overrun.

Its candidates, follow-up decisions and playouts use the heuristic with its own weights
(``weights.expert()``, tuned by self-play with ``tools/tune_weights.py``); Hard keeps the
standard ones.  Its playouts stop two rounds on, where a learned evaluation
(``ai/evaluation.py``) estimates what the rest of the playout would have scored: early in a
game that is some 15 times as many playouts per search (500 instead of 34 at the first
placement of a 2-player family game), and the rest of the game's luck is averaged out of each.

Measured against Hard (``agricola-qt tournament``, seat-swapped, December 2026), 2-player
games: with playouts to the end and the tuned weights it won 62.5 % of 40 family games
(scores 32.2 to 30.2); with the playouts cut short by the evaluation, 90 % of 40 family games
(37.6 to 25.0, seeds 500-519) and 90 % of 20 full E+I+K games (40.1 to 25.2, seeds 700-709).
In the solo game cut playouts did worse (48.9 against 51.3 on seeds 500-519), so solo
playouts still run to the end.

A playout is worth its own score to the Expert (``score_share`` 1), not mostly its margin over
the best rival as for Hard: two margin-seeking Experts blocked each other into 20.8 points a
seat in 2-player family games (seeds 600-603); playing for their scores they made 34.3
(600-607), and against Hard the Expert won 29 of 32 family games (39.3 to 29.2, seeds
500-515) and 21 of 24 full E+I+K games (41.7 to 27.5, seeds 700-711).

Alone at the table it scores about 50 in the family game (50.3 on seeds 500-505), and none of
these changed that beyond the noise of six games (December 2026): weights tuned for the solo
game alone (the heuristic by itself rose from 43.6 to 44.5 on deals it did not train on; the
Expert scored 49.7), a solo-only evaluation with playouts cut two rounds on (46.8) or three
(51.0), five candidates instead of eight (50.8), less playout noise (49.6).  What holds it
back is what the heuristic's playouts make of a position: they fence late, and a heuristic
nudged to fence early (from round 6) scored 37 instead of 44, its rooms and family growth
delayed.  A better solo game needs a better plan in the heuristic, not other search settings.
Three more that did not help (December 2026, seeds 500-505 or 500-511): scoring a candidate
by the best of 4 to 16 noisy playouts on one sampled deal instead of their mean (50.3 to
51.2), by the best of playouts with other weight sets (fencing, crops, animals; 48.8 to 51.8),
and playouts that look one move ahead from round 13 on (48.7).  Noisy playouts of the
heuristic from the first round reach 49 to 52 at best in 300 tries: the plan, not the
choice among its moves, caps the score.  Nor did trying the three best placements also with
each other first answer to the action they start (each option of an either/or space, each
major improvement to buy, each crop to sow first) as candidates of their own: solo 51.0 to
50.7 (seeds 500-511), two Experts 33.4 to 34.3 a seat (600-607), both within the noise.
A better heuristic did not carry over either (December 2026): three new plans for its
playouts, each switched by weights, raised the heuristic alone in the solo game from 43.3 to
45.3 (seeds 1000-1199; 44.7 on 2000-2199) and in 2-player self-play from 29.5 to 30.8 a seat:
fields and seeds valued by the food they grow over the harvests left and ovens by the grain
they will bake (most of the gain: a Cooking Hearth in round 4, grain sown twice as often);
goods beyond the plan worth nothing in the last two rounds and the stone renovation's goods
urgent from round 12; in the last round fences built before the animal piles are taken.
The Expert with them scored 50.5 alone (seeds 500-505), within the noise of 49.8, so they
were left out.  Valuing pastures and stables by the animals waiting on the board fenced too
early from any round before 13 (rooms, renovation and majors lost more than the animals
gained); a solo farm ends with about 6 animals in room for 13, fed to five people: food and
wood, not room, bind.
Nor did a search over whole-game lines (December 2026, branch ``solo-search``, not merged):
the best line of placements found so far kept from one decision to the next and followed in
half the playouts scored 52.4 alone (seeds 500-511; the Expert 50.9 on the same deals), and
53.3 with twice the budget (the Expert with 2.5 times its budget: 51.8), within the noise of
twelve games.  An Expert told the true order of the round cards scored 52.3 (500-505): the
hidden cards cost about two points.  Offline, with the order known, hill climbing on a line,
nested Monte Carlo search and beam search over placements, each with the heuristic's
follow-up decisions, reached 47 to 54 on single deals; the lines they found took wood about
3 times in 43 placements and fenced late.  A search over placements cannot make up for the
follow-up decisions and the plan.
Nor did searching the follow-up decisions themselves (December 2026, branch ``exp-follow``, not
merged): at a follow-up with answers of several kinds (room, stable or done; which major; what
to sow; bake or not; fence a cell or build; which good to cook) the same sequential halving
over the heuristic's answer and one answer of each other kind scored 50.0 alone with half a
placement's budget, 50.8 with a whole one, 50.6 keeping the heuristic's answer unless another
beat it by two standard errors (seeds 500-511; the Expert 51.0), 40-80 % slower.  The
heuristic's playouts judge its own follow-ups as good as the others.
Nor did making food beyond every harvest left worth almost nothing (December 2026): two
Experts hoarded food (one ended a game with 6 food, another with 9, and took Fishing with 13
in store); with such food worth 0.05 instead of 0.42 they scored 33.1 a seat against 32.9
(seeds 600-605), and ended with 0-3 food.  Nor did the standard heuristic's worth of family
growth and rooms in place of the tuned one (lower: a play-tester's Expert stayed at two people
until round 13 without a room built): 36.0 a seat against 32.9 on seeds 600-605 but 35.1
against 35.3 on 606-611, alone 50.3 (500-505), within the noise.  Nor did twelve candidates
at a placement instead of eight (December 2026): two Experts scored 35.0 a seat on seeds
600-611 (eight: 34.1), nor playouts cut three rounds on instead of two (35.3), both within
the noise of 12 games.
Nor did an evaluation refitted on the Expert's own games (December 2026, stop 47): 42
Expert-against-Expert 2-player family games refitted the model (the shipped one plus a
ridge-fitted correction; its error on held-out games fell from 9-10 points to 4-7, most of
it a bias: Experts score 5-8 more than the heuristic's games it was fitted on), and two
Experts with it scored 34.5 a seat against 33.2 (seeds 600-605, 12 games each).  Choosing
each placement greedily by the evaluation, without playouts, scored 40.1 alone against the
tuned heuristic's 43.0 (seeds 500-519).  In the full game a bonus for played cards in the
evaluation (each card's ``cardplay.card_prior`` times the share of rounds left; the model
values a played card at about one point and a 2-round playout sees little of what it does)
played 4.4 cards a game against 3.1 and won 14 of 24 2-player E+I+K games against today's
Expert, seat-swapped (38.0 to 36.8, deals 700-711): within the noise.
Nor did food beyond what every harvest left asks worth 0.05 instead of the spare food's 0.42
(stop 48; a tester's Expert ended a full game with 18 food): alone 50.0 (seeds 500-505),
against today's Expert in 2-player E+I+K games 12.5 of 24 (37.3 to 36.0, deals 700-711), and
the Experts' largest stores of food the same (up to 22 on deals 700-703): the stores come
from what the playouts take, not from the worth of one more food.
The played cards' bonus was taken up later (stop 51): measured again on other deals it won 15
of 24 2-player E+I+K games against the Expert without it, seat-swapped (38.6 to 36.2, deals
712-723): 29 of 48 over both runs, about 1.8 points a game, not yet beyond the noise but on the
same side twice; and an Expert without it had played one occupation of seven in a whole game
against a play-tester.  It counts only in cut playouts, so the solo and family games are as
before (``card_bonus``, ``registry.EXPERT_CARD_BONUS``).
Nor did wood worth more (stop 49; in a 2-player family game an Expert took 3 reed while 6 wood
lay on the only wood space, and stayed at two people in two wooden rooms all game): wood 0.8
instead of the untuned 0.55, and reed 0.8 instead of the tuned 1.14, made two Experts score
35.4 a seat over 24 games (seeds 600-611; today's Expert 34.1), within the noise.
Nor did a worth for people beyond the model's (stop 54): the evaluation's own coefficient for
a person is about 0 beside the 3 points a person scores, so a cut playout's family growth was
worth some 2-4 points with half the game still to play; adding 0.7 or 1.5 points per person
gained in the playout for each round left made two Experts score 31.8 and about 29 a seat
(seeds 600-605; 32.9 without), though they ended with as many people: these Experts already
reach 4-5 people, and what they lack is not the growth.
Nor did counting the candidate's own card for the bonus (stop 58).  The bonus counts the
cards played between the position after a candidate and the cut, so the occupation "1
Occupation" plays is not counted while the cards the other candidates' playouts play later
are; a play-tester's Expert played one occupation in a whole game, with Chief, Clay Mixer and
Market Woman in hand.  Counted from before the candidate, the Expert took "1 Occupation" at
two of four early placements where it had taken none, and won 6.5 of 24 2-player E+I+K games
against the Expert as it is (35.2 to 39.0, deals 700-711, seat-swapped): the cards' priors
promise more than the playouts' card play makes of them, and the uncounted root card was
keeping the Expert off them.
Nor did a cap on the evaluation's worth of food (stop 61).  In a 2-player family game an
Expert took Fishing in round 7 holding 16 food, with 9 wood on "3 Wood" and no room built,
and ended with 12 food unused: the model, linear, counts each food at the round's 0.6-0.8
points, also far beyond the 12 at most its training games held in round 7.  Food beyond the
99th percentile of the training positions (per variant, player count and round) worth 0.1
each won 25.5 of 48 games against the Expert as it is (34.3 to 33.6 a seat, seeds 600-623,
seat-swapped; Wilson 95 % 0.39-0.66), and two such Experts scored 34.8 a seat (seeds
600-605; 33.2 without): within the noise.  Nor do features for room to grow (rooms beyond
the people, rooms the wood or clay and reed in hand would build) help the model: refitted
with them its held-out error in the family game stayed 5.42 points in round 3 and 4.94 in
round 8, as without them; in the heuristic's games those goods turn into rooms about as the
goods' own coefficients already say.
Nor did keeping the heuristic's first placement unless a candidate's playouts beat it by two
standard errors of their paired differences (stop 65), which made Hard and Medium stronger
(``mcts.clearly_better``): against the Expert as it is it won 47.9 % of 24 2-player E+I+K
games (37.3 to 38.0, deals 700-711, seat-swapped), within the noise.  A play-tester's Expert in
such a game took Day Labourer four times in five rounds, held up to 20 food and played its first
occupation in round 13; there its search had 94-180 playouts for 8 candidates, their means
within a few hundredths of each other, and "1 Occupation" last of them at every placement (the
evaluation, two rounds on, values a played card at about a point).
Against a player who takes the wood (stop 67: a strong tester won a 2-player family game
47-22, the Expert at 2 people in 2 rooms all game, up to 20 food held, 6 and 9 wood left on
"3 Wood"): its playouts take the wood next round, when it is more, and their rivals (the
heuristic) leave it; the real rival did not.  Against a heuristic valuing wood at 1.5
(seeds 600-605, seat-swapped) it scored 32.7 to 19.1 a game with 3.9 people.  Playouts whose
rival seats value wood at 1.5 half the time scored 31.8 to 22.2 (600-602): left out.  The
model's worth of food halved (it counts an early food at 1.3-1.5 points, wood at 0.3-0.8)
made it grow (4.4 people; 36.9 to 24.2 against that heuristic) and two such Experts score
36.8 a seat (600-611; 33.8 without, the same run), but head to head it won 4, tied 1 and lost
7 of 12 games against the Expert as it is (33.8 to 35.7): not shipped, a lead to follow.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from agricola_qt.ai.begging import within_limit
from agricola_qt.ai.cardplay import card_prior
from agricola_qt.ai.evaluation import Evaluation
from agricola_qt.ai.mcts import (
    SCORE_SHARE,
    WALL_FACTOR,
    MctsBot,
    Stop,
    candidates,
    final_totals,
    rewards_of,
)
from agricola_qt.ai.policy import ranked_placements
from agricola_qt.ai.values import context
from agricola_qt.ai.view import SeatView, determinize
from agricola_qt.ai.work import Work, charge, spent, why_illegal
from agricola_qt.engine import GameState, Move
from agricola_qt.engine.spaces import HARVEST_ROUNDS, LAST_ROUND

# Begging cards a seat may end a game with before the search counts each further one as a
# collapse rather than a price: worth ``BEYOND_LIMIT_POINTS`` more than the card's own -3.
# A 5-player Expert (seed 1139 of the issue-13 check, seat 2) traded a fourth card for points
# elsewhere and won; a player of the board game does not plan on four begging cards.
BEGGING_LIMIT = 3
BEYOND_LIMIT_POINTS = 12


class ExpertBot(MctsBot):
    """``steps`` is the work budget of one search; ``iterations`` caps its playouts.
    With an ``evaluation`` and ``rounds_ahead`` > 0 a playout of a game of two or more stops
    at the start of the round that many rounds on, and the evaluation estimates the final
    scores from there."""

    name = "expert"

    def __init__(self, *args: Any, evaluation: Evaluation | None = None,
                 rounds_ahead: int = 0, score_share: float = SCORE_SHARE,
                 card_bonus: float = 0.0, **options: Any) -> None:
        super().__init__(*args, **options)
        self.card_bonus = card_bonus  # a cut playout's played cards (``_card_bonus``)
        self.score_share = score_share  # of a playout's reward (see ``mcts.rewards_of``)
        self.evaluation = evaluation
        self.rounds_ahead = rounds_ahead if evaluation is not None else 0

    def options(self, state: GameState) -> list[tuple[float, Move]]:
        """The heuristic's best placements, less those that could leave the seat more than
        ``BEGGING_LIMIT`` begging cards at this round's harvest (``begging.within_limit``)."""
        top = candidates(state, self.width, self.weights)
        if state.round not in HARVEST_ROUNDS:
            return top
        actor = state.actor

        def ranked() -> list[tuple[float, Move]]:
            return [(v, m) for v, m in ranked_placements(state, actor, w=self.weights)
                    if why_illegal(state, m) is None]

        return within_limit(context(state, actor, w=self.weights), top, ranked, BEGGING_LIMIT)

    def search(self, view: SeatView, options: list[tuple[float, Move]]) -> Move:
        moves = [move for _, move in options]
        totals = [0.0] * len(moves)
        alive = list(range(len(moves)))  # in the heuristic's order: ties go to the earlier
        rounds = max(1, math.ceil(math.log2(len(moves))))
        deadline = time.thread_time() + self.seconds
        wall = time.perf_counter() + WALL_FACTOR * self.seconds
        start = spent()
        call = self._calls
        done = 0  # playouts
        stop: Stop = "budget"
        over = False  # no more playouts: choose among ``alive``
        for r in range(rounds):
            # each round has the same share of what is left of the budget and of the playouts
            share = (self.steps - (spent() - start)) / (rounds - r)
            playouts = (self.iterations - done) / (rounds - r)
            begin, begun = spent(), done
            batches = 0
            while True:
                if batches:
                    if spent() - begin >= share:
                        stop = "budget"
                        break
                    if done - begun + len(alive) > playouts:
                        stop = "iterations"
                        break
                if self._stopped_upto >= call and done:
                    stop, over = "stopped", True
                    break
                used = spent() - start
                if done and self.steps - used < used / done * len(alive):
                    # the rest of the budget cannot pay for one more playout of each: the
                    # next round has half as many to play, or this one was the last
                    stop, over = "budget", batches == 0
                    break
                played = self._batch(view, moves, alive, totals, start)
                done += len(played)
                batches += 1
                if len(played) < len(alive):
                    alive, over = played, True
                    stop = "budget"
                    break
                if time.thread_time() > deadline:
                    stop, over = "clock", True
                    break
                if time.perf_counter() > wall:
                    stop, over = "wall", True
                    break
            alive.sort(key=lambda i: -totals[i])  # the same playouts each: totals compare
            if over:
                break
            if r < rounds - 1:
                alive = alive[:max(1, math.ceil(len(alive) / 2))]
        self.last_iterations = done
        self.last_work = spent() - start
        self.last_stop = stop
        return moves[alive[0]]

    def _batch(self, view: SeatView, moves: list[Move], alive: list[int], totals: list[float],
               start: float) -> list[int]:
        """One playout of each candidate in ``alive`` on one sampled state and one noise seed,
        added to ``totals``; returns the candidates played (the first always; the others
        while the search begun at meter reading ``start`` is within its budget)."""
        actor = view.state.actor
        charge(Work.SAMPLE)
        sample = determinize(view, self._rng)
        seed = self._rng.getrandbits(32)
        played: list[int] = []
        for i in alive:
            if played and spent() - start >= self.steps:
                break  # a costly game: the later candidates drop out unplayed
            after = self._advance(sample, moves[i])
            totals[i] += self._value(after, random.Random(seed))[actor]
            played.append(i)
        return played

    def _value(self, state: GameState, rng: random.Random) -> list[float]:
        """The players' rewards of a playout from ``state``: to the game's end, or, with an
        evaluation, to the start of the round ``rounds_ahead`` on and estimated from there.
        A playout in which a player holds more than ``BEGGING_LIMIT`` begging cards is
        charged ``BEYOND_LIMIT_POINTS`` more for each card over it."""
        totals, end = self.estimate(state, rng)
        for i, p in enumerate(end.players):
            totals[i] -= BEYOND_LIMIT_POINTS * max(0, p.begging - BEGGING_LIMIT)
        return rewards_of(totals, self.score_share)

    def estimate(self, state: GameState, rng: random.Random) -> tuple[list[float], GameState]:
        """The players' final scores as one playout from ``state`` tells them (to the game's
        end, or cut short and estimated as ``_value`` says), with the playout's last state.
        The coach asks this too: its trial games are the Expert's."""
        # solo: to the end (cut short, the solo Expert scored 48.9 where it scores 51.3)
        cut = self.evaluation if self.rounds_ahead and len(state.players) > 1 else None
        end = self._rollout(state, rng,
                            until_round=state.round + self.rounds_ahead if cut else 0)
        if cut is None or end.is_over:
            return final_totals(end), end
        charge(Work.EVALUATE, len(end.players))
        totals = list(cut.final_scores(end))
        if self.card_bonus and not state.setup.family:
            for i, bonus in enumerate(self._card_bonus(state, end)):
                totals[i] += bonus
        return totals, end

    def _card_bonus(self, start: GameState, end: GameState) -> list[float]:
        """What the cards a cut playout played are worth beyond the model's estimate: each
        one's ``cardplay.card_prior`` times the share of the game still to come, times
        ``card_bonus``.  The model values a played card at about a point, and two rounds of
        playout see little of what an occupation does over the rest of the game."""
        share = max(0, LAST_ROUND - end.round) / LAST_ROUND
        out = []
        for before, after in zip(start.players, end.players, strict=True):
            played = [c for c in after.cards if c not in before.cards]  # (some leave again)
            out.append(self.card_bonus * share * sum(card_prior(c) for c in played))
        return out
