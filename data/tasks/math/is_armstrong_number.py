# query: Decide whether a non-negative integer equals the sum of its decimal digits each raised to the power of the
# number of digits (like 153 = 1^3 + 5^3 + 3^3); negative numbers give False.
def is_armstrong_number(n):
    if n < 0:
        return False
    digits = []
    m = n
    while True:
        digits.append(m % 10)
        m //= 10
        if m == 0:
            break
    k = len(digits)
    return sum(d ** k for d in digits) == n

# tests
assert is_armstrong_number(-153) is False
assert is_armstrong_number(0) is True
assert is_armstrong_number(7) is True
assert is_armstrong_number(10) is False
assert is_armstrong_number(153) is True
assert is_armstrong_number(370) is True
assert is_armstrong_number(9474) is True
assert is_armstrong_number(9475) is False
assert is_armstrong_number(100) is False
