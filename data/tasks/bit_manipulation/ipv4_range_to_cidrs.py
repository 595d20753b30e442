# query: Cover the IPv4 addresses from `first` to `last` inclusive (32-bit integers) with the fewest CIDR blocks, listed
# in ascending order as (network address, prefix length) pairs, each block aligned to its size; return [] if first >
# last or either lies outside 0-0xFFFFFFFF.
def ipv4_range_to_cidrs(first, last):
    if first < 0 or last > 0xFFFFFFFF:
        return []
    blocks = []
    while first <= last:
        size = first & -first if first else 1 << 32
        while size > last - first + 1:
            size >>= 1
        blocks.append((first, 33 - size.bit_length()))
        first += size
    return blocks

# tests
assert ipv4_range_to_cidrs(0, 0xFFFFFFFF) == [(0, 0)]
assert ipv4_range_to_cidrs(0xC0A80100, 0xC0A801FF) == [(0xC0A80100, 24)]
assert ipv4_range_to_cidrs(5, 5) == [(5, 32)]
assert ipv4_range_to_cidrs(0, 2) == [(0, 31), (2, 32)]
assert ipv4_range_to_cidrs(1, 6) == [(1, 32), (2, 31), (4, 31), (6, 32)]
assert ipv4_range_to_cidrs(10, 20) == [(10, 31), (12, 30), (16, 30), (20, 32)]
assert ipv4_range_to_cidrs(0xFFFFFFFE, 0xFFFFFFFF) == [(0xFFFFFFFE, 31)]
assert ipv4_range_to_cidrs(6, 5) == []
assert ipv4_range_to_cidrs(-1, 5) == []
assert ipv4_range_to_cidrs(0, 1 << 32) == []
