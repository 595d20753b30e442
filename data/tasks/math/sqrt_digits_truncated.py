# query: Return the square root of a non-negative integer n as a decimal string truncated (not rounded) to the given
# number of decimal places, computed exactly with integers so that many digits are correct; 0 places gives just the
# integer part, and a negative n or negative places gives None.
import math
def sqrt_digits_truncated(n, places):
    if n < 0 or places < 0:
        return None
    r = math.isqrt(n * 10 ** (2 * places))
    if places == 0:
        return str(r)
    s = str(r).rjust(places + 1, "0")
    return s[:-places] + "." + s[-places:]

# tests
assert sqrt_digits_truncated(-1, 2) is None
assert sqrt_digits_truncated(4, -1) is None
assert sqrt_digits_truncated(10, 0) == "3"
assert sqrt_digits_truncated(0, 3) == "0.000"
assert sqrt_digits_truncated(1, 1) == "1.0"
assert sqrt_digits_truncated(16, 2) == "4.00"
assert sqrt_digits_truncated(2, 5) == "1.41421"
assert sqrt_digits_truncated(99, 1) == "9.9"
assert sqrt_digits_truncated(50, 3) == "7.071"
assert sqrt_digits_truncated(2, 20) == "1.41421356237309504880"
