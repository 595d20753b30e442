# query: Normalize a North American phone number to "(AAA) BBB-CCCC": keep only its digits, drop a leading country code
# 1 from 11 digits, and require exactly 10 digits whose area code and exchange (first and fourth digits) do not start
# with 0 or 1; return "" otherwise.
def format_us_phone_number(raw):
    digits = "".join(c for c in raw if c.isdigit())
    if len(digits) == 11 and digits[0] == "1":
        digits = digits[1:]
    if len(digits) != 10:
        return ""
    if digits[0] in "01" or digits[3] in "01":
        return ""
    return "(" + digits[:3] + ") " + digits[3:6] + "-" + digits[6:]

# tests
assert format_us_phone_number("555-234-5678") == "(555) 234-5678"
assert format_us_phone_number("+1 (555) 234-5678") == "(555) 234-5678"
assert format_us_phone_number("15552345678") == "(555) 234-5678"
assert format_us_phone_number("25552345678") == ""
assert format_us_phone_number("555-234-567") == ""
assert format_us_phone_number("055-234-5678") == ""
assert format_us_phone_number("555-134-5678") == ""
assert format_us_phone_number("(212)555.0199") == "(212) 555-0199"
assert format_us_phone_number("") == ""
