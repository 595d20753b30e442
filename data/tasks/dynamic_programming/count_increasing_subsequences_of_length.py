# query: Count the strictly increasing subsequences (as sets of positions) of exactly length k in a list; k <= 0 gives
# 0.
def count_increasing_subsequences_of_length(nums, k):
    if k <= 0:
        return 0
    n = len(nums)
    ways = [[0] * (k + 1) for _ in range(n)]
    total = 0
    for i in range(n):
        ways[i][1] = 1
        for j in range(i):
            if nums[j] < nums[i]:
                for length in range(2, k + 1):
                    ways[i][length] += ways[j][length - 1]
        total += ways[i][k]
    return total

# tests
assert count_increasing_subsequences_of_length([1, 2], 0) == 0
assert count_increasing_subsequences_of_length([], 1) == 0
assert count_increasing_subsequences_of_length([5, 5], 1) == 2
assert count_increasing_subsequences_of_length([1, 2, 3, 4], 2) == 6
assert count_increasing_subsequences_of_length([1, 2, 3, 4], 3) == 4
assert count_increasing_subsequences_of_length([1, 2, 3, 4], 5) == 0
assert count_increasing_subsequences_of_length([2, 1, 3, 1, 4], 3) == 2
assert count_increasing_subsequences_of_length([3, 3, 4, 4], 2) == 4
assert count_increasing_subsequences_of_length([4, 3, 2, 1], 2) == 0
assert count_increasing_subsequences_of_length([1, 5, 2, 6, 3, 7], 3) == 10
