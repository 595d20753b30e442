# query: Convert a 12-hour clock time like "7:05 PM" or "12:00am" (hour 1-12, two-digit minutes 00-59, optional space,
# AM/PM in any case) into minutes after midnight, so "12:00 AM" is 0 and "12:00 PM" is 720; return -1 if malformed.
def twelve_hour_clock_minutes(text):
    s = text.strip().upper()
    if len(s) < 6 or s[-2:] not in ('AM', 'PM'):
        return -1
    suffix = s[-2:]
    clock = s[:-2].rstrip()
    hh, sep, mm = clock.partition(':')
    if not sep or not hh.isdigit() or len(mm) != 2 or not mm.isdigit():
        return -1
    hour = int(hh)
    minute = int(mm)
    if hour < 1 or hour > 12 or minute > 59:
        return -1
    if hour == 12:
        hour = 0
    if suffix == 'PM':
        hour += 12
    return hour * 60 + minute

# tests
assert twelve_hour_clock_minutes('') == -1
assert twelve_hour_clock_minutes('12:00 AM') == 0
assert twelve_hour_clock_minutes('12:00 PM') == 720
assert twelve_hour_clock_minutes('7:05 PM') == 1145
assert twelve_hour_clock_minutes('1:00am') == 60
assert twelve_hour_clock_minutes('11:59 pm') == 1439
assert twelve_hour_clock_minutes('13:00 PM') == -1
assert twelve_hour_clock_minutes('0:30 AM') == -1
assert twelve_hour_clock_minutes('9:60 AM') == -1
assert twelve_hour_clock_minutes('9:5 AM') == -1
