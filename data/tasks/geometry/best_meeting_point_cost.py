# query: Given people at integer grid points (x, y), return the smallest possible sum of their Manhattan distances
# to a single integer meeting point chosen anywhere on the grid; no people gives 0.
def best_meeting_point_cost(points):
    if not points:
        return 0
    total = 0
    for axis in (0, 1):
        values = sorted(p[axis] for p in points)
        median = values[len(values) // 2]
        for v in values:
            total += abs(v - median)
    return total

# tests
assert best_meeting_point_cost([]) == 0
assert best_meeting_point_cost([(4, -7)]) == 0
assert best_meeting_point_cost([(0, 0), (4, 0)]) == 4
assert best_meeting_point_cost([(0, 0), (0, 4), (2, 2)]) == 6
assert best_meeting_point_cost([(0, 0), (4, 0), (0, 2)]) == 6
assert best_meeting_point_cost([(0, 0), (1, 0), (10, 0)]) == 10
assert best_meeting_point_cost([(0, 0), (0, 1), (0, 10), (0, 11)]) == 20
assert best_meeting_point_cost([(-3, 5), (2, -1), (7, 5), (2, 5)]) == 16
assert best_meeting_point_cost([(1, 1), (1, 1), (1, 9)]) == 8
