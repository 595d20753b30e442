# query: Parse a spreadsheet reference in A1 notation, a single cell like "B2" or a range like "A1:C3" (any case, "$"
# absolute markers ignored, corners in either order), into (top row, left column, bottom row, right column) with
# 1-based column numbers (A = 1, Z = 26, AA = 27); return None if malformed or a row number is 0 or has a leading zero.
def a1_range_bounds(ref):
    def cell(text):
        t = text.replace("$", "").upper()
        i = 0
        while i < len(t) and "A" <= t[i] <= "Z":
            i += 1
        letters, digits = t[:i], t[i:]
        if not letters or not digits.isdigit() or digits[0] == "0":
            return None
        col = 0
        for ch in letters:
            col = col * 26 + ord(ch) - ord("A") + 1
        return int(digits), col
    parts = ref.split(":")
    if len(parts) > 2:
        return None
    cells = [cell(p) for p in parts]
    if None in cells:
        return None
    (r1, c1), (r2, c2) = cells[0], cells[-1]
    return (min(r1, r2), min(c1, c2), max(r1, r2), max(c1, c2))

# tests
assert a1_range_bounds("B2") == (2, 2, 2, 2)
assert a1_range_bounds("A1:C3") == (1, 1, 3, 3)
assert a1_range_bounds("C3:A1") == (1, 1, 3, 3)
assert a1_range_bounds("A3:C1") == (1, 1, 3, 3)
assert a1_range_bounds("$AA$10:ab12") == (10, 27, 12, 28)
assert a1_range_bounds("Z9:a1") == (1, 1, 9, 26)
assert a1_range_bounds("AZ1") == (1, 52, 1, 52)
assert a1_range_bounds("XFD1048576") == (1048576, 16384, 1048576, 16384)
assert a1_range_bounds("BA10") == (10, 53, 10, 53)
assert [a1_range_bounds(r) for r in ("A0", "1A", "A1:B2:C3", "", "A1:", "A01", "A-1", "Ä1")] == [None] * 8
