# query: Return the number of distinct values in every window of k consecutive items, one count per window in order;
# k < 1 or k larger than the list gives [].
def distinct_count_per_window(values, k):
    if k < 1:
        return []
    counts = {}
    out = []
    for i, v in enumerate(values):
        counts[v] = counts.get(v, 0) + 1
        if i >= k:
            old = values[i - k]
            counts[old] -= 1
            if counts[old] == 0:
                del counts[old]
        if i >= k - 1:
            out.append(len(counts))
    return out

# tests
assert distinct_count_per_window([], 1) == []
assert distinct_count_per_window([1, 2], 0) == []
assert distinct_count_per_window([1, 2], 3) == []
assert distinct_count_per_window([1, 2, 1, 3, 4, 2, 3], 4) == [3, 4, 4, 3]
assert distinct_count_per_window([1, 1, 1, 2], 2) == [1, 1, 2]
assert distinct_count_per_window([4, 1, 1], 1) == [1, 1, 1]
assert distinct_count_per_window([1, 2, 3], 3) == [3]
assert distinct_count_per_window([1, 2, 2, 1, 3], 3) == [2, 2, 3]
assert distinct_count_per_window([5, 5, 6, 5, 5], 2) == [1, 2, 2, 1]
