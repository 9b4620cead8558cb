"""Decimals and percentages are written as Babel writes them with its patterns, in both
languages, over tens of thousands of values (ties of rounding, tiny and large ones, whole ones,
the figures ``str`` writes with an exponent), signs included."""

import math
import random

import pytest
from babel import Locale
from babel.numbers import format_decimal, format_percent

from marquoir.i18n import numbers
from marquoir.i18n.numbers import LOCALES, decimal, percent

LANGS = sorted(LOCALES)


def values(seed: int, count: int = 4000) -> list[float]:
    """Figures of every size, and the ties a rounding can get wrong."""
    rnd = random.Random(seed)
    out: list[float] = [0.0, 1.0, 0.5, 1.5, 2.5, 0.125, 0.375, 2.675, 0.285, 1.005, 1e-7]
    out += [5e-7, 1.5e-5, 9.999995, 0.9999995, 999999.9999995, 123456789012.345, 9.99e14]
    out += [0.0005, 0.005, 0.0045, 0.00015, 0.99995, 0.999995, 1 / 3, 2 / 3, 10271, 1400]
    for _ in range(count):
        kind = rnd.randrange(5)
        if kind == 0:  # anything, from 1e-9 to 1e14
            out.append(rnd.random() * 10 ** rnd.randint(-9, 14))
        elif kind == 1:  # a decimal with a few digits: the ties of half to even
            places = rnd.randint(1, 8)
            out.append(round(rnd.randint(0, 10**7) / 10**places + 5 / 10 ** (places + 1), 9))
        elif kind == 2:  # a binary fraction, exact in a float
            out.append(rnd.randint(0, 2**20) / 2 ** rnd.randint(0, 12))
        elif kind == 3:  # a probability
            out.append(rnd.random())
        else:  # a whole figure
            out.append(float(rnd.randint(0, 10**9)))
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("digits", [0, 1, 2, 3])
def test_decimals_are_written_as_babel_writes_them(lang: str, digits: int) -> None:
    pattern = "#,##0" + ("." + "0" * digits if digits else "")
    for value in values(digits):
        expected = format_decimal(value, format=pattern, locale=LOCALES[lang])
        assert decimal(value, lang, digits) == expected, value


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("digits", [0, 1, 2])
def test_percentages_are_written_as_babel_writes_them(lang: str, digits: int) -> None:
    locale = Locale.parse(LOCALES[lang])
    pattern = locale.percent_formats[None].pattern.replace(
        "#,##0", "#,##0." + "0" * digits if digits else "#,##0", 1
    )
    for value in values(10 + digits):
        fraction = value / 10 ** random.Random(value).randint(0, 6)
        expected = format_percent(fraction, format=pattern, locale=locale)
        assert percent(fraction, lang, digits) == expected, fraction


@pytest.mark.parametrize("lang", LANGS)
def test_significant_figures_are_written_as_babel_writes_them(lang: str) -> None:
    cut = [float(f"{v:.4g}") for v in values(20)]  # the odds commands' figures
    for value in values(21) + cut + [7, 1234, 10**12]:
        expected = format_decimal(value, format="#,##0.######", locale=LOCALES[lang])
        assert numbers.significant(value, lang) == expected, value


@pytest.mark.parametrize("lang", LANGS)
def test_signs_and_what_babel_still_writes(lang: str) -> None:
    """The minus and the plus are the module's; what is not a plain finite figure (and a
    figure of 1e15 or more) is Babel's to write."""
    assert decimal(-1234.56, lang) == "−" + format_decimal(1234.56, "#,##0.0", LOCALES[lang])
    assert decimal(-0.04, lang) == format_decimal(0, "#,##0.0", LOCALES[lang])  # no sign
    assert decimal(41.25, lang, sign=True).startswith("+41")
    assert percent(-0.5, lang, 0) == "−" + percent(0.5, lang, 0)
    for odd in (math.nan, math.inf, 1e15, 3.2e21):
        assert decimal(odd, lang) == format_decimal(odd, "#,##0.0", LOCALES[lang])
        assert numbers.significant(odd, lang) == format_decimal(odd, "#,##0.######", LOCALES[lang])
