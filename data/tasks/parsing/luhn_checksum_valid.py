# query: Check a number string (spaces allowed between digits) with the Luhn algorithm: from the rightmost digit, double
# every second digit, subtracting 9 from results above 9, and require the total to be divisible by 10; fewer than two
# digits or any other character makes it invalid.
def luhn_checksum_valid(number):
    digits = number.replace(" ", "")
    if len(digits) < 2 or not digits.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0

# tests
assert luhn_checksum_valid("4539 3195 0343 6467") is True
assert luhn_checksum_valid("8273 1232 7352 0569") is False
assert luhn_checksum_valid("79927398713") is True
assert luhn_checksum_valid("79927398710") is False
assert luhn_checksum_valid("0") is False
assert luhn_checksum_valid("00") is True
assert luhn_checksum_valid("059") is True
assert luhn_checksum_valid("91") is True
assert luhn_checksum_valid("81") is False
assert luhn_checksum_valid("1a") is False
