# query: In a rectangular matrix whose rows and columns are each sorted ascending, find target by walking from the
# top-right corner and return its (row, column) position as a tuple, or None if absent or the matrix is empty.
def staircase_matrix_search(matrix, target):
    if not matrix or not matrix[0]:
        return None
    row, col = 0, len(matrix[0]) - 1
    while row < len(matrix) and col >= 0:
        value = matrix[row][col]
        if value == target:
            return (row, col)
        if value > target:
            col -= 1
        else:
            row += 1
    return None

# tests
assert staircase_matrix_search([], 1) is None
assert staircase_matrix_search([[]], 1) is None
assert staircase_matrix_search([[5]], 5) == (0, 0)
assert staircase_matrix_search([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 6) == (2, 1)
assert staircase_matrix_search([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 10) is None
assert staircase_matrix_search([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 0) is None
assert staircase_matrix_search([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 7) == (0, 2)
assert staircase_matrix_search([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 3) == (2, 0)
assert staircase_matrix_search([[-5, -1], [0, 2], [3, 10]], 2) == (1, 1)
assert staircase_matrix_search([[1, 3, 5, 7]], 4) is None
