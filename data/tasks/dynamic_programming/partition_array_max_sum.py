# query: Split a list of non-negative integers into contiguous parts of length at most k, replace every value by the
# maximum of its part, and return the largest possible sum of the result.
def partition_array_max_sum(nums, k):
    n = len(nums)
    best = [0] * (n + 1)
    for i in range(1, n + 1):
        top = 0
        for size in range(1, min(k, i) + 1):
            top = max(top, nums[i - size])
            best[i] = max(best[i], best[i - size] + top * size)
    return best[n]

# tests
assert partition_array_max_sum([], 3) == 0
assert partition_array_max_sum([5], 1) == 5
assert partition_array_max_sum([1, 15, 7, 9, 2, 5, 10], 3) == 84
assert partition_array_max_sum([1, 4, 1, 5, 7, 3, 6, 1, 9, 9, 3], 4) == 83
assert partition_array_max_sum([1, 2, 3], 1) == 6
assert partition_array_max_sum([3, 1, 2], 2) == 8
assert partition_array_max_sum([1, 2, 9], 2) == 19
assert partition_array_max_sum([0, 0, 4], 5) == 12
assert partition_array_max_sum([2, 7, 1, 1, 8], 2) == 32
