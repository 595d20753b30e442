# query: People take turns on call in the listed order, each covering a block of shift_days consecutive days starting
# from the rotation's first day (both dates "YYYY-MM-DD"); return who is on call on the given date, or "" when the date
# is before the rotation starts or the list is empty.
import datetime
def on_call_for_date(people, start, shift_days, date):
    if not people or shift_days <= 0:
        return ""
    first = datetime.date.fromisoformat(start)
    day = datetime.date.fromisoformat(date)
    offset = (day - first).days
    if offset < 0:
        return ""
    block = offset // shift_days
    return people[block % len(people)]

# tests
assert on_call_for_date(["ann", "bob", "cy"], "2024-01-01", 7, "2024-01-01") == 'ann'
assert on_call_for_date(["ann", "bob", "cy"], "2024-01-01", 7, "2024-01-07") == 'ann'
assert on_call_for_date(["ann", "bob", "cy"], "2024-01-01", 7, "2024-01-08") == 'bob'
assert on_call_for_date(["ann", "bob", "cy"], "2024-01-01", 7, "2024-01-22") == 'ann'
assert on_call_for_date(["ann", "bob", "cy"], "2024-01-01", 7, "2023-12-31") == ''
assert on_call_for_date([], "2024-01-01", 7, "2024-01-05") == ''
assert on_call_for_date(["ann", "bob"], "2024-02-27", 2, "2024-03-01") == 'bob'
assert on_call_for_date(["ann", "bob"], "2024-02-27", 1, "2024-03-01") == 'bob'
assert on_call_for_date(["ann"], "2024-01-01", 0, "2024-01-05") == ''
assert on_call_for_date(["ann", "bob", "cy"], "2024-01-01", 1, "2024-01-03") == 'cy'
