# query: Decide whether a square grid of n x n integers is a normal magic square: it holds each of 1..n*n exactly
# once and every row, every column and both main diagonals have the same sum; an empty or non-square grid is not.
def is_magic_square(grid):
    n = len(grid)
    if n == 0 or any(len(row) != n for row in grid):
        return False
    values = sorted(v for row in grid for v in row)
    if values != list(range(1, n * n + 1)):
        return False
    target = n * (n * n + 1) // 2
    for i in range(n):
        if sum(grid[i]) != target or sum(grid[r][i] for r in range(n)) != target:
            return False
    if sum(grid[i][i] for i in range(n)) != target:
        return False
    return sum(grid[i][n - 1 - i] for i in range(n)) == target

# tests
assert is_magic_square([]) is False
assert is_magic_square([[1]]) is True
assert is_magic_square([[2, 7, 6], [9, 5, 1], [4, 3, 8]]) is True
assert is_magic_square([[2, 7, 6], [9, 5, 1], [4, 3]]) is False
assert is_magic_square([[5, 5, 5], [5, 5, 5], [5, 5, 5]]) is False
assert is_magic_square([[1, 2], [3, 4]]) is False
assert is_magic_square([[16, 2, 3, 13], [5, 11, 10, 8], [9, 7, 6, 12], [4, 14, 15, 1]]) is True
assert is_magic_square([[7, 6, 2], [9, 5, 1], [8, 4, 3]]) is False
assert is_magic_square([[8, 7, 9], [6, 5, 4], [1, 3, 2]]) is False
assert is_magic_square([[1, 9, 5], [8, 4, 3], [6, 2, 7]]) is False
