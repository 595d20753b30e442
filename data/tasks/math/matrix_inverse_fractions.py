# query: Return the inverse of a square matrix of integers or fractions as a list of rows of exact fractions, using
# Gauss-Jordan elimination; a singular or non-square matrix gives None and an empty matrix gives [].
from fractions import Fraction
def matrix_inverse_fractions(matrix):
    n = len(matrix)
    if any(len(row) != n for row in matrix):
        return None
    m = [[Fraction(v) for v in row] + [Fraction(int(i == j)) for j in range(n)] for i, row in enumerate(matrix)]
    for c in range(n):
        pivot = next((r for r in range(c, n) if m[r][c] != 0), None)
        if pivot is None:
            return None
        m[c], m[pivot] = m[pivot], m[c]
        p = m[c][c]
        m[c] = [v / p for v in m[c]]
        for r in range(n):
            if r != c and m[r][c] != 0:
                f = m[r][c]
                m[r] = [a - f * b for a, b in zip(m[r], m[c])]
    return [row[n:] for row in m]

# tests
assert matrix_inverse_fractions([]) == []
assert matrix_inverse_fractions([[1, 2]]) is None
assert matrix_inverse_fractions([[0]]) is None
assert matrix_inverse_fractions([[4]]) == [[Fraction(1, 4)]]
assert matrix_inverse_fractions([[1, 2], [3, 4]]) == [[-2, 1], [Fraction(3, 2), Fraction(-1, 2)]]
assert matrix_inverse_fractions([[0, 1], [1, 0]]) == [[0, 1], [1, 0]]
assert matrix_inverse_fractions([[1, 2], [2, 4]]) is None
assert matrix_inverse_fractions([[2, 0, 0], [0, 4, 0], [0, 0, 5]]) == [[Fraction(1, 2), 0, 0], [0, Fraction(1, 4), 0], [0, 0, Fraction(1, 5)]]
assert matrix_inverse_fractions([[1, 1, 0], [0, 1, 1], [1, 0, 1]]) == [[Fraction(1, 2), Fraction(-1, 2), Fraction(1, 2)], [Fraction(1, 2), Fraction(1, 2), Fraction(-1, 2)], [Fraction(-1, 2), Fraction(1, 2), Fraction(1, 2)]]
assert matrix_inverse_fractions([[2, 1], [7, 4]]) == [[4, -1], [-7, 2]]
