# query: Split a list into exactly k contiguous parts whose lengths differ by at most one, with the longer parts
# first (like numpy.array_split); k larger than the list yields trailing empty parts and k < 1 gives [].
def split_into_near_equal_parts(items, k):
    if k < 1:
        return []
    base, extra = divmod(len(items), k)
    out = []
    start = 0
    for i in range(k):
        size = base + (1 if i < extra else 0)
        out.append(items[start:start + size])
        start += size
    return out

# tests
assert split_into_near_equal_parts([1, 2, 3], 0) == []
assert split_into_near_equal_parts([], 2) == [[], []]
assert split_into_near_equal_parts([1, 2, 3, 4], 2) == [[1, 2], [3, 4]]
assert split_into_near_equal_parts([1, 2, 3, 4, 5], 2) == [[1, 2, 3], [4, 5]]
assert split_into_near_equal_parts([1, 2, 3, 4, 5, 6, 7], 3) == [[1, 2, 3], [4, 5], [6, 7]]
assert split_into_near_equal_parts([1, 2], 3) == [[1], [2], []]
assert split_into_near_equal_parts([1, 2, 3, 4, 5, 6, 7, 8], 3) == [[1, 2, 3], [4, 5, 6], [7, 8]]
assert split_into_near_equal_parts([9], 1) == [[9]]
assert split_into_near_equal_parts([1, 2, 3, 4, 5], 5) == [[1], [2], [3], [4], [5]]
