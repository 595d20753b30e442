# query: Return the values of a matrix that are both the smallest in their row and the largest in their column, in
# row-major order (an empty matrix gives []).
def row_min_col_max_values(matrix):
    out = []
    for r, row in enumerate(matrix):
        for c, v in enumerate(row):
            if v == min(row) and v == max(matrix[k][c] for k in range(len(matrix))):
                out.append(v)
    return out

# tests
assert row_min_col_max_values([]) == []
assert row_min_col_max_values([[4]]) == [4]
assert row_min_col_max_values([[3, 7, 8], [9, 11, 13], [15, 16, 17]]) == [15]
assert row_min_col_max_values([[1, 10, 4, 2], [9, 3, 8, 7], [15, 16, 17, 12]]) == [12]
assert row_min_col_max_values([[7, 8], [1, 2]]) == [7]
assert row_min_col_max_values([[1, 2], [3, 4]]) == [3]
assert row_min_col_max_values([[5, 1], [2, 6]]) == []
assert row_min_col_max_values([[2, 2], [1, 1]]) == [2, 2]
assert row_min_col_max_values([[3, 1, 2]]) == [1]
