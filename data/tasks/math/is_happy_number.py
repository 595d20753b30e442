# query: Decide whether repeatedly replacing a positive integer by the sum of the squares of its decimal digits
# eventually reaches 1 (instead of looping forever); non-positive inputs give False.
def is_happy_number(n):
    if n < 1:
        return False
    seen = set()
    while n != 1 and n not in seen:
        seen.add(n)
        total = 0
        while n:
            n, digit = divmod(n, 10)
            total += digit * digit
        n = total
    return n == 1

# tests
assert is_happy_number(0) is False
assert is_happy_number(-7) is False
assert is_happy_number(1) is True
assert is_happy_number(19) is True
assert is_happy_number(2) is False
assert is_happy_number(7) is True
assert is_happy_number(4) is False
assert is_happy_number(100) is True
assert is_happy_number(20) is False
