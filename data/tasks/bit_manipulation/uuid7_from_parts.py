# query: Assemble a version-7 UUID string (lowercase 8-4-4-4-12 hex) from a 48-bit unix millisecond timestamp, a 12-bit
# rand_a and a 62-bit rand_b: timestamp in the top 48 bits, then the version nibble 7, rand_a, the variant bits 10 and
# rand_b; return None if any part is negative or too wide.
def uuid7_from_parts(unix_ms, rand_a, rand_b):
    if unix_ms < 0 or rand_a < 0 or rand_b < 0:
        return None
    if unix_ms >= 1 << 48 or rand_a >= 1 << 12 or rand_b >= 1 << 62:
        return None
    value = (unix_ms << 80) | (7 << 76) | (rand_a << 64) | (2 << 62) | rand_b
    text = "%032x" % value
    return "-".join([text[:8], text[8:12], text[12:16], text[16:20], text[20:]])

# tests
assert uuid7_from_parts(0x017F22E279B0, 0xCC3, 0x18C4DC0C0C07398F) == "017f22e2-79b0-7cc3-98c4-dc0c0c07398f"
assert uuid7_from_parts(0, 0, 0) == "00000000-0000-7000-8000-000000000000"
assert uuid7_from_parts((1 << 48) - 1, 0xFFF, (1 << 62) - 1) == "ffffffff-ffff-7fff-bfff-ffffffffffff"
assert uuid7_from_parts(1, 2, 3) == "00000000-0001-7002-8000-000000000003"
assert uuid7_from_parts(0, 0, 1 << 61) == "00000000-0000-7000-a000-000000000000"
assert uuid7_from_parts(1 << 48, 0, 0) is None
assert uuid7_from_parts(0, 1 << 12, 0) is None
assert uuid7_from_parts(0, 0, 1 << 62) is None
assert [uuid7_from_parts(-1, 0, 0), uuid7_from_parts(0, -1, 0), uuid7_from_parts(0, 0, -1)] == [None] * 3
