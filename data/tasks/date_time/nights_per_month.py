# query: Split a hotel stay from a check-in date to a check-out date ("YYYY-MM-DD", check-out day not slept) into nights
# per month, returning a dict from "YYYY-MM" to the number of nights whose evening falls in that month; a stay with no
# nights gives {}.
import datetime
def nights_per_month(checkin, checkout):
    day = datetime.date.fromisoformat(checkin)
    end = datetime.date.fromisoformat(checkout)
    out = {}
    while day < end:
        key = day.isoformat()[:7]
        out[key] = out.get(key, 0) + 1
        day += datetime.timedelta(days=1)
    return out

# tests
assert nights_per_month("2024-01-30", "2024-02-02") == {"2024-01": 2, "2024-02": 1}
assert nights_per_month("2024-02-28", "2024-03-01") == {"2024-02": 2}
assert nights_per_month("2023-02-28", "2023-03-01") == {"2023-02": 1}
assert nights_per_month("2024-03-01", "2024-03-01") == {}
assert nights_per_month("2024-03-05", "2024-03-01") == {}
assert nights_per_month("2024-12-31", "2025-01-01") == {"2024-12": 1}
assert nights_per_month("2024-01-01", "2024-03-01") == {"2024-01": 31, "2024-02": 29}
assert nights_per_month("2023-02-27", "2023-03-02") == {"2023-02": 2, "2023-03": 1}
