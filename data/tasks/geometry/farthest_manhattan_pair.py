# query: Return the largest Manhattan (|dx| + |dy|) distance between any two of the given integer (x, y) points, in
# linear time; fewer than two points give 0.
def farthest_manhattan_pair(points):
    if len(points) < 2:
        return 0
    hi_sum = lo_sum = points[0][0] + points[0][1]
    hi_diff = lo_diff = points[0][0] - points[0][1]
    for x, y in points[1:]:
        s, d = x + y, x - y
        if s > hi_sum:
            hi_sum = s
        if s < lo_sum:
            lo_sum = s
        if d > hi_diff:
            hi_diff = d
        if d < lo_diff:
            lo_diff = d
    return max(hi_sum - lo_sum, hi_diff - lo_diff)

# tests
assert farthest_manhattan_pair([]) == 0
assert farthest_manhattan_pair([(3, 4)]) == 0
assert farthest_manhattan_pair([(0, 0), (3, 4)]) == 7
assert farthest_manhattan_pair([(3, 4), (0, 0)]) == 7
assert farthest_manhattan_pair([(0, 5), (5, 0)]) == 10
assert farthest_manhattan_pair([(5, 0), (0, 5)]) == 10
assert farthest_manhattan_pair([(1, 1), (-2, 3), (4, -1), (0, 0)]) == 10
assert farthest_manhattan_pair([(2, 2), (2, 2)]) == 0
assert farthest_manhattan_pair([(-1, -1), (1, 1), (2, -3), (-4, 2), (0, 0)]) == 11
