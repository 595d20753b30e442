# query: Compute income tax under progressive brackets given as (upper_limit, rate_percent) pairs in increasing order,
# where each rate applies only to the part of the income between the previous limit (0 at first) and its own limit and
# an upper_limit of None means no limit; income beyond the last limit is untaxed, and the result is rounded to cents.
def progressive_tax_amount(income, brackets):
    tax = 0.0
    lower = 0
    for upper, rate in brackets:
        if income <= lower:
            break
        top = income if upper is None else min(income, upper)
        tax += (top - lower) * rate / 100
        if upper is None:
            break
        lower = upper
    return round(tax, 2)

# tests
assert progressive_tax_amount(0, [(10000, 10), (None, 20)]) == 0.0
assert progressive_tax_amount(5000, [(10000, 10), (None, 20)]) == 500.0
assert progressive_tax_amount(10000, [(10000, 10), (None, 20)]) == 1000.0
assert progressive_tax_amount(15000, [(10000, 10), (None, 20)]) == 2000.0
assert progressive_tax_amount(15000, [(10000, 10), (40000, 20)]) == 2000.0
assert progressive_tax_amount(50000, [(10000, 10), (40000, 20)]) == 7000.0
assert progressive_tax_amount(60000, [(11000, 0), (44000, 12.5), (None, 40)]) == 10525.0
assert progressive_tax_amount(20000, [(11000, 0), (44000, 12.5), (None, 40)]) == 1125.0
assert progressive_tax_amount(12345.67, [(10000, 15), (None, 33)]) == 2274.07
assert progressive_tax_amount(100, []) == 0.0
