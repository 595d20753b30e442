# query: Compute a parking fee in cents from entry and exit times "YYYY-MM-DD HH:MM": stays of at most 30 minutes are
# free, otherwise each full 24 hours costs 2000 and the remainder costs 250 per started hour, capped at 2000; an exit
# before the entry gives None.
import datetime
def parking_fee_cents(entry, exit_time):
    a = datetime.datetime.strptime(entry, "%Y-%m-%d %H:%M")
    b = datetime.datetime.strptime(exit_time, "%Y-%m-%d %H:%M")
    minutes = int((b - a).total_seconds() // 60)
    if minutes < 0:
        return None
    if minutes <= 30:
        return 0
    days, rest = divmod(minutes, 1440)
    return days * 2000 + min(2000, -(-rest // 60) * 250)

# tests
assert parking_fee_cents("2024-01-01 10:00", "2024-01-01 10:30") == 0
assert parking_fee_cents("2024-01-01 10:00", "2024-01-01 10:31") == 250
assert parking_fee_cents("2024-01-01 10:00", "2024-01-01 11:00") == 250
assert parking_fee_cents("2024-01-01 10:00", "2024-01-01 11:01") == 500
assert parking_fee_cents("2024-01-01 10:00", "2024-01-01 17:00") == 1750
assert parking_fee_cents("2024-01-01 10:00", "2024-01-01 18:59") == 2000
assert parking_fee_cents("2024-01-01 10:00", "2024-01-02 10:00") == 2000
assert parking_fee_cents("2024-01-01 10:00", "2024-01-02 10:01") == 2250
assert parking_fee_cents("2024-02-28 23:00", "2024-03-01 01:00") == 2500
assert [parking_fee_cents("2024-01-01 10:00", "2024-01-01 09:59"), parking_fee_cents("2024-01-01 10:00", "2024-01-01 10:00")] == [None, 0]
