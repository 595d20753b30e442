# query: Resolve an HTTP Range header "bytes=..." against a resource of `size` bytes (size >= 1) into inclusive
# (start, end) pairs in header order: "a-b" is clipped to the last byte, "a-" runs to the end, "-n" is the last n
# bytes, and ranges starting at or past the end (or "-0") are dropped; return None for a malformed header or a range
# whose end is before its start.
def byte_range_header(header, size):
    if not header.startswith("bytes="):
        return None
    out = []
    for spec in header[6:].split(","):
        first, dash, last = spec.strip().partition("-")
        if not dash or not (first.isdigit() or first == "") or not (last.isdigit() or last == ""):
            return None
        if first == "":
            if last == "":
                return None
            n = int(last)
            if n == 0:
                continue
            out.append((max(0, size - n), size - 1))
        else:
            start = int(first)
            end = int(last) if last else size - 1
            if end < start:
                return None
            if start >= size:
                continue
            out.append((start, min(end, size - 1)))
    return out

# tests
assert byte_range_header("bytes=0-499", 1000) == [(0, 499)]
assert byte_range_header("bytes=-500", 1000) == [(500, 999)]
assert byte_range_header("bytes=9500-", 10000) == [(9500, 9999)]
assert byte_range_header("bytes=0-0, -1", 1000) == [(0, 0), (999, 999)]
assert byte_range_header("bytes=500-2000", 1000) == [(500, 999)]
assert byte_range_header("bytes=-2000", 1000) == [(0, 999)]
assert byte_range_header("bytes=1000-1200,999-,-0", 1000) == [(999, 999)]
assert byte_range_header("bytes=5-3", 1000) is None
assert byte_range_header("items=0-1", 1000) is None
assert [byte_range_header(h, 10) for h in ("bytes=-", "bytes=a-1", "bytes=1", "bytes=1-x")] == [None] * 4
