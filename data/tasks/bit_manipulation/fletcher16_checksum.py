# query: Compute the Fletcher-16 checksum of a bytes object: a running sum of the bytes and a running sum of those
# sums, both modulo 255, returned as (second sum << 8) | first sum; empty input gives 0.
def fletcher16_checksum(data):
    low = 0
    high = 0
    for byte in data:
        low = (low + byte) % 255
        high = (high + low) % 255
    return (high << 8) | low

# tests
assert fletcher16_checksum(b"abcde") == 0xC8F0
assert fletcher16_checksum(b"abcdef") == 0x2057
assert fletcher16_checksum(b"abcdefgh") == 0x0627
assert fletcher16_checksum(b"") == 0
assert fletcher16_checksum(b"\x01") == 0x0101
assert fletcher16_checksum(b"\xff") == 0
assert fletcher16_checksum(b"\xfe\x01") == 65024
assert fletcher16_checksum(b"\x01\x02") == 0x0403
assert fletcher16_checksum(b"\x80\x80") == 33025
