# query: A frog on stone 0 must reach the last stone, jumping forward 1 to k stones at a time (k >= 1) and paying the
# absolute height difference of each jump; return the minimum total cost (0 for no stones).
def frog_jump_min_cost(heights, k):
    n = len(heights)
    cost = [0] + [float("inf")] * (n - 1)
    for i in range(1, n):
        for j in range(max(0, i - k), i):
            cost[i] = min(cost[i], cost[j] + abs(heights[i] - heights[j]))
    return cost[n - 1]

# tests
assert frog_jump_min_cost([], 2) == 0
assert frog_jump_min_cost([7], 1) == 0
assert frog_jump_min_cost([10, 30, 40, 20], 1) == 50
assert frog_jump_min_cost([10, 30, 40, 20], 2) == 30
assert frog_jump_min_cost([10, 30, 40, 50, 20], 3) == 30
assert frog_jump_min_cost([10, 20, 10], 1) == 20
assert frog_jump_min_cost([10, 20, 10], 2) == 0
assert frog_jump_min_cost([40, 10, 20, 70, 80, 10, 20, 70, 80, 60], 4) == 40
assert frog_jump_min_cost([5, 1, 9], 5) == 4
