# query: Return the length of the longest subsequence that first strictly increases and then strictly decreases
# (either part may be empty) in a list of numbers; an empty list gives 0.
def longest_bitonic_subsequence(nums):
    n = len(nums)
    if n == 0:
        return 0
    inc = [1] * n
    dec = [1] * n
    for i in range(n):
        for j in range(i):
            if nums[j] < nums[i] and inc[j] + 1 > inc[i]:
                inc[i] = inc[j] + 1
    for i in range(n - 1, -1, -1):
        for j in range(i + 1, n):
            if nums[j] < nums[i] and dec[j] + 1 > dec[i]:
                dec[i] = dec[j] + 1
    return max(inc[i] + dec[i] - 1 for i in range(n))

# tests
assert longest_bitonic_subsequence([]) == 0
assert longest_bitonic_subsequence([4]) == 1
assert longest_bitonic_subsequence([1, 11, 2, 10, 4, 5, 2, 1]) == 6
assert longest_bitonic_subsequence([12, 11, 40, 5, 3, 1]) == 5
assert longest_bitonic_subsequence([80, 60, 30, 40, 20, 10]) == 5
assert longest_bitonic_subsequence([1, 2, 3, 4]) == 4
assert longest_bitonic_subsequence([2, 2, 2]) == 1
assert longest_bitonic_subsequence([1, 3, 3, 2]) == 3
assert longest_bitonic_subsequence([5, 1, 4, 2, 6, 0]) == 4
