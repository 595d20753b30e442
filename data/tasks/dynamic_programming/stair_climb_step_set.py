# query: Count the ordered ways to climb exactly n stairs when each move climbs one of the allowed step sizes
# (non-positive sizes are ignored); n = 0 has one way and negative n has none.
def stair_climb_step_set(n, steps):
    if n < 0:
        return 0
    usable = sorted(set(s for s in steps if s > 0))
    ways = [0] * (n + 1)
    ways[0] = 1
    for total in range(1, n + 1):
        for s in usable:
            if s > total:
                break
            ways[total] += ways[total - s]
    return ways[n]

# tests
assert stair_climb_step_set(-1, [1, 2]) == 0
assert stair_climb_step_set(0, [1, 2]) == 1
assert stair_climb_step_set(1, [1, 2]) == 1
assert stair_climb_step_set(4, [1, 2]) == 5
assert stair_climb_step_set(5, [2]) == 0
assert stair_climb_step_set(6, [2]) == 1
assert stair_climb_step_set(4, [1, 3, 5]) == 3
assert stair_climb_step_set(5, [0, -1, 5]) == 1
assert stair_climb_step_set(7, [2, 3]) == 3
assert stair_climb_step_set(10, [1, 2, 3]) == 274
