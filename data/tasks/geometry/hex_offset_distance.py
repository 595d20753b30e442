# query: Return the number of steps between two cells of a pointy-top hexagonal grid addressed by "odd-r" offset
# coordinates (col, row), where odd rows are shoved half a cell to the right.
def hex_offset_distance(a, b):
    def to_cube(col, row):
        q = col - (row - (row & 1)) // 2
        return q, row, -q - row
    aq, ar, as_ = to_cube(*a)
    bq, br, bs = to_cube(*b)
    return (abs(aq - bq) + abs(ar - br) + abs(as_ - bs)) // 2

# tests
assert hex_offset_distance((2, 2), (2, 2)) == 0
assert hex_offset_distance((0, 0), (1, 0)) == 1
assert hex_offset_distance((0, 0), (0, 1)) == 1
assert hex_offset_distance((1, 0), (0, 1)) == 1
assert hex_offset_distance((0, 0), (1, 1)) == 2
assert hex_offset_distance((0, 1), (1, 2)) == 1
assert hex_offset_distance((0, 1), (0, 2)) == 1
assert hex_offset_distance((0, 0), (3, 4)) == 5
assert hex_offset_distance((3, 4), (0, 0)) == 5
assert hex_offset_distance((-1, -1), (1, 2)) == 3
