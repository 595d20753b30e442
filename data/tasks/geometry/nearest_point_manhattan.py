# query: Return the index of the point closest to a target point under Manhattan distance (|dx| + |dy|), where
# ties go to the lowest index; an empty list of points gives -1.
def nearest_point_manhattan(points, target):
    tx, ty = target
    best = -1
    best_dist = None
    for i, (x, y) in enumerate(points):
        d = abs(x - tx) + abs(y - ty)
        if best_dist is None or d < best_dist:
            best = i
            best_dist = d
    return best

# tests
assert nearest_point_manhattan([], (0, 0)) == -1
assert nearest_point_manhattan([(7, -3)], (0, 0)) == 0
assert nearest_point_manhattan([(1, 0), (0, 1)], (0, 0)) == 0
assert nearest_point_manhattan([(5, 5), (2, 2), (2, 2)], (0, 0)) == 1
assert nearest_point_manhattan([(3, 3), (5, 0)], (0, 0)) == 1
assert nearest_point_manhattan([(4, 0), (0, 3)], (1, 1)) == 1
assert nearest_point_manhattan([(-4, -4), (2, -1), (-1, 6)], (-2, -3)) == 0
assert nearest_point_manhattan([(10, 0), (0, 9), (6, 4)], (3, 2)) == 2
assert nearest_point_manhattan([(0, 4), (4, 1)], (1, 0)) == 1
