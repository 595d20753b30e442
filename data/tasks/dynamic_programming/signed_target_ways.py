# query: Count the ways to put a '+' or '-' sign in front of every number of a list of non-negative integers so that
# the signed sum equals target; an empty list has one way exactly when target is 0.
def signed_target_ways(nums, target):
    counts = {0: 1}
    for x in nums:
        nxt = {}
        for total, ways in counts.items():
            nxt[total + x] = nxt.get(total + x, 0) + ways
            nxt[total - x] = nxt.get(total - x, 0) + ways
        counts = nxt
    return counts.get(target, 0)

# tests
assert signed_target_ways([], 0) == 1
assert signed_target_ways([], 2) == 0
assert signed_target_ways([1], 1) == 1
assert signed_target_ways([1], -1) == 1
assert signed_target_ways([1, 1, 1, 1, 1], 3) == 5
assert signed_target_ways([0, 0], 0) == 4
assert signed_target_ways([2, 3], 1) == 1
assert signed_target_ways([1, 2, 3], 7) == 0
assert signed_target_ways([4, 1, 2, 3], -2) == 2
