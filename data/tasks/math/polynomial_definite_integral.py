# query: Return the exact definite integral from a to b of a polynomial whose coefficients are listed from the constant
# term upward ([1, 0, 3] is 1 + 3x^2), as a fraction; bounds may be fractions or negative and b < a gives the negated
# value.
from fractions import Fraction
def polynomial_definite_integral(coeffs, a, b):
    a, b = Fraction(a), Fraction(b)
    total = Fraction(0)
    for i, c in enumerate(coeffs):
        total += Fraction(c) * (b ** (i + 1) - a ** (i + 1)) / (i + 1)
    return total

# tests
assert polynomial_definite_integral([], 0, 5) == 0
assert polynomial_definite_integral([7], 1, 4) == 21
assert polynomial_definite_integral([7], 4, 1) == -21
assert polynomial_definite_integral([0, 1], 0, 2) == 2
assert polynomial_definite_integral([0, 0, 1], 0, 1) == Fraction(1, 3)
assert polynomial_definite_integral([1, 0, 3], -1, 2) == 12
assert polynomial_definite_integral([0, 0, 0, 4], -2, 2) == 0
assert polynomial_definite_integral([2, -1], 1, 3) == 0
assert polynomial_definite_integral([1, 1, 1], Fraction(1, 2), 1) == Fraction(7, 6)
assert polynomial_definite_integral([0, 6], -3, -1) == -24
