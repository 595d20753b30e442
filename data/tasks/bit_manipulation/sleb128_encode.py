# query: Encode a signed integer as signed LEB128 bytes (DWARF / WebAssembly): emit 7-bit groups of its two's-complement
# form, least significant first with the high bit set on all but the last byte, stopping once the remaining value is
# all sign bits and the last group's bit 6 matches the sign.
def sleb128_encode(value):
    out = bytearray()
    while True:
        group = value & 0x7F
        value >>= 7
        if (value == 0 and not group & 0x40) or (value == -1 and group & 0x40):
            out.append(group)
            return bytes(out)
        out.append(group | 0x80)

# tests
assert sleb128_encode(0) == b"\x00"
assert sleb128_encode(2) == b"\x02"
assert sleb128_encode(-2) == b"\x7e"
assert sleb128_encode(63) == b"\x3f"
assert sleb128_encode(64) == b"\xc0\x00"
assert sleb128_encode(-64) == b"\x40"
assert sleb128_encode(-65) == b"\xbf\x7f"
assert sleb128_encode(127) == b"\xff\x00"
assert sleb128_encode(-128) == b"\x80\x7f"
assert sleb128_encode(-123456) == b"\xc0\xbb\x78"
