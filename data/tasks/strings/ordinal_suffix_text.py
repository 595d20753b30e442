# query: Write a non-negative integer with its English ordinal suffix, as in "1st", "2nd", "3rd", "4th", "11th",
# "12th", "13th", "21st", "102nd" and "111th".
def ordinal_suffix_text(n):
    if 11 <= n % 100 <= 13:
        return str(n) + "th"
    last = n % 10
    if last == 1:
        suffix = "st"
    elif last == 2:
        suffix = "nd"
    elif last == 3:
        suffix = "rd"
    else:
        suffix = "th"
    return str(n) + suffix

# tests
assert ordinal_suffix_text(1) == "1st"
assert ordinal_suffix_text(2) == "2nd"
assert ordinal_suffix_text(3) == "3rd"
assert ordinal_suffix_text(4) == "4th"
assert ordinal_suffix_text(11) == "11th"
assert ordinal_suffix_text(12) == "12th"
assert ordinal_suffix_text(13) == "13th"
assert ordinal_suffix_text(22) == "22nd"
assert ordinal_suffix_text(1101) == "1101st"
assert ordinal_suffix_text(111) == "111th"
