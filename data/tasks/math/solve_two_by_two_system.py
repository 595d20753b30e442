# query: Solve the linear system a1*x + b1*y = c1, a2*x + b2*y = c2 with integer coefficients and return the unique
# solution (x, y) as exact fractions, or None when there is no unique solution (parallel or identical lines).
from fractions import Fraction
def solve_two_by_two_system(a1, b1, c1, a2, b2, c2):
    det = a1 * b2 - a2 * b1
    if det == 0:
        return None
    x = Fraction(c1 * b2 - c2 * b1, det)
    y = Fraction(a1 * c2 - a2 * c1, det)
    return (x, y)

# tests
assert solve_two_by_two_system(1, 1, 3, 1, -1, 1) == (2, 1)
assert solve_two_by_two_system(1, -1, 1, 1, 1, 3) == (2, 1)
assert solve_two_by_two_system(2, 3, 8, 1, 2, 5) == (1, 2)
assert solve_two_by_two_system(1, 2, 3, 2, 4, 6) is None
assert solve_two_by_two_system(1, 2, 3, 2, 4, 7) is None
assert solve_two_by_two_system(2, 0, 1, 0, 3, 2) == (Fraction(1, 2), Fraction(2, 3))
assert solve_two_by_two_system(0, 3, 2, 2, 0, 1) == (Fraction(1, 2), Fraction(2, 3))
assert solve_two_by_two_system(3, -2, 1, -1, 4, 3) == (1, 1)
assert solve_two_by_two_system(5, 7, 0, 3, 4, 1) == (7, -5)
