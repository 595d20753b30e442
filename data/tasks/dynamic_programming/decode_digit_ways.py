# query: Count the ways a string of digits can be decoded when 'A'..'Z' map to '1'..'26' (a '0' cannot start a code,
# and codes like '06' are invalid); an empty string or one that cannot be decoded gives 0.
def decode_digit_ways(digits):
    if not digits:
        return 0
    prev2, prev1 = 1, 1 if digits[0] != "0" else 0
    for i in range(1, len(digits)):
        current = 0
        if digits[i] != "0":
            current += prev1
        pair = int(digits[i - 1:i + 1])
        if 10 <= pair <= 26:
            current += prev2
        prev2, prev1 = prev1, current
    return prev1

# tests
assert decode_digit_ways("") == 0
assert decode_digit_ways("0") == 0
assert decode_digit_ways("7") == 1
assert decode_digit_ways("109") == 1
assert decode_digit_ways("226") == 3
assert decode_digit_ways("06") == 0
assert decode_digit_ways("10") == 1
assert decode_digit_ways("27") == 1
assert decode_digit_ways("100") == 0
assert decode_digit_ways("11106") == 2
