# query: Decide whether a minute "YYYY-MM-DD HH:MM" matches a five-field cron expression (minute, hour, day of month,
# month, day of week with 0 or 7 for Sunday), each field a comma list of "*", "n" or "a-b" with optional "/step" (a
# step after a single number runs to the field maximum); when both day fields are restricted a day matches if either
# does; an expression without exactly five fields never matches.
import datetime
def cron_matches_datetime(expr, stamp):
    fields = expr.split()
    if len(fields) != 5:
        return False
    t = datetime.datetime.strptime(stamp, "%Y-%m-%d %H:%M")
    def matches(field, value, lo, hi):
        for part in field.split(","):
            body, slash, step = part.partition("/")
            step = int(step) if slash else 1
            if body == "*":
                start, end = lo, hi
            elif "-" in body:
                start, end = (int(x) for x in body.split("-"))
            else:
                start = int(body)
                end = hi if slash else start
            if start <= value <= end and (value - start) % step == 0:
                return True
        return False
    dow = (t.weekday() + 1) % 7
    time_ok = matches(fields[0], t.minute, 0, 59) and matches(fields[1], t.hour, 0, 23) and matches(fields[3], t.month, 1, 12)
    dom_ok = matches(fields[2], t.day, 1, 31)
    dow_ok = matches(fields[4], dow, 0, 7) or (dow == 0 and matches(fields[4], 7, 0, 7))
    if fields[2] != "*" and fields[4] != "*":
        return time_ok and (dom_ok or dow_ok)
    return time_ok and dom_ok and dow_ok

# tests
assert cron_matches_datetime("* * * * *", "2024-03-15 09:30") is True
assert cron_matches_datetime("*/15 9-17 * * 1-5", "2024-03-15 09:30") is True
assert cron_matches_datetime("*/15 9-17 * * 1-5", "2024-03-16 09:30") is False
assert [cron_matches_datetime("*/15 9-17 * * 1-5", "2024-03-15 " + t) for t in ("08:45", "17:45", "18:00", "09:20")] == [False, True, False, False]
assert cron_matches_datetime("0 0 1 * 1", "2024-04-08 00:00") is True
assert [cron_matches_datetime("0 0 2 * 1", d) for d in ("2024-04-02 00:00", "2024-04-03 00:00", "2024-04-08 00:01")] == [True, False, False]
assert [cron_matches_datetime("30 2 * * " + f, "2024-03-10 02:30") for f in ("0", "7", "6", "1-6", "5/2", "4/2")] == [True, True, False, False, True, False]
assert [cron_matches_datetime("1-10/3 * * * *", "2024-03-15 09:0" + m) for m in "0178"] == [False, True, True, False]
assert [cron_matches_datetime(e, "2024-04-01 00:00") for e in ("0 */6 * * *", "0 0 */10 * *", "0 0 * */3 *", "0 0 * * */2", "0 0 * * 7", "0 0 29 2 *")] == [True, True, True, False, False, False]
assert [cron_matches_datetime(e, "2024-12-31 23:59") for e in ("59 23 31 12 *", "59 23 * 1-11 *", "* * *", "59 23 1-30 * *")] == [True, False, False, False]
