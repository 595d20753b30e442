# query: Merge a row of piles into one by repeatedly joining two adjacent piles, each join costing the size of the new
# pile; return the minimum total cost (0 for zero or one pile).
def min_cost_merge_piles(piles):
    n = len(piles)
    if n == 0:
        return 0
    prefix = [0]
    for p in piles:
        prefix.append(prefix[-1] + p)
    cost = [[0] * n for _ in range(n)]
    for width in range(2, n + 1):
        for i in range(n - width + 1):
            j = i + width - 1
            cost[i][j] = min(cost[i][k] + cost[k + 1][j] for k in range(i, j)) + prefix[j + 1] - prefix[i]
    return cost[0][n - 1]

# tests
assert min_cost_merge_piles([]) == 0
assert min_cost_merge_piles([4]) == 0
assert min_cost_merge_piles([3, 2]) == 5
assert min_cost_merge_piles([1, 3, 1]) == 9
assert min_cost_merge_piles([3, 2, 4, 1]) == 20
assert min_cost_merge_piles([3, 5, 1, 2, 6]) == 37
assert min_cost_merge_piles([1, 1, 1, 1]) == 8
assert min_cost_merge_piles([6, 4, 4, 6]) == 40
assert min_cost_merge_piles([10, 1, 1, 10]) == 36
