# query: Rotate the lowest `width` bits of a non-negative value left by k positions, bits leaving the top
# re-entering at the bottom (a negative k rotates right, and k may exceed width); return -1 if width is below 1
# or the value is negative or does not fit in width bits.
def rotate_bits_in_width(value, k, width):
    if width < 1 or value < 0 or value >= 1 << width:
        return -1
    k %= width
    mask = (1 << width) - 1
    return ((value << k) | (value >> (width - k))) & mask

# tests
assert rotate_bits_in_width(0, 2, 4) == 0
assert rotate_bits_in_width(0b1000, 1, 4) == 0b0001
assert rotate_bits_in_width(0b1011, 2, 4) == 0b1110
assert rotate_bits_in_width(0b1011, -1, 4) == 0b1101
assert rotate_bits_in_width(1, 5, 1) == 1
assert rotate_bits_in_width(0b1011, 7, 4) == 0b1101
assert rotate_bits_in_width(16, 1, 4) == -1
assert rotate_bits_in_width(-1, 1, 4) == -1
assert rotate_bits_in_width(0, 3, 0) == -1
assert rotate_bits_in_width(0b10000001, 3, 8) == 0b00001100
