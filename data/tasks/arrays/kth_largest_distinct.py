# query: Return the k-th largest distinct value of an integer list (k = 1 is the maximum, duplicates counted once),
# or None when k is below 1 or there are fewer than k distinct values.
def kth_largest_distinct(nums, k):
    if k < 1:
        return None
    top = []
    for x in nums:
        if x in top:
            continue
        top.append(x)
        top.sort(reverse=True)
        if len(top) > k:
            top.pop()
    if len(top) < k:
        return None
    return top[k - 1]

# tests
assert kth_largest_distinct([], 1) is None
assert kth_largest_distinct([3, 1], 0) is None
assert kth_largest_distinct([4], 1) == 4
assert kth_largest_distinct([3, 2, 1, 5, 6, 4], 2) == 5
assert kth_largest_distinct([5, 5, 4, 4, 3], 2) == 4
assert kth_largest_distinct([5, 5, 4], 3) is None
assert kth_largest_distinct([2, 7, 7, 1], 3) == 1
assert kth_largest_distinct([-1, -3, -2], 1) == -1
assert kth_largest_distinct([9, 1, 8, 9, 2], 3) == 2
