# query: Given a list sorted in non-decreasing order, return a new list in which every value is kept at most
# twice (extra copies removed), preserving order.
def dedupe_sorted_allow_twice(nums):
    out = []
    for x in nums:
        if len(out) < 2 or out[-2] != x:
            out.append(x)
    return out

# tests
assert dedupe_sorted_allow_twice([]) == []
assert dedupe_sorted_allow_twice([1]) == [1]
assert dedupe_sorted_allow_twice([1, 1]) == [1, 1]
assert dedupe_sorted_allow_twice([1, 1, 1]) == [1, 1]
assert dedupe_sorted_allow_twice([1, 1, 1, 2, 2, 3]) == [1, 1, 2, 2, 3]
assert dedupe_sorted_allow_twice([0, 0, 1, 1, 1, 1, 2, 3, 3]) == [0, 0, 1, 1, 2, 3, 3]
assert dedupe_sorted_allow_twice([-2, -2, -2, 5]) == [-2, -2, 5]
assert dedupe_sorted_allow_twice([1, 2, 3]) == [1, 2, 3]
