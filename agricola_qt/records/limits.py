"""What a record may hold at most (docs/agr-format.md, "Limits"): a record is untrusted input,
and these bound the time and memory any file can cost before it is refused."""

from __future__ import annotations

import re

from agricola_qt.records.errors import Why

MAX_BYTES = 4 * 1024 * 1024  # the whole file (a long 5-player game is under 100 KB)
MAX_LINES = 100_000  # lines of any kind, blank and comment lines included
MAX_LINE_CHARS = 4096  # characters in one line
MAX_MOVES = 10_000  # moves in [moves] (a 5-player full game has about 400-1,000)
MAX_CHANCES = 2_000  # chance lines in [moves]
MAX_NAME_CHARS = 64  # characters in a player's name
HEAD_BYTES = 64 * 1024  # the start of a file searched for its format version first

# Characters refused anywhere in a file: C0 controls but tab, DEL, C1 controls, lone
# surrogates, and the bidirectional embeddings, overrides and isolates, which can make a
# printed name or line read differently from what it holds.
BIDI = "\u202a-\u202e\u2066-\u2069"
FORBIDDEN = re.compile(f"[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff{BIDI}]")


def describe_character(char: str) -> tuple[Why, str]:
    """Why a forbidden character is refused and its code point."""
    code = ord(char)
    if 0x202A <= code <= 0x202E or 0x2066 <= code <= 0x2069:
        return Why.BIDI_CHARACTER, f"{code:04X}"
    return Why.CONTROL_CHARACTER, f"{code:04X}"
