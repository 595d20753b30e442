# query: Read `count` unsigned integers of `width` bits each from bytes packed least significant bit first (value i
# occupies stream bits i*width upward, stream bit k being bit k % 8 of byte k // 8); return None if width is below 1 or
# the data holds fewer than count * width bits.
def bitunpack_values_lsb(data, width, count):
    if width < 1 or len(data) * 8 < count * width:
        return None
    acc = int.from_bytes(data, "little")
    mask = (1 << width) - 1
    out = []
    for i in range(count):
        out.append((acc >> (i * width)) & mask)
    return out

# tests
assert bitunpack_values_lsb(b"\x88\xc6\xfa", 3, 8) == [0, 1, 2, 3, 4, 5, 6, 7]
assert bitunpack_values_lsb(b"\x0d", 1, 4) == [1, 0, 1, 1]
assert bitunpack_values_lsb(b"\x1f", 4, 2) == [15, 1]
assert bitunpack_values_lsb(b"\xff\x01", 8, 2) == [255, 1]
assert bitunpack_values_lsb(b"\xff\x01", 9, 1) == [511]
assert bitunpack_values_lsb(b"\xff\x01", 5, 3) == [31, 15, 0]
assert bitunpack_values_lsb(b"", 3, 0) == []
assert bitunpack_values_lsb(b"\xff", 3, 3) is None
assert bitunpack_values_lsb(b"\xff", 4, 2) == [15, 15]
assert bitunpack_values_lsb(b"\xff", 0, 1) is None
