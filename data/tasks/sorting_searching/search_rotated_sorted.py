# query: Given a list of distinct integers that was sorted ascending and then rotated at an unknown pivot, return
# the index of target in O(log n) time, or -1 if it is absent (an empty list gives -1).
def search_rotated_sorted(nums, target):
    left, right = 0, len(nums) - 1
    while left <= right:
        mid = (left + right) // 2
        if nums[mid] == target:
            return mid
        if nums[left] <= nums[mid]:
            if nums[left] <= target < nums[mid]:
                right = mid - 1
            else:
                left = mid + 1
        else:
            if nums[mid] < target <= nums[right]:
                left = mid + 1
            else:
                right = mid - 1
    return -1

# tests
assert search_rotated_sorted([], 1) == -1
assert search_rotated_sorted([7], 7) == 0
assert search_rotated_sorted([4, 5, 6, 7, 0, 1, 2], 0) == 4
assert search_rotated_sorted([4, 5, 6, 7, 0, 1, 2], 3) == -1
assert search_rotated_sorted([4, 5, 6, 7, 0, 1, 2], 1) == 5
assert search_rotated_sorted([4, 5, 6, 7, 0, 1, 2], 2) == 6
assert search_rotated_sorted([5, 1, 2, 3, 4], 4) == 4
assert search_rotated_sorted([6, 7, 8, 1, 2, 3, 4, 5], 5) == 7
assert search_rotated_sorted([3, 1], 1) == 1
assert search_rotated_sorted([5, 1, 2, 3, 4], 5) == 0
