# query: Given a list of "YYYY-MM-DD" date strings (unsorted, possibly repeated), return the length of the longest run
# of consecutive calendar days present; an empty list gives 0.
import datetime
def longest_daily_streak(dates):
    ordinals = sorted({datetime.date.fromisoformat(d).toordinal() for d in dates})
    if not ordinals:
        return 0
    best = 1
    run = 1
    for i in range(1, len(ordinals)):
        if ordinals[i] == ordinals[i - 1] + 1:
            run += 1
            if run > best:
                best = run
        else:
            run = 1
    return best

# tests
assert longest_daily_streak([]) == 0
assert longest_daily_streak(["2024-03-05"]) == 1
assert longest_daily_streak(["2024-03-05", "2024-03-05"]) == 1
assert longest_daily_streak(["2024-03-05", "2024-03-06", "2024-03-08"]) == 2
assert longest_daily_streak(["2024-02-28", "2024-03-01", "2024-02-29"]) == 3
assert longest_daily_streak(["2023-02-28", "2023-03-01"]) == 2
assert longest_daily_streak(["2023-12-31", "2024-01-01", "2024-01-02", "2023-12-30"]) == 4
assert longest_daily_streak(["2024-01-01", "2024-01-02", "2024-01-04", "2024-01-05", "2024-01-06", "2024-01-02"]) == 3
assert longest_daily_streak(["2024-05-01", "2024-05-03", "2024-05-05"]) == 1
