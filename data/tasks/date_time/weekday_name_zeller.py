# query: Return the English weekday name ("Monday" ... "Sunday") of a Gregorian date given as year, month, day,
# computed arithmetically without library date objects; assume the date is valid.
def weekday_name_zeller(year, month, day):
    names = ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
    if month < 3:
        month += 12
        year -= 1
    k = year % 100
    j = year // 100
    h = (day + (13 * (month + 1)) // 5 + k + k // 4 + j // 4 + 5 * j) % 7
    return names[h]

# tests
assert weekday_name_zeller(2024, 1, 1) == 'Monday'
assert weekday_name_zeller(2000, 2, 29) == 'Tuesday'
assert weekday_name_zeller(2023, 3, 1) == 'Wednesday'
assert weekday_name_zeller(1969, 7, 20) == 'Sunday'
assert weekday_name_zeller(2026, 11, 30) == 'Monday'
assert weekday_name_zeller(2024, 2, 3) == 'Saturday'
assert weekday_name_zeller(1900, 1, 1) == 'Monday'
assert weekday_name_zeller(2023, 12, 31) == 'Sunday'
assert weekday_name_zeller(2021, 10, 14) == 'Thursday'
