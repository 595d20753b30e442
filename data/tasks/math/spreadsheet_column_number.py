# query: Convert spreadsheet column letters (case-insensitive, "A" is 1, "Z" is 26, "AA" is 27) to the 1-based column
# number; an empty string or any character that is not a letter A-Z gives 0.
def spreadsheet_column_number(label):
    if not label:
        return 0
    n = 0
    for ch in label.upper():
        if not "A" <= ch <= "Z":
            return 0
        n = n * 26 + (ord(ch) - ord("A") + 1)
    return n

# tests
assert spreadsheet_column_number("") == 0
assert spreadsheet_column_number("A1") == 0
assert spreadsheet_column_number("A-") == 0
assert spreadsheet_column_number("A") == 1
assert spreadsheet_column_number("Z") == 26
assert spreadsheet_column_number("AA") == 27
assert spreadsheet_column_number("az") == 52
assert spreadsheet_column_number("BA") == 53
assert spreadsheet_column_number("ZZ") == 702
assert spreadsheet_column_number("XFD") == 16384
