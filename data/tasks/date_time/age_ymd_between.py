# query: Give the exact age between a birth date and a reference date ("YYYY-MM-DD") as (years, months, days): the most
# whole months that can be added to the birth date without passing the reference date (adding months clamps to the
# end of a shorter month, so a Feb 29 birthday completes a year on Feb 28), then the remaining days; return None if the
# reference date is earlier.
import calendar
import datetime
def age_ymd_between(birth, ref):
    b = datetime.date.fromisoformat(birth)
    r = datetime.date.fromisoformat(ref)
    if r < b:
        return None
    def shifted(k):
        y, m = divmod(b.year * 12 + b.month - 1 + k, 12)
        return datetime.date(y, m + 1, min(b.day, calendar.monthrange(y, m + 1)[1]))
    months = (r.year - b.year) * 12 + r.month - b.month
    if shifted(months) > r:
        months -= 1
    return (months // 12, months % 12, (r - shifted(months)).days)

# tests
assert age_ymd_between("2000-01-15", "2024-03-20") == (24, 2, 5)
assert age_ymd_between("2000-01-31", "2024-03-01") == (24, 1, 1)
assert age_ymd_between("2000-02-29", "2023-02-28") == (23, 0, 0)
assert age_ymd_between("2024-05-10", "2024-05-10") == (0, 0, 0)
assert age_ymd_between("2024-05-10", "2024-05-09") is None
assert age_ymd_between("1990-12-31", "2024-01-01") == (33, 0, 1)
assert age_ymd_between("2023-01-31", "2023-02-28") == (0, 1, 0)
assert age_ymd_between("2023-03-30", "2023-04-29") == (0, 0, 30)
assert age_ymd_between("2020-06-15", "2024-06-14") == (3, 11, 30)
assert age_ymd_between("2020-06-15", "2024-06-15") == (4, 0, 0)
