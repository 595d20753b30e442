# query: Decode a bytes object holding back-to-back Protocol Buffers sint values: each is an unsigned LEB128 varint
# whose value is ZigZag-mapped (0, 1, 2, 3, 4 stand for 0, -1, 1, -2, 2); return the list of signed integers, or None if
# the data ends in the middle of a varint.
def zigzag_varint_stream_decode(data):
    values = []
    current = 0
    shift = 0
    for byte in data:
        current |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            values.append((current >> 1) ^ -(current & 1))
            current = 0
            shift = 0
    if shift:
        return None
    return values

# tests
assert zigzag_varint_stream_decode(b"") == []
assert zigzag_varint_stream_decode(b"\x00") == [0]
assert zigzag_varint_stream_decode(b"\x01\x02\x03\x04") == [-1, 1, -2, 2]
assert zigzag_varint_stream_decode(b"\x7f") == [-64]
assert zigzag_varint_stream_decode(b"\x80\x01") == [64]
assert zigzag_varint_stream_decode(b"\xfe\xff\xff\xff\x0f\xff\xff\xff\xff\x0f") == [2147483647, -2147483648]
assert zigzag_varint_stream_decode(b"\x03\xac\x02\x01") == [-2, 150, -1]
assert zigzag_varint_stream_decode(b"\x02\x80") is None
assert zigzag_varint_stream_decode(b"\x81\x01\x00") == [-65, 0]
