# query: Reverse the decimal digits of a signed integer keeping its sign (trailing zeros disappear), returning 0 when
# the result falls outside the signed 32-bit range [-2**31, 2**31 - 1].
def reverse_int32_digits(x):
    sign = -1 if x < 0 else 1
    x = abs(x)
    result = 0
    while x > 0:
        result = result * 10 + x % 10
        x //= 10
    result *= sign
    if result < -2 ** 31 or result > 2 ** 31 - 1:
        return 0
    return result

# tests
assert reverse_int32_digits(0) == 0
assert reverse_int32_digits(123) == 321
assert reverse_int32_digits(-123) == -321
assert reverse_int32_digits(120) == 21
assert reverse_int32_digits(-5) == -5
assert reverse_int32_digits(1534236469) == 0
assert reverse_int32_digits(7463847412) == 2147483647
assert reverse_int32_digits(8463847412) == 0
assert reverse_int32_digits(-8463847412) == -2147483648
assert reverse_int32_digits(-9463847412) == 0
