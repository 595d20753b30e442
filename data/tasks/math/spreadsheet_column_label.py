# query: Convert a 1-based column number to its spreadsheet column letters (1 -> "A", 26 -> "Z", 27 -> "AA",
# 703 -> "AAA"); numbers below 1 give "".
def spreadsheet_column_label(n):
    letters = []
    while n > 0:
        n, rem = divmod(n - 1, 26)
        letters.append(chr(ord("A") + rem))
    return "".join(reversed(letters))

# tests
assert spreadsheet_column_label(0) == ""
assert spreadsheet_column_label(-3) == ""
assert spreadsheet_column_label(1) == "A"
assert spreadsheet_column_label(26) == "Z"
assert spreadsheet_column_label(27) == "AA"
assert spreadsheet_column_label(52) == "AZ"
assert spreadsheet_column_label(53) == "BA"
assert spreadsheet_column_label(702) == "ZZ"
assert spreadsheet_column_label(703) == "AAA"
assert spreadsheet_column_label(16384) == "XFD"
