# query: Return the largest difference between two neighbouring values once a list is sorted ascending, or 0 when it
# has fewer than two values.
def maximum_gap_sorted(nums):
    s = sorted(nums)
    best = 0
    for i in range(1, len(s)):
        best = max(best, s[i] - s[i - 1])
    return best

# tests
assert maximum_gap_sorted([]) == 0
assert maximum_gap_sorted([10]) == 0
assert maximum_gap_sorted([3, 6, 9, 1]) == 3
assert maximum_gap_sorted([1, 1, 1]) == 0
assert maximum_gap_sorted([1, 10]) == 9
assert maximum_gap_sorted([-10, 5, 0]) == 10
assert maximum_gap_sorted([100, 3, 2, 1]) == 97
assert maximum_gap_sorted([5, 1, 2, 3, 4]) == 1
