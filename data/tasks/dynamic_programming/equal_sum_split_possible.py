# query: Decide whether a list of non-negative integers can be divided into two groups (every element used exactly
# once) whose sums are equal; an empty list returns True.
def equal_sum_split_possible(nums):
    total = sum(nums)
    if total % 2 == 1:
        return False
    half = total // 2
    reachable = [True] + [False] * half
    for x in nums:
        for s in range(half, x - 1, -1):
            if reachable[s - x]:
                reachable[s] = True
    return reachable[half]

# tests
assert equal_sum_split_possible([]) is True
assert equal_sum_split_possible([1]) is False
assert equal_sum_split_possible([0]) is True
assert equal_sum_split_possible([1, 5, 11, 5]) is True
assert equal_sum_split_possible([1, 2, 3, 5]) is False
assert equal_sum_split_possible([2, 2]) is True
assert equal_sum_split_possible([3, 3, 3, 4, 5]) is True
assert equal_sum_split_possible([1, 1, 4]) is False
assert equal_sum_split_possible([2, 4, 6, 10]) is False
assert equal_sum_split_possible([7, 3, 1, 5, 4, 8]) is True
