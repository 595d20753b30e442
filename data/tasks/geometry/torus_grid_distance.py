# query: On a width by height grid whose edges wrap around (leaving one side re-enters on the opposite side),
# return the fewest 4-directional steps between cells a and b given as (x, y) inside the grid.
def torus_grid_distance(a, b, width, height):
    dx = abs(a[0] - b[0]) % width
    dy = abs(a[1] - b[1]) % height
    return min(dx, width - dx) + min(dy, height - dy)

# tests
assert torus_grid_distance((2, 3), (2, 3), 10, 10) == 0
assert torus_grid_distance((0, 0), (3, 0), 10, 10) == 3
assert torus_grid_distance((0, 0), (9, 0), 10, 10) == 1
assert torus_grid_distance((9, 0), (0, 0), 10, 10) == 1
assert torus_grid_distance((0, 0), (5, 0), 10, 10) == 5
assert torus_grid_distance((0, 1), (0, 6), 10, 7) == 2
assert torus_grid_distance((1, 1), (4, 3), 5, 20) == 4
assert torus_grid_distance((0, 0), (6, 4), 8, 5) == 3
assert torus_grid_distance((2, 0), (2, 4), 3, 5) == 1
