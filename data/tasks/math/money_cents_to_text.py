# query: Format an integer amount of cents as money text with a currency symbol, thousands separated by commas and
# exactly two decimals, with a minus sign before the symbol for negative amounts (-123456 -> "-$1,234.56").
def money_cents_to_text(cents, symbol="$"):
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    digits = str(whole)
    groups = []
    while len(digits) > 3:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    groups.insert(0, digits)
    return sign + symbol + ",".join(groups) + "." + str(frac).zfill(2)

# tests
assert money_cents_to_text(0) == "$0.00"
assert money_cents_to_text(5) == "$0.05"
assert money_cents_to_text(-5) == "-$0.05"
assert money_cents_to_text(100) == "$1.00"
assert money_cents_to_text(99999) == "$999.99"
assert money_cents_to_text(100000) == "$1,000.00"
assert money_cents_to_text(-123456) == "-$1,234.56"
assert money_cents_to_text(123456789, "EUR ") == "EUR 1,234,567.89"
assert money_cents_to_text(100000000, "") == "1,000,000.00"
