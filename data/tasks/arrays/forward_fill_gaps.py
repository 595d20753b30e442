# query: Replace each None in a list with the latest non-None value before it, filling at most `limit` consecutive
# Nones of a run (limit None means no cap); leading Nones and Nones beyond the cap stay None.
def forward_fill_gaps(values, limit=None):
    out = []
    last = None
    run = 0
    for v in values:
        if v is None:
            run += 1
            if last is not None and (limit is None or run <= limit):
                out.append(last)
            else:
                out.append(None)
        else:
            run = 0
            last = v
            out.append(v)
    return out

# tests
assert forward_fill_gaps([]) == []
assert forward_fill_gaps([None, None]) == [None, None]
assert forward_fill_gaps([1, None, None, 2, None]) == [1, 1, 1, 2, 2]
assert forward_fill_gaps([None, 3, None]) == [None, 3, 3]
assert forward_fill_gaps([1, None, None, None, 2, None, None], 2) == [1, 1, 1, None, 2, 2, 2]
assert forward_fill_gaps([5, None, 6], 0) == [5, None, 6]
assert forward_fill_gaps([0, None, None], 1) == [0, 0, None]
assert forward_fill_gaps([1, None, 2, None, None, 3, None], 1) == [1, 1, 2, 2, None, 3, 3]
assert forward_fill_gaps(["a", None, None, None], 3) == ['a', 'a', 'a', 'a']
