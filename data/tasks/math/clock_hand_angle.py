# query: Return the smaller angle in degrees between the hour and minute hands of an analogue clock at hour:minute
# (hour 0-23, the hour hand moving smoothly with the minutes), as a float.
def clock_hand_angle(hour, minute):
    hour_angle = (hour % 12) * 30 + minute * 0.5
    minute_angle = minute * 6
    diff = abs(hour_angle - minute_angle)
    return min(diff, 360 - diff)

# tests
assert clock_hand_angle(0, 0) == 0.0
assert clock_hand_angle(12, 0) == 0.0
assert clock_hand_angle(3, 0) == 90.0
assert clock_hand_angle(9, 0) == 90.0
assert clock_hand_angle(6, 0) == 180.0
assert clock_hand_angle(3, 30) == 75.0
assert clock_hand_angle(12, 30) == 165.0
assert clock_hand_angle(15, 15) == 7.5
assert clock_hand_angle(23, 59) == 5.5
assert clock_hand_angle(2, 20) == 50.0
