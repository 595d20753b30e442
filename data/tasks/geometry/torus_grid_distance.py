# query: On a width by height grid whose edges wrap around (leaving one side re-enters on the opposite side), return
# the fewest steps between cells a and b given as (x, y), moving 4-directionally, or 8-directionally (diagonal steps
# cost 1) when diagonal is True.
def torus_grid_distance(a, b, width, height, diagonal=False):
    dx = abs(a[0] - b[0]) % width
    dy = abs(a[1] - b[1]) % height
    dx = min(dx, width - dx)
    dy = min(dy, height - dy)
    if diagonal:
        return max(dx, dy)
    return dx + dy

# tests
assert torus_grid_distance((2, 3), (2, 3), 10, 10) == 0
assert torus_grid_distance((0, 0), (3, 0), 10, 10) == 3
assert torus_grid_distance((0, 0), (9, 0), 10, 10) == 1
assert torus_grid_distance((9, 0), (0, 0), 10, 10) == 1
assert torus_grid_distance((0, 0), (5, 0), 10, 10) == 5
assert torus_grid_distance((0, 1), (0, 6), 10, 7) == 2
assert torus_grid_distance((1, 1), (4, 3), 5, 20) == 4
assert torus_grid_distance((1, 1), (4, 3), 5, 20, True) == 2
assert torus_grid_distance((0, 0), (6, 4), 8, 5, True) == 2
assert torus_grid_distance((0, 0), (6, 3), 8, 5) == 4
