# query: For each window of `size` consecutive bytes of data, in order, return rsync's weak checksum a + (b << 16),
# where a is the sum of the window's bytes and b is the sum of each byte times (size minus its index in the window),
# both modulo 65536; return [] if size is not positive or larger than the data.
def rsync_rolling_checksums(data, size):
    if size <= 0 or size > len(data):
        return []
    a = sum(data[:size]) % 65536
    b = sum((size - i) * data[i] for i in range(size)) % 65536
    out = [a + (b << 16)]
    for start in range(1, len(data) - size + 1):
        old = data[start - 1]
        a = (a - old + data[start + size - 1]) % 65536
        b = (b - size * old + a) % 65536
        out.append(a + (b << 16))
    return out

# tests
assert rsync_rolling_checksums(b"", 1) == []
assert rsync_rolling_checksums(b"abc", 0) == []
assert rsync_rolling_checksums(b"abc", 4) == []
assert rsync_rolling_checksums(b"abc", 3) == [38404390]
assert rsync_rolling_checksums(b"\x01\x02\x03\x04", 2) == [262147, 458757, 655367]
assert rsync_rolling_checksums(b"\x05", 1) == [327685]
assert rsync_rolling_checksums(b"\x00" + b"\xff" * 258, 258) == [4286578687, 8192254]
assert rsync_rolling_checksums(b"\x01\x00\x00\x07", 3) == [196609, 458759]
assert rsync_rolling_checksums(b"\xff" * 300, 300) == [2913086164]
assert rsync_rolling_checksums(b"\xff" * 260 + b"\x01", 260) == [91620092, 74973694]
