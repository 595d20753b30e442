# query: Count the integer points (x, y) with x*x + y*y <= r*r, that is the lattice points inside or on a circle of
# radius r centred at the origin; a negative radius gives 0 and radius 0 gives 1.
def lattice_points_in_disk(r):
    if r < 0:
        return 0
    total = 0
    y = r
    for x in range(0, r + 1):
        while y > 0 and x * x + y * y > r * r:
            y -= 1
        width = 2 * y + 1
        total += width if x == 0 else 2 * width
    return total

# tests
assert lattice_points_in_disk(-1) == 0
assert lattice_points_in_disk(0) == 1
assert lattice_points_in_disk(1) == 5
assert lattice_points_in_disk(2) == 13
assert lattice_points_in_disk(3) == 29
assert lattice_points_in_disk(5) == 81
assert lattice_points_in_disk(10) == 317
assert lattice_points_in_disk(4) == 49
