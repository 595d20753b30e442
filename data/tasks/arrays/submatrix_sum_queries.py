# query: Answer rectangle-sum queries on an integer matrix: each query (r1, c1, r2, c2) asks for the sum of the cells
# with rows r1..r2 and columns c1..c2 inclusive; return the answers in query order.
def submatrix_sum_queries(matrix, queries):
    rows = len(matrix)
    cols = len(matrix[0]) if rows else 0
    pre = [[0] * (cols + 1) for _ in range(rows + 1)]
    for r in range(rows):
        for c in range(cols):
            pre[r + 1][c + 1] = matrix[r][c] + pre[r][c + 1] + pre[r + 1][c] - pre[r][c]
    out = []
    for r1, c1, r2, c2 in queries:
        out.append(pre[r2 + 1][c2 + 1] - pre[r1][c2 + 1] - pre[r2 + 1][c1] + pre[r1][c1])
    return out

# tests
assert submatrix_sum_queries([], []) == []
assert submatrix_sum_queries([[5]], [(0, 0, 0, 0)]) == [5]
assert submatrix_sum_queries([[1, 2], [3, 4]], [(0, 0, 1, 1), (1, 1, 1, 1)]) == [10, 4]
assert submatrix_sum_queries([[1, 2, 3], [4, 5, 6], [7, 8, 9]], [(0, 1, 1, 2), (1, 0, 2, 1)]) == [16, 24]
assert submatrix_sum_queries([[1, 2, 3], [4, 5, 6], [7, 8, 9]], [(2, 0, 2, 2), (0, 2, 2, 2)]) == [24, 18]
assert submatrix_sum_queries([[3, -1], [-2, 4], [1, 1]], [(0, 0, 2, 1), (1, 0, 2, 0)]) == [6, -1]
assert submatrix_sum_queries([[1, 2, 3, 4]], [(0, 1, 0, 2), (0, 3, 0, 3)]) == [5, 4]
assert submatrix_sum_queries([[2], [3], [5]], [(1, 0, 2, 0), (0, 0, 0, 0)]) == [8, 2]
