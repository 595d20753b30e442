# query: Parse a fraction written as "a/b", a mixed number "w a/b" or a plain integer "w", each optionally preceded by
# "-", and return its value as a reduced (numerator, denominator) pair with a positive denominator; return None for a
# zero denominator or malformed text.
def mixed_fraction_parts(text):
    s = text.strip()
    sign = 1
    if s.startswith('-'):
        sign = -1
        s = s[1:]
    whole = 0
    if ' ' in s:
        w, s = s.split(' ', 1)
        if not w.isdigit() or '/' not in s:
            return None
        whole = int(w)
    if '/' in s:
        a, b = s.split('/', 1)
        if not a.isdigit() or not b.isdigit():
            return None
        num, den = int(a), int(b)
        if den == 0:
            return None
    else:
        if not s.isdigit():
            return None
        num, den = int(s), 1
    num = sign * (whole * den + num)
    x, y = abs(num), den
    while y:
        x, y = y, x % y
    return (num // x, den // x) if x else (0, 1)

# tests
assert mixed_fraction_parts('') is None
assert mixed_fraction_parts('3') == (3, 1)
assert mixed_fraction_parts('2/4') == (1, 2)
assert mixed_fraction_parts('-6/8') == (-3, 4)
assert mixed_fraction_parts('1 1/2') == (3, 2)
assert mixed_fraction_parts('-2 2/6') == (-7, 3)
assert mixed_fraction_parts('0/5') == (0, 1)
assert mixed_fraction_parts('3/0') is None
assert mixed_fraction_parts('1 2') is None
assert mixed_fraction_parts('a/2') is None
