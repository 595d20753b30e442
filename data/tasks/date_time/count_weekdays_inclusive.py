# query: Count the working days (Monday to Friday) between two "YYYY-MM-DD" dates, both endpoints included;
# if the second date is earlier than the first, return 0.
import datetime
def count_weekdays_inclusive(start, end):
    a = datetime.date.fromisoformat(start)
    b = datetime.date.fromisoformat(end)
    if b < a:
        return 0
    total = (b - a).days + 1
    weeks, rest = divmod(total, 7)
    count = weeks * 5
    wd = a.weekday()
    for i in range(rest):
        if (wd + i) % 7 < 5:
            count += 1
    return count

# tests
assert count_weekdays_inclusive("2024-01-01", "2024-01-01") == 1
assert count_weekdays_inclusive("2024-01-06", "2024-01-07") == 0
assert count_weekdays_inclusive("2024-01-01", "2024-01-07") == 5
assert count_weekdays_inclusive("2024-01-05", "2024-01-08") == 2
assert count_weekdays_inclusive("2024-01-01", "2024-01-31") == 23
assert count_weekdays_inclusive("2024-01-20", "2024-01-01") == 0
assert count_weekdays_inclusive("2024-01-06", "2024-01-06") == 0
assert count_weekdays_inclusive("2023-12-29", "2024-01-02") == 3
assert count_weekdays_inclusive("2024-01-03", "2024-01-16") == 10
