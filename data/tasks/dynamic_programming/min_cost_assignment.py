# query: Given an n x n matrix where cost[w][j] is the cost of worker w doing job j, assign each worker a different job
# so that the total cost is as small as possible, and return that total (0 for n = 0).
def min_cost_assignment(cost):
    n = len(cost)
    best = {0: 0}
    for worker in range(n):
        nxt = {}
        for mask, total in best.items():
            for job in range(n):
                if not mask & (1 << job):
                    key = mask | (1 << job)
                    value = total + cost[worker][job]
                    if key not in nxt or value < nxt[key]:
                        nxt[key] = value
        best = nxt
    return min(best.values())

# tests
assert min_cost_assignment([]) == 0
assert min_cost_assignment([[7]]) == 7
assert min_cost_assignment([[1, 2], [3, 4]]) == 5
assert min_cost_assignment([[2, 1], [1, 2]]) == 2
assert min_cost_assignment([[9, 2, 7, 8], [6, 4, 3, 7], [5, 8, 1, 8], [7, 6, 9, 4]]) == 13
assert min_cost_assignment([[4, 1, 3], [2, 0, 5], [3, 2, 2]]) == 5
assert min_cost_assignment([[5, 5, 5], [5, 5, 5], [5, 5, 5]]) == 15
assert min_cost_assignment([[10, 1, 10], [1, 10, 10], [10, 10, 1]]) == 3
assert min_cost_assignment([[0, -3], [-2, 0]]) == -5
assert min_cost_assignment([[1, 2, 3], [1, 2, 3], [1, 2, 3]]) == 6
