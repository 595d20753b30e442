# query: In a 2:1 isometric map where tile (col, row) is a diamond whose top corner is drawn at screen point
# ((col - row) * tile_w / 2, (col + row) * tile_h / 2), return the (col, row) of the tile under screen pixel
# (sx, sy), using exact integer floor division so negative positions work.
def screen_to_isometric_tile(sx, sy, tile_w, tile_h):
    denom = tile_w * tile_h
    col = (sx * tile_h + sy * tile_w) // denom
    row = (sy * tile_w - sx * tile_h) // denom
    return (col, row)

# tests
assert screen_to_isometric_tile(0, 1, 64, 32) == (0, 0)
assert screen_to_isometric_tile(0, 31, 64, 32) == (0, 0)
assert screen_to_isometric_tile(0, 32, 64, 32) == (1, 1)
assert screen_to_isometric_tile(32, 16, 64, 32) == (1, 0)
assert screen_to_isometric_tile(31, 16, 64, 32) == (0, 0)
assert screen_to_isometric_tile(-32, 16, 64, 32) == (0, 1)
assert screen_to_isometric_tile(-31, 16, 64, 32) == (0, 0)
assert screen_to_isometric_tile(64, 0, 64, 32) == (1, -1)
assert screen_to_isometric_tile(0, -5, 64, 32) == (-1, -1)
assert screen_to_isometric_tile(100, 100, 64, 32) == (4, 1)
