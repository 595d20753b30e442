# query: Given a birth date and a reference date as "YYYY-MM-DD" strings, return the person's age in completed years
# on the reference date; someone born on February 29 gains a year on March 1 in non-leap years, and a reference date
# before the birth date gives -1.
def completed_age_years(birth, on):
    by, bm, bd = int(birth[:4]), int(birth[5:7]), int(birth[8:])
    ry, rm, rd = int(on[:4]), int(on[5:7]), int(on[8:])
    if (ry, rm, rd) < (by, bm, bd):
        return -1
    age = ry - by
    if (rm, rd) < (bm, bd):
        age -= 1
    return age

# tests
assert completed_age_years("2000-05-10", "2024-05-10") == 24
assert completed_age_years("2000-05-10", "2024-05-09") == 23
assert completed_age_years("2000-11-10", "2024-10-20") == 23
assert completed_age_years("2000-02-29", "2023-02-28") == 22
assert completed_age_years("2000-02-29", "2023-03-01") == 23
assert completed_age_years("2000-02-29", "2024-02-29") == 24
assert completed_age_years("1990-12-31", "1991-01-01") == 0
assert completed_age_years("2010-06-15", "2010-06-15") == 0
assert completed_age_years("2010-06-15", "2009-06-01") == -1
assert completed_age_years("2000-05-10", "2024-10-01") == 24
