# query: Return the rank of a matrix of integers or fractions (a list of rows, possibly non-square) using exact
# rational Gaussian elimination; an empty matrix or one with empty rows has rank 0.
from fractions import Fraction
def matrix_rank_rational(matrix):
    m = [[Fraction(v) for v in row] for row in matrix]
    if not m or not m[0]:
        return 0
    rows, cols = len(m), len(m[0])
    rank = 0
    for c in range(cols):
        pivot = next((r for r in range(rank, rows) if m[r][c] != 0), None)
        if pivot is None:
            continue
        m[rank], m[pivot] = m[pivot], m[rank]
        for r in range(rows):
            if r != rank and m[r][c] != 0:
                f = m[r][c] / m[rank][c]
                m[r] = [a - f * b for a, b in zip(m[r], m[rank])]
        rank += 1
        if rank == rows:
            break
    return rank

# tests
assert matrix_rank_rational([]) == 0
assert matrix_rank_rational([[]]) == 0
assert matrix_rank_rational([[0, 0], [0, 0]]) == 0
assert matrix_rank_rational([[5]]) == 1
assert matrix_rank_rational([[1, 2], [2, 4]]) == 1
assert matrix_rank_rational([[1, 2], [3, 4]]) == 2
assert matrix_rank_rational([[1, 2, 3], [4, 5, 6], [7, 8, 9]]) == 2
assert matrix_rank_rational([[0, 1], [1, 0], [1, 1]]) == 2
assert matrix_rank_rational([[0, 0, 3], [0, 0, 6], [1, 0, 0]]) == 2
assert matrix_rank_rational([[Fraction(1, 2), 1], [1, 2]]) == 1
