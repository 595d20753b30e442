# query: Decide whether a positive integer equals the sum of its proper divisors (divisors other than itself);
# numbers below 2 are not perfect.
def is_perfect_number(n):
    if n < 2:
        return False
    total = 1
    d = 2
    while d * d <= n:
        if n % d == 0:
            total += d
            if d != n // d:
                total += n // d
        d += 1
    return total == n

# tests
assert is_perfect_number(0) is False
assert is_perfect_number(1) is False
assert is_perfect_number(6) is True
assert is_perfect_number(28) is True
assert is_perfect_number(496) is True
assert is_perfect_number(8128) is True
assert is_perfect_number(12) is False
assert is_perfect_number(2) is False
assert is_perfect_number(4) is False
assert is_perfect_number(27) is False
