"""Decimals and percentages are written without importing Babel (issue 24: a warm ``marquoir
odds`` starts fast), from the number symbols kept in ``marquoir/i18n/numbers.py``: the symbols
are Babel's, and so is every figure written, in both languages, over tens of thousands of
values (ties of rounding, tiny and large ones, whole ones, the figures ``str`` writes with an
exponent)."""

import math
import random
import subprocess
import sys

import pytest
from babel import Locale
from babel.numbers import format_decimal, format_percent, get_decimal_symbol, get_group_symbol

from marquoir.i18n import numbers
from marquoir.i18n.numbers import DECIMAL, GROUP, LOCALES, PERCENT_AFTER, decimal, percent

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
def test_the_symbols_kept_are_babels(lang: str) -> None:
    locale = LOCALES[lang]
    assert GROUP[lang] == get_group_symbol(locale)
    assert DECIMAL[lang] == get_decimal_symbol(locale)
    assert Locale.parse(locale).percent_formats[None].pattern == "#,##0" + PERCENT_AFTER[lang]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("digits", [0, 1, 2, 3])
def test_decimals_are_written_as_babel_writes_them(lang: str, digits: int) -> None:
    pattern = "#,##0" + ("." + "0" * digits if digits else "")
    for value in values(digits):
        expected = format_decimal(value, format=pattern, locale=LOCALES[lang])
        assert decimal(value, lang, digits) == expected, value
        assert numbers._fixed(value, lang, digits, digits) == expected, value  # not Babel's


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
        assert numbers._fixed(fraction, lang, digits, digits, 2) is not None


@pytest.mark.parametrize("lang", LANGS)
def test_significant_figures_are_written_as_babel_writes_them(lang: str) -> None:
    cut = [float(f"{v:.4g}") for v in values(20)]  # the odds commands' figures
    for value in values(21) + cut + [7, 1234, 10**12]:
        expected = format_decimal(value, format="#,##0.######", locale=LOCALES[lang])
        assert numbers.significant(value, lang) == expected, value
        assert numbers._fixed(value, lang, 0, 6) == expected, value


@pytest.mark.parametrize("lang", LANGS)
def test_signs_and_what_babel_still_writes(lang: str) -> None:
    """The minus and the plus are the module's; what is not a plain finite figure (and a
    figure of 1e15 or more) is still Babel's to write, as before."""
    assert decimal(-1234.56, lang) == "−" + format_decimal(1234.56, "#,##0.0", LOCALES[lang])
    assert decimal(-0.04, lang) == "0.0".replace(".", DECIMAL[lang])  # rounds to 0: no sign
    assert decimal(41.25, lang, sign=True).startswith("+41")
    assert percent(-0.5, lang, 0) == "−50" + PERCENT_AFTER[lang]
    for odd in (math.nan, math.inf, 1e15, 3.2e21):
        assert numbers._fixed(odd, lang, 1, 1) is None
        assert decimal(odd, lang) == format_decimal(odd, "#,##0.0", LOCALES[lang])
        assert numbers.significant(odd, lang) == format_decimal(odd, "#,##0.######", LOCALES[lang])


def test_writing_a_decimal_or_a_percentage_does_not_import_babel() -> None:
    code = (
        "import sys\n"
        "from marquoir.i18n.numbers import decimal, percent, significant\n"
        "print(percent(0.278, 'fr'), decimal(1234.5, 'fr'), significant(594.4, 'en'))\n"
        "print('babel' in sys.modules)\n"
        "decimal(float('nan'), 'en')\n"
        "print('babel' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split("\n") == ["27,8\u00a0% 1\u202f234,5 594.4", "False", "True", ""]
