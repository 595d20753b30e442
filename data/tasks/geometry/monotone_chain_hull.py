# query: Return the convex hull of a list of integer (x, y) points as a counter-clockwise list of vertices starting
# from the lowest-x (then lowest-y) point, excluding collinear boundary points and duplicates; with fewer than three
# distinct points return them sorted.
def monotone_chain_hull(points):
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts
    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    lower = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]

# tests
assert monotone_chain_hull([]) == []
assert monotone_chain_hull([(1, 1), (1, 1)]) == [(1, 1)]
assert monotone_chain_hull([(2, 0), (0, 0)]) == [(0, 0), (2, 0)]
assert monotone_chain_hull([(0, 0), (2, 0), (1, 1), (2, 2), (0, 2)]) == [(0, 0), (2, 0), (2, 2), (0, 2)]
assert monotone_chain_hull([(0, 0), (1, 0), (2, 0), (2, 2), (0, 2), (1, 2)]) == [(0, 0), (2, 0), (2, 2), (0, 2)]
assert monotone_chain_hull([(0, 0), (4, 0), (2, 3), (2, 1), (1, 1)]) == [(0, 0), (4, 0), (2, 3)]
assert monotone_chain_hull([(-1, -1), (1, -1), (0, 2), (0, 0), (-1, -1)]) == [(-1, -1), (1, -1), (0, 2)]
assert monotone_chain_hull([(0, 0), (1, 1), (2, 2)]) == [(0, 0), (2, 2)]
assert monotone_chain_hull([(0, 0), (1, 0), (2, 1), (0, 1)]) == [(0, 0), (1, 0), (2, 1), (0, 1)]
assert monotone_chain_hull([(3, 3), (0, 3), (3, 0), (0, 0), (1, 2), (2, 1)]) == [(0, 0), (3, 0), (3, 3), (0, 3)]
