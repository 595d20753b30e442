# query: Two players alternately take one number from either end of a row, each playing to maximise their own total;
# return the first player's total minus the second player's (0 for an empty row).
def optimal_pick_from_ends_margin(nums):
    n = len(nums)
    if n == 0:
        return 0
    margin = list(nums)
    for width in range(2, n + 1):
        for i in range(n - width + 1):
            j = i + width - 1
            margin[i] = max(nums[i] - margin[i + 1], nums[j] - margin[i])
    return margin[0]

# tests
assert optimal_pick_from_ends_margin([]) == 0
assert optimal_pick_from_ends_margin([5]) == 5
assert optimal_pick_from_ends_margin([1, 5]) == 4
assert optimal_pick_from_ends_margin([1, 5, 2]) == -2
assert optimal_pick_from_ends_margin([1, 5, 233, 7]) == 222
assert optimal_pick_from_ends_margin([3, 9, 1, 2]) == 7
assert optimal_pick_from_ends_margin([2, 2, 2, 2]) == 0
assert optimal_pick_from_ends_margin([-1, 4, -2]) == -7
assert optimal_pick_from_ends_margin([8, 15, 3, 7]) == 11
