# query: Compute the Luhn check digit (0-9) to append to a string of digits such as a card or account number, ignoring
# spaces and hyphens; any other character, or no digits at all, gives None.
def luhn_check_digit_for(payload):
    digits = [c for c in payload if c not in " -"]
    if not digits or not all(c.isdigit() for c in digits):
        return None
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return (10 - total % 10) % 10

# tests
assert luhn_check_digit_for("") is None
assert luhn_check_digit_for(" - ") is None
assert luhn_check_digit_for("12a4") is None
assert luhn_check_digit_for("7992739871") == 3
assert luhn_check_digit_for("7992-7398 71") == 3
assert luhn_check_digit_for("0") == 0
assert luhn_check_digit_for("1") == 8
assert luhn_check_digit_for("5") == 9
assert luhn_check_digit_for("37828224631000") == 5
assert luhn_check_digit_for("401288888888188") == 1
