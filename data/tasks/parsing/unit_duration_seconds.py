# query: Parse a duration such as "1h30m", "2d4h" or "45s" (positive integers each followed by one of d, h, m, s, each
# unit at most once and in that order) into total seconds; return -1 for empty or malformed input.
def unit_duration_seconds(text):
    sizes = {"d": 86400, "h": 3600, "m": 60, "s": 1}
    order = "dhms"
    total = 0
    number = ""
    last = -1
    for ch in text:
        if ch.isdigit():
            number += ch
        elif ch in sizes:
            pos = order.index(ch)
            if not number or pos <= last:
                return -1
            total += int(number) * sizes[ch]
            number = ""
            last = pos
        else:
            return -1
    if number or last < 0:
        return -1
    return total

# tests
assert unit_duration_seconds("1h30m") == 5400
assert unit_duration_seconds("3d") == 259200
assert unit_duration_seconds("45s") == 45
assert unit_duration_seconds("1d1h1m1s") == 90061
assert unit_duration_seconds("") == -1
assert unit_duration_seconds("1h30") == -1
assert unit_duration_seconds("30m1h") == -1
assert unit_duration_seconds("1h1h") == -1
assert unit_duration_seconds("h") == -1
assert unit_duration_seconds("1x") == -1
