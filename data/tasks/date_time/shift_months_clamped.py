# query: Add a (possibly negative) number of months to a "YYYY-MM-DD" date and return the new date string; when the
# day does not exist in the target month it is clamped to that month's last day (January 31 plus one month gives
# February 28 or 29).
import calendar
def shift_months_clamped(text, months):
    year, month, day = int(text[:4]), int(text[5:7]), int(text[8:10])
    index = year * 12 + (month - 1) + months
    new_year = index // 12
    new_month = index % 12 + 1
    last = calendar.monthrange(new_year, new_month)[1]
    if day > last:
        day = last
    return f"{new_year:04d}-{new_month:02d}-{day:02d}"

# tests
assert shift_months_clamped("2024-01-31", 1) == '2024-02-29'
assert shift_months_clamped("2023-01-31", 1) == '2023-02-28'
assert shift_months_clamped("2024-03-31", -1) == '2024-02-29'
assert shift_months_clamped("2024-11-15", 2) == '2025-01-15'
assert shift_months_clamped("2024-01-15", -1) == '2023-12-15'
assert shift_months_clamped("2024-05-30", 0) == '2024-05-30'
assert shift_months_clamped("2024-02-29", 12) == '2025-02-28'
assert shift_months_clamped("2023-02-28", 1) == '2023-03-28'
assert shift_months_clamped("2024-08-31", -14) == '2023-06-30'
assert shift_months_clamped("2024-10-31", 1) == '2024-11-30'
