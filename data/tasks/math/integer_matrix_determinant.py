# query: Return the determinant of a square matrix of integers (a list of rows) as an exact integer, without any
# floating point and in polynomial time (no cofactor expansion); the empty matrix has determinant 1.
def integer_matrix_determinant(matrix):
    m = [row[:] for row in matrix]
    n = len(m)
    sign = 1
    prev = 1
    for k in range(n - 1):
        if m[k][k] == 0:
            swap = next((i for i in range(k + 1, n) if m[i][k] != 0), None)
            if swap is None:
                return 0
            m[k], m[swap] = m[swap], m[k]
            sign = -sign
        for i in range(k + 1, n):
            for j in range(k + 1, n):
                m[i][j] = (m[i][j] * m[k][k] - m[i][k] * m[k][j]) // prev
        prev = m[k][k]
    return sign * m[n - 1][n - 1] if n else 1

# tests
assert integer_matrix_determinant([]) == 1
assert integer_matrix_determinant([[-7]]) == -7
assert integer_matrix_determinant([[1, 2], [3, 4]]) == -2
assert integer_matrix_determinant([[3, 4], [1, 2]]) == 2
assert integer_matrix_determinant([[2, 4], [1, 2]]) == 0
assert integer_matrix_determinant([[0, 1], [1, 0]]) == -1
assert integer_matrix_determinant([[6, 1, 1], [4, -2, 5], [2, 8, 7]]) == -306
assert integer_matrix_determinant([[0, 2, 1], [0, 5, 3], [4, 1, 1]]) == 4
assert integer_matrix_determinant([[1, 2, 3], [4, 5, 6], [7, 8, 9]]) == 0
assert integer_matrix_determinant([[2, 0, 0, 0], [1, 3, 0, 0], [4, 5, 6, 0], [7, 8, 9, 10]]) == 360
