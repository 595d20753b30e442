# query: Return the largest product of a non-empty contiguous run of a list of integers, tracking both the maximum
# and minimum products ending at each position so negatives are handled; return 0 for an empty list.
def max_product_subarray(nums):
    if not nums:
        return 0
    hi = lo = best = nums[0]
    for x in nums[1:]:
        if x < 0:
            hi, lo = lo, hi
        hi = max(x, hi * x)
        lo = min(x, lo * x)
        if hi > best:
            best = hi
    return best

# tests
assert max_product_subarray([]) == 0
assert max_product_subarray([-3]) == -3
assert max_product_subarray([2, 3, -2, 4]) == 6
assert max_product_subarray([-2, 0, -1]) == 0
assert max_product_subarray([-2, 3, -4]) == 24
assert max_product_subarray([0, 2]) == 2
assert max_product_subarray([-1, -2, -3]) == 6
assert max_product_subarray([2, -5, -2, -4, 3]) == 24
assert max_product_subarray([-2, -3, 7, -1, 0, 5]) == 42
assert max_product_subarray([-2, 3, -1]) == 6
