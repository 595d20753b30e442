# query: Add a (possibly negative) number of months to a "YYYY-MM-DD" date with the end-of-month rule: a date that is
# the last day of its month maps to the last day of the target month, and any other day is kept but clamped to the
# target month's length.
import calendar
import datetime
def add_months_eom_rule(date, months):
    d = datetime.date.fromisoformat(date)
    total = d.year * 12 + d.month - 1 + months
    year, month = divmod(total, 12)
    month += 1
    last = calendar.monthrange(year, month)[1]
    if d.day == calendar.monthrange(d.year, d.month)[1]:
        return datetime.date(year, month, last).isoformat()
    return datetime.date(year, month, min(d.day, last)).isoformat()

# tests
assert add_months_eom_rule("2023-02-28", 1) == "2023-03-31"
assert add_months_eom_rule("2024-02-28", 1) == "2024-03-28"
assert add_months_eom_rule("2024-02-29", 1) == "2024-03-31"
assert add_months_eom_rule("2024-01-31", 1) == "2024-02-29"
assert add_months_eom_rule("2024-01-30", 1) == "2024-02-29"
assert add_months_eom_rule("2024-04-30", -2) == "2024-02-29"
assert add_months_eom_rule("2024-04-15", -4) == "2023-12-15"
assert add_months_eom_rule("2024-06-30", 12) == "2025-06-30"
assert add_months_eom_rule("2024-11-30", 3) == "2025-02-28"
assert add_months_eom_rule("2024-03-31", 0) == "2024-03-31"
