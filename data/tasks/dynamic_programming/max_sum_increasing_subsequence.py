# query: Return the largest sum of a non-empty strictly increasing subsequence of a list of integers (0 for an empty
# list).
def max_sum_increasing_subsequence(nums):
    best = list(nums)
    for i in range(len(nums)):
        for j in range(i):
            if nums[j] < nums[i] and best[j] + nums[i] > best[i]:
                best[i] = best[j] + nums[i]
    return max(best, default=0)

# tests
assert max_sum_increasing_subsequence([]) == 0
assert max_sum_increasing_subsequence([-4]) == -4
assert max_sum_increasing_subsequence([1, 101, 2, 3, 100, 4, 5]) == 106
assert max_sum_increasing_subsequence([3, 4, 5, 10]) == 22
assert max_sum_increasing_subsequence([10, 5, 4, 3]) == 10
assert max_sum_increasing_subsequence([5, 5, 5]) == 5
assert max_sum_increasing_subsequence([-3, -1, -2]) == -1
assert max_sum_increasing_subsequence([1, 2, -5, 3]) == 6
assert max_sum_increasing_subsequence([4, 6, 1, 3, 8, 4, 6]) == 18
