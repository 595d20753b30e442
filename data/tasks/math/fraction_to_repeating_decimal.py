# query: Write the fraction num/den as a decimal string, putting a repeating block of the fractional part in
# parentheses (1/6 gives "0.1(6)", 22/7 gives "3.(142857)"), with a leading "-" for negative values and no decimal
# point for whole numbers; den of 0 gives "".
def fraction_to_repeating_decimal(num, den):
    if den == 0:
        return ""
    sign = "-" if (num < 0) != (den < 0) and num != 0 else ""
    num, den = abs(num), abs(den)
    whole, rem = divmod(num, den)
    if rem == 0:
        return sign + str(whole)
    digits = []
    seen = {}
    while rem and rem not in seen:
        seen[rem] = len(digits)
        rem *= 10
        digits.append(str(rem // den))
        rem %= den
    if rem:
        i = seen[rem]
        frac = "".join(digits[:i]) + "(" + "".join(digits[i:]) + ")"
    else:
        frac = "".join(digits)
    return sign + str(whole) + "." + frac

# tests
assert fraction_to_repeating_decimal(1, 0) == ""
assert fraction_to_repeating_decimal(0, -5) == "0"
assert fraction_to_repeating_decimal(4, 2) == "2"
assert fraction_to_repeating_decimal(1, 2) == "0.5"
assert fraction_to_repeating_decimal(1, 3) == "0.(3)"
assert fraction_to_repeating_decimal(1, 6) == "0.1(6)"
assert fraction_to_repeating_decimal(-1, 6) == "-0.1(6)"
assert fraction_to_repeating_decimal(1, -4) == "-0.25"
assert fraction_to_repeating_decimal(22, 7) == "3.(142857)"
assert fraction_to_repeating_decimal(-50, -333) == "0.(150)"
