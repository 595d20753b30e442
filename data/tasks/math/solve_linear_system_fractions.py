# query: Solve a square system of linear equations A x = b with integer or fractional coefficients exactly, returning
# the unique solution as a list of fractions, or None when the system is singular (no solution or infinitely many).
from fractions import Fraction
def solve_linear_system_fractions(a, b):
    n = len(a)
    m = [[Fraction(v) for v in row] + [Fraction(rhs)] for row, rhs in zip(a, b)]
    for c in range(n):
        pivot = next((r for r in range(c, n) if m[r][c] != 0), None)
        if pivot is None:
            return None
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(n):
            if r != c and m[r][c] != 0:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]

# tests
assert solve_linear_system_fractions([], []) == []
assert solve_linear_system_fractions([[2]], [3]) == [Fraction(3, 2)]
assert solve_linear_system_fractions([[0]], [3]) is None
assert solve_linear_system_fractions([[1, 1], [1, -1]], [3, 1]) == [2, 1]
assert solve_linear_system_fractions([[0, 1], [1, 0]], [5, 7]) == [7, 5]
assert solve_linear_system_fractions([[1, 2], [2, 4]], [3, 6]) is None
assert solve_linear_system_fractions([[2, 1, -1], [-3, -1, 2], [-2, 1, 2]], [8, -11, -3]) == [2, 3, -1]
assert solve_linear_system_fractions([[1, 1, 1], [0, 2, 5], [2, 5, -1]], [6, -4, 27]) == [5, 3, -2]
assert solve_linear_system_fractions([[3, 2], [1, 2]], [1, 1]) == [0, Fraction(1, 2)]
assert solve_linear_system_fractions([[1, 2, 3], [4, 5, 6], [7, 8, 9]], [1, 2, 3]) is None
