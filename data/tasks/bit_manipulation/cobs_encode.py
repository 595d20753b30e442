# query: Frame bytes with Consistent Overhead Byte Stuffing (no trailing delimiter): split the data at zero bytes and
# write each piece as (its length + 1) followed by the piece, with a run of 254 non-zero bytes emitted as 0xFF plus the
# run and continuing in a new piece only if more data follows; empty input gives b"\x01".
def cobs_encode(data):
    out = bytearray()
    block = bytearray()
    for i, byte in enumerate(data):
        if byte == 0:
            out.append(len(block) + 1)
            out += block
            block = bytearray()
        else:
            block.append(byte)
            if len(block) == 254:
                out.append(255)
                out += block
                block = bytearray()
                if i == len(data) - 1:
                    return bytes(out)
    out.append(len(block) + 1)
    out += block
    return bytes(out)

# tests
assert cobs_encode(b"") == b"\x01"
assert cobs_encode(b"\x00") == b"\x01\x01"
assert cobs_encode(b"\x00\x00") == b"\x01\x01\x01"
assert cobs_encode(b"\x11\x22\x00\x33") == b"\x03\x11\x22\x02\x33"
assert cobs_encode(b"\x11\x22\x33\x44") == b"\x05\x11\x22\x33\x44"
assert cobs_encode(b"\x11\x00\x00\x00") == b"\x02\x11\x01\x01\x01"
assert cobs_encode(bytes(range(1, 255))) == b"\xff" + bytes(range(1, 255))
assert cobs_encode(bytes(range(0, 255))) == b"\x01\xff" + bytes(range(1, 255))
assert cobs_encode(bytes(range(1, 256))) == b"\xff" + bytes(range(1, 255)) + b"\x02\xff"
assert cobs_encode(bytes(range(2, 256)) + b"\x00") == b"\xff" + bytes(range(2, 256)) + b"\x01\x01"
