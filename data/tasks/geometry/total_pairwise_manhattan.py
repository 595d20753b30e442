# query: Return the sum of Manhattan distances |dx| + |dy| over all unordered pairs of the given integer (x, y)
# points (repeated points included), in O(n log n) time; fewer than two points give 0.
def total_pairwise_manhattan(points):
    total = 0
    for axis in (0, 1):
        values = sorted(p[axis] for p in points)
        running = 0
        for i, v in enumerate(values):
            total += v * i - running
            running += v
    return total

# tests
assert total_pairwise_manhattan([]) == 0
assert total_pairwise_manhattan([(5, -3)]) == 0
assert total_pairwise_manhattan([(0, 0), (3, 4)]) == 7
assert total_pairwise_manhattan([(3, 4), (0, 0)]) == 7
assert total_pairwise_manhattan([(1, 1), (1, 1)]) == 0
assert total_pairwise_manhattan([(0, 0), (1, 0), (3, 0)]) == 6
assert total_pairwise_manhattan([(0, 0), (0, 2), (0, 5)]) == 10
assert total_pairwise_manhattan([(-1, 2), (4, -3), (0, 0)]) == 20
assert total_pairwise_manhattan([(2, 2), (-2, -2), (2, -2), (-2, 2)]) == 32
