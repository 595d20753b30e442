# query: Pad a column of number strings so their decimal points line up: split each at its first ".", right-align the
# parts before it to the widest one, and left-align the point and fraction (empty for numbers without a point) to the
# widest such part, padding with spaces.
def align_decimal_points(numbers):
    parts = []
    for s in numbers:
        if "." in s:
            whole, frac = s.split(".", 1)
            parts.append((whole, "." + frac))
        else:
            parts.append((s, ""))
    left = max((len(w) for w, _ in parts), default=0)
    right = max((len(f) for _, f in parts), default=0)
    return [w.rjust(left) + f.ljust(right) for w, f in parts]

# tests
assert align_decimal_points([]) == []
assert align_decimal_points(["1.5", "10.25", "3"]) == [" 1.5 ", "10.25", " 3   "]
assert align_decimal_points(["-1.0", "2"]) == ["-1.0", " 2  "]
assert align_decimal_points(["5"]) == ["5"]
assert align_decimal_points([".5", "12."]) == ["  .5", "12. "]
assert align_decimal_points(["100", "7"]) == ["100", "  7"]
assert align_decimal_points(["0.001", "0.1"]) == ["0.001", "0.1  "]
assert align_decimal_points(["1.2.3", "10"]) == [" 1.2.3", "10    "]
