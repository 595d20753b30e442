# query: Snap a window (x, y, w, h) to the edges of a screen_w by screen_h screen: if its left edge is within threshold
# pixels of the screen's left edge (on either side) it moves to x = 0, otherwise if its right edge is within threshold
# of the screen's right edge it moves flush right; the same for top and bottom. Return the new (x, y).
def snap_window_to_edges(win, screen_w, screen_h, threshold):
    x, y, w, h = win
    if abs(x) <= threshold:
        x = 0
    elif abs(screen_w - (x + w)) <= threshold:
        x = screen_w - w
    if abs(y) <= threshold:
        y = 0
    elif abs(screen_h - (y + h)) <= threshold:
        y = screen_h - h
    return (x, y)

# tests
assert snap_window_to_edges((100, 100, 200, 100), 1920, 1080, 10) == (100, 100)
assert snap_window_to_edges((8, 100, 200, 100), 1920, 1080, 10) == (0, 100)
assert snap_window_to_edges((10, 100, 200, 100), 1920, 1080, 10) == (0, 100)
assert snap_window_to_edges((11, 100, 200, 100), 1920, 1080, 10) == (11, 100)
assert snap_window_to_edges((-7, -3, 200, 100), 1920, 1080, 10) == (0, 0)
assert snap_window_to_edges((1715, 975, 200, 100), 1920, 1080, 10) == (1720, 980)
assert snap_window_to_edges((1725, 100, 200, 100), 1920, 1080, 10) == (1720, 100)
assert snap_window_to_edges((1709, 969, 200, 100), 1920, 1080, 10) == (1709, 969)
assert snap_window_to_edges((5, 500, 1915, 575), 1920, 1080, 10) == (0, 505)
