# query: Split a gross (tax-inclusive) price in cents into (net, tax) for a VAT rate given in basis points (2000 means
# 20%): the net is gross * 10000 / (10000 + rate) rounded to the nearest cent with halves up, and the tax is the rest so
# the two add up to the gross; a negative rate gives None.
def split_gross_price_vat(gross, rate_bp):
    if rate_bp < 0:
        return None
    den = 10000 + rate_bp
    net, rem = divmod(gross * 10000, den)
    if 2 * rem >= den:
        net += 1
    return (net, gross - net)

# tests
assert split_gross_price_vat(1200, -1) is None
assert split_gross_price_vat(1200, 0) == (1200, 0)
assert split_gross_price_vat(1200, 2000) == (1000, 200)
assert split_gross_price_vat(1000, 2000) == (833, 167)
assert split_gross_price_vat(999, 1900) == (839, 160)
assert split_gross_price_vat(0, 2000) == (0, 0)
assert split_gross_price_vat(107, 700) == (100, 7)
assert split_gross_price_vat(1, 2000) == (1, 0)
assert split_gross_price_vat(3, 2000) == (3, 0)
assert split_gross_price_vat(9, 2000) == (8, 1)
