# query: Reshape a matrix (list of rows) to r rows and c columns, reading and writing values in row-major order; one
# of r or c may be -1 to infer it from the number of values. Return None when the shape cannot hold exactly all values.
def reshape_matrix(matrix, r, c):
    flat = [v for row in matrix for v in row]
    n = len(flat)
    if r == -1 and c > 0:
        r = n // c
    elif c == -1 and r > 0:
        c = n // r
    if r < 0 or c < 0 or r * c != n:
        return None
    return [flat[i * c:(i + 1) * c] for i in range(r)]

# tests
assert reshape_matrix([[1, 2], [3, 4]], 1, 4) == [[1, 2, 3, 4]]
assert reshape_matrix([[1, 2], [3, 4]], 3, 2) is None
assert reshape_matrix([[1, 2, 3], [4, 5, 6]], 3, 2) == [[1, 2], [3, 4], [5, 6]]
assert reshape_matrix([[1, 2, 3], [4, 5, 6]], -1, 3) == [[1, 2, 3], [4, 5, 6]]
assert reshape_matrix([[1, 2, 3], [4, 5, 6]], 2, -1) == [[1, 2, 3], [4, 5, 6]]
assert reshape_matrix([[1, 2, 3], [4, 5, 6]], -1, 4) is None
assert reshape_matrix([], 0, 0) == []
assert reshape_matrix([[1, 2, 3], [4, 5, 6]], -1, 0) is None
assert reshape_matrix([[1, 2, 3], [4, 5, 6]], -2, -3) is None
assert reshape_matrix([[1, 2], [3, 4]], 2, 3) is None
