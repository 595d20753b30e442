# query: Give a canonical form for a shape made of grid cells (x, y) that is the same for every translation,
# rotation and mirror image of the shape: among the 8 rotations/reflections, shift each so its minimum x and y are
# 0, sort its cells, and return the lexicographically smallest as a tuple; repeated cells count once and no cells
# give ().
def polyomino_canonical_form(cells):
    cells = set(cells)
    if not cells:
        return ()
    best = None
    for swap in (False, True):
        for fx in (1, -1):
            for fy in (1, -1):
                pts = []
                for x, y in cells:
                    a, b = (y, x) if swap else (x, y)
                    pts.append((a * fx, b * fy))
                mx = min(p[0] for p in pts)
                my = min(p[1] for p in pts)
                shape = tuple(sorted((p[0] - mx, p[1] - my) for p in pts))
                if best is None or shape < best:
                    best = shape
    return best

# tests
assert polyomino_canonical_form([]) == ()
assert polyomino_canonical_form([(5, -3)]) == ((0, 0),)
assert polyomino_canonical_form([(2, 2), (3, 2), (2, 2)]) == ((0, 0), (0, 1))
assert polyomino_canonical_form([(7, 1), (7, 2)]) == ((0, 0), (0, 1))
assert polyomino_canonical_form([(0, 0), (1, 0), (1, 1)]) == ((0, 0), (0, 1), (1, 0))
assert polyomino_canonical_form([(0, 0), (0, 1), (1, 1)]) == ((0, 0), (0, 1), (1, 0))
assert polyomino_canonical_form([(0, 0), (1, 0), (1, 1), (2, 1)]) == polyomino_canonical_form([(0, 1), (1, 1), (1, 0), (2, 0)])
assert polyomino_canonical_form([(0, 0), (1, 0), (1, 1), (2, 1)]) == ((0, 0), (0, 1), (1, 1), (1, 2))
assert polyomino_canonical_form([(0, 0), (0, 1), (0, 2), (1, 2)]) == ((0, 0), (0, 1), (0, 2), (1, 0))
assert polyomino_canonical_form([(0, 0), (1, 0), (2, 0), (1, 1)]) != polyomino_canonical_form([(0, 0), (1, 0), (2, 0), (2, 1)])
