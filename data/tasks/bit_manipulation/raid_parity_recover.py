# query: Rebuild the one missing data block of a RAID-5 style stripe: given the list of equal-length data blocks (bytes)
# with exactly one entry None, and the stripe's XOR parity block, return the missing block; return None if not exactly
# one block is missing or any block's length differs from the parity's.
def raid_parity_recover(blocks, parity):
    missing = [i for i, block in enumerate(blocks) if block is None]
    if len(missing) != 1:
        return None
    rebuilt = bytearray(parity)
    for block in blocks:
        if block is None:
            continue
        if len(block) != len(parity):
            return None
        for i, byte in enumerate(block):
            rebuilt[i] ^= byte
    return bytes(rebuilt)

# tests
assert raid_parity_recover([None], b"\x12\x34") == b"\x12\x34"
assert raid_parity_recover([b"\x0f\xf0", None], b"\xff\xff") == b"\xf0\x0f"
assert raid_parity_recover([None, b"\x01", b"\x02"], b"\x07") == b"\x04"
assert raid_parity_recover([b"ab", b"cd", None], bytes([ord("a") ^ ord("c") ^ 1, ord("b") ^ ord("d") ^ 2])) == b"\x01\x02"
assert raid_parity_recover([b"\x01", b"\x02"], b"\x03") is None
assert raid_parity_recover([None, None, b"\x02"], b"\x03") is None
assert raid_parity_recover([b"\x01\x02", None], b"\x03") is None
assert raid_parity_recover([b"\x01", None], b"\x03\x04") is None
assert raid_parity_recover([b"", None, b""], b"") == b""
