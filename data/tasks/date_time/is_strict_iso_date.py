# query: Return True if a string is a valid calendar date written exactly as "YYYY-MM-DD" (four-digit year from 0001,
# zero-padded month and day, real day for that month including leap-year February 29), otherwise False.
def is_strict_iso_date(text):
    if len(text) != 10 or text[4] + text[7] != "--":
        return False
    digits = text[:4] + text[5:7] + text[8:]
    if not digits.isdigit():
        return False
    year, month, day = int(text[:4]), int(text[5:7]), int(text[8:])
    if year == 0 or not 1 <= month <= 12:
        return False
    if month == 2:
        leap = year % 4 == 0 and year % 100 != 0 or year % 400 == 0
        limit = 29 if leap else 28
    elif month in (4, 6, 9, 11):
        limit = 30
    else:
        limit = 31
    return 1 <= day <= limit

# tests
assert is_strict_iso_date("2024-02-29") == True
assert is_strict_iso_date("2023-02-29") == False
assert is_strict_iso_date("1900-02-29") == False
assert is_strict_iso_date("2000-02-29") == True
assert [is_strict_iso_date(s) for s in ["2024-04-31", "2024-06-31", "2024-09-31", "2024-11-31", "2024-11-30"]] == [False, False, False, False, True]
assert [is_strict_iso_date(s) for s in ["2024-01-31", "2024-12-31", "2024-01-32", "2024-07-31", "2023-02-28"]] == [True, True, False, True, True]
assert [is_strict_iso_date(s) for s in ["2024-13-01", "2024-00-10", "2024-12-01", "2024-01-01"]] == [False, False, True, True]
assert [is_strict_iso_date(s) for s in ["0000-01-01", "0001-01-01", "2024-01-00"]] == [False, True, False]
assert [is_strict_iso_date(s) for s in ["2024/01/01", "2024-01/01", "2024-01-011", "2024-01-0x", "20x4-01-01"]] == [False, False, False, False, False]
