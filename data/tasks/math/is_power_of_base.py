# query: Decide whether a positive integer n is an exact power base**k with k >= 0 of an integer base of at least 2
# (so 1 is a power of every base); n below 1 or a base below 2 gives False.
def is_power_of_base(n, base):
    if n < 1 or base < 2:
        return False
    while n % base == 0:
        n //= base
    return n == 1

# tests
assert is_power_of_base(1, 7) is True
assert is_power_of_base(0, 2) is False
assert is_power_of_base(-8, 2) is False
assert is_power_of_base(8, 1) is False
assert is_power_of_base(8, 2) is True
assert is_power_of_base(12, 2) is False
assert is_power_of_base(81, 3) is True
assert is_power_of_base(81, 9) is True
assert is_power_of_base(27, 9) is False
assert is_power_of_base(10 ** 20, 10) is True
