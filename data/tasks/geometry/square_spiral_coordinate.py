# query: Cells of an infinite grid are numbered along a square spiral: 0 at (0, 0), 1 at (1, 0), then turning
# counter-clockwise (up first, y growing upward) so 2 is (1, 1), 3 is (0, 1), 4 is (-1, 1) and so on; return the
# (x, y) of cell n, or None for negative n.
def square_spiral_coordinate(n):
    if n < 0:
        return None
    dirs = [(1, 0), (0, 1), (-1, 0), (0, -1)]
    x = y = 0
    d = 0
    run = 1
    remaining = n
    while remaining > 0:
        for _ in range(2):
            step = min(run, remaining)
            x += dirs[d][0] * step
            y += dirs[d][1] * step
            remaining -= step
            d = (d + 1) % 4
            if remaining == 0:
                break
        run += 1
    return (x, y)

# tests
assert square_spiral_coordinate(-1) is None
assert square_spiral_coordinate(0) == (0, 0)
assert square_spiral_coordinate(1) == (1, 0)
assert square_spiral_coordinate(2) == (1, 1)
assert square_spiral_coordinate(5) == (-1, 0)
assert square_spiral_coordinate(6) == (-1, -1)
assert square_spiral_coordinate(9) == (2, -1)
assert square_spiral_coordinate(12) == (2, 2)
assert square_spiral_coordinate(24) == (2, -2)
assert square_spiral_coordinate(25) == (3, -2)
