# query: Return the smallest axis-aligned box containing all the given (x, y) points as (min_x, min_y, max_x,
# max_y), optionally grown by a non-negative margin on every side; an empty list gives None.
def points_bounding_box(points, margin=0):
    if not points:
        return None
    min_x = max_x = points[0][0]
    min_y = max_y = points[0][1]
    for x, y in points[1:]:
        if x < min_x:
            min_x = x
        if x > max_x:
            max_x = x
        if y < min_y:
            min_y = y
        if y > max_y:
            max_y = y
    return (min_x - margin, min_y - margin, max_x + margin, max_y + margin)

# tests
assert points_bounding_box([]) is None
assert points_bounding_box([(3, -2)]) == (3, -2, 3, -2)
assert points_bounding_box([(3, -2)], 1) == (2, -3, 4, -1)
assert points_bounding_box([(1, 5), (4, 2)]) == (1, 2, 4, 5)
assert points_bounding_box([(4, 2), (1, 5)]) == (1, 2, 4, 5)
assert points_bounding_box([(0, 0), (-3, 7), (5, -1), (2, 2)]) == (-3, -1, 5, 7)
assert points_bounding_box([(2, 9), (2, 1), (2, 4)], 2) == (0, -1, 4, 11)
assert points_bounding_box([(-1, -1), (-5, -8), (-2, -3)]) == (-5, -8, -1, -1)
assert points_bounding_box([(6, 0), (1, 3), (9, 3), (4, -4)]) == (1, -4, 9, 3)
