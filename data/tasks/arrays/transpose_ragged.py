# query: Transpose a list of rows of possibly different lengths: column j of the result lists the j-th item of every
# row, using fill for rows too short to have one; no rows (or only empty rows) give [].
def transpose_ragged(rows, fill):
    width = max((len(r) for r in rows), default=0)
    out = []
    for c in range(width):
        out.append([r[c] if c < len(r) else fill for r in rows])
    return out

# tests
assert transpose_ragged([], 0) == []
assert transpose_ragged([[], []], 0) == []
assert transpose_ragged([[1, 2, 3]], 0) == [[1], [2], [3]]
assert transpose_ragged([[1, 2], [3, 4]], 0) == [[1, 3], [2, 4]]
assert transpose_ragged([[1, 2, 3], [4]], None) == [[1, 4], [2, None], [3, None]]
assert transpose_ragged([[1], [2, 3], []], "-") == [[1, 2, '-'], ['-', 3, '-']]
assert transpose_ragged([[1, 2], [3, 4], [5, 6]], 0) == [[1, 3, 5], [2, 4, 6]]
assert transpose_ragged([[], [7, 8]], 9) == [[9, 7], [9, 8]]
