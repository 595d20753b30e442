# query: Expand a list like "1-3,5,8-6" into the sorted list of distinct integers it covers (a range may be written
# high-low); surrounding spaces are ignored and any malformed piece makes the result an empty list.
def expand_number_ranges(text):
    found = set()
    for piece in text.split(","):
        piece = piece.strip()
        if not piece:
            return []
        lo, dash, hi = piece.partition("-")
        if not lo.isdigit() or (dash and not hi.isdigit()):
            return []
        a = int(lo)
        b = int(hi) if dash else a
        if a > b:
            a, b = b, a
        for n in range(a, b + 1):
            found.add(n)
    return sorted(found)

# tests
assert expand_number_ranges("5") == [5]
assert expand_number_ranges("1-3,5") == [1, 2, 3, 5]
assert expand_number_ranges("8-6") == [6, 7, 8]
assert expand_number_ranges(" 2 , 4-5 ") == [2, 4, 5]
assert expand_number_ranges("1-4,3-6") == [1, 2, 3, 4, 5, 6]
assert expand_number_ranges("") == []
assert expand_number_ranges("1,,2") == []
assert expand_number_ranges("1-") == []
assert expand_number_ranges("a-3") == []
assert expand_number_ranges("7-7,0") == [0, 7]
