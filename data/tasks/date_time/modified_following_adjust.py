# query: Adjust a payment date "YYYY-MM-DD" by the modified following business-day convention: a business day (Monday to
# Friday, not a listed holiday) stays, otherwise move to the next business day unless that lands in a different
# month, in which case move to the previous business day instead.
import datetime
def modified_following_adjust(date, holidays):
    day = datetime.date.fromisoformat(date)
    blocked = set(holidays)
    def ok(d):
        return d.weekday() < 5 and d.isoformat() not in blocked
    if ok(day):
        return date
    nxt = day
    while not ok(nxt):
        nxt += datetime.timedelta(days=1)
    if nxt.month == day.month:
        return nxt.isoformat()
    prev = day
    while not ok(prev):
        prev -= datetime.timedelta(days=1)
    return prev.isoformat()

# tests
assert modified_following_adjust("2024-01-10", []) == "2024-01-10"
assert modified_following_adjust("2024-01-13", []) == "2024-01-15"
assert modified_following_adjust("2024-03-30", []) == "2024-03-29"
assert modified_following_adjust("2024-03-29", ["2024-03-29"]) == "2024-03-28"
assert modified_following_adjust("2024-06-30", []) == "2024-06-28"
assert modified_following_adjust("2024-12-31", ["2024-12-31"]) == "2024-12-30"
assert modified_following_adjust("2024-09-01", []) == "2024-09-02"
assert modified_following_adjust("2024-05-27", ["2024-05-27"]) == "2024-05-28"
assert modified_following_adjust("2024-11-30", ["2024-11-29"]) == "2024-11-28"
