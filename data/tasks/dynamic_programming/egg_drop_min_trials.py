# query: With `eggs` identical eggs and a building of `floors` floors, return the minimum number of drops that always
# finds the highest floor from which an egg survives (a broken egg is lost); 0 floors need 0 drops and 0 eggs with
# floors to test give None.
def egg_drop_min_trials(eggs, floors):
    if floors == 0:
        return 0
    if eggs == 0:
        return None
    covered = [0] * (eggs + 1)
    trials = 0
    while covered[eggs] < floors:
        trials += 1
        for e in range(eggs, 0, -1):
            covered[e] = covered[e] + covered[e - 1] + 1
    return trials

# tests
assert egg_drop_min_trials(1, 0) == 0
assert egg_drop_min_trials(0, 5) is None
assert egg_drop_min_trials(1, 2) == 2
assert egg_drop_min_trials(0, 0) == 0
assert egg_drop_min_trials(2, 10) == 4
assert egg_drop_min_trials(3, 14) == 4
assert egg_drop_min_trials(2, 100) == 14
assert egg_drop_min_trials(2, 36) == 8
assert egg_drop_min_trials(4, 1) == 1
assert egg_drop_min_trials(3, 7) == 3
