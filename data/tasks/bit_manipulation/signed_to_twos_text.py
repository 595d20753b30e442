# query: Return the two's-complement binary string of a signed integer using exactly `width` digits (e.g. -1
# with width 4 gives "1111"); return an empty string if width is below 1 or the value is outside the signed
# range for that width.
def signed_to_twos_text(value, width):
    if width < 1:
        return ""
    low = -(1 << (width - 1))
    high = (1 << (width - 1)) - 1
    if value < low or value > high:
        return ""
    digits = []
    for i in range(width - 1, -1, -1):
        digits.append("1" if (value >> i) & 1 else "0")
    return "".join(digits)

# tests
assert signed_to_twos_text(0, 4) == "0000"
assert signed_to_twos_text(-1, 4) == "1111"
assert signed_to_twos_text(5, 4) == "0101"
assert signed_to_twos_text(7, 4) == "0111"
assert signed_to_twos_text(8, 4) == ""
assert signed_to_twos_text(-8, 4) == "1000"
assert signed_to_twos_text(-9, 4) == ""
assert signed_to_twos_text(-1, 1) == "1"
assert signed_to_twos_text(3, 0) == ""
assert signed_to_twos_text(-100, 8) == "10011100"
