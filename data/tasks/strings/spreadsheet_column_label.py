# query: Convert a 1-based column number to its spreadsheet column label (1 is "A", 26 is "Z", 27 is "AA", 703 is
# "AAA"); numbers below 1 give "".
def spreadsheet_column_label(n):
    out = ""
    while n > 0:
        n -= 1
        out = chr(ord("A") + n % 26) + out
        n //= 26
    return out

# tests
assert spreadsheet_column_label(1) == "A"
assert spreadsheet_column_label(26) == "Z"
assert spreadsheet_column_label(27) == "AA"
assert spreadsheet_column_label(52) == "AZ"
assert spreadsheet_column_label(53) == "BA"
assert spreadsheet_column_label(702) == "ZZ"
assert spreadsheet_column_label(703) == "AAA"
assert spreadsheet_column_label(0) == ""
assert spreadsheet_column_label(-3) == ""
assert spreadsheet_column_label(16384) == "XFD"
