# query: Given a sorted list of distinct non-negative integers, return the smallest non-negative integer missing from
# it, using binary search.
def first_gap_in_sorted(nums):
    lo, hi = 0, len(nums)
    while lo < hi:
        mid = (lo + hi) // 2
        if nums[mid] == mid:
            lo = mid + 1
        else:
            hi = mid
    return lo

# tests
assert first_gap_in_sorted([]) == 0
assert first_gap_in_sorted([0]) == 1
assert first_gap_in_sorted([1]) == 0
assert first_gap_in_sorted([0, 1, 2, 3]) == 4
assert first_gap_in_sorted([0, 1, 3, 4]) == 2
assert first_gap_in_sorted([0, 2, 5, 9]) == 1
assert first_gap_in_sorted([3, 4, 5]) == 0
assert first_gap_in_sorted([0, 1, 2, 3, 4, 5, 7, 8, 10]) == 6
assert first_gap_in_sorted([0, 1, 2, 4, 6, 7, 8]) == 3
