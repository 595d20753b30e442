# query: Undo Consistent Overhead Byte Stuffing on a frame without its delimiter: each code byte n is followed by n - 1
# data bytes, and a zero byte is restored after each group unless n is 0xFF or the group ends the frame; return None for
# an empty frame, a zero byte inside it, or a code that runs past the end.
def cobs_decode(frame):
    if not frame:
        return None
    out = bytearray()
    i = 0
    while i < len(frame):
        code = frame[i]
        if code == 0 or i + code > len(frame):
            return None
        group = frame[i + 1:i + code]
        if 0 in group:
            return None
        out += group
        i += code
        if code < 0xFF and i < len(frame):
            out.append(0)
    return bytes(out)

# tests
assert cobs_decode(b"\x01") == b""
assert cobs_decode(b"\x01\x01") == b"\x00"
assert cobs_decode(b"\x03\x11\x22\x02\x33") == b"\x11\x22\x00\x33"
assert cobs_decode(b"\x02\x11\x01\x01\x01") == b"\x11\x00\x00\x00"
assert cobs_decode(b"\x05\x11\x22\x33\x44") == b"\x11\x22\x33\x44"
assert cobs_decode(b"\xff" + bytes(range(1, 255)) + b"\x02\xff") == bytes(range(1, 256))
assert cobs_decode(b"\x01\xff" + bytes(range(1, 255))) == bytes(range(0, 255))
assert cobs_decode(b"\x03\x11") is None
assert cobs_decode(b"\x03\x11\x00") is None
assert [cobs_decode(f) for f in (b"", b"\x00", b"\x02\x11\x00")] == [None] * 3
