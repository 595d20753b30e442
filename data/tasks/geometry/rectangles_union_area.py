# query: Return the total area covered by a list of axis-aligned rectangles (x1, y1, x2, y2) with integer coordinates,
# counting overlapping regions once; degenerate rectangles add nothing and an empty list gives 0.
def rectangles_union_area(rects):
    xs = sorted({x for r in rects for x in (r[0], r[2])})
    total = 0
    for i in range(len(xs) - 1):
        left, right = xs[i], xs[i + 1]
        spans = sorted((r[1], r[3]) for r in rects if r[0] <= left and r[2] >= right and r[1] < r[3])
        covered = 0
        cur_lo = cur_hi = None
        for lo, hi in spans:
            if cur_hi is None or lo > cur_hi:
                if cur_hi is not None:
                    covered += cur_hi - cur_lo
                cur_lo, cur_hi = lo, hi
            elif hi > cur_hi:
                cur_hi = hi
        if cur_hi is not None:
            covered += cur_hi - cur_lo
        total += covered * (right - left)
    return total

# tests
assert rectangles_union_area([]) == 0
assert rectangles_union_area([(0, 0, 2, 3)]) == 6
assert rectangles_union_area([(0, 0, 2, 2), (1, 1, 3, 3)]) == 7
assert rectangles_union_area([(0, 0, 2, 2), (2, 0, 4, 2)]) == 8
assert rectangles_union_area([(0, 0, 4, 4), (1, 1, 2, 2)]) == 16
assert rectangles_union_area([(0, 0, 1, 1), (5, 5, 6, 7)]) == 3
assert rectangles_union_area([(0, 0, 3, 1), (0, 2, 3, 3), (1, 0, 2, 3)]) == 7
assert rectangles_union_area([(0, 0, 2, 2), (0, 0, 2, 2)]) == 4
assert rectangles_union_area([(0, 0, 5, 0), (1, 1, 2, 4)]) == 3
assert rectangles_union_area([(0, 0, 2, 1), (0, 1, 2, 2), (0, 3, 2, 4)]) == 6
