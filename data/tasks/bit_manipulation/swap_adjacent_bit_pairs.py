# query: Swap every even-indexed bit with the odd-indexed bit just above it (bit 0 with bit 1, bit 2 with bit 3,
# ...) within the lowest 32 bits of a non-negative integer, ignoring higher bits.
def swap_adjacent_bit_pairs(n):
    n &= 0xFFFFFFFF
    even = n & 0x55555555
    odd = n & 0xAAAAAAAA
    return (even << 1) | (odd >> 1)

# tests
assert swap_adjacent_bit_pairs(0) == 0
assert swap_adjacent_bit_pairs(1) == 2
assert swap_adjacent_bit_pairs(2) == 1
assert swap_adjacent_bit_pairs(3) == 3
assert swap_adjacent_bit_pairs(0b1001) == 0b0110
assert swap_adjacent_bit_pairs(23) == 43
assert swap_adjacent_bit_pairs(0x80000000) == 0x40000000
assert swap_adjacent_bit_pairs(0x100000001) == 2
assert swap_adjacent_bit_pairs(0xFFFFFFFF) == 0xFFFFFFFF
