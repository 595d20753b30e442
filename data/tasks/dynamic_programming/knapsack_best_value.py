# query: Given item weights and values (each item usable at most once) and a capacity, return the maximum total value
# whose total weight does not exceed the capacity; a capacity below 0 or no items gives 0.
def knapsack_best_value(weights, values, capacity):
    if capacity < 0:
        return 0
    best = [0] * (capacity + 1)
    for w, v in zip(weights, values):
        for cap in range(capacity, w - 1, -1):
            candidate = best[cap - w] + v
            if candidate > best[cap]:
                best[cap] = candidate
    return best[capacity]

# tests
assert knapsack_best_value([], [], 10) == 0
assert knapsack_best_value([1, 2], [5, 6], -1) == 0
assert knapsack_best_value([1, 3, 4, 5], [1, 4, 5, 7], 7) == 9
assert knapsack_best_value([10, 20, 30], [60, 100, 120], 50) == 220
assert knapsack_best_value([5], [10], 4) == 0
assert knapsack_best_value([5], [10], 5) == 10
assert knapsack_best_value([2, 2, 2], [3, 3, 3], 5) == 6
assert knapsack_best_value([0, 3], [5, 4], 0) == 5
assert knapsack_best_value([1, 1, 1], [2, 3, 4], 2) == 7
assert knapsack_best_value([4, 3, 2, 1], [1, 2, 3, 4], 6) == 9
