# query: Return a new matrix that is the given rectangular matrix (list of equal-length rows) rotated 90 degrees
# clockwise, so an r x c matrix becomes c x r; an empty matrix gives an empty list.
def rotate_matrix_clockwise(matrix):
    if not matrix:
        return []
    rows, cols = len(matrix), len(matrix[0])
    result = []
    for c in range(cols):
        new_row = []
        for r in range(rows - 1, -1, -1):
            new_row.append(matrix[r][c])
        result.append(new_row)
    return result

# tests
assert rotate_matrix_clockwise([]) == []
assert rotate_matrix_clockwise([[1]]) == [[1]]
assert rotate_matrix_clockwise([[1, 2], [3, 4]]) == [[3, 1], [4, 2]]
assert rotate_matrix_clockwise([[1, 2, 3], [4, 5, 6], [7, 8, 9]]) == [[7, 4, 1], [8, 5, 2], [9, 6, 3]]
assert rotate_matrix_clockwise([[1, 2, 3]]) == [[1], [2], [3]]
assert rotate_matrix_clockwise([[1], [2], [3]]) == [[3, 2, 1]]
assert rotate_matrix_clockwise([[1, 2, 3], [4, 5, 6]]) == [[4, 1], [5, 2], [6, 3]]
assert rotate_matrix_clockwise([[0, -1], [2, 0], [5, 6]]) == [[5, 2, 0], [6, 0, -1]]
