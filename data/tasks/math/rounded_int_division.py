# query: Divide integer a by integer b and round the quotient to the nearest integer, with exact halves rounded away
# from zero, using integer arithmetic only; division by zero gives None.
def rounded_int_division(a, b):
    if b == 0:
        return None
    sign = -1 if (a < 0) != (b < 0) else 1
    a, b = abs(a), abs(b)
    q, r = divmod(a, b)
    if 2 * r >= b:
        q += 1
    return sign * q

# tests
assert rounded_int_division(1, 0) is None
assert rounded_int_division(0, -5) == 0
assert rounded_int_division(7, 2) == 4
assert rounded_int_division(-7, 2) == -4
assert rounded_int_division(7, -2) == -4
assert rounded_int_division(-7, -2) == 4
assert rounded_int_division(5, 3) == 2
assert rounded_int_division(4, 3) == 1
assert rounded_int_division(5, 2) == 3
assert rounded_int_division(-11, 4) == -3
