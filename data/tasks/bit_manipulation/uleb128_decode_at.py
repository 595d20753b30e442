# query: Decode one unsigned LEB128 varint from a bytes object starting at the given offset (7-bit groups, least
# significant first, a set high bit meaning another byte follows) and return (value, offset just past it); return None
# if the offset is outside the data or the data ends before a byte with the high bit clear.
def uleb128_decode_at(data, offset):
    if offset < 0:
        return None
    value = 0
    shift = 0
    position = offset
    while position < len(data):
        byte = data[position]
        value |= (byte & 0x7F) << shift
        shift += 7
        position += 1
        if byte < 0x80:
            return (value, position)
    return None

# tests
assert uleb128_decode_at(b"\x00", 0) == (0, 1)
assert uleb128_decode_at(b"\x7f", 0) == (127, 1)
assert uleb128_decode_at(b"\x80\x01", 0) == (128, 2)
assert uleb128_decode_at(b"\x05\xac\x02\x07", 1) == (300, 3)
assert uleb128_decode_at(b"\xe5\x8e\x26", 0) == (624485, 3)
assert uleb128_decode_at(b"\x05\xac\x02\x07", 3) == (7, 4)
assert uleb128_decode_at(b"\x05\xac", 1) is None
assert uleb128_decode_at(b"\x05", 1) is None
assert uleb128_decode_at(b"\x05", -1) is None
assert uleb128_decode_at(b"\xff\xff\xff\xff\x0f", 0) == (2 ** 32 - 1, 5)
