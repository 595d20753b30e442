# query: Among all triples of distinct positions in a list of integers, return the sum closest to target; if two
# sums are equally close, return the smaller sum, and return None when the list has fewer than three elements.
def three_sum_nearest(nums, target):
    if len(nums) < 3:
        return None
    arr = sorted(nums)
    best = arr[0] + arr[1] + arr[2]
    for i in range(len(arr) - 2):
        lo, hi = i + 1, len(arr) - 1
        while lo < hi:
            s = arr[i] + arr[lo] + arr[hi]
            if abs(s - target) < abs(best - target) or (abs(s - target) == abs(best - target) and s < best):
                best = s
            if s < target:
                lo += 1
            elif s > target:
                hi -= 1
            else:
                return s
    return best

# tests
assert three_sum_nearest([1, 2], 3) is None
assert three_sum_nearest([1, 2, 3], 100) == 6
assert three_sum_nearest([-1, 2, 1, -4], 1) == 2
assert three_sum_nearest([9, 6, 0, -3], 10) == 12
assert three_sum_nearest([1, 1, 1, 0], -100) == 2
assert three_sum_nearest([4, 0, 5, -5, 3, 3, 0, -4, -5], -2) == -2
assert three_sum_nearest([0, 9, 5, 2, -1], 12) == 11
assert three_sum_nearest([1, 2, 5, 10, 11], 12) == 13
assert three_sum_nearest([-3, -2, -5, 3, -4], -1) == -2
assert three_sum_nearest([0, 2, 4, 6], 9) == 8
