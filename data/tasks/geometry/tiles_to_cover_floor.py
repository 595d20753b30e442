# query: Return the fewest w by h tiles needed to cover a floor of width W and height H when all tiles are laid in
# the same orientation (either as given or all turned 90 degrees) and tiles at the far edges may be cut, each cut
# tile still counting as one; any non-positive size gives 0.
def tiles_to_cover_floor(W, H, w, h):
    if W <= 0 or H <= 0 or w <= 0 or h <= 0:
        return 0
    def count(tw, th):
        return ((W + tw - 1) // tw) * ((H + th - 1) // th)
    return min(count(w, h), count(h, w))

# tests
assert tiles_to_cover_floor(4, 4, 2, 2) == 4
assert tiles_to_cover_floor(5, 4, 2, 2) == 6
assert tiles_to_cover_floor(10, 3, 3, 10) == 1
assert tiles_to_cover_floor(10, 3, 10, 3) == 1
assert tiles_to_cover_floor(10, 4, 3, 10) == 2
assert tiles_to_cover_floor(7, 5, 2, 3) == 8
assert tiles_to_cover_floor(1, 1, 5, 5) == 1
assert tiles_to_cover_floor(0, 5, 1, 1) == 0
assert tiles_to_cover_floor(6, 5, 0, 2) == 0
assert tiles_to_cover_floor(9, 2, 3, 1) == 6
