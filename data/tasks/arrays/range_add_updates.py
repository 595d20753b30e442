# query: Start from a list of n zeros and apply updates (lo, hi, delta), each adding delta to every position from lo
# to hi inclusive (0 <= lo <= hi < n), and return the resulting list.
def range_add_updates(n, updates):
    diff = [0] * (n + 1)
    for lo, hi, delta in updates:
        diff[lo] += delta
        diff[hi + 1] -= delta
    out = []
    running = 0
    for i in range(n):
        running += diff[i]
        out.append(running)
    return out

# tests
assert range_add_updates(0, []) == []
assert range_add_updates(3, []) == [0, 0, 0]
assert range_add_updates(5, [(1, 3, 2)]) == [0, 2, 2, 2, 0]
assert range_add_updates(5, [(0, 4, 1), (2, 2, 5)]) == [1, 1, 6, 1, 1]
assert range_add_updates(4, [(0, 1, 3), (1, 3, -2)]) == [3, 1, -2, -2]
assert range_add_updates(3, [(2, 2, 7), (0, 0, 7)]) == [7, 0, 7]
assert range_add_updates(6, [(0, 2, 1), (3, 5, 1), (1, 4, 10)]) == [1, 11, 11, 11, 11, 1]
assert range_add_updates(1, [(0, 0, -4), (0, 0, 1)]) == [-3]
