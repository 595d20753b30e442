# query: Find the gaps in a daily series: given "YYYY-MM-DD" dates in any order (repeats allowed), return the sorted
# dates between the earliest and the latest that are absent; fewer than two distinct dates give [].
import datetime
def missing_dates_in_series(dates):
    if not dates:
        return []
    present = {datetime.date.fromisoformat(d) for d in dates}
    day, last = min(present), max(present)
    out = []
    while day < last:
        day += datetime.timedelta(days=1)
        if day not in present:
            out.append(day.isoformat())
    return out

# tests
assert missing_dates_in_series([]) == []
assert missing_dates_in_series(["2024-01-01"]) == []
assert missing_dates_in_series(["2024-01-01", "2024-01-03"]) == ["2024-01-02"]
assert missing_dates_in_series(["2024-03-01", "2024-02-27", "2024-02-27"]) == ["2024-02-28", "2024-02-29"]
assert missing_dates_in_series(["2023-12-30", "2024-01-02", "2023-12-31"]) == ["2024-01-01"]
assert missing_dates_in_series(["2024-05-01", "2024-05-02", "2024-05-03"]) == []
assert missing_dates_in_series(["2024-01-05", "2024-01-01"]) == ["2024-01-02", "2024-01-03", "2024-01-04"]
assert missing_dates_in_series(["2023-02-27", "2023-03-02"]) == ["2023-02-28", "2023-03-01"]
