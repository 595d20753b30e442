# query: Compute the Actual/Actual (ISDA) year fraction between two "YYYY-MM-DD" dates: days falling in leap years count
# 1/366 and other days 1/365 (the end date itself excluded), rounded to 6 decimals, and negative when the end is before
# the start.
import calendar
import datetime
def act_act_isda_year_fraction(start, end):
    a = datetime.date.fromisoformat(start)
    b = datetime.date.fromisoformat(end)
    if b < a:
        return -act_act_isda_year_fraction(end, start)
    total = 0.0
    cur = a
    while cur < b:
        nxt = min(datetime.date(cur.year + 1, 1, 1), b)
        total += (nxt - cur).days / (366 if calendar.isleap(cur.year) else 365)
        cur = nxt
    return round(total, 6)

# tests
assert act_act_isda_year_fraction("2024-01-01", "2025-01-01") == 1.0
assert act_act_isda_year_fraction("2023-01-01", "2024-01-01") == 1.0
assert act_act_isda_year_fraction("2023-12-31", "2024-01-02") == 0.005472
assert act_act_isda_year_fraction("2024-03-01", "2024-03-01") == 0.0
assert act_act_isda_year_fraction("2024-07-01", "2024-01-01") == -0.497268
assert act_act_isda_year_fraction("2023-07-01", "2025-07-01") == 2.0
assert act_act_isda_year_fraction("2024-02-28", "2024-03-01") == 0.005464
assert act_act_isda_year_fraction("2023-02-28", "2023-03-01") == 0.00274
assert act_act_isda_year_fraction("2022-06-15", "2026-06-15") == 4.0
