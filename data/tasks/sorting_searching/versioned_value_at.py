# query: Given (key, timestamp, value) records in any order, return the value that key had at time t: the value of its
# record with the greatest timestamp not after t (the later record wins on equal timestamps), or None if none exists.
def versioned_value_at(history, key, t):
    best_ts = None
    value = None
    for k, ts, v in history:
        if k == key and ts <= t and (best_ts is None or ts >= best_ts):
            best_ts, value = ts, v
    return value

# tests
assert versioned_value_at([], "a", 5) is None
assert versioned_value_at([("a", 1, "x")], "a", 0) is None
assert versioned_value_at([("a", 1, "x")], "a", 1) == 'x'
assert versioned_value_at([("a", 1, "x"), ("a", 5, "y")], "a", 4) == 'x'
assert versioned_value_at([("a", 5, "y"), ("a", 1, "x")], "a", 10) == 'y'
assert versioned_value_at([("a", 1, "x"), ("b", 2, "z")], "b", 3) == 'z'
assert versioned_value_at([("a", 3, "p"), ("a", 3, "q")], "a", 3) == 'q'
assert versioned_value_at([("a", 3, "p"), ("b", 1, "q")], "c", 9) is None
assert versioned_value_at([("k", 7, None), ("k", 2, 0)], "k", 6) == 0
assert versioned_value_at([("k", 4, "late"), ("k", 2, "early"), ("k", 3, "mid")], "k", 3) == 'mid'
