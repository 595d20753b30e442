# query: Return the multiplicative order of a modulo n, the smallest k >= 1 with a**k congruent to 1 mod n (a may be
# negative or larger than n); if a and n are not coprime or n is below 2, return None.
import math
def multiplicative_order_mod(a, n):
    if n < 2 or math.gcd(a, n) != 1:
        return None
    a %= n
    value = a
    k = 1
    while value != 1:
        value = value * a % n
        k += 1
    return k

# tests
assert multiplicative_order_mod(2, 1) is None
assert multiplicative_order_mod(4, 6) is None
assert multiplicative_order_mod(7, 7) is None
assert multiplicative_order_mod(1, 5) == 1
assert multiplicative_order_mod(2, 7) == 3
assert multiplicative_order_mod(3, 7) == 6
assert multiplicative_order_mod(10, 7) == 6
assert multiplicative_order_mod(-1, 5) == 2
assert multiplicative_order_mod(3, 10) == 4
assert multiplicative_order_mod(2, 11) == 10
