# query: Given (key, amount) rows in order, return the running total of amounts that restarts from zero whenever a
# row's key differs from the previous row's key (one total per row).
def running_totals_reset_on_key(rows):
    out = []
    prev_key = None
    total = 0
    for key, amount in rows:
        if key != prev_key:
            total = 0
        total += amount
        out.append(total)
        prev_key = key
    return out

# tests
assert running_totals_reset_on_key([]) == []
assert running_totals_reset_on_key([("a", 5)]) == [5]
assert running_totals_reset_on_key([("a", 1), ("a", 2), ("a", 3)]) == [1, 3, 6]
assert running_totals_reset_on_key([("a", 1), ("b", 2), ("b", 3), ("a", 4)]) == [1, 2, 5, 4]
assert running_totals_reset_on_key([(None, 2), (None, 3)]) == [2, 5]
assert running_totals_reset_on_key([("x", 5), ("x", -7), ("y", 1), ("y", 1)]) == [5, -2, 1, 2]
assert running_totals_reset_on_key([(1, 10), (2, 10), (2, 5), (1, 1), (1, 1)]) == [10, 10, 15, 1, 2]
assert running_totals_reset_on_key([("a", 0), ("a", 4), ("b", 0)]) == [0, 4, 0]
