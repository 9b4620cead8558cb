"""Numbers in the Captain's language, one home for every reader (the app, the command tables,
the board, the chart, the CSV files): ``1,400`` / ``1 400`` (a narrow no-break space),
``27.8%`` / ``27,8 %``, as Babel writes them with its CLDR data (``babel.numbers``).

Babel's import and its locale data take some 50 ms, more than a whole ``marquoir score``: the
few number symbols the two languages use — the group symbol (:data:`GROUP`), the decimal
symbol (:data:`DECIMAL`) and what the percent pattern writes after the number
(:data:`PERCENT_AFTER`) — are Babel's own, kept here, and whole points, decimals and
percentages are written from them as Babel's patterns write them (Babel reads a float by its
``str``, rounds half to even, groups by three): ``tests/i18n_numbers`` checks the symbols and
tens of thousands of figures against Babel in both languages. Babel is imported only for the
spreadsheet's figures and where a figure is not a plain finite one (``nan``, ``inf``, ``1e15``
and above), so that it writes those as it always has."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

#: each language's locale, for Babel
LOCALES = {"en": "en", "fr": "fr_FR"}
#: each locale's group symbol, as Babel has it (``tests/i18n_numbers`` checks the three against
#: Babel)
GROUP = {"en": ",", "fr": "\u202f"}
#: each locale's decimal symbol, as Babel has it
DECIMAL = {"en": ".", "fr": ","}
#: what each locale's percent pattern writes after the number (``#,##0%``, ``#,##0\u00a0%``)
PERCENT_AFTER = {"en": "%", "fr": "\u00a0%"}
#: the figures written here without Babel: finite, from 0 to below this (Babel's decimal
#: context holds them whole), to at most :data:`_MOST_DIGITS` decimals
_BELOW = 1e15
_MOST_DIGITS = 10
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


def _fixed(number: float, lang: str, least: int, most: int, scale: int = 0) -> str | None:
    """``number`` (not negative) times ``10**scale`` as Babel's pattern ``#,##0.0#`` with
    ``least`` to ``most`` decimals writes it in ``lang``, or None where Babel is asked
    (not finite, too large, too many decimals, not an ``int`` or a ``float``).

    As Babel does: the float is read by its ``str`` (the shortest decimal that reads back as
    it), rounded to ``most`` decimals half to even, the integer part grouped by three, the
    decimals' trailing zeros dropped down to ``least`` (none written when they are all zero
    and ``least`` is 0)."""
    if not isinstance(number, (int, float)) or most > _MOST_DIGITS:
        return None  # Babel reads a Decimal exactly, and refuses other kinds
    if not 0 <= number < _BELOW:  # NaN fails it too
        return None
    mantissa, _, power = repr(float(number)).partition("e")
    integer, _, decimals = mantissa.partition(".")
    digits = int(integer + decimals)
    exponent = (
        int(power or 0) - len(decimals) + scale
    )  # number * 10**scale == digits * 10**exponent
    dropped = -exponent - most
    if dropped > 0:
        kept, rest = divmod(digits, 10**dropped)
        half = 5 * 10 ** (dropped - 1)
        if rest > half or (rest == half and kept % 2):
            kept += 1
    else:
        kept = digits * 10**-dropped
    whole_part, fraction = divmod(kept, 10**most)
    text = f"{whole_part:,}".replace(",", GROUP.get(lang, ","))
    if most == 0 or (least == 0 and fraction == 0):
        return text
    written = str(fraction).zfill(most)
    cut = len(written)
    while cut > least and written[cut - 1] == "0":
        cut -= 1
    return text + DECIMAL.get(lang, ".") + written[:cut]


def decimal(number: float, lang: str = "en", digits: int = 1, *, sign: bool = False) -> str:
    """``1,234.5`` / ``1 234,5``, to ``digits`` decimals."""
    text = _fixed(abs(number), lang, digits, digits)
    if text is None:
        from babel.numbers import format_decimal

        pattern = "#,##0" + ("." + "0" * digits if digits else "")
        text = format_decimal(abs(number), format=pattern, locale=_locale(lang))
    rounded = round(number, digits)
    return _signed(text, rounded < 0, rounded > 0, sign)


def percent(fraction: float, lang: str = "en", digits: int = 1) -> str:
    """``27.8%`` / ``27,8 %`` for 0.278, to ``digits`` decimals, in the locale's pattern."""
    text = _fixed(abs(fraction), lang, digits, digits, scale=2)
    if text is not None:
        text += PERCENT_AFTER.get(lang, "%")
    else:
        from babel import Locale
        from babel.numbers import format_percent

        locale = Locale.parse(_locale(lang))
        pattern = locale.percent_formats[None].pattern
        if digits:
            pattern = pattern.replace("#,##0", "#,##0." + "0" * digits, 1)
        text = format_percent(abs(fraction), format=pattern, locale=locale)
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
    ``1,234``): no decimal added, none taken (Babel's ``#,##0.######``)."""
    text = _fixed(abs(number), lang, 0, 6)
    if text is None:
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
