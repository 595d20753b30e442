# query: From an ascending sorted list, return the k elements closest to x as an ascending list; when two
# elements are equally close the smaller one is preferred, and k is clamped to the range 0..len(list).
def k_closest_to_target(arr, k, x):
    n = len(arr)
    k = max(0, min(k, n))
    lo, hi = 0, n - k
    while lo < hi:
        mid = (lo + hi) // 2
        if x - arr[mid] > arr[mid + k] - x:
            lo = mid + 1
        else:
            hi = mid
    return arr[lo:lo + k]

# tests
assert k_closest_to_target([], 3, 1) == []
assert k_closest_to_target([1, 2, 3], 0, 2) == []
assert k_closest_to_target([1, 2, 3], -2, 2) == []
assert k_closest_to_target([1, 2, 3, 4, 5], 4, 3) == [1, 2, 3, 4]
assert k_closest_to_target([1, 2, 3, 4, 5], 4, -1) == [1, 2, 3, 4]
assert k_closest_to_target([1, 2, 3, 4, 5], 2, 10) == [4, 5]
assert k_closest_to_target([1, 2, 3], 7, 0) == [1, 2, 3]
assert k_closest_to_target([1, 3, 5, 7], 1, 4) == [3]
assert k_closest_to_target([1, 3, 5, 7, 9, 11], 3, 8) == [5, 7, 9]
assert k_closest_to_target([1, 3, 5, 7, 9, 11, 13], 2, 9) == [7, 9]
