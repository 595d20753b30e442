# query: Convert an integer literal string with an optional leading "-" and an optional "0x", "0o" or "0b" prefix
# (case-insensitive, else decimal) into its int value without using int(); return None for no digits or a digit invalid
# for the base.
def prefixed_int_literal(text):
    s = text.lower()
    negative = s.startswith('-')
    if negative:
        s = s[1:]
    base = 10
    if len(s) > 2 and s[0] == '0' and s[1] in 'xob':
        base = {'x': 16, 'o': 8, 'b': 2}[s[1]]
        s = s[2:]
    if not s:
        return None
    digits = '0123456789abcdef'
    value = 0
    for ch in s:
        d = digits.find(ch)
        if d < 0 or d >= base:
            return None
        value = value * base + d
    return -value if negative else value

# tests
assert prefixed_int_literal('') is None
assert prefixed_int_literal('9z') is None
assert prefixed_int_literal('42') == 42
assert prefixed_int_literal('-17') == -17
assert prefixed_int_literal('0xFF') == 255
assert prefixed_int_literal('0o17') == 15
assert prefixed_int_literal('-0b1011') == -11
assert prefixed_int_literal('0b102') is None
assert prefixed_int_literal('0o8') is None
assert prefixed_int_literal('0xf') == 15
