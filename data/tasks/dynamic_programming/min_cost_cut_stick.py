# query: A stick of the given length must be cut at every listed position, and each cut costs the current length of the
# piece being cut; return the smallest total cost over all cutting orders.
def min_cost_cut_stick(length, cuts):
    points = [0] + sorted(cuts) + [length]
    n = len(points)
    cost = [[0] * n for _ in range(n)]
    for width in range(2, n):
        for i in range(n - width):
            j = i + width
            cost[i][j] = min(cost[i][k] + cost[k][j] for k in range(i + 1, j)) + points[j] - points[i]
    return cost[0][n - 1]

# tests
assert min_cost_cut_stick(10, []) == 0
assert min_cost_cut_stick(10, [4]) == 10
assert min_cost_cut_stick(7, [1, 3, 4, 5]) == 16
assert min_cost_cut_stick(9, [5, 6, 1, 4, 2]) == 22
assert min_cost_cut_stick(10, [2, 8]) == 18
assert min_cost_cut_stick(6, [3, 1]) == 9
assert min_cost_cut_stick(100, [1, 2, 3]) == 105
assert min_cost_cut_stick(5, [1, 2, 3, 4]) == 12
