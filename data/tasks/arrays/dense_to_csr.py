# query: Convert a dense matrix (list of rows) to compressed sparse row form: return (values, column_indices, row_ptr)
# listing the non-zero entries row by row, where row i's entries are at positions row_ptr[i] to row_ptr[i+1]-1.
def dense_to_csr(matrix):
    values = []
    cols = []
    row_ptr = [0]
    for row in matrix:
        for c, v in enumerate(row):
            if v != 0:
                values.append(v)
                cols.append(c)
        row_ptr.append(len(values))
    return values, cols, row_ptr

# tests
assert dense_to_csr([]) == ([], [], [0])
assert dense_to_csr([[0, 0]]) == ([], [], [0, 0])
assert dense_to_csr([[5]]) == ([5], [0], [0, 1])
assert dense_to_csr([[1, 0, 2], [0, 0, 3], [4, 5, 6]]) == ([1, 2, 3, 4, 5, 6], [0, 2, 2, 0, 1, 2], [0, 2, 3, 6])
assert dense_to_csr([[0, 7], [0, 0], [8, 0]]) == ([7, 8], [1, 0], [0, 1, 1, 2])
assert dense_to_csr([[0, -1, 0, 2]]) == ([-1, 2], [1, 3], [0, 2])
assert dense_to_csr([[0], [3], [0], [4]]) == ([3, 4], [0, 0], [0, 0, 1, 1, 2])
assert dense_to_csr([[1, 2], [3, 4]]) == ([1, 2, 3, 4], [0, 1, 0, 1], [0, 2, 4])
