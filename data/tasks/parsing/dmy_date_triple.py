# query: Parse a date written exactly as "DD/MM/YYYY" (two, two and four digits) into a (year, month, day) tuple,
# checking month range and days per month with Gregorian leap years; return None for any malformed or impossible date.
def dmy_date_triple(text):
    if len(text) != 10 or text[2] != '/' or text[5] != '/':
        return None
    dd, mm, yyyy = text[:2], text[3:5], text[6:]
    if not (dd.isdigit() and mm.isdigit() and yyyy.isdigit()):
        return None
    day, month, year = int(dd), int(mm), int(yyyy)
    if month < 1 or month > 12:
        return None
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    if month == 2:
        limit = 29 if leap else 28
    elif month in (4, 6, 9, 11):
        limit = 30
    else:
        limit = 31
    if day < 1 or day > limit:
        return None
    return (year, month, day)

# tests
assert dmy_date_triple('05/03/2024') == (2024, 3, 5)
assert dmy_date_triple('31/12/199x') is None
assert dmy_date_triple('00/01/2000') is None
assert dmy_date_triple('30/11/2023') == (2023, 11, 30)
assert dmy_date_triple('29/02/2024') == (2024, 2, 29)
assert dmy_date_triple('29/02/1900') is None
assert dmy_date_triple('29/02/2000') == (2000, 2, 29)
assert dmy_date_triple('31/04/2023') is None
assert dmy_date_triple('10/13/2023') is None
assert dmy_date_triple('10/03-2023') is None
