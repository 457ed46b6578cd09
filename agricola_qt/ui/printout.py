"""What the terminal commands print in a language other than English (``agricola-qt score
--lang zh_CN``, ``cards --lang zh_TW``, ``check --lang zh_CN``): the same tables and lines as
the English ones, in the table's words, their columns lined up by display width (a Chinese
character fills two columns).

``speaking(code)`` loads the language for the length of a ``with`` block (English again
afterwards: the process may go on, as in the tests)."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager

from agricola_qt.engine import ScoreSheet
from agricola_qt.engine.cards.catalog_data import CardInfo
from agricola_qt.engine.scoring import CATEGORIES
from agricola_qt.records.errors import RecordError
from agricola_qt.ui import i18n
from agricola_qt.ui.record_problem import detail_text, problem_text
from agricola_qt.ui.text import (
    among_han,
    card_cost,
    card_name,
    card_prerequisite,
    card_text,
    tr,
    trn,
)


@contextmanager
def speaking(code: str | None) -> Iterator[str]:
    """Translations for ``code`` loaded; yields the language actually loaded (English, and
    nothing loaded, without a code)."""
    if i18n.normalize(code) in (None, i18n.ENGLISH):
        yield i18n.ENGLISH
        return
    from agricola_qt.ui.render import ensure_app  # a QApplication: tests build widgets later

    app = ensure_app()
    language = i18n.install(app, code)
    try:
        yield language
    finally:
        if language != i18n.ENGLISH:
            i18n.install(app, i18n.ENGLISH)


def width(text: str) -> int:
    """Columns ``text`` fills in a terminal (wide and full-width characters fill two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def left(text: str, columns: int) -> str:
    return text + " " * max(0, columns - width(text))


def right(text: str, columns: int) -> str:
    return " " * max(0, columns - width(text)) + text


def table(title: str, names: Sequence[str], rows: Sequence[tuple[str, Sequence[int]]]) -> str:
    """A title, then the names as column heads and one row per label."""
    label = max(width(r[0]) for r in rows) + 2
    column = max(6, *(width(n) + 2 for n in names))
    lines = [title, " " * label + "".join(right(n, column) for n in names)]
    lines += [left(name, label) + "".join(right(str(v), column) for v in values)
              for name, values in rows]
    return "\n".join(lines)


def score_table(names: Sequence[str], sheets: Sequence[ScoreSheet], finished: bool,
                won: Sequence[str] = (), family: bool = False) -> str:
    """The score sheet of an Agricola game, as the window's Score sheet names its rows (the
    family game's "Improvement points": it has no cards); the winners of a finished game
    under it (as Heartland's table has them)."""
    from agricola_qt.ui.score_sheet import category_name

    rows = [(category_name(c, family), [s.breakdown.get(c, 0) for s in sheets])
            for c in CATEGORIES]
    rows.append((tr("Total"), [s.total for s in sheets]))
    text = table(tr("Score sheet") if finished else tr("Score estimate"), names, rows)
    if won:
        text += "\n" + tr("Winner: {who}").format(who=tr(", ").join(won))
    return text


def heartland_score_table(names: Sequence[str], track: Sequence[int],
                          livestock: Sequence[int], farmed: Sequence[int],
                          totals: Sequence[int], finished: bool, won: Sequence[str]) -> str:
    """Heartland's final count: the track and the livestock revealed make the total; the
    farmed area breaks a tie; then the winners, if the game is over."""
    rows = [(tr("Score track"), track), (tr("Livestock"), livestock), (tr("Total"), totals),
            (tr("Farmed area (breaks a tie)"), farmed)]
    text = table(tr("Score sheet") if finished else tr("Score estimate"), names, rows)
    if won:
        text += "\n" + tr("Winner: {who}").format(who=tr(", ").join(won))
    return text


def card_list(deck: Sequence[CardInfo], kind: str | None, details: bool,
              implemented: Callable[[str], bool]) -> str:
    """A deck's cards (of one ``kind``, or all) and how many of them the engine has."""
    lines = [card_lines(c, details) for c in deck if kind is None or c.kind == kind]
    missing = [c for c in deck if not implemented(c.id)]
    lines.append(tr("Deck {deck}: {done} of {total} cards in the game").format(
        deck=deck[0].deck if deck else "", done=len(deck) - len(missing), total=len(deck)))
    return "\n".join(lines)


def card_lines(card: CardInfo, details: bool) -> str:
    """A card's number, name and kind; with ``details`` what it costs, needs and does."""
    kind = tr("Occupation") if card.kind == "occupation" else tr("Minor improvement")
    players = tr("{n}+ players").format(n=card.min_players) if card.kind == "occupation" else ""
    line = f"{card.number:<5} {left(card_name(card.id), 24)} {left(kind, 10)} {players}"
    if not details:
        return line.rstrip()
    if card.kind == "minor":
        facts = [tr("cost: {cost}").format(cost=card_cost(card.id))]
    else:  # the occupation space's fee comes on top of any extra printed cost
        facts = ([tr("extra cost: {cost}").format(cost=card_cost(card.id))]
                 if card.cost_options else [])
    needs = card_prerequisite(card.id)
    if needs:
        facts.append(among_han(tr("needs {what}").format(what=needs)))
    if card.points:
        facts.append(trn("%n point(s)", card.points))
    if card.passing:
        facts.append(tr("After it is played, it passes to the player on the left"))
    lines = [line.rstrip(), "      " + tr("; ").join(facts)] if facts else [line.rstrip()]
    return "\n".join([*lines, "      " + card_text(card.id)])


def check_line(path: str, game: str, players: int, progress: str, actor: str | None,
               moves: int) -> str:
    """``check``'s line for a record that replays: ``actor`` is who is to move in an
    unfinished game (None once it is over)."""
    status = (tr("finished") if actor is None
              else tr("not finished ({name} to move)").format(name=actor))
    return tr("{path}: ok: {game}, {players}, {progress}, {status}, {moves}").format(
        path=path, game=game, players=trn("%n player(s)", players), progress=progress,
        status=status, moves=trn("%n move(s)", moves))


def agricola_check_line(path: str, players: int, family: bool, round_: int, last: int,
                        actor: str | None, moves: int) -> str:
    game = tr("family game") if family else tr("full game")
    progress = tr("round {round} of {last}").format(round=round_, last=last)
    return check_line(path, game, players, progress, actor, moves)


def heartland_check_line(path: str, players: int, turns: int, actor: str | None,
                         moves: int) -> str:
    return check_line(path, tr("Heartland"), players, trn("%n turn(s) played", turns), actor,
                      moves)


def problem_lines(command: str, error: RecordError) -> str:
    """A record that cannot be read: what is wrong in the loaded language, then where (the
    file, line and move) with the whole reason, also in that language."""
    return f"{command}: {problem_text(error)}\n{command}: {detail_text(error)}"
