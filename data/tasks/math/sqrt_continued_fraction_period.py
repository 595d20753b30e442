# query: Expand the square root of a positive integer n as a continued fraction and return (a0, period), where a0 is
# the integer part and period the list of terms that repeat forever ([] when n is a perfect square); n below 1 gives
# None.
import math
def sqrt_continued_fraction_period(n):
    if n < 1:
        return None
    a0 = math.isqrt(n)
    if a0 * a0 == n:
        return (a0, [])
    period = []
    m, d, a = 0, 1, a0
    while a != 2 * a0:
        m = d * a - m
        d = (n - m * m) // d
        a = (a0 + m) // d
        period.append(a)
    return (a0, period)

# tests
assert sqrt_continued_fraction_period(0) is None
assert sqrt_continued_fraction_period(1) == (1, [])
assert sqrt_continued_fraction_period(4) == (2, [])
assert sqrt_continued_fraction_period(2) == (1, [2])
assert sqrt_continued_fraction_period(3) == (1, [1, 2])
assert sqrt_continued_fraction_period(7) == (2, [1, 1, 1, 4])
assert sqrt_continued_fraction_period(13) == (3, [1, 1, 1, 1, 6])
assert sqrt_continued_fraction_period(19) == (4, [2, 1, 3, 1, 2, 8])
assert sqrt_continued_fraction_period(23) == (4, [1, 3, 1, 8])
assert sqrt_continued_fraction_period(61) == (7, [1, 4, 3, 1, 2, 2, 1, 3, 4, 1, 14])
