# query: Compute MurmurHash3's 32-bit x86 hash of a bytes object with a 32-bit seed: little-endian 4-byte blocks are
# mixed with constants 0xCC9E2D51 and 0x1B873593, the 1-3 tail bytes mixed the same way, then the length is XORed in
# and the fmix32 finaliser applied.
def murmur3_32_hash(data, seed):
    c1 = 0xCC9E2D51
    c2 = 0x1B873593
    h = seed & 0xFFFFFFFF
    full = len(data) - len(data) % 4
    for i in range(0, full, 4):
        k = data[i] | data[i + 1] << 8 | data[i + 2] << 16 | data[i + 3] << 24
        k = (k * c1) & 0xFFFFFFFF
        k = ((k << 15) | (k >> 17)) & 0xFFFFFFFF
        k = (k * c2) & 0xFFFFFFFF
        h ^= k
        h = ((h << 13) | (h >> 19)) & 0xFFFFFFFF
        h = (h * 5 + 0xE6546B64) & 0xFFFFFFFF
    k = 0
    for byte in reversed(data[full:]):
        k = (k << 8) | byte
    if len(data) > full:
        k = (k * c1) & 0xFFFFFFFF
        k = ((k << 15) | (k >> 17)) & 0xFFFFFFFF
        k = (k * c2) & 0xFFFFFFFF
        h ^= k
    h ^= len(data)
    h ^= h >> 16
    h = (h * 0x85EBCA6B) & 0xFFFFFFFF
    h ^= h >> 13
    h = (h * 0xC2B2AE35) & 0xFFFFFFFF
    h ^= h >> 16
    return h

# tests
assert murmur3_32_hash(b"", 0) == 0
assert murmur3_32_hash(b"", 1) == 0x514E28B7
assert murmur3_32_hash(b"", 0xFFFFFFFF) == 0x81F16F39
assert murmur3_32_hash(b"\x00\x00\x00\x00", 0) == 0x2362F9DE
assert murmur3_32_hash(b"a", 0x9747B28C) == 0x7FA09EA6
assert murmur3_32_hash(b"aa", 0x9747B28C) == 0x5D211726
assert murmur3_32_hash(b"abc", 0) == 0xB3DD93FA
assert murmur3_32_hash(b"abcd", 0x9747B28C) == 0xF0478627
assert murmur3_32_hash(b"Hello, world!", 0x9747B28C) == 0x24884CBA
assert murmur3_32_hash(b"The quick brown fox jumps over the lazy dog", 0x9747B28C) == 0x2FA826CD
