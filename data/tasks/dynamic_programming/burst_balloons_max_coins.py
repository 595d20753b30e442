# query: Balloons in a row carry numbers; bursting balloon i earns left * nums[i] * right, where left and right are its
# current neighbours (1 beyond the ends); return the most coins obtainable by bursting them all in the best order.
def burst_balloons_max_coins(nums):
    vals = [1] + list(nums) + [1]
    n = len(vals)
    best = [[0] * n for _ in range(n)]
    for width in range(2, n):
        for left in range(n - width):
            right = left + width
            for k in range(left + 1, right):
                gain = vals[left] * vals[k] * vals[right] + best[left][k] + best[k][right]
                if gain > best[left][right]:
                    best[left][right] = gain
    return best[0][n - 1]

# tests
assert burst_balloons_max_coins([]) == 0
assert burst_balloons_max_coins([5]) == 5
assert burst_balloons_max_coins([3, 1, 5, 8]) == 167
assert burst_balloons_max_coins([1, 5]) == 10
assert burst_balloons_max_coins([2, 3]) == 9
assert burst_balloons_max_coins([7, 9, 8, 0, 7, 1, 3, 5, 5, 2]) == 1582
assert burst_balloons_max_coins([0, 0]) == 0
assert burst_balloons_max_coins([4, 1, 2]) == 20
