# query: Write a non-negative integer as exactly `size` bytes of packed BCD (two decimal digits per byte, high nibble
# first, zero-padded on the left), so 1234 in 3 bytes gives b"\x00\x12\x34"; return None if the number is negative or
# has more than 2 * size digits.
def int_to_packed_bcd(n, size):
    if n < 0 or n >= 10 ** (2 * size):
        return None
    out = bytearray(size)
    for i in range(size - 1, -1, -1):
        n, pair = divmod(n, 100)
        out[i] = ((pair // 10) << 4) | (pair % 10)
    return bytes(out)

# tests
assert int_to_packed_bcd(0, 1) == b"\x00"
assert int_to_packed_bcd(9, 1) == b"\x09"
assert int_to_packed_bcd(10, 1) == b"\x10"
assert int_to_packed_bcd(99, 1) == b"\x99"
assert int_to_packed_bcd(100, 1) is None
assert int_to_packed_bcd(1234, 3) == b"\x00\x12\x34"
assert int_to_packed_bcd(759, 2) == b"\x07\x59"
assert int_to_packed_bcd(9999, 2) == b"\x99\x99"
assert int_to_packed_bcd(-1, 2) is None
assert int_to_packed_bcd(0, 0) == b""
