# query: Return the EAN-13 (or ISBN-13) check digit for its first twelve digits: weight the digits alternately 1 and 3
# starting with 1 on the left and choose the digit that brings the weighted sum to a multiple of 10; anything other
# than exactly twelve digits gives None.
def ean13_check_digit(first_twelve):
    if len(first_twelve) != 12 or not first_twelve.isdigit():
        return None
    total = 0
    for i, c in enumerate(first_twelve):
        total += int(c) * (3 if i % 2 else 1)
    return (10 - total % 10) % 10

# tests
assert ean13_check_digit("400638133393") == 1
assert ean13_check_digit("978030640615") == 7
assert ean13_check_digit("000000000000") == 0
assert ean13_check_digit("100000000000") == 9
assert ean13_check_digit("010000000000") == 7
assert ean13_check_digit("590123412345") == 7
assert ean13_check_digit("12345678901") is None
assert ean13_check_digit("1234567890123") is None
assert ean13_check_digit("97803064061a") is None
