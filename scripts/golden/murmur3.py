"""Reference MurmurHash3_x86_32 (Austin Appleby's algorithm) over UTF-16LE bytes, the values used in
test/retrieve/retrieve.test.ts for src/retrieve/sparse/hashing.ts. Run: /usr/bin/python3 scripts/golden/murmur3.py"""
import struct


def murmur3_x86_32(data, seed):
    c1, c2 = 0xCC9E2D51, 0x1B873593
    rotl = lambda x, k: ((x << k) | (x >> (32 - k))) & 0xFFFFFFFF
    h, n = seed, len(data)
    for i in range(0, n - n % 4, 4):
        k = struct.unpack("<I", data[i : i + 4])[0]
        h ^= (rotl((k * c1) & 0xFFFFFFFF, 15) * c2) & 0xFFFFFFFF
        h = (rotl(h, 13) * 5 + 0xE6546B64) & 0xFFFFFFFF
    k = 0
    for j, b in enumerate(data[n - n % 4 :]):
        k |= b << (8 * j)
    if n % 4:
        h ^= (rotl((k * c1) & 0xFFFFFFFF, 15) * c2) & 0xFFFFFFFF
    h ^= n
    h ^= h >> 16
    h = (h * 0x85EBCA6B) & 0xFFFFFFFF
    h ^= h >> 13
    h = (h * 0xC2B2AE35) & 0xFFFFFFFF
    return h ^ (h >> 16)


for text, seed in [("hello", 0), ("abc", 42)]:
    print(text, seed, murmur3_x86_32(text.encode("utf-16-le"), seed))
