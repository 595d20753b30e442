# query: Return a copy of a non-negative integer in which bits lo through hi inclusive are all set to 1 when
# `on` is true or all cleared to 0 otherwise, leaving other bits alone; if lo > hi or lo < 0 return the value
# unchanged.
def assign_bit_range(value, lo, hi, on):
    if lo < 0 or lo > hi:
        return value
    mask = ((1 << (hi - lo + 1)) - 1) << lo
    if on:
        return value | mask
    return value & ~mask

# tests
assert assign_bit_range(0, 0, 3, True) == 15
assert assign_bit_range(255, 0, 3, False) == 240
assert assign_bit_range(0b100000, 1, 2, True) == 0b100110
assert assign_bit_range(0b111111, 2, 4, False) == 0b100011
assert assign_bit_range(0b1010, 5, 5, True) == 0b101010
assert assign_bit_range(0b1010, 3, 1, True) == 0b1010
assert assign_bit_range(0b1010, -1, 2, False) == 0b1010
assert assign_bit_range(0b1010, 0, 0, True) == 0b1011
assert assign_bit_range(0xFFFF, 8, 11, False) == 0xF0FF
