# query: Return the intersection-over-union of two axis-aligned boxes (x1, y1, x2, y2) with x1 <= x2 and
# y1 <= y2, rounded to 4 decimals; boxes that only touch have IoU 0.0, and two zero-area boxes give 0.0.
def box_iou_rounded(a, b):
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    inter = w * h if w > 0 and h > 0 else 0
    area_a = (a[2] - a[0]) * (a[3] - a[1])
    area_b = (b[2] - b[0]) * (b[3] - b[1])
    union = area_a + area_b - inter
    if union <= 0:
        return 0.0
    return round(inter / union, 4)

# tests
assert box_iou_rounded((0, 0, 2, 2), (0, 0, 2, 2)) == 1.0
assert box_iou_rounded((0, 0, 2, 2), (1, 1, 3, 3)) == 0.1429
assert box_iou_rounded((0, 0, 2, 2), (2, 0, 4, 2)) == 0.0
assert box_iou_rounded((0, 0, 4, 4), (1, 1, 3, 3)) == 0.25
assert box_iou_rounded((1, 1, 3, 3), (0, 0, 4, 4)) == 0.25
assert box_iou_rounded((0, 0, 4, 2), (2, -1, 6, 1)) == 0.1429
assert box_iou_rounded((0, 0, 3, 1), (1, 0, 5, 1)) == 0.4
assert box_iou_rounded((0, 0, 0, 0), (0, 0, 0, 0)) == 0.0
assert box_iou_rounded((0, 0, 2, 2), (5, 5, 6, 6)) == 0.0
assert box_iou_rounded((-4, -4, 0, 0), (-2, -6, 2, -2)) == 0.1429
