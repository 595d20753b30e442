# query: Multiply two matrices given as lists of rows and return the product matrix; return None when either matrix
# is empty or the first one's column count differs from the second one's row count.
def matrix_product(a, b):
    if not a or not b or len(a[0]) != len(b):
        return None
    n = len(b[0])
    out = []
    for row in a:
        new_row = []
        for j in range(n):
            total = 0
            for k in range(len(b)):
                total += row[k] * b[k][j]
            new_row.append(total)
        out.append(new_row)
    return out

# tests
assert matrix_product([], [[1]]) is None
assert matrix_product([[1]], []) is None
assert matrix_product([[]], []) is None
assert matrix_product([[1, 2]], [[1, 2]]) is None
assert matrix_product([[2]], [[3]]) == [[6]]
assert matrix_product([[1, 2], [3, 4]], [[5, 6], [7, 8]]) == [[19, 22], [43, 50]]
assert matrix_product([[1, 2, 3]], [[1], [2], [3]]) == [[14]]
assert matrix_product([[1], [2]], [[3, 4]]) == [[3, 4], [6, 8]]
assert matrix_product([[1, 0], [0, 1]], [[4, -1], [2, 3]]) == [[4, -1], [2, 3]]
assert matrix_product([[2, -1], [0, 3]], [[1, 2, 0], [4, 1, -2]]) == [[-2, 3, 2], [12, 3, -6]]
