# query: Given a list of distinct integers that is an ascending sorted list rotated by some amount, return its
# smallest value using binary search, or None for an empty list.
def rotated_array_minimum(nums):
    if not nums:
        return None
    lo, hi = 0, len(nums) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if nums[mid] > nums[hi]:
            lo = mid + 1
        else:
            hi = mid
    return nums[lo]

# tests
assert rotated_array_minimum([]) is None
assert rotated_array_minimum([9]) == 9
assert rotated_array_minimum([3, 4, 5, 1, 2]) == 1
assert rotated_array_minimum([1, 2, 3, 4, 5]) == 1
assert rotated_array_minimum([2, 1]) == 1
assert rotated_array_minimum([5, 6, 7, 8, 9, 1]) == 1
assert rotated_array_minimum([9, 1, 2, 3, 4, 5, 6]) == 1
assert rotated_array_minimum([-3, -1, 4, -10, -7]) == -10
assert rotated_array_minimum([11, 13, 15, 17]) == 11
