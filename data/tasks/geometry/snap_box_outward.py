# query: Grow a box (x1, y1, x2, y2) outward so that all four edges lie on multiples of a positive grid step (x1 and
# y1 rounded down, x2 and y2 rounded up, negatives included); a step that is not positive returns the box unchanged.
def snap_box_outward(box, step):
    if step <= 0:
        return box
    x1, y1, x2, y2 = box
    return (x1 // step * step, y1 // step * step, -(-x2 // step) * step, -(-y2 // step) * step)

# tests
assert snap_box_outward((3, 5, 17, 22), 0) == (3, 5, 17, 22)
assert snap_box_outward((3, 5, 17, 22), -8) == (3, 5, 17, 22)
assert snap_box_outward((3, 5, 17, 22), 1) == (3, 5, 17, 22)
assert snap_box_outward((3, 5, 17, 22), 8) == (0, 0, 24, 24)
assert snap_box_outward((8, 16, 24, 32), 8) == (8, 16, 24, 32)
assert snap_box_outward((9, 17, 23, 31), 8) == (8, 16, 24, 32)
assert snap_box_outward((-3, -9, 5, -1), 4) == (-4, -12, 8, 0)
assert snap_box_outward((10, 0, 21, 7), 10) == (10, 0, 30, 10)
assert snap_box_outward((1, 29, 2, 31), 30) == (0, 0, 30, 60)
