# query: Return how many digits an integer has when written in a base from 2 upward (0 has one digit and the sign of a
# negative number is not counted); a base below 2 gives None.
def digit_count_in_base(n, base):
    if base < 2:
        return None
    n = abs(n)
    count = 1
    while n >= base:
        n //= base
        count += 1
    return count

# tests
assert digit_count_in_base(10, 1) is None
assert digit_count_in_base(0, 10) == 1
assert digit_count_in_base(9, 10) == 1
assert digit_count_in_base(10, 10) == 2
assert digit_count_in_base(-999, 10) == 3
assert digit_count_in_base(1000, 10) == 4
assert digit_count_in_base(255, 2) == 8
assert digit_count_in_base(256, 2) == 9
assert digit_count_in_base(255, 16) == 2
assert digit_count_in_base(10 ** 30, 1000) == 11
