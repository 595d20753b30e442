# query: Return a copy of a matrix in which every row and every column that contains a 0 in the original is set
# entirely to 0, leaving the input unchanged.
def zero_out_rows_cols(matrix):
    zero_rows = set()
    zero_cols = set()
    for r, row in enumerate(matrix):
        for c, v in enumerate(row):
            if v == 0:
                zero_rows.add(r)
                zero_cols.add(c)
    return [[0 if r in zero_rows or c in zero_cols else v for c, v in enumerate(row)] for r, row in enumerate(matrix)]

# tests
assert zero_out_rows_cols([]) == []
assert zero_out_rows_cols([[5]]) == [[5]]
assert zero_out_rows_cols([[0]]) == [[0]]
assert zero_out_rows_cols([[1, 1, 1], [1, 0, 1], [1, 1, 1]]) == [[1, 0, 1], [0, 0, 0], [1, 0, 1]]
assert zero_out_rows_cols([[0, 1, 2, 0], [3, 4, 5, 2], [1, 3, 1, 5]]) == [[0, 0, 0, 0], [0, 4, 5, 0], [0, 3, 1, 0]]
assert zero_out_rows_cols([[1, 2], [3, 4]]) == [[1, 2], [3, 4]]
assert zero_out_rows_cols([[1, 2, 3], [4, 5, 0]]) == [[1, 2, 0], [0, 0, 0]]
assert zero_out_rows_cols([[7, 0], [8, 9], [1, 2]]) == [[0, 0], [8, 0], [1, 0]]
