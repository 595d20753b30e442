# query: Return the indices of the points (x, y) whose distance from center is at most radius (boundary included),
# ordered by increasing distance and then by index; a negative radius gives an empty list.
def indices_within_radius(points, center, radius):
    if radius < 0:
        return []
    found = []
    limit = radius * radius
    for i, (x, y) in enumerate(points):
        d2 = (x - center[0]) ** 2 + (y - center[1]) ** 2
        if d2 <= limit:
            found.append((d2, i))
    found.sort()
    return [i for _, i in found]

# tests
assert indices_within_radius([], (0, 0), 5) == []
assert indices_within_radius([(3, 4), (1, 1), (6, 0)], (0, 0), 5) == [1, 0]
assert indices_within_radius([(3, 4), (1, 1), (6, 0)], (0, 0), 4) == [1]
assert indices_within_radius([(1, 6), (2, 4), (1, 4)], (1, 4), 1) == [2, 1]
assert indices_within_radius([(1, 0)], (0, 0), -1) == []
assert indices_within_radius([(2, 0), (0, 2), (-2, 0), (1, 1)], (0, 0), 2) == [3, 0, 1, 2]
assert indices_within_radius([(5, 5), (6, 5), (5, 7)], (5, 5), 1) == [0, 1]
assert indices_within_radius([(10, 10), (-1, -1)], (0, 0), 1.5) == [1]
assert indices_within_radius([(0, 0)], (0, 0), 0) == [0]
