# query: Return how many steps the Collatz process (halve an even number, map an odd number n to 3n + 1) takes to
# reach 1 from a positive integer; 1 takes 0 steps and a non-positive input gives -1.
def collatz_steps_count(n):
    if n < 1:
        return -1
    steps = 0
    while n != 1:
        if n % 2 == 0:
            n //= 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps

# tests
assert collatz_steps_count(0) == -1
assert collatz_steps_count(-4) == -1
assert collatz_steps_count(1) == 0
assert collatz_steps_count(2) == 1
assert collatz_steps_count(3) == 7
assert collatz_steps_count(6) == 8
assert collatz_steps_count(7) == 16
assert collatz_steps_count(27) == 111
assert collatz_steps_count(16) == 4
