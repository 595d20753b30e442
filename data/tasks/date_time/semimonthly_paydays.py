# query: Return the two paydays of a month for a semi-monthly payroll, the 15th and the last day of the month, each
# moved back to the closest earlier business day when it falls on a Saturday, Sunday or a listed holiday
# ("YYYY-MM-DD"), as a list of two "YYYY-MM-DD" strings.
import calendar
import datetime
def semimonthly_paydays(year, month, holidays):
    blocked = set(holidays)
    out = []
    for day in (15, calendar.monthrange(year, month)[1]):
        d = datetime.date(year, month, day)
        while d.weekday() >= 5 or d.isoformat() in blocked:
            d -= datetime.timedelta(days=1)
        out.append(d.isoformat())
    return out

# tests
assert semimonthly_paydays(2024, 6, []) == ["2024-06-14", "2024-06-28"]
assert semimonthly_paydays(2024, 2, []) == ["2024-02-15", "2024-02-29"]
assert semimonthly_paydays(2023, 2, []) == ["2023-02-15", "2023-02-28"]
assert semimonthly_paydays(2024, 3, ["2024-03-15"]) == ["2024-03-14", "2024-03-29"]
assert semimonthly_paydays(2024, 12, ["2024-12-31"]) == ["2024-12-13", "2024-12-30"]
assert semimonthly_paydays(2024, 9, ["2024-09-13"]) == ["2024-09-12", "2024-09-30"]
assert semimonthly_paydays(2024, 11, []) == ["2024-11-15", "2024-11-29"]
assert semimonthly_paydays(2025, 1, ["2025-01-01"]) == ["2025-01-15", "2025-01-31"]
