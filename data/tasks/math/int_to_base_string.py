# query: Write an integer in a base from 2 to 36 using digits 0-9 then lowercase letters, with a leading "-" for
# negatives; 0 gives "0" and a base outside 2..36 gives an empty string.
def int_to_base_string(n, base):
    if base < 2 or base > 36:
        return ""
    if n == 0:
        return "0"
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    negative = n < 0
    n = abs(n)
    out = []
    while n > 0:
        out.append(digits[n % base])
        n //= base
    if negative:
        out.append("-")
    return "".join(reversed(out))

# tests
assert int_to_base_string(0, 2) == "0"
assert int_to_base_string(5, 1) == ""
assert int_to_base_string(5, 37) == ""
assert int_to_base_string(10, 2) == "1010"
assert int_to_base_string(255, 16) == "ff"
assert int_to_base_string(-255, 16) == "-ff"
assert int_to_base_string(35, 36) == "z"
assert int_to_base_string(36, 36) == "10"
assert int_to_base_string(8, 8) == "10"
assert int_to_base_string(-1, 2) == "-1"
