# query: Given positive integers and a threshold, return the smallest positive divisor d such that the sum of
# ceil(x / d) over all numbers is at most the threshold, found by binary search; return -1 if the threshold is
# smaller than the number of elements (no divisor can work) and 1 for an empty list.
def smallest_divisor_under_threshold(nums, threshold):
    if threshold < len(nums):
        return -1
    if not nums:
        return 1
    lo, hi = 1, max(nums)
    while lo < hi:
        mid = (lo + hi) // 2
        total = sum((x + mid - 1) // mid for x in nums)
        if total > threshold:
            lo = mid + 1
        else:
            hi = mid
    return lo

# tests
assert smallest_divisor_under_threshold([1, 2, 5, 9], 3) == -1
assert smallest_divisor_under_threshold([], 0) == 1
assert smallest_divisor_under_threshold([1, 2, 5, 9], 6) == 5
assert smallest_divisor_under_threshold([1, 2, 5, 9], 4) == 9
assert smallest_divisor_under_threshold([44, 22, 33, 11, 1], 5) == 44
assert smallest_divisor_under_threshold([2, 3, 5, 7, 11], 11) == 3
assert smallest_divisor_under_threshold([19], 5) == 4
assert smallest_divisor_under_threshold([10, 10], 20) == 1
assert smallest_divisor_under_threshold([10, 10], 19) == 2
assert smallest_divisor_under_threshold([6, 6, 6], 6) == 3
