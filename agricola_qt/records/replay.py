"""Replaying a record's moves through the engine, checking each one and the result."""

from __future__ import annotations

from agricola_qt.engine import GameState, IllegalMove, MoveSyntaxError, apply, new_game, scores
from agricola_qt.engine.state import WORK
from agricola_qt.records.errors import RecordError
from agricola_qt.records.model import GameRecord


def replay(record: GameRecord, source: str = "<record>") -> list[GameState]:
    """Every state of the game: ``states[0]`` before the first move, ``states[i]`` after move i.

    Raises ``RecordError`` naming the move (and its line, when the record was read from a
    file) for an illegal move, a move by the wrong player or a result that does not match.
    """
    where = record.where
    try:
        state = new_game(record.setup)
    except Exception as error:  # a setup the engine cannot start from
        raise RecordError(source, where.setup, f"the game cannot start from this setup "
                                               f"({type(error).__name__}: {error})") from None
    states = [state]
    for index, move in enumerate(record.moves):
        number = index + 1
        line = where.move_lines[index] if index < len(where.move_lines) else 0
        claimed = where.move_actors[index] if index < len(where.move_actors) else -1
        if state.is_over:
            raise RecordError(source, line, f"the game is already over before '{move}'", number)
        if claimed >= 0 and claimed != state.actor:
            raise RecordError(source, line, f"'{move}' is written for player {claimed + 1}, but "
                                            f"it is player {state.actor + 1}'s decision", number)
        try:
            state = apply(state, move)
        except IllegalMove as error:
            raise RecordError(source, line, f"illegal move '{move}': {error.reason}",
                              number) from None
        except MoveSyntaxError as error:
            raise RecordError(source, line, f"not a move: {error}", number) from None
        except Exception as error:  # an engine failure must not become a traceback
            raise RecordError(source, line, f"the rules engine failed on '{move}' "
                                            f"({type(error).__name__}: {error})",
                              number) from None
        states.append(state)
    check_result(record, states[-1], source)
    return states


def check_result(record: GameRecord, final: GameState, source: str) -> None:
    if record.result is None:
        return
    where = record.where
    if not final.is_over:
        raise RecordError(source, where.result or where.moves,
                          f"the record has a [result] but the game stops after "
                          f"{len(record.moves)} moves, in round {final.round}")
    for player, (written, actual) in enumerate(zip(record.result, scores(final), strict=True)):
        if written.breakdown != actual.breakdown:
            line = where.result_lines[player] if player < len(where.result_lines) else 0
            differ = sorted(set(written.breakdown) | set(actual.breakdown))
            first = next(c for c in differ
                         if written.breakdown.get(c) != actual.breakdown.get(c))
            raise RecordError(source, line, f"the result of p{player + 1} does not match the "
                                            f"replayed game: {first} is "
                                            f"{written.breakdown.get(first, 'missing')} in the "
                                            f"file but {actual.breakdown.get(first, 'missing')} "
                                            "by the rules")


def marks(states: list[GameState]) -> list[tuple[int, int, bool]]:
    """(actor, round, in harvest) before every move, for the writer's annotations."""
    return [(s.actor, s.round, s.phase != WORK) for s in states[:-1]]
