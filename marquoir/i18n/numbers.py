"""Numbers in the Captain's language, one home for every reader (the app, the command tables,
the board, the chart, the CSV files): ``1,400`` / ``1 400`` (a narrow no-break space),
``27.8%`` / ``27,8 %``, with Babel's CLDR data (``babel.numbers``).

Babel's import and its locale data take some 50 ms, more than a whole ``marquoir score``:
whole points (the figure of every score) are grouped with the locale's group symbol kept in
:data:`GROUP` — Babel's own, checked against Babel by a test — and Babel is imported only
where a decimal or a percentage is written."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

#: each language's locale, for Babel
LOCALES = {"en": "en", "fr": "fr_FR"}
#: each locale's group symbol, as Babel has it (``tests/i18n`` checks it against Babel)
GROUP = {"en": ",", "fr": "\u202f"}
#: the minus the app and the commands write (a terminal that is not UTF-8 gets ``-``)
MINUS = "−"


def _locale(lang: str) -> str:
    return LOCALES.get(lang, "en")


def _signed(text: str, negative: bool, positive: bool, sign: bool) -> str:
    if negative:
        return MINUS + text.lstrip("-")
    return "+" + text if sign and positive else text


def whole(number: int, lang: str = "en", *, sign: bool = False) -> str:
    """``4,000`` in English, ``4 000`` in French; ``sign`` writes ``+`` before positive."""
    text = f"{abs(number):,}".replace(",", GROUP.get(lang, ","))
    return _signed(text, number < 0, number > 0, sign)


def decimal(number: float, lang: str = "en", digits: int = 1, *, sign: bool = False) -> str:
    """``1,234.5`` / ``1 234,5``, to ``digits`` decimals."""
    from babel.numbers import format_decimal

    pattern = "#,##0" + ("." + "0" * digits if digits else "")
    text = format_decimal(abs(number), format=pattern, locale=_locale(lang))
    rounded = round(number, digits)
    return _signed(text, rounded < 0, rounded > 0, sign)


def percent(fraction: float, lang: str = "en", digits: int = 1) -> str:
    """``27.8%`` / ``27,8 %`` for 0.278, to ``digits`` decimals, in the locale's pattern."""
    from babel import Locale
    from babel.numbers import format_percent

    locale = Locale.parse(_locale(lang))
    pattern = locale.percent_formats[None].pattern
    if digits:
        pattern = pattern.replace("#,##0", "#,##0." + "0" * digits, 1)
    text: str = format_percent(abs(fraction), format=pattern, locale=locale)
    return _signed(text, round(fraction, digits + 2) < 0, False, False)


def chance(fraction: float, lang: str = "en") -> str:
    """A chance to win in whole points of percentage (``41%`` / ``41 %``), never rounded to a
    certainty it is not: ``<1%`` above 0, ``>99%`` below 1."""
    if 0 < fraction < 0.005:
        return "<" + percent(0.01, lang, 0)
    if 0.995 <= fraction < 1:
        return ">" + percent(0.99, lang, 0)
    return percent(fraction, lang, 0)


def significant(number: float, lang: str = "en") -> str:
    """A figure already cut to its significant digits, as it is (``594.3`` / ``594,3``,
    ``1,234``): no decimal added, none taken."""
    from babel.numbers import format_decimal

    text = format_decimal(abs(number), format="#,##0.######", locale=_locale(lang))
    return _signed(text, number < 0, False, False)


def spreadsheet(number: float, lang: str, digits: int) -> str:
    """A decimal as a spreadsheet of the locale reads it as a number: ``0,278`` in French
    (a decimal comma, no grouping), ``0.278`` in English; the minus is ``-``."""
    from babel.numbers import format_decimal

    pattern = "0" + ("." + "0" * digits if digits else "")
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
        return f"{self.value:.{self.digits}f}"

    def for_person(self, lang: str) -> str:
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
