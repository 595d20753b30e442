# query: Return the size of the largest subset of distinct positive integers in which, for every pair, one divides the
# other (0 for an empty list).
def largest_divisible_subset_size(nums):
    s = sorted(nums)
    best = [1] * len(s)
    for i in range(len(s)):
        for j in range(i):
            if s[i] % s[j] == 0 and best[j] + 1 > best[i]:
                best[i] = best[j] + 1
    return max(best, default=0)

# tests
assert largest_divisible_subset_size([]) == 0
assert largest_divisible_subset_size([7]) == 1
assert largest_divisible_subset_size([1, 2, 3]) == 2
assert largest_divisible_subset_size([1, 2, 4, 8]) == 4
assert largest_divisible_subset_size([8, 4, 2, 1]) == 4
assert largest_divisible_subset_size([3, 5, 7]) == 1
assert largest_divisible_subset_size([4, 8, 10, 240]) == 3
assert largest_divisible_subset_size([2, 3, 4, 9, 8, 27]) == 3
assert largest_divisible_subset_size([5, 9, 18, 54, 108, 540, 90, 180, 360, 720]) == 6
