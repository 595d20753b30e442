# query: Given a picture as a list of strings, return the bounding box (top, left, bottom, right), all inclusive
# indices, of the characters that differ from the background character, or None when there are none; rows may have
# different lengths.
def content_bounds_in_grid(rows, background="."):
    top = left = bottom = right = None
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch != background:
                if top is None:
                    top = r
                bottom = r
                if left is None or c < left:
                    left = c
                if right is None or c > right:
                    right = c
    if top is None:
        return None
    return (top, left, bottom, right)

# tests
assert content_bounds_in_grid([]) is None
assert content_bounds_in_grid(["...", "..."]) is None
assert content_bounds_in_grid(["#"]) == (0, 0, 0, 0)
assert content_bounds_in_grid(["....", ".#..", "...."]) == (1, 1, 1, 1)
assert content_bounds_in_grid(["....", ".#..", "...#", "...."]) == (1, 1, 2, 3)
assert content_bounds_in_grid(["..#.", "#...", "...."]) == (0, 0, 1, 2)
assert content_bounds_in_grid(["..", ".....x", "y"]) == (1, 0, 2, 5)
assert content_bounds_in_grid(["   ", " * ", "   "], " ") == (1, 1, 1, 1)
assert content_bounds_in_grid(["ab", "a."], "a") == (0, 1, 1, 1)
assert content_bounds_in_grid([".x.", "...", "..x"]) == (0, 1, 2, 2)
