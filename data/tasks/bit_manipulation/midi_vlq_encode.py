# query: Encode a delta time as a MIDI file variable-length quantity: 7-bit groups written most significant first, with
# the high bit set on every byte but the last, so 0x80 becomes 81 00; return None for values below 0 or above
# 0x0FFFFFFF (four bytes at most).
def midi_vlq_encode(value):
    if value < 0 or value > 0x0FFFFFFF:
        return None
    groups = [value & 0x7F]
    value >>= 7
    while value:
        groups.append((value & 0x7F) | 0x80)
        value >>= 7
    return bytes(reversed(groups))

# tests
assert midi_vlq_encode(0) == b"\x00"
assert midi_vlq_encode(0x40) == b"\x40"
assert midi_vlq_encode(0x7F) == b"\x7f"
assert midi_vlq_encode(0x80) == b"\x81\x00"
assert midi_vlq_encode(0x2000) == b"\xc0\x00"
assert midi_vlq_encode(0x3FFF) == b"\xff\x7f"
assert midi_vlq_encode(0x4000) == b"\x81\x80\x00"
assert midi_vlq_encode(0x0FFFFFFF) == b"\xff\xff\xff\x7f"
assert midi_vlq_encode(0x10000000) is None
assert midi_vlq_encode(-1) is None
