# query: Decide whether every top-left to bottom-right diagonal of a rectangular matrix (a list of equal-length rows)
# holds a single repeated value; empty matrices and single rows or columns qualify.
def is_toeplitz_matrix(matrix):
    for r in range(1, len(matrix)):
        for c in range(1, len(matrix[r])):
            if matrix[r][c] != matrix[r - 1][c - 1]:
                return False
    return True

# tests
assert is_toeplitz_matrix([]) is True
assert is_toeplitz_matrix([[1, 2, 3]]) is True
assert is_toeplitz_matrix([[1], [2], [3]]) is True
assert is_toeplitz_matrix([[1, 2, 3, 4], [5, 1, 2, 3], [9, 5, 1, 2]]) is True
assert is_toeplitz_matrix([[1, 2], [2, 2]]) is False
assert is_toeplitz_matrix([[1, 2], [3, 1]]) is True
assert is_toeplitz_matrix([[7, 8], [9, 7], [5, 9]]) is True
assert is_toeplitz_matrix([[7, 8], [9, 7], [5, 8]]) is False
assert is_toeplitz_matrix([[1, 2, 3], [4, 1, 5]]) is False
