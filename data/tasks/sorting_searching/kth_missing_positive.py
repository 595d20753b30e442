# query: Given a strictly increasing list of positive integers, return the k-th positive integer (k >= 1) that is
# missing from it, using binary search on how many numbers are missing before each index; return -1 if k < 1.
def kth_missing_positive(arr, k):
    if k < 1:
        return -1
    lo, hi = 0, len(arr)
    while lo < hi:
        mid = (lo + hi) // 2
        if arr[mid] - (mid + 1) < k:
            lo = mid + 1
        else:
            hi = mid
    return lo + k

# tests
assert kth_missing_positive([1, 2], 0) == -1
assert kth_missing_positive([], 3) == 3
assert kth_missing_positive([2, 3, 4, 7, 11], 5) == 9
assert kth_missing_positive([1, 2, 3, 4], 2) == 6
assert kth_missing_positive([2], 1) == 1
assert kth_missing_positive([1], 1) == 2
assert kth_missing_positive([3, 4, 5], 2) == 2
assert kth_missing_positive([3, 4, 5], 3) == 6
assert kth_missing_positive([1, 5, 6, 10], 4) == 7
assert kth_missing_positive([1, 5, 6, 10], 3) == 4
