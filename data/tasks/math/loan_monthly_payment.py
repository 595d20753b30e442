# query: Return the fixed monthly payment that repays a loan of the given principal over the given number of months at
# an annual percentage rate (monthly rate = annual / 12 / 100), rounded to 2 decimals; a zero rate spreads the
# principal evenly and a non-positive number of months gives None.
def loan_monthly_payment(principal, annual_rate_pct, months):
    if months <= 0:
        return None
    r = annual_rate_pct / 12 / 100
    if r == 0:
        return round(principal / months, 2)
    factor = (1 + r) ** months
    return round(principal * r * factor / (factor - 1), 2)

# tests
assert loan_monthly_payment(1000, 5, 0) is None
assert loan_monthly_payment(1200, 0, 12) == 100.0
assert loan_monthly_payment(1000, 0, 3) == 333.33
assert loan_monthly_payment(100000, 6, 360) == 599.55
assert loan_monthly_payment(200000, 3.5, 360) == 898.09
assert loan_monthly_payment(10000, 12, 12) == 888.49
assert loan_monthly_payment(10000, 12, 1) == 10100.0
assert loan_monthly_payment(5000, 7.5, 24) == 225.0
assert loan_monthly_payment(25000, 4.25, 60) == 463.24
