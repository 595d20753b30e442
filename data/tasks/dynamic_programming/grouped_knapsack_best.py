# query: Items come in groups of (weight, value) options and at most one option may be taken from each group; return the
# largest total value whose total weight does not exceed capacity.
def grouped_knapsack_best(groups, capacity):
    best = [0] * (capacity + 1)
    for group in groups:
        nxt = best[:]
        for weight, value in group:
            for cap in range(weight, capacity + 1):
                if best[cap - weight] + value > nxt[cap]:
                    nxt[cap] = best[cap - weight] + value
        best = nxt
    return best[capacity]

# tests
assert grouped_knapsack_best([], 10) == 0
assert grouped_knapsack_best([[(5, 10)]], 4) == 0
assert grouped_knapsack_best([[(5, 10)]], 5) == 10
assert grouped_knapsack_best([[(1, 1), (2, 5)], [(3, 4), (4, 8)]], 6) == 13
assert grouped_knapsack_best([[(1, 3), (1, 4)]], 2) == 4
assert grouped_knapsack_best([[(2, 3)], [(2, 3)], [(2, 3)]], 5) == 6
assert grouped_knapsack_best([[(3, 5), (1, 2)], [(2, 4)], [(4, 7), (3, 6)]], 5) == 10
assert grouped_knapsack_best([[(0, 2)], [(6, 9)]], 6) == 11
assert grouped_knapsack_best([[(4, 9), (2, 4)], [(2, 4), (3, 5)]], 4) == 9
