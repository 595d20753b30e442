# query: Return the Moebius function of a positive integer: 0 if it is divisible by the square of a prime, otherwise
# 1 or -1 for an even or odd number of prime factors (so 1 gives 1); n below 1 gives None.
def mobius_function_value(n):
    if n < 1:
        return None
    result = 1
    d = 2
    while d * d <= n:
        if n % d == 0:
            n //= d
            if n % d == 0:
                return 0
            result = -result
        d += 1
    if n > 1:
        result = -result
    return result

# tests
assert mobius_function_value(0) is None
assert mobius_function_value(1) == 1
assert mobius_function_value(2) == -1
assert mobius_function_value(4) == 0
assert mobius_function_value(6) == 1
assert mobius_function_value(30) == -1
assert mobius_function_value(12) == 0
assert mobius_function_value(49) == 0
assert mobius_function_value(210) == 1
assert mobius_function_value(97) == -1
