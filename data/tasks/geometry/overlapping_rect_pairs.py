# query: Broad-phase collision check: list every index pair (i, j) with i < j of axis-aligned boxes (x1, y1, x2, y2)
# that intersect with positive area, merely touching boxes not counting, in sorted order.
def overlapping_rect_pairs(rects):
    pairs = []
    for i in range(len(rects)):
        a = rects[i]
        for j in range(i + 1, len(rects)):
            b = rects[j]
            if min(a[2], b[2]) > max(a[0], b[0]) and min(a[3], b[3]) > max(a[1], b[1]):
                pairs.append((i, j))
    return pairs

# tests
assert overlapping_rect_pairs([]) == []
assert overlapping_rect_pairs([(0, 0, 5, 5)]) == []
assert overlapping_rect_pairs([(0, 0, 2, 2), (1, 1, 3, 3)]) == [(0, 1)]
assert overlapping_rect_pairs([(0, 0, 2, 2), (2, 0, 4, 2)]) == []
assert overlapping_rect_pairs([(0, 0, 2, 2), (0, 2, 2, 4)]) == []
assert overlapping_rect_pairs([(0, 0, 2, 2), (3, 0, 5, 2), (1, 1, 4, 4)]) == [(0, 2), (1, 2)]
assert overlapping_rect_pairs([(0, 0, 10, 10), (2, 2, 3, 3), (8, 8, 9, 9)]) == [(0, 1), (0, 2)]
assert overlapping_rect_pairs([(0, 0, 1, 5), (-3, 2, 4, 3)]) == [(0, 1)]
assert overlapping_rect_pairs([(0, 0, 4, 4), (5, 0, 6, 4), (0, 5, 4, 6), (1, 1, 2, 2)]) == [(0, 3)]
