# query: Return the centroid (x, y) of a simple polygon's area given its vertices in order, rounded to 6 decimals;
# return None for fewer than three vertices or zero area.
def area_weighted_centroid(vertices):
    n = len(vertices)
    if n < 3:
        return None
    a = cx = cy = 0
    for i in range(n):
        x1, y1 = vertices[i]
        x2, y2 = vertices[(i + 1) % n]
        cross = x1 * y2 - x2 * y1
        a += cross
        cx += (x1 + x2) * cross
        cy += (y1 + y2) * cross
    if a == 0:
        return None
    return (round(cx / (3 * a), 6), round(cy / (3 * a), 6))

# tests
assert area_weighted_centroid([(0, 0), (1, 1)]) == None
assert area_weighted_centroid([(0, 0), (2, 0), (2, 2), (0, 2)]) == (1.0, 1.0)
assert area_weighted_centroid([(0, 2), (2, 2), (2, 0), (0, 0)]) == (1.0, 1.0)
assert area_weighted_centroid([(0, 0), (3, 0), (0, 3)]) == (1.0, 1.0)
assert area_weighted_centroid([(0, 0), (1, 1), (2, 2)]) == None
assert area_weighted_centroid([(0, 0), (4, 0), (4, 2), (0, 2)]) == (2.0, 1.0)
assert area_weighted_centroid([(0, 0), (2, 0), (2, 1), (1, 1), (1, 2), (0, 2)]) == (0.833333, 0.833333)
assert area_weighted_centroid([(1, 1), (5, 1), (3, 4)]) == (3.0, 2.0)
