# query: Write an integer with its English ordinal suffix ("1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st",
# "112th"); a negative number keeps its minus sign and takes the suffix of its absolute value.
def ordinal_number_suffix(n):
    a = abs(n)
    if a % 100 in (11, 12, 13):
        suffix = "th"
    elif a % 10 == 1:
        suffix = "st"
    elif a % 10 == 2:
        suffix = "nd"
    elif a % 10 == 3:
        suffix = "rd"
    else:
        suffix = "th"
    return str(n) + suffix

# tests
assert ordinal_number_suffix(0) == "0th"
assert ordinal_number_suffix(1) == "1st"
assert ordinal_number_suffix(2) == "2nd"
assert ordinal_number_suffix(3) == "3rd"
assert ordinal_number_suffix(4) == "4th"
assert ordinal_number_suffix(11) == "11th"
assert ordinal_number_suffix(12) == "12th"
assert ordinal_number_suffix(13) == "13th"
assert ordinal_number_suffix(101) == "101st"
assert ordinal_number_suffix(-22) == "-22nd"
