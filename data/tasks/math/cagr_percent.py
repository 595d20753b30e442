# query: Given yearly values of an investment (one value per year, first to last), return the compound annual growth
# rate between the first and last value in percent, rounded to 2 decimals; fewer than two values, or a first or last
# value that is not positive, give None.
def cagr_percent(values):
    if len(values) < 2:
        return None
    start, end = values[0], values[-1]
    if start <= 0 or end <= 0:
        return None
    years = len(values) - 1
    return round(((end / start) ** (1 / years) - 1) * 100, 2)

# tests
assert cagr_percent([]) is None
assert cagr_percent([100]) is None
assert cagr_percent([0, 100]) is None
assert cagr_percent([100, 50, 0]) is None
assert cagr_percent([100, 110]) == 10.0
assert cagr_percent([100, 90, 121]) == 10.0
assert cagr_percent([121, 150, 100]) == -9.09
assert cagr_percent([100, 300, 100]) == 0.0
assert cagr_percent([1000, 1, 1, 1, 1, 1, 1, 2000]) == 10.41
assert cagr_percent([50, 60, 70, 80]) == 16.96
