# query: Generate the next `count` outputs of Marsaglia's 32-bit xorshift generator from a seed: each step XORs the
# state with itself shifted left 13, then right 17, then left 5, truncated to 32 bits; return [] for a seed of 0, a seed
# outside 32 bits, or a count below 1.
def xorshift32_sequence(seed, count):
    if seed <= 0 or seed > 0xFFFFFFFF:
        return []
    x = seed
    out = []
    for _ in range(count):
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        out.append(x)
    return out

# tests
assert xorshift32_sequence(1, 3) == [270369, 67634689, 2647435461]
assert xorshift32_sequence(1, 1) == [270369]
assert xorshift32_sequence(1, 0) == []
assert xorshift32_sequence(0, 5) == []
assert xorshift32_sequence(2 ** 32, 2) == []
assert xorshift32_sequence(2 ** 32 - 1, 2) == [253983, 4228382207]
assert xorshift32_sequence(2463534242, 2) == [723471715, 2497366906]
assert xorshift32_sequence(-7, 2) == []
assert xorshift32_sequence(0x80000000, 1) == [2148024320]
