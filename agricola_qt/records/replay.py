"""Replaying a record's moves through the engine, checking each one, its draws and the result.

``replay`` returns every state at once; ``replay_steps`` yields them one by one, so that a
caller (the game window) can show progress and keep its event loop running.
"""

from __future__ import annotations

from collections.abc import Iterator

from agricola_qt.engine import GameState, IllegalMove, MoveSyntaxError, apply, new_game, scores
from agricola_qt.engine.chance import Chance, ChanceMismatch
from agricola_qt.engine.state import BEFORE_HARVEST
from agricola_qt.engine.values import replace
from agricola_qt.records.errors import RecordError, Why
from agricola_qt.records.model import GameRecord


def replay(record: GameRecord, source: str = "<record>") -> list[GameState]:
    """Every state of the game: ``states[0]`` before the first move, ``states[i]`` after move i.

    Raises ``RecordError`` naming the move (and its line, when the record was read from a
    file) for an illegal move, a move by the wrong player, a chance result the game cannot
    draw or a result that does not match.
    """
    return list(replay_steps(record, source))


class _Chances:
    """The record's chance results, handed to the engine move by move."""

    def __init__(self, record: GameRecord, source: str) -> None:
        self.record = record
        self.source = source
        self.by_position: dict[int, list[tuple[Chance, int]]] = {}
        lines = record.where.chance_lines
        for index, (position, chance) in enumerate(record.chances):
            line = lines[index] if index < len(lines) else 0
            self.by_position.setdefault(position, []).append((chance, line))
        self.strict = record.where.chances_given

    def preset(self, position: int) -> tuple[Chance, ...]:
        return tuple(c for c, _ in self.by_position.get(position, ()))

    def line(self, position: int, used: int, fallback: int) -> int:
        given = self.by_position.get(position, ())
        return given[used][1] if used < len(given) else fallback

    def check(self, before: GameState, after: GameState, position: int, line: int) -> GameState:
        """After the draws of one position: every given result was drawn, and (for a file
        that writes every draw down) every draw had a given result."""
        given = self.by_position.get(position, ())
        if after.preset:
            chance_line = self.line(position, len(given) - len(after.preset), line)
            why = Why.CHANCE_NOT_DRAWN_AT_START if position == 0 else Why.CHANCE_NOT_DRAWN
            raise RecordError(self.source, chance_line, why,
                              {"chance": str(after.preset[0]), "number": position}, position)
        drawn = len(after.chances) - len(before.chances)
        if self.strict and drawn > len(given):
            missing = after.chances[len(before.chances) + len(given)]
            why = Why.CHANCE_UNWRITTEN_AT_START if position == 0 else Why.CHANCE_UNWRITTEN
            raise RecordError(self.source, line, why,
                              {"number": position, "card": missing.card,
                               "player": missing.player + 1}, position)
        return after


def replay_steps(record: GameRecord, source: str = "<record>") -> Iterator[GameState]:
    """``states[0]``, then the state after every move, checked as ``replay`` checks them
    (the result last, after the final state has been yielded)."""
    where = record.where
    chances = _Chances(record, source)
    try:
        state = new_game(record.setup, chances.preset(0))
    except ChanceMismatch as error:
        raise RecordError(source, chances.line(0, 0, where.moves),
                          Why.CHANCE_IMPOSSIBLE_AT_START, detail=str(error)) from None
    except Exception as error:  # a setup the engine cannot start from
        raise RecordError(source, where.setup, Why.SETUP_FAILS,
                          detail=f"{type(error).__name__}: {error}") from None
    state = chances.check(_empty(state), state, 0, where.moves)
    yield state
    for index, move in enumerate(record.moves):
        number = index + 1
        line = where.move_lines[index] if index < len(where.move_lines) else 0
        claimed = where.move_actors[index] if index < len(where.move_actors) else -1
        if state.is_over:
            raise RecordError(source, line, Why.GAME_OVER, {"step": str(move)}, number)
        if claimed >= 0 and claimed != state.actor:
            raise RecordError(source, line, Why.WRONG_PLAYER,
                              {"step": str(move), "written": claimed + 1,
                               "actor": state.actor + 1}, number)
        before = state
        given = chances.preset(number)
        try:
            after = apply(replace(state, preset=given) if given else state, move)
        except IllegalMove as error:
            raise RecordError(source, line, Why.ILLEGAL_MOVE,
                              {"step": str(move), "refusal": error.reason}, number) from None
        except MoveSyntaxError as error:
            raise RecordError(source, line, Why.NOT_A_MOVE, move=number,
                              detail=str(error)) from None
        except ChanceMismatch as error:
            raise RecordError(source, chances.line(number, 0, line), Why.CHANCE_IMPOSSIBLE,
                              {"step": str(move)}, number, detail=str(error)) from None
        except Exception as error:  # an engine failure must not become a traceback
            raise RecordError(source, line, Why.ENGINE_FAILED, {"step": str(move)}, number,
                              detail=f"{type(error).__name__}: {error}") from None
        state = chances.check(before, after, number, line)
        yield state
    check_result(record, state, source)


def _empty(state: GameState) -> GameState:
    """A state with no draws yet, to count the draws of the game's start against."""
    return replace(state, chances=(), preset=())


def check_result(record: GameRecord, final: GameState, source: str) -> None:
    if record.result is None:
        return
    where = record.where
    if not final.is_over:
        raise RecordError(source, where.result or where.moves, Why.RESULT_UNFINISHED,
                          {"moves": len(record.moves), "round": final.round})
    for player, (written, actual) in enumerate(zip(record.result, scores(final), strict=True)):
        if written.breakdown != actual.breakdown:
            line = where.result_lines[player] if player < len(where.result_lines) else 0
            differ = sorted(set(written.breakdown) | set(actual.breakdown))
            first = next(c for c in differ
                         if written.breakdown.get(c) != actual.breakdown.get(c))
            raise RecordError(source, line, Why.RESULT_MISMATCH,
                              {"player": player + 1, "category": first,
                               "written": written.breakdown.get(first, "missing"),
                               "actual": actual.breakdown.get(first, "missing")})


def marks(states: list[GameState]) -> list[tuple[int, int, bool]]:
    """(actor, round, in harvest) before every move, for the writer's annotations."""
    return [(s.actor, s.round, s.phase not in BEFORE_HARVEST) for s in states[:-1]]


def draws(states: list[GameState]) -> list[tuple[Chance, ...]]:
    """The draws made as the game started, then those of every move (for the writer)."""
    out = [states[0].chances]
    for before, after in zip(states, states[1:], strict=False):
        out.append(after.chances[len(before.chances):])
    return out


def chance_positions(states: list[GameState]) -> tuple[tuple[int, Chance], ...]:
    """Every draw with the number of moves made before it, as ``GameRecord.chances``."""
    return tuple((position, chance) for position, made in enumerate(draws(states))
                 for chance in made)
