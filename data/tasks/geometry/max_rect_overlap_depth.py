# query: Return how deeply axis-aligned rectangles (x1, y1, x2, y2), with x1 < x2 and y1 < y2, stack up: the largest
# number of them whose interiors all contain one common point (rectangles sharing only an edge do not stack); an empty
# list gives 0.
def max_rect_overlap_depth(rects):
    best = 0
    for x in sorted({r[0] for r in rects}):
        for y in sorted({r[1] for r in rects}):
            depth = 0
            for x1, y1, x2, y2 in rects:
                if x1 <= x < x2 and y1 <= y < y2:
                    depth += 1
            if depth > best:
                best = depth
    return best

# tests
assert max_rect_overlap_depth([]) == 0
assert max_rect_overlap_depth([(0, 0, 1, 1)]) == 1
assert max_rect_overlap_depth([(0, 0, 2, 2), (2, 0, 4, 2)]) == 1
assert max_rect_overlap_depth([(0, 0, 2, 2), (0, 2, 2, 4)]) == 1
assert max_rect_overlap_depth([(0, 0, 3, 3), (2, 2, 5, 5)]) == 2
assert max_rect_overlap_depth([(0, 0, 3, 3), (2, 2, 5, 5), (1, 1, 4, 4)]) == 3
assert max_rect_overlap_depth([(0, 0, 4, 1), (0, 2, 4, 3), (1, -1, 2, 5)]) == 2
assert max_rect_overlap_depth([(0, 0, 10, 10), (1, 1, 2, 2), (8, 8, 9, 9), (8, 1, 9, 2), (-5, -5, 1, 1)]) == 2
assert max_rect_overlap_depth([(-3, -3, 0, 0), (-1, -4, 2, -2), (-2, -2, -1, 1)]) == 2
assert max_rect_overlap_depth([(0, 0, 5, 5), (0, 0, 5, 5), (4, 4, 6, 6)]) == 3
