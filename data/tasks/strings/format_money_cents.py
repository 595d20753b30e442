# query: Format an integer amount of cents as money with a currency symbol, thousands separated by commas and exactly
# two decimals, putting a minus sign before the symbol for negative amounts (-123456 with "$" gives "-$1,234.56").
def format_money_cents(cents, symbol):
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    digits = str(whole)
    groups = []
    while len(digits) > 3:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    groups.insert(0, digits)
    return sign + symbol + ",".join(groups) + "." + str(frac).rjust(2, "0")

# tests
assert format_money_cents(0, "$") == "$0.00"
assert format_money_cents(5, "$") == "$0.05"
assert format_money_cents(-5, "$") == "-$0.05"
assert format_money_cents(123456, "$") == "$1,234.56"
assert format_money_cents(100000, "€") == "€1,000.00"
assert format_money_cents(99999, "$") == "$999.99"
assert format_money_cents(-123456789, "£") == "-£1,234,567.89"
assert format_money_cents(150, "") == "1.50"
assert format_money_cents(1000000000, "$") == "$10,000,000.00"
