# query: Parse a CSS hex color "#rgb" or "#rrggbb" (hex digits in either case) into an (r, g, b) tuple of integers
# 0-255, where the short form doubles each digit; return None for anything else.
def hex_color_channels(text):
    if not text.startswith("#"):
        return None
    body = text[1:].lower()
    if any(c not in "0123456789abcdef" for c in body):
        return None
    if len(body) == 3:
        body = "".join(c * 2 for c in body)
    elif len(body) != 6:
        return None
    return tuple(int(body[i:i + 2], 16) for i in range(0, 6, 2))

# tests
assert hex_color_channels("#ffffff") == (255, 255, 255)
assert hex_color_channels("#000") == (0, 0, 0)
assert hex_color_channels("#fa0") == (255, 170, 0)
assert hex_color_channels("#1A2b3C") == (26, 43, 60)
assert hex_color_channels("1234567") == None
assert hex_color_channels("#12345") == None
assert hex_color_channels("#ggg") == None
assert hex_color_channels("#") == None
assert hex_color_channels("#0f0f0f0f") == None
