# query: Subscription periods start each month on anchor_day (clamped to the month's last day, e.g. the 31st becomes
# Feb 29 in a leap year) and end the day before the next start; return the (start, end) "YYYY-MM-DD" pair of the
# period containing a given date.
import calendar
import datetime
def billing_period_for_date(anchor_day, date):
    d = datetime.date.fromisoformat(date)
    def start_in(year, month):
        return datetime.date(year, month, min(anchor_day, calendar.monthrange(year, month)[1]))
    y, m = d.year, d.month
    start = start_in(y, m)
    if start > d:
        y, m = (y - 1, 12) if m == 1 else (y, m - 1)
        start = start_in(y, m)
    ny, nm = (y + 1, 1) if m == 12 else (y, m + 1)
    end = start_in(ny, nm) - datetime.timedelta(days=1)
    return (start.isoformat(), end.isoformat())

# tests
assert billing_period_for_date(15, "2024-03-20") == ("2024-03-15", "2024-04-14")
assert billing_period_for_date(15, "2024-03-14") == ("2024-02-15", "2024-03-14")
assert billing_period_for_date(15, "2024-03-15") == ("2024-03-15", "2024-04-14")
assert billing_period_for_date(31, "2024-02-29") == ("2024-02-29", "2024-03-30")
assert billing_period_for_date(31, "2024-02-28") == ("2024-01-31", "2024-02-28")
assert billing_period_for_date(1, "2024-12-31") == ("2024-12-01", "2024-12-31")
assert billing_period_for_date(20, "2024-01-05") == ("2023-12-20", "2024-01-19")
assert billing_period_for_date(30, "2023-02-28") == ("2023-02-28", "2023-03-29")
assert billing_period_for_date(31, "2024-04-30") == ("2024-04-30", "2024-05-30")
assert billing_period_for_date(10, "2024-12-10") == ("2024-12-10", "2025-01-09")
