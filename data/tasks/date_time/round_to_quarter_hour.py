# query: Round a 24-hour "HH:MM" time to the nearest quarter hour (minutes ending in :07 round down, :08 rounds up) and
# return it as "HH:MM", wrapping 23:53 and later around to "00:00".
def round_to_quarter_hour(text):
    total = int(text[:2]) * 60 + int(text[3:])
    rem = total % 15
    if rem >= 8:
        total += 15 - rem
    else:
        total -= rem
    if total >= 1440:
        total -= 1440
    return "%02d:%02d" % (total // 60, total % 60)

# tests
assert round_to_quarter_hour("10:00") == '10:00'
assert round_to_quarter_hour("10:07") == '10:00'
assert round_to_quarter_hour("10:08") == '10:15'
assert round_to_quarter_hour("10:52") == '10:45'
assert round_to_quarter_hour("10:53") == '11:00'
assert round_to_quarter_hour("23:52") == '23:45'
assert round_to_quarter_hour("23:53") == '00:00'
assert round_to_quarter_hour("00:07") == '00:00'
assert round_to_quarter_hour("09:37") == '09:30'
assert round_to_quarter_hour("14:22") == '14:15'
