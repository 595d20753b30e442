# query: For a plane divided into square tiles of the given size (tile (col, row) covers [col*size, (col+1)*size) in x
# and likewise in y), list the tiles that overlap the viewport with top-left (x, y) and the given positive width and
# height, row by row; negative coordinates are allowed and a non-positive width or height gives [].
def tiles_overlapping_viewport(x, y, width, height, size):
    if width <= 0 or height <= 0:
        return []
    first_col = x // size
    last_col = (x + width - 1) // size
    first_row = y // size
    last_row = (y + height - 1) // size
    return [(c, r) for r in range(first_row, last_row + 1) for c in range(first_col, last_col + 1)]

# tests
assert tiles_overlapping_viewport(0, 0, 0, 10, 256) == []
assert tiles_overlapping_viewport(0, 0, 10, -1, 256) == []
assert tiles_overlapping_viewport(0, 0, 256, 256, 256) == [(0, 0)]
assert tiles_overlapping_viewport(0, 0, 257, 256, 256) == [(0, 0), (1, 0)]
assert tiles_overlapping_viewport(255, 255, 2, 2, 256) == [(0, 0), (1, 0), (0, 1), (1, 1)]
assert tiles_overlapping_viewport(256, 0, 1, 1, 256) == [(1, 0)]
assert tiles_overlapping_viewport(-1, 0, 1, 1, 256) == [(-1, 0)]
assert tiles_overlapping_viewport(-10, -300, 20, 50, 256) == [(-1, -2), (0, -2), (-1, -1), (0, -1)]
assert tiles_overlapping_viewport(100, 30, 30, 100, 64) == [(1, 0), (2, 0), (1, 1), (2, 1), (1, 2), (2, 2)]
assert tiles_overlapping_viewport(5, 5, 1, 30, 10) == [(0, 0), (0, 1), (0, 2), (0, 3)]
