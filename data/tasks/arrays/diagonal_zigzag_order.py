# query: Read a rectangular matrix along its anti-diagonals (cells with equal row + column index) starting at the
# top-left cell, alternating direction: even-numbered diagonals go from bottom-left up to top-right, odd ones from
# top-right down to bottom-left; an empty matrix gives [].
def diagonal_zigzag_order(matrix):
    if not matrix:
        return []
    rows, cols = len(matrix), len(matrix[0])
    out = []
    for d in range(rows + cols - 1):
        cells = []
        for r in range(max(0, d - cols + 1), min(rows, d + 1)):
            cells.append(matrix[r][d - r])
        if d % 2 == 0:
            cells.reverse()
        out.extend(cells)
    return out

# tests
assert diagonal_zigzag_order([]) == []
assert diagonal_zigzag_order([[]]) == []
assert diagonal_zigzag_order([[1]]) == [1]
assert diagonal_zigzag_order([[1, 2, 3], [4, 5, 6], [7, 8, 9]]) == [1, 2, 4, 7, 5, 3, 6, 8, 9]
assert diagonal_zigzag_order([[1, 2], [3, 4]]) == [1, 2, 3, 4]
assert diagonal_zigzag_order([[1, 2, 3, 4]]) == [1, 2, 3, 4]
assert diagonal_zigzag_order([[1], [2], [3]]) == [1, 2, 3]
assert diagonal_zigzag_order([[1, 2, 3], [4, 5, 6]]) == [1, 2, 4, 5, 3, 6]
assert diagonal_zigzag_order([[1, 2], [3, 4], [5, 6], [7, 8]]) == [1, 2, 3, 5, 4, 6, 7, 8]
