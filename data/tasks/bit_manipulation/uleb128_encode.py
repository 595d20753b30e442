# query: Encode a non-negative integer as unsigned LEB128 bytes (the varint of Protocol Buffers, DWARF and WebAssembly):
# 7 bits per byte, least significant group first, with the high bit set on every byte except the last; 0 encodes as
# one zero byte and a negative number gives None.
def uleb128_encode(value):
    if value < 0:
        return None
    out = bytearray()
    while True:
        group = value & 0x7F
        value >>= 7
        if value:
            out.append(group | 0x80)
        else:
            out.append(group)
            return bytes(out)

# tests
assert uleb128_encode(0) == b"\x00"
assert uleb128_encode(1) == b"\x01"
assert uleb128_encode(127) == b"\x7f"
assert uleb128_encode(128) == b"\x80\x01"
assert uleb128_encode(300) == b"\xac\x02"
assert uleb128_encode(16383) == b"\xff\x7f"
assert uleb128_encode(16384) == b"\x80\x80\x01"
assert uleb128_encode(624485) == b"\xe5\x8e\x26"
assert uleb128_encode(2 ** 64 - 1) == b"\xff" * 9 + b"\x01"
assert uleb128_encode(-1) is None
