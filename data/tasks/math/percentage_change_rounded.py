# query: Return the percentage change from an old value to a new value, relative to the size of the old value (so a
# change from -50 to -25 is +50%), rounded to 2 decimals; an old value of 0 gives None.
def percentage_change_rounded(old, new):
    if old == 0:
        return None
    return round((new - old) / abs(old) * 100, 2)

# tests
assert percentage_change_rounded(0, 5) is None
assert percentage_change_rounded(100, 150) == 50.0
assert percentage_change_rounded(150, 100) == -33.33
assert percentage_change_rounded(50, 50) == 0.0
assert percentage_change_rounded(-50, -25) == 50.0
assert percentage_change_rounded(-50, -75) == -50.0
assert percentage_change_rounded(3, 4) == 33.33
assert percentage_change_rounded(200, 0) == -100.0
assert percentage_change_rounded(8, 2) == -75.0
assert percentage_change_rounded(-4, 6) == 250.0
