# query: Subtract rectangle b from rectangle a (both (x1, y1, x2, y2) with x1 < x2, y1 < y2) and return the
# non-overlapping pieces of a that remain, in the order: the strip below b, the strip above b (both spanning a's
# full width), then the parts left and right of b (spanning the overlap's height); empty pieces are omitted and a
# b that does not overlap a with positive area gives [a].
def rectangle_difference_pieces(a, b):
    ax1, ay1, ax2, ay2 = a
    ix1, iy1 = max(ax1, b[0]), max(ay1, b[1])
    ix2, iy2 = min(ax2, b[2]), min(ay2, b[3])
    if ix1 >= ix2 or iy1 >= iy2:
        return [a]
    pieces = []
    if ay1 < iy1:
        pieces.append((ax1, ay1, ax2, iy1))
    if iy2 < ay2:
        pieces.append((ax1, iy2, ax2, ay2))
    if ax1 < ix1:
        pieces.append((ax1, iy1, ix1, iy2))
    if ix2 < ax2:
        pieces.append((ix2, iy1, ax2, iy2))
    return pieces

# tests
assert rectangle_difference_pieces((0, 0, 4, 4), (5, 5, 6, 6)) == [(0, 0, 4, 4)]
assert rectangle_difference_pieces((0, 0, 4, 4), (4, 0, 6, 4)) == [(0, 0, 4, 4)]
assert rectangle_difference_pieces((0, 0, 4, 4), (0, 4, 4, 6)) == [(0, 0, 4, 4)]
assert rectangle_difference_pieces((0, 0, 4, 4), (-1, -1, 5, 5)) == []
assert rectangle_difference_pieces((0, 0, 6, 6), (2, 2, 4, 4)) == [(0, 0, 6, 2), (0, 4, 6, 6), (0, 2, 2, 4), (4, 2, 6, 4)]
assert rectangle_difference_pieces((0, 0, 6, 6), (-2, -2, 3, 9)) == [(3, 0, 6, 6)]
assert rectangle_difference_pieces((0, 0, 6, 6), (3, -2, 9, 9)) == [(0, 0, 3, 6)]
assert rectangle_difference_pieces((0, 0, 6, 6), (-1, 4, 7, 8)) == [(0, 0, 6, 4)]
assert rectangle_difference_pieces((0, 0, 6, 6), (-1, -3, 7, 1)) == [(0, 1, 6, 6)]
assert rectangle_difference_pieces((0, 0, 6, 4), (1, 1, 8, 3)) == [(0, 0, 6, 1), (0, 3, 6, 4), (0, 1, 1, 3)]
