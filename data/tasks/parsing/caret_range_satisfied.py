# query: Decide whether a version "X.Y.Z" satisfies an npm caret range "^A.B.C": it must be at least A.B.C and below the
# next version that changes the left-most non-zero part (so ^1.2.3 allows < 2.0.0, ^0.2.3 allows < 0.3.0 and ^0.0.3
# allows < 0.0.4), comparing parts numerically.
def caret_range_satisfied(spec, version):
    low = [int(x) for x in spec[1:].split(".")]
    v = [int(x) for x in version.split(".")]
    if v < low:
        return False
    if low[0] > 0:
        high = [low[0] + 1, 0, 0]
    elif low[1] > 0:
        high = [0, low[1] + 1, 0]
    else:
        high = [0, 0, low[2] + 1]
    return v < high

# tests
assert caret_range_satisfied("^1.2.3", "1.2.3") is True
assert caret_range_satisfied("^1.2.3", "1.10.0") is True
assert caret_range_satisfied("^1.2.3", "2.0.0") is False
assert caret_range_satisfied("^1.2.3", "1.2.2") is False
assert caret_range_satisfied("^0.2.3", "0.2.9") is True
assert caret_range_satisfied("^0.2.3", "0.3.0") is False
assert caret_range_satisfied("^0.0.3", "0.0.3") is True
assert caret_range_satisfied("^0.0.3", "0.0.4") is False
assert [caret_range_satisfied("^0.0.0", "0.0.0"), caret_range_satisfied("^0.1.0", "0.1.5")] == [True, True]
assert caret_range_satisfied("^2.0.0", "1.99.99") is False
