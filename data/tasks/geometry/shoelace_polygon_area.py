# query: Return the (non-negative) area of a simple polygon given its vertices as (x, y) pairs in order, either
# clockwise or counter-clockwise; fewer than three vertices give 0.0.
def shoelace_polygon_area(vertices):
    n = len(vertices)
    if n < 3:
        return 0.0
    twice = 0
    for i in range(n):
        x1, y1 = vertices[i]
        x2, y2 = vertices[(i + 1) % n]
        twice += x1 * y2 - x2 * y1
    if twice < 0:
        twice = -twice
    return twice / 2

# tests
assert shoelace_polygon_area([]) == 0.0
assert shoelace_polygon_area([(0, 0), (1, 1)]) == 0.0
assert shoelace_polygon_area([(0, 0), (4, 0), (4, 3)]) == 6.0
assert shoelace_polygon_area([(0, 0), (4, 3), (4, 0)]) == 6.0
assert shoelace_polygon_area([(0, 0), (2, 0), (2, 2), (0, 2)]) == 4.0
assert shoelace_polygon_area([(0, 0), (4, 0), (4, 4), (2, 1), (0, 4)]) == 10.0
assert shoelace_polygon_area([(0, 0), (1, 0), (0, 1)]) == 0.5
assert shoelace_polygon_area([(1, 1), (3, 1), (5, 1)]) == 0.0
assert shoelace_polygon_area([(3, 2), (7, 2), (7, 5), (3, 5)]) == 12.0
