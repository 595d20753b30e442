# query: Convert a 24-hour "HH:MM" string (exactly two digits, colon, two digits; hours 00-23, minutes 00-59) into
# minutes since midnight; return -1 for any malformed or out-of-range input.
def clock_text_to_minutes(text):
    if len(text) != 5 or text[2] != ":":
        return -1
    hh, mm = text[:2], text[3:]
    if not (hh.isdigit() and mm.isdigit()):
        return -1
    h = int(hh)
    m = int(mm)
    if h > 23 or m > 59:
        return -1
    return h * 60 + m

# tests
assert clock_text_to_minutes("00:00") == 0
assert clock_text_to_minutes("23:59") == 1439
assert clock_text_to_minutes("09:05") == 545
assert clock_text_to_minutes("24:00") == -1
assert clock_text_to_minutes("12:60") == -1
assert clock_text_to_minutes("9:05") == -1
assert clock_text_to_minutes("09-05") == -1
assert clock_text_to_minutes("09:5a") == -1
assert clock_text_to_minutes("x9:05") == -1
assert clock_text_to_minutes("09:051") == -1
