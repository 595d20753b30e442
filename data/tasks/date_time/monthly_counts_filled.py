# query: Count "YYYY-MM-DD" dates per calendar month and return ("YYYY-MM", count) pairs for every month from the
# earliest to the latest one present, including months with a count of 0; an empty list gives [].
def monthly_counts_filled(dates):
    if not dates:
        return []
    counts = {}
    for d in dates:
        counts[d[:7]] = counts.get(d[:7], 0) + 1
    last = max(counts)
    y, m = int(min(counts)[:4]), int(min(counts)[5:])
    out = []
    while True:
        key = "%04d-%02d" % (y, m)
        out.append((key, counts.get(key, 0)))
        if key == last:
            return out
        y, m = (y + 1, 1) if m == 12 else (y, m + 1)

# tests
assert monthly_counts_filled([]) == []
assert monthly_counts_filled(["2024-01-05"]) == [("2024-01", 1)]
assert monthly_counts_filled(["2024-03-01", "2024-01-31", "2024-01-01"]) == [("2024-01", 2), ("2024-02", 0), ("2024-03", 1)]
assert monthly_counts_filled(["2023-11-30", "2024-02-01"]) == [("2023-11", 1), ("2023-12", 0), ("2024-01", 0), ("2024-02", 1)]
assert monthly_counts_filled(["2024-12-31", "2025-01-01"]) == [("2024-12", 1), ("2025-01", 1)]
assert monthly_counts_filled(["2024-05-05"] * 3) == [("2024-05", 3)]
assert monthly_counts_filled(["2024-09-30", "2024-06-01", "2024-09-01"]) == [("2024-06", 1), ("2024-07", 0), ("2024-08", 0), ("2024-09", 2)]
assert monthly_counts_filled(["2024-10-15", "2024-11-15", "2024-12-15"]) == [("2024-10", 1), ("2024-11", 1), ("2024-12", 1)]
