# query: List the grid cells on the border of the inclusive cell rectangle from (x1, y1) to (x2, y2) exactly once,
# going clockwise on screen (y grows downward) from (x1, y1): along the top row, down the right column, back along
# the bottom row and up the left column; x1 > x2 or y1 > y2 gives [].
def rect_border_cells(x1, y1, x2, y2):
    if x1 > x2 or y1 > y2:
        return []
    cells = [(x, y1) for x in range(x1, x2 + 1)]
    cells += [(x2, y) for y in range(y1 + 1, y2 + 1)]
    if y2 > y1:
        cells += [(x, y2) for x in range(x2 - 1, x1 - 1, -1)]
    if x2 > x1:
        cells += [(x1, y) for y in range(y2 - 1, y1, -1)]
    return cells

# tests
assert rect_border_cells(2, 2, 1, 2) == []
assert rect_border_cells(0, 3, 0, 2) == []
assert rect_border_cells(4, 4, 4, 4) == [(4, 4)]
assert rect_border_cells(0, 0, 2, 0) == [(0, 0), (1, 0), (2, 0)]
assert rect_border_cells(0, 0, 0, 2) == [(0, 0), (0, 1), (0, 2)]
assert rect_border_cells(0, 0, 1, 1) == [(0, 0), (1, 0), (1, 1), (0, 1)]
assert rect_border_cells(0, 0, 2, 2) == [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2), (0, 1)]
assert rect_border_cells(-1, 5, 1, 7) == [(-1, 5), (0, 5), (1, 5), (1, 6), (1, 7), (0, 7), (-1, 7), (-1, 6)]
assert len(rect_border_cells(0, 0, 4, 2)) == 12
assert rect_border_cells(0, 0, 3, 1) == [(0, 0), (1, 0), (2, 0), (3, 0), (3, 1), (2, 1), (1, 1), (0, 1)]
