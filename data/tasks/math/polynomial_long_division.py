# query: Divide polynomial num by polynomial den (coefficient lists from the highest power down, leading zeros ignored)
# and return (quotient, remainder) as lists of exact fractions in the same order, each without leading zeros ([] for
# zero); a zero or empty divisor gives None.
from fractions import Fraction
def polynomial_long_division(num, den):
    def strip(p):
        i = 0
        while i < len(p) and p[i] == 0:
            i += 1
        return p[i:]
    num = [Fraction(c) for c in strip(list(num))]
    den = [Fraction(c) for c in strip(list(den))]
    if not den:
        return None
    quotient = []
    rem = num[:]
    while len(rem) >= len(den):
        factor = rem[0] / den[0]
        quotient.append(factor)
        for i in range(len(den)):
            rem[i] -= factor * den[i]
        rem.pop(0)
    return (quotient, strip(rem))

# tests
assert polynomial_long_division([1, 2], []) is None
assert polynomial_long_division([1], [0, 0]) is None
assert polynomial_long_division([1, 0, 1], [1, 0]) == ([1, 0], [1])
assert polynomial_long_division([1, -3, 2], [1, -1]) == ([1, -2], [])
assert polynomial_long_division([2, 3], [1, 0, 0]) == ([], [2, 3])
assert polynomial_long_division([4, 0, -2], [2, 1]) == ([2, -1], [-1])
assert polynomial_long_division([1, 0, 0, -1], [1, -1]) == ([1, 1, 1], [])
assert polynomial_long_division([3], [2]) == ([Fraction(3, 2)], [])
assert polynomial_long_division([0, 0, 5], [0, 1, 0]) == ([], [5])
assert polynomial_long_division([1, 2, 3, 4], [1, 1]) == ([1, 1, 2], [2])
