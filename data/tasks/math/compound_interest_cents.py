# query: Grow a balance in whole cents by an annual interest rate given in basis points (1/100 of a percent),
# compounded once a year for the given years, rounding the interest to the nearest cent each year with halves rounded
# up; return the final balance in cents (0 years returns the principal).
def compound_interest_cents(principal, rate_bp, years):
    balance = principal
    for _ in range(years):
        interest, rem = divmod(balance * rate_bp, 10000)
        if 2 * rem >= 10000:
            interest += 1
        balance += interest
    return balance

# tests
assert compound_interest_cents(100000, 500, 0) == 100000
assert compound_interest_cents(100000, 500, 1) == 105000
assert compound_interest_cents(100000, 500, 2) == 110250
assert compound_interest_cents(100000, 500, 3) == 115763
assert compound_interest_cents(100, 50, 1) == 101
assert compound_interest_cents(100, 49, 1) == 100
assert compound_interest_cents(12345, 0, 5) == 12345
assert compound_interest_cents(999, 1000, 2) == 1209
assert compound_interest_cents(250000, 375, 4) == 289663
