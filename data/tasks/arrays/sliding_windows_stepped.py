# query: Return the consecutive windows (as lists) of `size` items that start every `step` positions from the
# front of a list, dropping a trailing window shorter than size; size or step below 1 gives [].
def sliding_windows_stepped(items, size, step):
    if size < 1 or step < 1:
        return []
    out = []
    start = 0
    while start + size <= len(items):
        out.append(items[start:start + size])
        start += step
    return out

# tests
assert sliding_windows_stepped([], 2, 1) == []
assert sliding_windows_stepped([1, 2, 3], 0, 1) == []
assert sliding_windows_stepped([1, 2, 3], 2, 0) == []
assert sliding_windows_stepped([1, 2, 3, 4], 2, 1) == [[1, 2], [2, 3], [3, 4]]
assert sliding_windows_stepped([1, 2, 3, 4, 5], 2, 2) == [[1, 2], [3, 4]]
assert sliding_windows_stepped([1, 2, 3, 4, 5, 6], 3, 2) == [[1, 2, 3], [3, 4, 5]]
assert sliding_windows_stepped([1, 2, 3], 3, 5) == [[1, 2, 3]]
assert sliding_windows_stepped([1, 2], 3, 1) == []
assert sliding_windows_stepped([1, 2, 3], 1, 2) == [[1], [3]]
assert sliding_windows_stepped([1, 2, 3, 4, 5, 6, 7], 2, 3) == [[1, 2], [4, 5]]
