# query: Return the length of the longest subsequence of a list whose consecutive differences are all equal (any common
# difference, including 0); lists shorter than three elements return their own length.
def longest_arithmetic_subsequence_length(nums):
    n = len(nums)
    if n < 3:
        return n
    best = 2
    dp = [dict() for _ in range(n)]
    for i in range(n):
        for j in range(i):
            diff = nums[i] - nums[j]
            dp[i][diff] = dp[j].get(diff, 1) + 1
            best = max(best, dp[i][diff])
    return best

# tests
assert longest_arithmetic_subsequence_length([]) == 0
assert longest_arithmetic_subsequence_length([4, 9]) == 2
assert longest_arithmetic_subsequence_length([3, 6, 9, 12]) == 4
assert longest_arithmetic_subsequence_length([9, 4, 7, 2, 10]) == 3
assert longest_arithmetic_subsequence_length([20, 1, 15, 3, 10, 5, 8]) == 4
assert longest_arithmetic_subsequence_length([5, 5, 5]) == 3
assert longest_arithmetic_subsequence_length([1, 2, 4]) == 2
assert longest_arithmetic_subsequence_length([1, 7, 10, 13, 14, 19]) == 4
assert longest_arithmetic_subsequence_length([83, 20, 17, 43, 52, 78, 68, 45]) == 2
