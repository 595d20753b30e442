# query: Decide whether an integer is an exact power of two (1, 2, 4, 8, ...) using bit operations; zero and negative
# numbers are not.
def is_power_of_two_int(n):
    if n <= 0:
        return False
    return n & (n - 1) == 0

# tests
assert is_power_of_two_int(0) is False
assert is_power_of_two_int(-8) is False
assert is_power_of_two_int(1) is True
assert is_power_of_two_int(2) is True
assert is_power_of_two_int(3) is False
assert is_power_of_two_int(64) is True
assert is_power_of_two_int(96) is False
assert is_power_of_two_int(2 ** 50) is True
assert is_power_of_two_int(6) is False
