# query: Convert a decimal string whose repeating block is written in parentheses ("0.1(6)", "3.(142857)", "-0.25",
# "2") into a reduced fraction (numerator, denominator) with a positive denominator; malformed text gives None.
import re
from fractions import Fraction
def repeating_decimal_to_fraction(text):
    m = re.fullmatch(r"(-?)(\d+)(?:\.(\d*)(?:\((\d+)\))?)?", text)
    if not m or text.endswith("."):
        return None
    sign, whole, frac, rep = m.group(1), m.group(2), m.group(3) or "", m.group(4) or ""
    value = Fraction(int(whole))
    if frac:
        value += Fraction(int(frac), 10 ** len(frac))
    if rep:
        value += Fraction(int(rep), (10 ** len(rep) - 1) * 10 ** len(frac))
    if sign:
        value = -value
    return (value.numerator, value.denominator)

# tests
assert repeating_decimal_to_fraction("2") == (2, 1)
assert repeating_decimal_to_fraction("-0") == (0, 1)
assert repeating_decimal_to_fraction("-0.25") == (-1, 4)
assert repeating_decimal_to_fraction("0.(3)") == (1, 3)
assert repeating_decimal_to_fraction("0.1(6)") == (1, 6)
assert repeating_decimal_to_fraction("3.(142857)") == (22, 7)
assert repeating_decimal_to_fraction("0.(9)") == (1, 1)
assert repeating_decimal_to_fraction("1.0(012)") == (1667, 1665)
assert repeating_decimal_to_fraction("5.") is None
assert repeating_decimal_to_fraction("1.2.3") is None
