# query: Given a list that strictly increases and then strictly decreases (either part may be empty), return the
# index of its maximum element using binary search; return -1 for an empty list.
def bitonic_peak_index(values):
    n = len(values)
    if n == 0:
        return -1
    low, high = 0, n - 1
    while low < high:
        mid = low + (high - low) // 2
        if values[mid] < values[mid + 1]:
            low = mid + 1
        else:
            high = mid
    return low

# tests
assert bitonic_peak_index([]) == -1
assert bitonic_peak_index([4]) == 0
assert bitonic_peak_index([1, 3, 5, 4, 2]) == 2
assert bitonic_peak_index([1, 2, 3, 4]) == 3
assert bitonic_peak_index([9, 7, 3]) == 0
assert bitonic_peak_index([1, 9]) == 1
assert bitonic_peak_index([9, 1]) == 0
assert bitonic_peak_index([-5, -2, 0, 7, 11, 20, 3]) == 5
assert bitonic_peak_index([0, 10, 8, 6, 4, 2, 1, -1]) == 1
