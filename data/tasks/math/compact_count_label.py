# query: Abbreviate a count the way social sites do: below 1000 as is, otherwise in thousands "K", millions "M" or
# billions "B" with at most one decimal, truncated rather than rounded and without a trailing ".0" (1500 -> "1.5K",
# 1049 -> "1K", 999999 -> "999.9K"); negatives keep a leading minus.
def compact_count_label(n):
    if n < 0:
        return "-" + compact_count_label(-n)
    if n < 1000:
        return str(n)
    for unit, suffix in ((10 ** 9, "B"), (10 ** 6, "M"), (10 ** 3, "K")):
        if n >= unit:
            whole, tenth = divmod(n * 10 // unit, 10)
            return str(whole) + ("." + str(tenth) if tenth else "") + suffix

# tests
assert compact_count_label(0) == "0"
assert compact_count_label(999) == "999"
assert compact_count_label(1000) == "1K"
assert compact_count_label(1049) == "1K"
assert compact_count_label(1500) == "1.5K"
assert compact_count_label(999999) == "999.9K"
assert compact_count_label(1000000) == "1M"
assert compact_count_label(2500000000) == "2.5B"
assert compact_count_label(-12345) == "-12.3K"
assert compact_count_label(10100000) == "10.1M"
