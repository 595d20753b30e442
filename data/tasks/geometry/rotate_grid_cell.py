# query: A grid with the given rows and columns is rotated clockwise by 90 degrees the given number of times
# (negative means counter-clockwise); return the (row, col) position that cell (row, col) moves to in the rotated
# grid.
def rotate_grid_cell(row, col, rows, cols, turns):
    for _ in range(turns % 4):
        row, col = col, rows - 1 - row
        rows, cols = cols, rows
    return (row, col)

# tests
assert rotate_grid_cell(1, 2, 2, 3, 0) == (1, 2)
assert rotate_grid_cell(0, 0, 2, 3, 1) == (0, 1)
assert rotate_grid_cell(1, 2, 2, 3, 1) == (2, 0)
assert rotate_grid_cell(0, 1, 2, 3, 1) == (1, 1)
assert rotate_grid_cell(0, 0, 2, 3, 2) == (1, 2)
assert rotate_grid_cell(0, 1, 2, 3, 3) == (1, 0)
assert rotate_grid_cell(0, 1, 2, 3, -1) == (1, 0)
assert rotate_grid_cell(1, 0, 2, 3, 5) == (0, 0)
assert rotate_grid_cell(3, 1, 4, 2, 4) == (3, 1)
assert rotate_grid_cell(3, 1, 4, 2, 2) == (0, 0)
