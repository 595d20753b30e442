# query: Compute base raised to a non-negative exponent modulo m (m >= 1) by repeated squaring, returning a value in
# [0, m); a negative base is allowed, and m = 1 always gives 0.
def modular_power(base, exponent, m):
    if m == 1:
        return 0
    result = 1
    base %= m
    while exponent > 0:
        if exponent & 1:
            result = result * base % m
        base = base * base % m
        exponent >>= 1
    return result

# tests
assert modular_power(5, 0, 1) == 0
assert modular_power(5, 0, 7) == 1
assert modular_power(2, 10, 1000) == 24
assert modular_power(3, 1, 7) == 3
assert modular_power(3, 4, 5) == 1
assert modular_power(-2, 3, 5) == 2
assert modular_power(7, 13, 11) == 2
assert modular_power(10, 9, 6) == 4
assert modular_power(2, 5, 64) == 32
assert modular_power(123456789, 123, 1000000007) == pow(123456789, 123, 1000000007)
