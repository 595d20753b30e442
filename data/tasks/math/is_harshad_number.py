# query: Decide whether a positive integer is divisible by the sum of its decimal digits (a Harshad number); zero
# and negative numbers give False.
def is_harshad_number(n):
    if n <= 0:
        return False
    total = 0
    m = n
    while m > 0:
        total += m % 10
        m //= 10
    return n % total == 0

# tests
assert is_harshad_number(0) is False
assert is_harshad_number(-18) is False
assert is_harshad_number(1) is True
assert is_harshad_number(18) is True
assert is_harshad_number(19) is False
assert is_harshad_number(1729) is True
assert is_harshad_number(11) is False
assert is_harshad_number(100) is True
assert is_harshad_number(21) is True
assert is_harshad_number(23) is False
