"""The solo series: a chain of one-player games with rising targets."""

from __future__ import annotations

from attrs import frozen

from agricola_qt.engine.values import replace as evolve

TARGETS = (50, 55, 59, 62, 64, 65, 66, 67)


def target_for(game: int) -> int:
    """The score to reach in game ``game`` (1-based) of a series."""
    if game < 1:
        raise ValueError("games of a series are numbered from 1")
    if game <= len(TARGETS):
        return TARGETS[game - 1]
    return TARGETS[-1] + (game - len(TARGETS))


@frozen
class SoloSeries:
    game: int = 1
    kept_occupations: tuple[str, ...] = ()  # one chosen from each successful earlier game
    bonus_food: int = 0
    over: bool = False
    # the kept occupations' "when played" effects happen as the game starts, the current
    # round being 0 (the compendium's ruling on Pig Whisperer K302); records of rules
    # version 4 and before were played without them (``records/reader.py``)
    kept_effects: bool = True

    @property
    def target(self) -> int:
        return target_for(self.game)

    def after_game(self, score: int, kept: str | None) -> SoloSeries:
        """The series after a game: the next game, or the series' end if the target was missed.

        ``kept`` is the occupation (played in that game) the player carries into every later
        game; None when they played none or the target was missed.
        """
        if score < self.target:
            return evolve(self, over=True)
        kept_occupations = self.kept_occupations
        if kept and kept not in kept_occupations:
            kept_occupations = (*kept_occupations, kept)
        return SoloSeries(game=self.game + 1, kept_occupations=kept_occupations,
                          bonus_food=(score - self.target) // 2)
