# query: Split a list of even length into pairs so that the largest pair sum is as small as possible, and return that
# largest pair sum (None for an empty list).
def min_max_pair_sum(nums):
    s = sorted(nums)
    best = None
    for i in range(len(s) // 2):
        pair = s[i] + s[len(s) - 1 - i]
        if best is None or pair > best:
            best = pair
    return best

# tests
assert min_max_pair_sum([]) is None
assert min_max_pair_sum([3, 4]) == 7
assert min_max_pair_sum([3, 5, 2, 3]) == 7
assert min_max_pair_sum([3, 5, 4, 2, 4, 6]) == 8
assert min_max_pair_sum([1, 1, 1, 1]) == 2
assert min_max_pair_sum([-5, 10, -2, 1]) == 5
assert min_max_pair_sum([9, 1, 1, 1, 1, 1]) == 10
assert min_max_pair_sum([4, 1, 2, 3]) == 5
assert min_max_pair_sum([1, 4, 4, 5]) == 8
