# query: Return the largest crop of a w by h image that has the aspect ratio aw:ah and is centred, as (x, y,
# crop_w, crop_h) with the crop size and the offsets rounded down to integers.
def center_crop_to_aspect(w, h, aw, ah):
    if w * ah > h * aw:
        ch = h
        cw = h * aw // ah
    else:
        cw = w
        ch = w * ah // aw
    return ((w - cw) // 2, (h - ch) // 2, cw, ch)

# tests
assert center_crop_to_aspect(1920, 1080, 1, 1) == (420, 0, 1080, 1080)
assert center_crop_to_aspect(1080, 1920, 1, 1) == (0, 420, 1080, 1080)
assert center_crop_to_aspect(1920, 1080, 16, 9) == (0, 0, 1920, 1080)
assert center_crop_to_aspect(1000, 1000, 4, 3) == (0, 125, 1000, 750)
assert center_crop_to_aspect(1000, 1000, 3, 4) == (125, 0, 750, 1000)
assert center_crop_to_aspect(1003, 500, 2, 1) == (1, 0, 1000, 500)
assert center_crop_to_aspect(5, 3, 1, 1) == (1, 0, 3, 3)
assert center_crop_to_aspect(640, 480, 16, 9) == (0, 60, 640, 360)
assert center_crop_to_aspect(100, 31, 3, 1) == (3, 0, 93, 31)
