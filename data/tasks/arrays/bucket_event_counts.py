# query: Count event timestamps (any order) per fixed-width bucket [k*size, (k+1)*size) and return (bucket start,
# count) pairs for every bucket from the earliest to the latest non-empty one, including empty buckets in between;
# no events give [].
def bucket_event_counts(timestamps, size):
    if not timestamps:
        return []
    counts = {}
    for t in timestamps:
        b = t // size
        counts[b] = counts.get(b, 0) + 1
    lo = min(counts)
    hi = max(counts)
    return [(b * size, counts.get(b, 0)) for b in range(lo, hi + 1)]

# tests
assert bucket_event_counts([], 60) == []
assert bucket_event_counts([5], 60) == [(0, 1)]
assert bucket_event_counts([0, 59, 60], 60) == [(0, 2), (60, 1)]
assert bucket_event_counts([130, 5, 10], 60) == [(0, 2), (60, 0), (120, 1)]
assert bucket_event_counts([-1, 0, 1], 10) == [(-10, 1), (0, 2)]
assert bucket_event_counts([7, 7, 7], 5) == [(5, 3)]
assert bucket_event_counts([25, 2, 14], 5) == [(0, 1), (5, 0), (10, 1), (15, 0), (20, 0), (25, 1)]
assert bucket_event_counts([100, 160, 219, 220, 281], 60) == [(60, 1), (120, 1), (180, 2), (240, 1)]
