# query: Return the compound annual growth rate, in percent rounded to 2 decimals, that takes a starting value to an
# ending value over the given number of years (which may be fractional); a non-positive start, end or number of years
# gives None.
def cagr_percent(start, end, years):
    if start <= 0 or end <= 0 or years <= 0:
        return None
    return round(((end / start) ** (1 / years) - 1) * 100, 2)

# tests
assert cagr_percent(0, 100, 2) is None
assert cagr_percent(100, 0, 2) is None
assert cagr_percent(100, 200, 0) is None
assert cagr_percent(100, 110, 1) == 10.0
assert cagr_percent(100, 121, 2) == 10.0
assert cagr_percent(121, 100, 2) == -9.09
assert cagr_percent(100, 100, 5) == 0.0
assert cagr_percent(1000, 2000, 7) == 10.41
assert cagr_percent(100, 150, 0.5) == 125.0
assert cagr_percent(50, 80, 3) == 16.96
