# query: Decide whether an integer is prime by trial division over 2, 3 and numbers of the form 6k +- 1; integers
# below 2 are not prime.
def is_prime_6k(n):
    if n < 2:
        return False
    if n < 4:
        return True
    if n % 2 == 0 or n % 3 == 0:
        return False
    i = 5
    while i * i <= n:
        if n % i == 0 or n % (i + 2) == 0:
            return False
        i += 6
    return True

# tests
assert is_prime_6k(9) is False
assert is_prime_6k(1) is False
assert is_prime_6k(2) is True
assert is_prime_6k(3) is True
assert is_prime_6k(4) is False
assert is_prime_6k(25) is False
assert is_prime_6k(49) is False
assert is_prime_6k(97) is True
assert is_prime_6k(121) is False
assert is_prime_6k(7919) is True
