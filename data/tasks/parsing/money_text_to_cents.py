# query: Parse a money amount such as "$1,234.56", "-$5", "(12.00)" or "1234.5" into integer cents: an optional "-" or
# surrounding parentheses make it negative, then an optional "$", digits with optional comma thousands separators
# (first group 1-3 digits, later groups exactly 3) and an optional "." with 1 or 2 digits; return None otherwise.
def money_text_to_cents(text):
    t = text.strip()
    negative = False
    if t.startswith("(") and t.endswith(")"):
        negative, t = True, t[1:-1].strip()
    if t.startswith("-"):
        if negative:
            return None
        negative, t = True, t[1:]
    if t.startswith("$"):
        t = t[1:]
    whole, dot, frac = t.partition(".")
    if dot and not (1 <= len(frac) <= 2 and frac.isdigit()):
        return None
    groups = whole.split(",")
    if not all(g.isdigit() for g in groups):
        return None
    if len(groups) > 1 and (len(groups[0]) > 3 or any(len(g) != 3 for g in groups[1:])):
        return None
    cents = int("".join(groups)) * 100 + (int(frac.ljust(2, "0")) if dot else 0)
    return -cents if negative else cents

# tests
assert money_text_to_cents("$1,234.56") == 123456
assert money_text_to_cents("1234.5") == 123450
assert money_text_to_cents("(12.00)") == -1200
assert money_text_to_cents("-$5") == -500
assert money_text_to_cents(" $0.07 ") == 7
assert money_text_to_cents("12,345,678") == 1234567800
assert money_text_to_cents("999,999.9") == 99999990
assert money_text_to_cents("( $1,000 )") == -100000
assert money_text_to_cents("1") == 100
assert [money_text_to_cents(t) for t in ("1,23.00", "1234,567", "$.50", "5.", "1.234", "(-5)", "-(5)", "$-5", "1,0000", "", "12a")] == [None] * 11
