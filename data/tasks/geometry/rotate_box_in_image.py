# query: An image of the given width and height is rotated clockwise by 90 degrees the given number of times
# (negative means counter-clockwise); return where a box (x1, y1, x2, y2) in pixel-edge coordinates (origin top-left,
# y down) ends up in the rotated image, again as (x1, y1, x2, y2) with x1 <= x2 and y1 <= y2.
def rotate_box_in_image(box, width, height, turns):
    x1, y1, x2, y2 = box
    for _ in range(turns % 4):
        x1, y1, x2, y2 = height - y2, x1, height - y1, x2
        width, height = height, width
    return (x1, y1, x2, y2)

# tests
assert rotate_box_in_image((10, 20, 30, 40), 100, 50, 0) == (10, 20, 30, 40)
assert rotate_box_in_image((10, 20, 30, 40), 100, 50, 1) == (10, 10, 30, 30)
assert rotate_box_in_image((0, 0, 10, 5), 100, 50, 1) == (45, 0, 50, 10)
assert rotate_box_in_image((0, 0, 10, 5), 100, 50, 2) == (90, 45, 100, 50)
assert rotate_box_in_image((0, 0, 10, 5), 100, 50, 3) == (0, 90, 5, 100)
assert rotate_box_in_image((0, 0, 10, 5), 100, 50, -1) == (0, 90, 5, 100)
assert rotate_box_in_image((0, 0, 10, 5), 100, 50, 4) == (0, 0, 10, 5)
assert rotate_box_in_image((0, 0, 10, 5), 100, 50, 6) == (90, 45, 100, 50)
assert rotate_box_in_image((60, 10, 70, 12), 100, 50, 1) == (38, 60, 40, 70)
assert rotate_box_in_image((60, 10, 70, 12), 100, 50, 2) == (30, 38, 40, 40)
