# query: Count the positions of a list whose value is strictly greater than each existing neighbour (the first and
# last elements have only one neighbour); a single element counts as a peak and an empty list has none.
def count_strict_peaks(nums):
    n = len(nums)
    peaks = 0
    for i in range(n):
        if i > 0 and nums[i] <= nums[i - 1]:
            continue
        if i < n - 1 and nums[i] <= nums[i + 1]:
            continue
        peaks += 1
    return peaks

# tests
assert count_strict_peaks([]) == 0
assert count_strict_peaks([3]) == 1
assert count_strict_peaks([1, 2]) == 1
assert count_strict_peaks([2, 2]) == 0
assert count_strict_peaks([1, 3, 2, 4, 1]) == 2
assert count_strict_peaks([5, 1, 5]) == 2
assert count_strict_peaks([1, 2, 2, 1]) == 0
assert count_strict_peaks([3, 2, 1]) == 1
assert count_strict_peaks([-1, -5, -2, -3]) == 2
