# query: Given a list of integers sorted in non-decreasing order and a target, return the index of the first
# (leftmost) position holding the target using binary search, or -1 if the target does not occur.
def first_occurrence_index(nums, target):
    lo, hi = 0, len(nums) - 1
    found = -1
    while lo <= hi:
        mid = (lo + hi) // 2
        if nums[mid] < target:
            lo = mid + 1
        elif nums[mid] > target:
            hi = mid - 1
        else:
            found = mid
            hi = mid - 1
    return found

# tests
assert first_occurrence_index([], 3) == -1
assert first_occurrence_index([5], 5) == 0
assert first_occurrence_index([5], 4) == -1
assert first_occurrence_index([1, 2, 2, 2, 3], 2) == 1
assert first_occurrence_index([2, 5, 6], 2) == 0
assert first_occurrence_index([1, 3, 5, 7, 9], 9) == 4
assert first_occurrence_index([1, 3, 5, 7, 9], 6) == -1
assert first_occurrence_index([-4, -2, -2, 0, 8, 8], 8) == 4
assert first_occurrence_index([3, 3, 5], 3) == 0
assert first_occurrence_index([2, 4, 4, 4, 4, 4, 6], 4) == 1
