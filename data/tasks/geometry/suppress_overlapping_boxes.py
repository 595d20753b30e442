# query: Non-maximum suppression for detection boxes (x1, y1, x2, y2) with scores: visit boxes from highest score
# to lowest (ties by lower index), keep a box unless its intersection-over-union with an already kept box is
# greater than the threshold, and return the kept indices in the order they were kept.
def suppress_overlapping_boxes(boxes, scores, threshold):
    def iou(a, b):
        w = min(a[2], b[2]) - max(a[0], b[0])
        h = min(a[3], b[3]) - max(a[1], b[1])
        inter = w * h if w > 0 and h > 0 else 0
        union = (a[2] - a[0]) * (a[3] - a[1]) + (b[2] - b[0]) * (b[3] - b[1]) - inter
        return inter / union if union > 0 else 0.0
    order = sorted(range(len(boxes)), key=lambda i: (-scores[i], i))
    kept = []
    for i in order:
        if all(iou(boxes[i], boxes[k]) <= threshold for k in kept):
            kept.append(i)
    return kept

# tests
assert suppress_overlapping_boxes([], [], 0.5) == []
assert suppress_overlapping_boxes([(0, 0, 2, 2)], [0.3], 0.5) == [0]
assert suppress_overlapping_boxes([(0, 0, 10, 10), (1, 1, 10, 10)], [0.6, 0.9], 0.5) == [1]
assert suppress_overlapping_boxes([(0, 0, 10, 10), (1, 1, 10, 10)], [0.9, 0.6], 0.9) == [0, 1]
assert suppress_overlapping_boxes([(0, 0, 4, 4), (0, 0, 4, 2)], [0.9, 0.8], 0.5) == [0, 1]
assert suppress_overlapping_boxes([(0, 0, 4, 4), (0, 0, 4, 2)], [0.9, 0.8], 0.49) == [0]
assert suppress_overlapping_boxes([(0, 0, 2, 2), (5, 5, 7, 7), (0, 0, 2, 2)], [0.5, 0.7, 0.5], 0.3) == [1, 0]
assert suppress_overlapping_boxes([(0, 0, 4, 4), (3, 0, 7, 4), (6, 0, 10, 4)], [0.8, 0.9, 0.7], 0.1) == [1]
assert suppress_overlapping_boxes([(0, 0, 4, 4), (3, 0, 7, 4), (6, 0, 10, 4)], [0.9, 0.8, 0.7], 0.1) == [0, 2]
