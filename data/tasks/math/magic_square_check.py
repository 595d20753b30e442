# query: Decide whether a grid of numbers (list of rows) is a magic square: non-empty, square, and every row, every
# column and both main diagonals have the same sum (values need not be distinct).
def magic_square_check(grid):
    n = len(grid)
    if n == 0 or any(len(row) != n for row in grid):
        return False
    target = sum(grid[0])
    for row in grid:
        if sum(row) != target:
            return False
    for c in range(n):
        if sum(grid[r][c] for r in range(n)) != target:
            return False
    if sum(grid[i][i] for i in range(n)) != target:
        return False
    return sum(grid[i][n - 1 - i] for i in range(n)) == target

# tests
assert magic_square_check([]) is False
assert magic_square_check([[5]]) is True
assert magic_square_check([[2, 7, 6], [9, 5, 1], [4, 3, 8]]) is True
assert magic_square_check([[2, 7, 6], [9, 5, 1], [4, 8, 3]]) is False
assert magic_square_check([[1, 2], [3, 4]]) is False
assert magic_square_check([[1, 1], [1, 1]]) is True
assert magic_square_check([[2, 7, 6], [9, 5, 1]]) is False
assert magic_square_check([[1, 2, 3], [3, 1, 2], [2, 3, 1]]) is False
assert magic_square_check([[1, 2, 3], [2, 3, 1], [3, 1, 2]]) is False
assert magic_square_check([[16, 3, 2, 13], [5, 10, 11, 8], [9, 6, 7, 12], [4, 15, 14, 1]]) is True
