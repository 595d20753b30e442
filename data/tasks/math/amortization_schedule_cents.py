# query: Build a loan repayment schedule in whole cents: each month the interest is the balance times the monthly rate
# in basis points (1/100 of a percent) divided by 10000, rounded half up, the fixed payment covers that interest first
# and the rest reduces the balance, and the final payment is cut to exactly clear the balance; return a list of
# (interest, principal, balance_after) rows, or None if the payment does not exceed the first month's interest.
def amortization_schedule_cents(principal, monthly_rate_bp, payment):
    rows = []
    balance = principal
    while balance > 0:
        interest, rem = divmod(balance * monthly_rate_bp, 10000)
        if 2 * rem >= 10000:
            interest += 1
        if payment <= interest:
            return None
        paid = min(payment - interest, balance)
        balance -= paid
        rows.append((interest, paid, balance))
    return rows

# tests
assert amortization_schedule_cents(0, 100, 500) == []
assert amortization_schedule_cents(1000, 0, 400) == [(0, 400, 600), (0, 400, 200), (0, 200, 0)]
assert amortization_schedule_cents(1000, 100, 10) is None
assert amortization_schedule_cents(1000, 100, 11)[:2] == [(10, 1, 999), (10, 1, 998)]
assert amortization_schedule_cents(10000, 100, 5000) == [(100, 4900, 5100), (51, 4949, 151), (2, 151, 0)]
assert amortization_schedule_cents(10000, 150, 3500) == [(150, 3350, 6650), (100, 3400, 3250), (49, 3250, 0)]
assert amortization_schedule_cents(500, 50, 500) == [(3, 497, 3), (0, 3, 0)]
assert amortization_schedule_cents(199, 50, 100) == [(1, 99, 100), (1, 99, 1), (0, 1, 0)]
assert amortization_schedule_cents(1000, 1000, 1100) == [(100, 1000, 0)]
