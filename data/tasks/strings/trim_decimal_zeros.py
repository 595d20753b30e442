# query: Normalize a decimal number string (optional "-", digits, optional "." and digits): remove leading zeros of the
# integer part (keeping one "0"), trailing zeros of the fraction, and a point left with nothing after it, and write
# negative zero as "0" (so "007.10" gives "7.1" and "-0.00" gives "0").
def trim_decimal_zeros(s):
    sign = ""
    if s.startswith("-"):
        sign = "-"
        s = s[1:]
    whole, _, frac = s.partition(".")
    whole = whole.lstrip("0") or "0"
    frac = frac.rstrip("0")
    if whole == "0" and not frac:
        sign = ""
    return sign + whole + ("." + frac if frac else "")

# tests
assert trim_decimal_zeros("1.500") == "1.5"
assert trim_decimal_zeros("2.000") == "2"
assert trim_decimal_zeros("-0.00") == "0"
assert trim_decimal_zeros("007.10") == "7.1"
assert trim_decimal_zeros("0.0") == "0"
assert trim_decimal_zeros("10") == "10"
assert trim_decimal_zeros("100.0") == "100"
assert trim_decimal_zeros("-12.340") == "-12.34"
assert trim_decimal_zeros(".50") == "0.5"
assert trim_decimal_zeros("-0.05") == "-0.05"
