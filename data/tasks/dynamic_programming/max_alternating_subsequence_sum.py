# query: Choose a subsequence of a list (possibly empty) and score it as first - second + third - fourth ...; return the
# largest possible score.
def max_alternating_subsequence_sum(nums):
    even, odd = 0, float("-inf")
    for v in nums:
        even, odd = max(even, odd - v), max(odd, even + v)
    return max(even, odd)

# tests
assert max_alternating_subsequence_sum([]) == 0
assert max_alternating_subsequence_sum([-3]) == 0
assert max_alternating_subsequence_sum([4]) == 4
assert max_alternating_subsequence_sum([4, 2, 5, 3]) == 7
assert max_alternating_subsequence_sum([5, 6, 7, 8]) == 8
assert max_alternating_subsequence_sum([6, 2, 1, 2, 4, 5]) == 10
assert max_alternating_subsequence_sum([1, 9, 1, 9]) == 17
assert max_alternating_subsequence_sum([3, -2, 4]) == 9
assert max_alternating_subsequence_sum([2, 2, 2]) == 2
