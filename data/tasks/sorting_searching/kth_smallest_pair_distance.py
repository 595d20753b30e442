# query: Given at least two integers, return the k-th smallest absolute difference over all pairs of positions
# (1-based k, counting every pair i < j).
def kth_smallest_pair_distance(nums, k):
    a = sorted(nums)
    lo, hi = 0, a[-1] - a[0]
    while lo < hi:
        mid = (lo + hi) // 2
        count = 0
        left = 0
        for right in range(len(a)):
            while a[right] - a[left] > mid:
                left += 1
            count += right - left
        if count >= k:
            hi = mid
        else:
            lo = mid + 1
    return lo

# tests
assert kth_smallest_pair_distance([1, 3], 1) == 2
assert kth_smallest_pair_distance([1, 3, 1], 1) == 0
assert kth_smallest_pair_distance([1, 3, 1], 2) == 2
assert kth_smallest_pair_distance([1, 3, 1], 3) == 2
assert kth_smallest_pair_distance([1, 1, 1], 2) == 0
assert kth_smallest_pair_distance([1, 6, 1], 3) == 5
assert kth_smallest_pair_distance([9, 10, 7, 10, 6, 1, 5, 4, 9, 8], 18) == 2
assert kth_smallest_pair_distance([-4, 0, 5], 2) == 5
assert kth_smallest_pair_distance([1, 2, 4, 8], 5) == 6
