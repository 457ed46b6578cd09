"""The player aid's facts, read from the engine (never copied): the harvest rounds, the
score table (worked out by scoring made-up farms) and the action spaces per player count."""

from __future__ import annotations

import html

from agricola_qt.engine.farmyard import Farmyard
from agricola_qt.engine.goods import Goods
from agricola_qt.engine.grid import CELL_COUNT
from agricola_qt.engine.scoring import _pastures, farm_points
from agricola_qt.engine.spaces import (
    HARVEST_ROUNDS,
    STAGE_OF_ROUND,
    ActionSpace,
    board_spaces,
    round_cards,
)
from agricola_qt.engine.state import PlayerState
from agricola_qt.ui.help.words import word
from agricola_qt.ui.text import space_help, space_name, tr

LADDER_CATEGORIES = ("fields", "pastures", "grain", "vegetables", "sheep", "boar", "cattle")
GOOD_OF = {"grain": "grain", "vegetables": "veg", "sheep": "sheep", "boar": "boar",
           "cattle": "cattle"}
MOST = 12  # counts looked at for the score ladders


def harvest_rounds() -> list[int]:
    return sorted(HARVEST_ROUNDS)


def _points(category: str, n: int) -> int:
    if category == "pastures":
        return _pastures(n)
    if category == "fields":
        player = PlayerState(farm=Farmyard(rooms=0, fields=(1 << min(n, CELL_COUNT)) - 1))
    else:
        player = PlayerState(goods=Goods(**{GOOD_OF[category]: n}))
    return farm_points(player)[category]


def score_ladder(category: str) -> list[tuple[str, int]]:
    """("4-5", 2)-style steps of a category: the counts that score each number of points."""
    steps: list[tuple[int, int, int]] = []  # first count, last count, points
    for n in range(MOST + 1):
        points = _points(category, n)
        if steps and steps[-1][2] == points:
            steps[-1] = (steps[-1][0], n, points)
        else:
            steps.append((n, n, points))
    out = []
    for i, (first, last, points) in enumerate(steps):
        if i == len(steps) - 1:
            text = f"{first}+"
        elif first == last:
            text = str(first)
        else:
            text = f"{first}–{last}"
        out.append((text, points))
    return out


def stage_rounds(stage: int) -> str:
    """"1–4" for stage 1, "14" for stage 6."""
    rounds = [r for r, s in enumerate(STAGE_OF_ROUND) if s == stage and r]
    return str(rounds[0]) if len(rounds) == 1 else f"{rounds[0]}–{rounds[-1]}"


def spaces_for(players: int, family: bool) -> list[ActionSpace]:
    """The board's spaces for a player count (green cards first), then the 14 round cards."""
    return [*board_spaces(players, family), *round_cards(family)]


def spaces_html(players: int, family: bool) -> str:
    rows = []
    for space in spaces_for(players, family):
        rounds = stage_rounds(space.stage) if space.stage else ""
        # (stage 6 is one round: "rounds 14" read oddly)
        stage = (word("aid", "stage" if "–" in rounds else "stage.one").format(
            n=space.stage, rounds=rounds) if space.stage else word("aid", "always"))
        rows.append(f"<tr><td><b>{html.escape(space_name(space))}</b></td>"
                    f"<td>{html.escape(stage)}</td><td>{html.escape(space_help(space))}</td></tr>")
    head = "".join(f"<th align='left'>{html.escape(word('aid', k))}</th>"
                   for k in ("col.space", "col.when", "col.does"))
    return f"<table cellspacing='0' cellpadding='4' border='1'><tr>{head}</tr>" \
           + "".join(rows) + "</table>"


def points_text(points: int) -> str:
    """"+2", "−1" (a true minus sign)."""
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"


def scoring_html() -> str:
    """The ladder categories as a grid (counts that score −1 … +4), then the other rows."""
    columns = sorted({points for c in LADDER_CATEGORIES for _, points in score_ladder(c)})
    head = "<tr><th></th>" + "".join(f"<th>{points_text(p)}</th>" for p in columns) + "</tr>"
    rows = []
    for category in LADDER_CATEGORIES:
        counts = dict((points, count) for count, points in score_ladder(category))
        cells = "".join(f"<td align='center'>{html.escape(counts.get(p, ''))}</td>"
                        for p in columns)
        rows.append(f"<tr><td><b>{html.escape(word('aid', f'score.{category}'))}</b></td>"
                    f"{cells}</tr>")
    ladder = ("<table cellspacing='0' cellpadding='4' border='1'>" + head + "".join(rows)
              + "</table>")
    others = []
    for key in ("unused_spaces", "fenced_stables", "clay_rooms", "stone_rooms", "people",
                "begging", "cards"):
        others.append(f"<tr><td><b>{html.escape(word('aid', f'score.{key}'))}</b></td>"
                      f"<td>{html.escape(word('aid', f'score.{key}.rule'))}</td></tr>")
    return (ladder + "<p></p><table cellspacing='0' cellpadding='4' border='1'>"
            + "".join(others) + "</table>")


def aid_html(players: int, family: bool) -> str:
    """The whole player aid for a player count, in the current language."""
    rounds = tr(", ").join(str(r) for r in harvest_rounds())
    parts = [
        f"<h2>{html.escape(word('aid', 'harvest.title'))}</h2>",
        f"<p>{html.escape(word('aid', 'harvest.rounds').format(rounds=rounds))}</p>",
        f"<p>{html.escape(word('aid', 'harvest.steps'))}</p>",
        f"<h2>{html.escape(word('aid', 'feeding.title'))}</h2>",
        # alone, 3 food an adult (the aid said 2 to a solo family game's player)
        f"<p>{html.escape(word('aid', 'feeding.text.solo' if players == 1 else 'feeding.text'))}"
        "</p>",
        f"<h2>{html.escape(word('aid', 'scoring.title'))}</h2>",
        scoring_html(),
        f"<h2>{html.escape(_plural(word('aid', 'spaces.title').format(n=players), players))}"
        "</h2>",
        spaces_html(players, family),
    ]
    return "".join(parts)


def _plural(text: str, n: int) -> str:
    return text.replace("(s)", "" if n == 1 else "s")
