# query: Return the length of the longest subsequence whose successive differences strictly alternate between positive
# and negative (a zero difference never counts); one element counts as 1 and an empty list as 0.
def longest_wiggle_subsequence_length(nums):
    if not nums:
        return 0
    up = down = 1
    for i in range(1, len(nums)):
        if nums[i] > nums[i - 1]:
            up = down + 1
        elif nums[i] < nums[i - 1]:
            down = up + 1
    return max(up, down)

# tests
assert longest_wiggle_subsequence_length([]) == 0
assert longest_wiggle_subsequence_length([4]) == 1
assert longest_wiggle_subsequence_length([1, 7, 4, 9, 2, 5]) == 6
assert longest_wiggle_subsequence_length([1, 17, 5, 10, 13, 15, 10, 5, 16, 8]) == 7
assert longest_wiggle_subsequence_length([1, 2, 3, 4, 5]) == 2
assert longest_wiggle_subsequence_length([3, 3, 3]) == 1
assert longest_wiggle_subsequence_length([5, 4, 3]) == 2
assert longest_wiggle_subsequence_length([0, 0, 1, 1, 0]) == 3
assert longest_wiggle_subsequence_length([2, 1, 2, 1]) == 4
