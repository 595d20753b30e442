# query: Scale an image of width w and height h down, keeping its aspect ratio, so that it fits inside max_w by
# max_h, and return the new (width, height) rounded down but never below 1; an image that already fits is returned
# unchanged (never enlarged).
def fit_within_box(w, h, max_w, max_h):
    if w <= max_w and h <= max_h:
        return (w, h)
    if w * max_h >= h * max_w:
        return (max_w, max(1, h * max_w // w))
    return (max(1, w * max_h // h), max_h)

# tests
assert fit_within_box(800, 600, 800, 600) == (800, 600)
assert fit_within_box(320, 200, 800, 600) == (320, 200)
assert fit_within_box(4000, 3000, 800, 800) == (800, 600)
assert fit_within_box(3000, 4000, 800, 800) == (600, 800)
assert fit_within_box(1920, 1080, 1280, 1280) == (1280, 720)
assert fit_within_box(800, 600, 400, 300) == (400, 300)
assert fit_within_box(300, 900, 400, 300) == (100, 300)
assert fit_within_box(1000, 10, 10, 10) == (10, 1)
assert fit_within_box(1001, 999, 100, 100) == (100, 99)
assert fit_within_box(7, 5000, 100, 100) == (1, 100)
