# query: Reverse the order of the lowest `width` bits of a non-negative integer (bit 0 swaps with bit width-1, and
# so on) and return the result as an integer; bits above the width are discarded.
def reverse_low_bits(n, width):
    result = 0
    for _ in range(width):
        result = (result << 1) | (n & 1)
        n >>= 1
    return result

# tests
assert reverse_low_bits(0, 8) == 0
assert reverse_low_bits(1, 8) == 128
assert reverse_low_bits(0b1011, 4) == 0b1101
assert reverse_low_bits(0b0001, 4) == 0b1000
assert reverse_low_bits(0b110, 3) == 0b011
assert reverse_low_bits(43261596, 32) == 964176192
assert reverse_low_bits(0b11110001, 4) == 0b1000
assert reverse_low_bits(5, 0) == 0
assert reverse_low_bits(0b10, 2) == 0b01
