# query: Given fixed-date public holidays as (month, day) pairs, return the dates they are observed in a year, sorted:
# a holiday on a weekday is observed that day, and one on a Saturday or Sunday moves (in date order) to the next
# weekday that is neither another holiday's date nor already taken as a substitute day.
import datetime
def substitute_holidays(year, fixed):
    dates = sorted(datetime.date(year, m, d) for m, d in fixed)
    taken = set()
    for d in dates:
        if d.weekday() >= 5:
            while d.weekday() >= 5 or d in taken or d in dates:
                d += datetime.timedelta(days=1)
        taken.add(d)
    return sorted(d.isoformat() for d in taken)

# tests
assert substitute_holidays(2021, [(12, 25), (12, 26)]) == ["2021-12-27", "2021-12-28"]
assert substitute_holidays(2022, [(12, 25), (12, 26)]) == ["2022-12-26", "2022-12-27"]
assert substitute_holidays(2024, [(1, 1)]) == ["2024-01-01"]
assert substitute_holidays(2023, [(1, 1)]) == ["2023-01-02"]
assert substitute_holidays(2022, [(1, 1)]) == ["2022-01-03"]
assert substitute_holidays(2024, []) == []
assert substitute_holidays(2020, [(12, 26), (12, 25)]) == ["2020-12-25", "2020-12-28"]
assert substitute_holidays(2027, [(12, 25), (12, 26), (12, 27)]) == ["2027-12-27", "2027-12-28", "2027-12-29"]
assert substitute_holidays(2024, [(7, 4), (11, 11)]) == ["2024-07-04", "2024-11-11"]
