# query: Prorate a monthly price in cents over a service span of "YYYY-MM-DD" dates (both included, possibly across
# months): each day costs the monthly price divided by the number of days in its own month, and the exact total is
# rounded half up to whole cents (0 when the span is empty).
import calendar
import datetime
from fractions import Fraction
def prorated_charge_cents(monthly_cents, start, end):
    day = datetime.date.fromisoformat(start)
    last = datetime.date.fromisoformat(end)
    total = Fraction(0)
    while day <= last:
        total += Fraction(monthly_cents, calendar.monthrange(day.year, day.month)[1])
        day += datetime.timedelta(days=1)
    return int(total + Fraction(1, 2))

# tests
assert prorated_charge_cents(3000, "2024-04-01", "2024-04-30") == 3000
assert prorated_charge_cents(3000, "2024-04-16", "2024-04-30") == 1500
assert prorated_charge_cents(3100, "2024-01-01", "2024-01-10") == 1000
assert prorated_charge_cents(2900, "2024-02-15", "2024-03-14") == 2810
assert prorated_charge_cents(1000, "2024-05-10", "2024-05-09") == 0
assert prorated_charge_cents(999, "2023-02-01", "2023-02-01") == 36
assert prorated_charge_cents(1, "2024-04-01", "2024-04-15") == 1
assert prorated_charge_cents(1, "2024-04-01", "2024-04-14") == 0
assert prorated_charge_cents(2800, "2023-02-28", "2023-03-01") == 190
