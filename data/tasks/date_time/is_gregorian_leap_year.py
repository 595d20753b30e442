# query: Return True when the given year is a leap year in the proleptic Gregorian calendar (divisible by 4, except
# century years that are not divisible by 400); year 0 and negative years follow the same rule.
def is_gregorian_leap_year(year):
    if year % 400 == 0:
        return True
    if year % 100 == 0:
        return False
    return year % 4 == 0

# tests
assert is_gregorian_leap_year(2024) == True
assert is_gregorian_leap_year(2023) == False
assert is_gregorian_leap_year(1900) == False
assert is_gregorian_leap_year(2000) == True
assert is_gregorian_leap_year(2100) == False
assert is_gregorian_leap_year(1600) == True
assert is_gregorian_leap_year(0) == True
assert is_gregorian_leap_year(-4) == True
assert is_gregorian_leap_year(1) == False
