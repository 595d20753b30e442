# query: Swap the endianness of a non-negative integer treated as exactly `size` bytes (last byte first), so
# 0x1234 with size 2 becomes 0x3412; return -1 if size is below 1 or the value is negative or needs more bytes.
def reverse_byte_order(value, size):
    if size < 1 or value < 0 or value >= 1 << (8 * size):
        return -1
    result = 0
    for _ in range(size):
        result = (result << 8) | (value & 0xFF)
        value >>= 8
    return result

# tests
assert reverse_byte_order(0x1234, 2) == 0x3412
assert reverse_byte_order(0x1234, 4) == 0x34120000
assert reverse_byte_order(0x12345678, 4) == 0x78563412
assert reverse_byte_order(0xAB, 1) == 0xAB
assert reverse_byte_order(0, 3) == 0
assert reverse_byte_order(0x10000, 2) == -1
assert reverse_byte_order(0xFFFF, 2) == 0xFFFF
assert reverse_byte_order(-1, 2) == -1
assert reverse_byte_order(0, 0) == -1
assert reverse_byte_order(0x0100, 2) == 0x0001
