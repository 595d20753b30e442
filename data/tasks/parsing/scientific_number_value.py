# query: Parse a decimal number string such as "-12.5", ".5", "3." or "6.02e23" (optional sign, digits with at most one
# point and at least one digit, optional e/E exponent with optional sign and at least one digit) into a float without
# calling float(); return None if it is malformed.
def scientific_number_value(text):
    s = text
    i = 0
    sign = 1
    if i < len(s) and s[i] in '+-':
        sign = -1 if s[i] == '-' else 1
        i += 1
    mantissa = 0
    scale = 0
    digits = 0
    seen_point = False
    while i < len(s) and (s[i].isdigit() or (s[i] == '.' and not seen_point)):
        if s[i] == '.':
            seen_point = True
        else:
            mantissa = mantissa * 10 + int(s[i])
            digits += 1
            if seen_point:
                scale -= 1
        i += 1
    if digits == 0:
        return None
    if i < len(s) and s[i] in 'eE':
        i += 1
        esign = 1
        if i < len(s) and s[i] in '+-':
            esign = -1 if s[i] == '-' else 1
            i += 1
        if i == len(s) or not s[i:].isdigit():
            return None
        scale += esign * int(s[i:])
        i = len(s)
    if i != len(s):
        return None
    return sign * mantissa * 10.0 ** scale

# tests
assert scientific_number_value('') is None
assert scientific_number_value('7') == 7.0
assert abs(scientific_number_value('-12.5') + 12.5) < 1e-9
assert abs(scientific_number_value('.5') - 0.5) < 1e-9
assert scientific_number_value('3.') == 3.0
assert abs(scientific_number_value('2.5e3') - 2500.0) < 1e-9
assert abs(scientific_number_value('+1E-2') - 0.01) < 1e-12
assert scientific_number_value('1e') is None
assert scientific_number_value('1.2.3') is None
assert scientific_number_value('-.') is None
