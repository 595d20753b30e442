# query: Return the fewest operations that reduce a positive integer n to 1 when each step either subtracts 1, halves
# the number if it is even, or divides it by 3 if divisible by 3; n < 1 gives None.
def min_steps_reduce_to_one(n):
    if n < 1:
        return None
    steps = [0] * (n + 1)
    for i in range(2, n + 1):
        steps[i] = steps[i - 1] + 1
        if i % 2 == 0:
            steps[i] = min(steps[i], steps[i // 2] + 1)
        if i % 3 == 0:
            steps[i] = min(steps[i], steps[i // 3] + 1)
    return steps[n]

# tests
assert min_steps_reduce_to_one(0) is None
assert min_steps_reduce_to_one(1) == 0
assert min_steps_reduce_to_one(2) == 1
assert min_steps_reduce_to_one(3) == 1
assert min_steps_reduce_to_one(7) == 3
assert min_steps_reduce_to_one(10) == 3
assert min_steps_reduce_to_one(25) == 5
assert min_steps_reduce_to_one(96) == 6
assert min_steps_reduce_to_one(100) == 7
assert min_steps_reduce_to_one(8) == 3
