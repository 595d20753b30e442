# query: Count how many strictly increasing subsequences (as sets of positions) have the maximum possible length in a
# list of numbers; an empty list gives 0.
def count_longest_increasing_subsequences(nums):
    n = len(nums)
    length = [1] * n
    count = [1] * n
    for i in range(n):
        for j in range(i):
            if nums[j] < nums[i]:
                if length[j] + 1 > length[i]:
                    length[i] = length[j] + 1
                    count[i] = count[j]
                elif length[j] + 1 == length[i]:
                    count[i] += count[j]
    best = max(length, default=0)
    return sum(c for l, c in zip(length, count) if l == best)

# tests
assert count_longest_increasing_subsequences([]) == 0
assert count_longest_increasing_subsequences([5]) == 1
assert count_longest_increasing_subsequences([1, 3, 5, 4, 7]) == 2
assert count_longest_increasing_subsequences([2, 2, 2, 2]) == 4
assert count_longest_increasing_subsequences([1, 2, 4, 3, 5, 4, 7, 2]) == 3
assert count_longest_increasing_subsequences([3, 1, 2]) == 1
assert count_longest_increasing_subsequences([1, 2, 3]) == 1
assert count_longest_increasing_subsequences([2, 1, 4, 3]) == 4
assert count_longest_increasing_subsequences([1, 1, 2, 2]) == 4
assert count_longest_increasing_subsequences([1, 4, 0, 4]) == 3
