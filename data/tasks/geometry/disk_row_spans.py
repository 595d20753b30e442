# query: Rasterise a filled circle: for each row y from cy - r to cy + r return (y, x_min, x_max), the range of
# integer x with (x - cx)**2 + (y - cy)**2 <= r**2, computed with exact integer square roots; a negative radius gives
# [].
import math
def disk_row_spans(cx, cy, r):
    if r < 0:
        return []
    spans = []
    for dy in range(-r, r + 1):
        half = math.isqrt(r * r - dy * dy)
        spans.append((cy + dy, cx - half, cx + half))
    return spans

# tests
assert disk_row_spans(0, 0, -1) == []
assert disk_row_spans(3, 7, 0) == [(7, 3, 3)]
assert disk_row_spans(0, 0, 1) == [(-1, 0, 0), (0, -1, 1), (1, 0, 0)]
assert disk_row_spans(10, -5, 2) == [(-7, 10, 10), (-6, 9, 11), (-5, 8, 12), (-4, 9, 11), (-3, 10, 10)]
assert disk_row_spans(0, 0, 5)[:3] == [(-5, 0, 0), (-4, -3, 3), (-3, -4, 4)]
assert disk_row_spans(0, 0, 5)[5] == (0, -5, 5)
assert len(disk_row_spans(2, 2, 4)) == 9
assert disk_row_spans(-2, 1, 3) == [(-2, -2, -2), (-1, -4, 0), (0, -4, 0), (1, -5, 1), (2, -4, 0), (3, -4, 0), (4, -2, -2)]
