# query: Interleave the bits of two non-negative integers into a Morton (Z-order) code where bit i of x goes to
# bit 2i and bit i of y goes to bit 2i+1; return -1 if either coordinate is negative.
def morton_interleave_xy(x, y):
    if x < 0 or y < 0:
        return -1
    code = 0
    for i in range(max(x, y).bit_length()):
        code |= ((x >> i) & 1) << (2 * i)
        code |= ((y >> i) & 1) << (2 * i + 1)
    return code

# tests
assert morton_interleave_xy(0, 0) == 0
assert morton_interleave_xy(1, 0) == 1
assert morton_interleave_xy(0, 1) == 2
assert morton_interleave_xy(1, 1) == 3
assert morton_interleave_xy(2, 0) == 4
assert morton_interleave_xy(0, 4) == 32
assert morton_interleave_xy(5, 3) == 0b011011
assert morton_interleave_xy(7, 0) == 0b010101
assert morton_interleave_xy(-1, 3) == -1
assert morton_interleave_xy(3, -1) == -1
