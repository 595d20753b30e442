# query: List every submask of a non-negative integer mask (every value whose set bits are a subset of the
# mask's set bits), including the mask itself and 0, in decreasing numeric order; return [] for a negative mask.
def submasks_descending(mask):
    if mask < 0:
        return []
    out = []
    sub = mask
    while True:
        out.append(sub)
        if sub == 0:
            break
        sub = (sub - 1) & mask
    return out

# tests
assert submasks_descending(-1) == []
assert submasks_descending(0) == [0]
assert submasks_descending(1) == [1, 0]
assert submasks_descending(2) == [2, 0]
assert submasks_descending(3) == [3, 2, 1, 0]
assert submasks_descending(0b101) == [5, 4, 1, 0]
assert submasks_descending(0b1010) == [10, 8, 2, 0]
assert submasks_descending(0b1011) == [11, 10, 9, 8, 3, 2, 1, 0]
assert len(submasks_descending(0b1110110)) == 32
