"""What a Mille Sabords player's record says first: their luck with the cards, against the
turns' par, and their best and worst card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from marquoir.i18n import numbers, translate, translate_plural

if TYPE_CHECKING:
    from marquoir.records import PlayerRecord


def signed(value: float, lang: str) -> str:
    """``+41.3`` (``+41,3`` in French), as the standings show a luck figure."""
    return numbers.decimal(value, lang, 1, sign=True)


def unsigned(value: float, lang: str) -> str:
    """A figure without its sign, for a sentence that says above or below in words."""
    return signed(float(abs(value)), lang).lstrip("+")


def side(value: float, lang: str) -> str:
    """Above, below or at: the word the luck sentence puts before its reference."""
    return translate(
        lang, f"record.side.{'above' if value > 0 else 'below' if value < 0 else 'at'}"
    )


def luck_lines(record: PlayerRecord, lang: str) -> list[str]:
    """The luck figures in words, then the best and worst card (when drawn often enough)."""
    figures = dict(record.figures)
    lines = []
    luck, par = figures.get("card_luck", 0), figures.get("above_par", 0)
    if luck or par:  # nothing to say without a dice turn
        lines.append(
            translate(
                lang,
                "record.luck",
                name=record.player,
                luck=unsigned(luck, lang),
                luck_side=side(luck, lang),
                par=unsigned(par, lang),
                par_side=side(par, lang),
            )
        )
    if record.cards:
        best, worst = record.cards[0], record.cards[-1]
        lines.append(
            translate(
                lang,
                "record.cards",
                best=translate(lang, f"card.{best.card}"),
                best_par=signed(best.above_par, lang),
                best_turns=lambda lang: translate_plural(lang, "record.turns", best.turns),
                worst=translate(lang, f"card.{worst.card}"),
                worst_par=signed(worst.above_par, lang),
                worst_turns=lambda lang: translate_plural(lang, "record.turns", worst.turns),
            )
        )
    return lines
