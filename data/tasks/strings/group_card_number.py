# query: Format a payment card number for display: after removing spaces and dashes it must be 12 to 19 digits, else
# return ""; American Express numbers (15 digits starting 34 or 37) are grouped 4-6-5 and all others in groups of 4
# from the left, groups separated by single spaces.
def group_card_number(raw):
    digits = raw.replace(" ", "").replace("-", "")
    if not digits.isdigit() or not 12 <= len(digits) <= 19:
        return ""
    if len(digits) == 15 and digits[:2] in ("34", "37"):
        return digits[:4] + " " + digits[4:10] + " " + digits[10:]
    return " ".join(digits[i:i + 4] for i in range(0, len(digits), 4))

# tests
assert group_card_number("4111111111111111") == "4111 1111 1111 1111"
assert group_card_number("3400-0000 0000 0009") == "3400 0000 0000 0009"
assert group_card_number("378282246310005") == "3782 822463 10005"
assert group_card_number("361234567890123") == "3612 3456 7890 123"
assert group_card_number("12345678901") == ""
assert group_card_number("123456789012") == "1234 5678 9012"
assert group_card_number("1234567890123456789") == "1234 5678 9012 3456 789"
assert group_card_number("12345678901234567890") == ""
assert group_card_number("4111 1111 1111 111a") == ""
assert group_card_number("1234567890123") == "1234 5678 9012 3"
