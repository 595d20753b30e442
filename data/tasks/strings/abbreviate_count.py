# query: Abbreviate a count for display: below 1000 it is written in full, otherwise divided by the largest of 1000 (K),
# 1000000 (M) or 1000000000 (B) that fits, truncated to one decimal with a ".0" dropped ("1.5K", "1K", "999.9K"),
# keeping a leading "-" for negative counts.
def abbreviate_count(n):
    sign = "-" if n < 0 else ""
    n = abs(n)
    for size, suffix in ((10 ** 9, "B"), (10 ** 6, "M"), (10 ** 3, "K")):
        if n >= size:
            tenths = n * 10 // size
            whole, frac = divmod(tenths, 10)
            text = str(whole) if frac == 0 else str(whole) + "." + str(frac)
            return sign + text + suffix
    return sign + str(n)

# tests
assert abbreviate_count(0) == "0"
assert abbreviate_count(999) == "999"
assert abbreviate_count(1000) == "1K"
assert abbreviate_count(1500) == "1.5K"
assert abbreviate_count(1099) == "1K"
assert abbreviate_count(999999) == "999.9K"
assert abbreviate_count(1000000) == "1M"
assert abbreviate_count(2345678) == "2.3M"
assert abbreviate_count(12000000000) == "12B"
assert abbreviate_count(-1500) == "-1.5K"
