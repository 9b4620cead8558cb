"""Numbers in the Captain's language, one home for every reader (the app, the command tables,
the board, the chart, the CSV files): ``1,400`` / ``1 400`` (a narrow no-break space),
``27.8%`` / ``27,8 %``, as Babel writes them with its CLDR data (``babel.numbers``).

Whole points are grouped by Python's own ``format`` with the locale's group symbol (Babel's:
``tests/i18n_numbers`` checks it), so that ``marquoir score`` does not load Babel; every other
figure is written by Babel."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from babel import Locale
    from babel.numbers import NumberPattern

#: each language's locale, for Babel
LOCALES = {"en": "en", "fr": "fr_FR"}
#: each locale's group symbol, as Babel has it (``tests/i18n_numbers`` checks it against Babel)
GROUP = {"en": ",", "fr": "\u202f"}
#: the minus the app and the commands write (a terminal that is not UTF-8 gets ``-``)
MINUS = "−"


@cache
def _locale(lang: str) -> Locale:
    """Return Babel's locale of ``lang`` (English for any other language), read once."""
    # Babel: not loaded by `marquoir score` (bench/score_bench.py)
    from babel import Locale

    return Locale.parse(LOCALES.get(lang, "en"))


@cache
def _pattern(pattern: str) -> NumberPattern:
    """Return Babel's number pattern ``pattern``, parsed once."""
    # Babel: not loaded by `marquoir score` (bench/score_bench.py)
    from babel.numbers import parse_pattern

    return parse_pattern(pattern)


def _signed(text: str, negative: bool, positive: bool, sign: bool) -> str:
    """Return ``text`` with the minus when ``negative``, a ``+`` when ``sign`` and ``positive``."""
    if negative:
        return MINUS + text.lstrip("-")
    return "+" + text if sign and positive else text


def whole(number: int, lang: str = "en", *, sign: bool = False) -> str:
    """Return ``4,000`` in English, ``4 000`` in French; ``sign`` writes ``+`` before positive."""
    text = f"{abs(number):,}".replace(",", GROUP.get(lang, ","))
    return _signed(text, number < 0, number > 0, sign)


def decimal(number: float, lang: str = "en", digits: int = 1, *, sign: bool = False) -> str:
    """Return ``1,234.5`` / ``1 234,5``, to ``digits`` decimals."""
    # Babel: not loaded by `marquoir score` (bench/score_bench.py)
    from babel.numbers import format_decimal

    pattern = _pattern("#,##0" + ("." + "0" * digits if digits else ""))
    text: str = format_decimal(abs(number), format=pattern, locale=_locale(lang))
    rounded = round(number, digits)
    return _signed(text, rounded < 0, rounded > 0, sign)


def percent(fraction: float, lang: str = "en", digits: int = 1) -> str:
    """Return ``27.8%`` / ``27,8 %`` for 0.278, to ``digits`` decimals, in the locale's
    pattern."""
    # Babel: not loaded by `marquoir score` (bench/score_bench.py)
    from babel.numbers import format_percent

    locale = _locale(lang)
    pattern = locale.percent_formats[None].pattern
    if digits:
        pattern = pattern.replace("#,##0", "#,##0." + "0" * digits, 1)
    text: str = format_percent(abs(fraction), format=_pattern(pattern), locale=locale)
    return _signed(text, round(fraction, digits + 2) < 0, False, False)


def chance(fraction: float, lang: str = "en") -> str:
    """Return a chance to win in whole points of percentage (``41%`` / ``41 %``), never rounded to a
    certainty it is not: ``<1%`` above 0, ``>99%`` below 1."""
    if 0 < fraction < 0.005:
        return "<" + percent(0.01, lang, 0)
    if 0.995 <= fraction < 1:
        return ">" + percent(0.99, lang, 0)
    return percent(fraction, lang, 0)


def significant(number: float, lang: str = "en") -> str:
    """Return a figure already cut to its significant digits as it is (``594.3`` / ``594,3``,
    ``1,234``): no decimal added, none taken (Babel's ``#,##0.######``)."""
    # Babel: not loaded by `marquoir score` (bench/score_bench.py)
    from babel.numbers import format_decimal

    text: str = format_decimal(abs(number), format=_pattern("#,##0.######"), locale=_locale(lang))
    return _signed(text, number < 0, False, False)


def spreadsheet(number: float, lang: str, digits: int) -> str:
    """Return a decimal as a spreadsheet of the locale reads it as a number: ``0,278`` in French
    (a decimal comma, no grouping), ``0.278`` in English; the minus is ``-``."""
    # Babel: not loaded by `marquoir score` (bench/score_bench.py)
    from babel.numbers import format_decimal

    pattern = _pattern("0" + ("." + "0" * digits if digits else ""))
    text: str = format_decimal(number, format=pattern, locale=_locale(lang))
    return text


class Figure:
    """A decimal in a table or a CSV file, written where it is read: :func:`machine` for a
    plain CSV (a point, no grouping), :func:`spreadsheet` for a locale's spreadsheet,
    :func:`decimal` or :func:`percent` for a person."""

    __slots__ = ("value", "digits", "percent")

    def __init__(self, value: float, digits: int, percent: bool = False) -> None:
        self.value, self.digits, self.percent = value, digits, percent

    def machine(self) -> str:
        """Return the figure as a plain CSV writes it: a point, no grouping."""
        return f"{self.value:.{self.digits}f}"

    def for_person(self, lang: str) -> str:
        """Return the figure as a person reads it in ``lang``."""
        if self.percent:
            return percent(self.value, lang, max(self.digits - 2, 0))
        return decimal(self.value, lang, self.digits)

    def __eq__(self, other: Any) -> bool:
        return isinstance(other, Figure) and (self.value, self.digits, self.percent) == (
            other.value,
            other.digits,
            other.percent,
        )

    def __hash__(self) -> int:
        return hash((self.value, self.digits, self.percent))

    def __repr__(self) -> str:
        return f"Figure({self.value!r}, {self.digits})"
