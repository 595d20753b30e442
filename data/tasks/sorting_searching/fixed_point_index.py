# query: Given a sorted list of distinct integers, return the smallest index i with nums[i] == i using binary search,
# or -1 when there is none.
def fixed_point_index(nums):
    lo, hi = 0, len(nums) - 1
    found = -1
    while lo <= hi:
        mid = (lo + hi) // 2
        if nums[mid] < mid:
            lo = mid + 1
        else:
            if nums[mid] == mid:
                found = mid
            hi = mid - 1
    return found

# tests
assert fixed_point_index([]) == -1
assert fixed_point_index([0]) == 0
assert fixed_point_index([1]) == -1
assert fixed_point_index([-10, -5, 0, 3, 7]) == 3
assert fixed_point_index([0, 2, 5, 8, 17]) == 0
assert fixed_point_index([-10, -5, 3, 4, 7, 9]) == -1
assert fixed_point_index([-1, 0, 1, 2, 4]) == 4
assert fixed_point_index([-3, -1, 1, 3, 4, 5]) == 3
assert fixed_point_index([-5, -4, -3, -2, -1, 5]) == 5
