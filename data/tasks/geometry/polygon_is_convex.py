# query: Return True if the polygon given by its (x, y) vertices in order is convex (all turns in the same direction,
# collinear consecutive vertices allowed); fewer than three vertices, or all vertices collinear, give False.
def polygon_is_convex(vertices):
    n = len(vertices)
    if n < 3:
        return False
    sign = 0
    for i in range(n):
        ax, ay = vertices[i]
        bx, by = vertices[(i + 1) % n]
        cx, cy = vertices[(i + 2) % n]
        cross = (bx - ax) * (cy - by) - (by - ay) * (cx - bx)
        if cross == 0:
            continue
        direction = 1 if cross > 0 else -1
        if sign == 0:
            sign = direction
        elif direction != sign:
            return False
    return sign != 0

# tests
assert polygon_is_convex([(0, 0), (1, 1)]) == False
assert polygon_is_convex([(0, 0), (4, 0), (4, 4), (0, 4)]) == True
assert polygon_is_convex([(0, 4), (4, 4), (4, 0), (0, 0)]) == True
assert polygon_is_convex([(0, 0), (4, 0), (4, 4), (2, 1), (0, 4)]) == False
assert polygon_is_convex([(0, 0), (2, 0), (4, 0), (4, 4), (0, 4)]) == True
assert polygon_is_convex([(0, 0), (1, 1), (2, 2)]) == False
assert polygon_is_convex([(0, 0), (3, 0), (0, 3)]) == True
assert polygon_is_convex([(0, 0), (4, 0), (1, 1), (0, 4)]) == False
assert polygon_is_convex([(0, 0), (2, 2), (0, 4), (4, 2)]) == False
