# query: Return the ISBN-10 check character for the first nine digits of an ISBN (hyphens and spaces ignored): weight
# the digits 10 down to 2, and pick the value that makes the weighted sum divisible by 11, written "X" for 10; input
# that is not exactly nine digits gives None.
def isbn10_check_character(first_nine):
    digits = [c for c in first_nine if c not in "- "]
    if len(digits) != 9 or not all(c.isdigit() for c in digits):
        return None
    total = 0
    for i, c in enumerate(digits):
        total += (10 - i) * int(c)
    check = (11 - total % 11) % 11
    return "X" if check == 10 else str(check)

# tests
assert isbn10_check_character("030640615") == "2"
assert isbn10_check_character("0-306-40615") == "2"
assert isbn10_check_character("080442957") == "X"
assert isbn10_check_character("123456789") == "X"
assert isbn10_check_character("000000000") == "0"
assert isbn10_check_character("000000001") == "9"
assert isbn10_check_character("100000000") == "1"
assert isbn10_check_character("12345678") is None
assert isbn10_check_character("1234567890") is None
assert isbn10_check_character("12345678a") is None
