# query: Expand one cron schedule field into the sorted list of values it selects within lo..hi: comma-separated parts
# of "*", "n", "a-b", each optionally followed by "/step" (a step after a single number runs from it to hi); return
# None for anything malformed, a zero step, a value outside lo..hi or a range whose start is after its end.
def cron_field_values(field, lo, hi):
    values = set()
    for part in field.split(","):
        body, slash, step_text = part.partition("/")
        if slash:
            if not step_text.isdigit() or int(step_text) == 0:
                return None
            step = int(step_text)
        else:
            step = 1
        if body == "*":
            start, end = lo, hi
        else:
            a, dash, b = body.partition("-")
            if not a.isdigit() or (dash and not b.isdigit()):
                return None
            start = int(a)
            end = int(b) if dash else (hi if slash else start)
        if start < lo or end > hi or start > end:
            return None
        values.update(range(start, end + 1, step))
    return sorted(values)

# tests
assert cron_field_values("*", 0, 5) == [0, 1, 2, 3, 4, 5]
assert cron_field_values("*/15", 0, 59) == [0, 15, 30, 45]
assert cron_field_values("1-5", 0, 6) == [1, 2, 3, 4, 5]
assert cron_field_values("5,1,3", 0, 6) == [1, 3, 5]
assert cron_field_values("10-20/5", 0, 59) == [10, 15, 20]
assert cron_field_values("5/20", 0, 59) == [5, 25, 45]
assert cron_field_values("1-3,2-4", 1, 4) == [1, 2, 3, 4]
assert cron_field_values("*/2", 1, 12) == [1, 3, 5, 7, 9, 11]
assert cron_field_values("6", 0, 6) == [6]
assert [cron_field_values(f, 1, 12) for f in ("13", "0", "5-3", "*/0", "", "1-", "a", "1/x", "2-13")] == [None] * 9
