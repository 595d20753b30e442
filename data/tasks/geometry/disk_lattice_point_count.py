# query: Count the integer lattice points (x, y) with x*x + y*y <= r*r for a non-negative integer radius r, boundary
# included; a negative radius gives 0.
def disk_lattice_point_count(r):
    if r < 0:
        return 0
    count = 0
    y = r
    for x in range(0, r + 1):
        while y >= 0 and x * x + y * y > r * r:
            y -= 1
        column = 2 * y + 1
        count += column if x == 0 else 2 * column
    return count

# tests
assert disk_lattice_point_count(-1) == 0
assert disk_lattice_point_count(0) == 1
assert disk_lattice_point_count(1) == 5
assert disk_lattice_point_count(2) == 13
assert disk_lattice_point_count(3) == 29
assert disk_lattice_point_count(5) == 81
assert disk_lattice_point_count(10) == 317
assert disk_lattice_point_count(4) == 49
