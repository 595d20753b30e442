# query: Move (without resizing) a rectangle (x, y, w, h) the least amount needed to lie inside a container
# (cx, cy, cw, ch) and return its new (x, y); along an axis where it is larger than the container, align its left or
# top edge with the container's.
def keep_rect_inside(rect, container):
    x, y, w, h = rect
    cx, cy, cw, ch = container
    if x + w > cx + cw:
        x = cx + cw - w
    if x < cx:
        x = cx
    if y + h > cy + ch:
        y = cy + ch - h
    if y < cy:
        y = cy
    return (x, y)

# tests
assert keep_rect_inside((10, 10, 5, 5), (0, 0, 100, 100)) == (10, 10)
assert keep_rect_inside((-3, 10, 5, 5), (0, 0, 100, 100)) == (0, 10)
assert keep_rect_inside((10, -3, 5, 5), (0, 0, 100, 100)) == (10, 0)
assert keep_rect_inside((98, 10, 5, 5), (0, 0, 100, 100)) == (95, 10)
assert keep_rect_inside((10, 97, 5, 5), (0, 0, 100, 100)) == (10, 95)
assert keep_rect_inside((95, 95, 5, 5), (0, 0, 100, 100)) == (95, 95)
assert keep_rect_inside((50, 50, 150, 5), (0, 0, 100, 100)) == (0, 50)
assert keep_rect_inside((0, 0, 5, 5), (20, 30, 50, 40)) == (20, 30)
assert keep_rect_inside((80, 80, 5, 5), (20, 30, 50, 40)) == (65, 65)
assert keep_rect_inside((30, 10, 10, 60), (20, 30, 50, 40)) == (30, 30)
