"""``agricola-qt cards``: list the occupations and minor improvements of a deck.

Each line shows the printed number, the name, the kind and whether the engine implements the
card (its id is in ``engine.cards.registry.CARDS``); each deck ends with a line
``E: N of 126 implemented``. ``--details`` adds cost, prerequisite, points and effect text;
``--json`` prints one JSON document instead.  With ``--lang zh_CN`` or ``zh_TW`` the lines use
the table's words for names, kinds, costs and texts (``ui.printout``).
"""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the card list loads when the command runs: --help stays quick
    from agricola_qt.engine.cards.catalog_data import CardInfo

# engine.cards.catalog_data.DECKS (a test checks they agree)
DECKS: tuple[str, ...] = ("E", "I", "K")


def register(sub: Any) -> None:
    p = sub.add_parser("cards", help="list a deck's occupations and minor improvements",
                       description="List the cards of the E, I and K decks and which of them "
                                   "are implemented. Exit code 0, or 2 for bad arguments.")
    p.add_argument("--deck", type=str.upper, choices=DECKS, action="append", metavar="DECK",
                   help="E, I or K (repeat for several; default: all three)")
    p.add_argument("--kind", choices=("minor", "occupation"), default=None,
                   help="only minor improvements or only occupations")
    p.add_argument("--details", action="store_true",
                   help="also show cost, prerequisite, points and effect text")
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    p.set_defaults(func=run)


def implemented(card_id: str) -> bool:
    """Has the engine this card?  (Loads every card the first time: not needed for --help.)"""
    from agricola_qt.engine.cards.registry import implemented as known

    return known(card_id)


def card_line(card: CardInfo, details: bool) -> str:
    kind = "occupation" if card.kind == "occupation" else "minor"
    players = f" {card.min_players}+" if card.kind == "occupation" else ""
    state = "implemented" if implemented(card.id) else "not implemented"
    line = f"{card.number:<5} {card.name:<24} {kind:<10}{players:<3} {state}"
    if not details:
        return line
    if card.kind == "minor":
        facts = [f"cost: {card.cost_text}"]
    else:  # the occupation space's fee comes on top of any extra printed cost
        facts = [f"extra cost: {card.cost_text}"] if card.cost_options else []
    if card.prerequisite:
        facts.append(f"needs: {card.prerequisite_text}")
    if card.points:
        facts.append(f"{card.points} point{'s' if card.points != 1 else ''}")
    if card.passing:
        facts.append("passes left")
    lines = [line, f"      {'; '.join(facts)}"] if facts else [line]
    return "\n".join([*lines, f"      {card.text}"])


def card_json(card: CardInfo) -> dict[str, Any]:
    return {
        "id": card.id, "number": card.number, "deck": card.deck, "kind": card.kind,
        "name": card.name, "name_zh": card.name_zh, "min_players": card.min_players,
        "cost": card.cost_dict, "cost_options": [dict(g.items()) for g in card.cost_options],
        "returns": list(card.returns), "prerequisite": card.prerequisite_dict,
        "points": card.points, "passing": card.passing, "text": card.text,
        "implemented": implemented(card.id),
    }


def run(args: argparse.Namespace) -> int:
    from agricola_qt.engine.cards.catalog_data import by_deck
    from agricola_qt.ui.i18n import ENGLISH, normalize

    decks = list(dict.fromkeys(args.deck)) if args.deck else list(DECKS)
    lang = normalize(getattr(args, "lang", None))
    if not args.json and lang not in (None, ENGLISH):
        from agricola_qt.ui.printout import card_list, speaking

        with speaking(lang):
            for deck in decks:
                print(card_list(by_deck(deck), args.kind, args.details, implemented))
        return 0
    report: list[dict[str, Any]] = []
    for deck in decks:
        whole = by_deck(deck)
        shown = [c for c in whole if args.kind is None or c.kind == args.kind]
        done = sum(1 for c in whole if implemented(c.id))
        if args.json:
            report.append({"deck": deck, "implemented": done, "total": len(whole),
                           "cards": [card_json(c) for c in shown]})
            continue
        for card in shown:
            print(card_line(card, args.details))
        print(f"{deck}: {done} of {len(whole)} implemented")
    if args.json:
        print(json.dumps({"decks": report}, ensure_ascii=False, indent=1))
    return 0
