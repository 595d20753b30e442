# query: Multiply two matrices given as lists of rows (an m by n and an n by p matrix give an m by p result); when the
# inner dimensions do not match, or either matrix is empty, return None.
def matrix_product_or_none(a, b):
    if not a or not b or not a[0] or len(a[0]) != len(b):
        return None
    p = len(b[0])
    result = []
    for row in a:
        out = []
        for j in range(p):
            total = 0
            for k in range(len(b)):
                total += row[k] * b[k][j]
            out.append(total)
        result.append(out)
    return result

# tests
assert matrix_product_or_none([], [[1]]) is None
assert matrix_product_or_none([[1]], []) is None
assert matrix_product_or_none([[1, 2]], [[1, 2]]) is None
assert matrix_product_or_none([[2]], [[3]]) == [[6]]
assert matrix_product_or_none([[1, 2], [3, 4]], [[5, 6], [7, 8]]) == [[19, 22], [43, 50]]
assert matrix_product_or_none([[5, 6], [7, 8]], [[1, 2], [3, 4]]) == [[23, 34], [31, 46]]
assert matrix_product_or_none([[1, 2, 3]], [[4], [5], [6]]) == [[32]]
assert matrix_product_or_none([[4], [5], [6]], [[1, 2, 3]]) == [[4, 8, 12], [5, 10, 15], [6, 12, 18]]
assert matrix_product_or_none([[1, -1], [0, 2]], [[3, 0, 1], [-2, 4, 5]]) == [[5, -4, -4], [-4, 8, 10]]
