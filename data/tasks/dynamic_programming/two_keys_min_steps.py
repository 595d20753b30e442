# query: A notepad starts with one "A"; each step is either "copy all" or "paste" (appending the last copy). Return the
# fewest steps to end with exactly n characters (0 for n = 1, None for n < 1).
def two_keys_min_steps(n):
    if n < 1:
        return None
    steps = [0] * (n + 1)
    for i in range(2, n + 1):
        steps[i] = i
        for d in range(2, i):
            if i % d == 0:
                steps[i] = min(steps[i], steps[d] + i // d)
    return steps[n]

# tests
assert two_keys_min_steps(0) is None
assert two_keys_min_steps(1) == 0
assert two_keys_min_steps(2) == 2
assert two_keys_min_steps(3) == 3
assert two_keys_min_steps(4) == 4
assert two_keys_min_steps(6) == 5
assert two_keys_min_steps(9) == 6
assert two_keys_min_steps(12) == 7
assert two_keys_min_steps(7) == 7
assert two_keys_min_steps(100) == 14
