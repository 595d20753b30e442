# query: Convert a "YYYY-MM-DD" date to its spreadsheet serial day number in the 1900 date system, where 1900-01-01 is
# 1 and the fictitious "1900-02-29" is 60 (so real dates from 1900-03-01 on count one extra day); dates before 1900
# give None.
import datetime
def date_to_excel_serial(text):
    if text == "1900-02-29":
        return 60
    days = (datetime.date.fromisoformat(text) - datetime.date(1900, 1, 1)).days
    if days < 0:
        return None
    return days + 1 if days < 59 else days + 2

# tests
assert date_to_excel_serial("1900-01-01") == 1
assert date_to_excel_serial("1900-02-28") == 59
assert date_to_excel_serial("1900-02-29") == 60
assert date_to_excel_serial("1900-03-01") == 61
assert date_to_excel_serial("1970-01-01") == 25569
assert date_to_excel_serial("2000-01-01") == 36526
assert date_to_excel_serial("2024-02-29") == 45351
assert date_to_excel_serial("9999-12-31") == 2958465
assert date_to_excel_serial("1899-12-31") is None
assert date_to_excel_serial("1900-01-02") == 2
