# query: Convert a 12-hour time such as "7:05 PM" or "12:30 am" (hour 1-12, two-digit minutes, a single space, AM/PM
# in any case) to 24-hour "HH:MM"; return an empty string if the input is not in that form.
def twelve_hour_to_24h(text):
    parts = text.strip().split(" ")
    if len(parts) != 2 or ":" not in parts[0]:
        return ""
    clock, suffix = parts[0], parts[1].upper()
    if suffix not in ("AM", "PM"):
        return ""
    hh, mm = clock.split(":", 1)
    if not (hh + mm).isdigit() or len(mm) != 2:
        return ""
    h, m = int(hh), int(mm)
    if h < 1 or h > 12 or m > 59:
        return ""
    if h == 12:
        h = 0
    if suffix == "PM":
        h += 12
    return f"{h:02d}:{m:02d}"

# tests
assert twelve_hour_to_24h("7:59 PM") == '19:59'
assert twelve_hour_to_24h("12:30 am") == '00:30'
assert twelve_hour_to_24h("1:00 AM") == '01:00'
assert twelve_hour_to_24h("13:00 PM") == ''
assert twelve_hour_to_24h("0:15 AM") == ''
assert twelve_hour_to_24h("10:60 AM") == ''
assert twelve_hour_to_24h("x1:00 AM") == ''
assert twelve_hour_to_24h("10:5 AM") == ''
assert twelve_hour_to_24h("10:15 XM") == ''
assert twelve_hour_to_24h("10:15") == ''
