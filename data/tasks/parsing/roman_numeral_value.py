# query: Convert an uppercase Roman numeral (I, V, X, L, C, D, M with subtractive pairs like IV and CM) to its integer
# value; return 0 for an empty string or any character that is not a Roman digit.
def roman_numeral_value(text):
    values = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for i, ch in enumerate(text):
        if ch not in values:
            return 0
        v = values[ch]
        if i + 1 < len(text) and values.get(text[i + 1], 0) > v:
            total -= v
        else:
            total += v
    return total

# tests
assert roman_numeral_value("") == 0
assert roman_numeral_value("III") == 3
assert roman_numeral_value("IV") == 4
assert roman_numeral_value("IX") == 9
assert roman_numeral_value("LVIII") == 58
assert roman_numeral_value("MCMXCIV") == 1994
assert roman_numeral_value("MMXXIV") == 2024
assert roman_numeral_value("XLII") == 42
assert roman_numeral_value("XIZ") == 0
assert roman_numeral_value("CDXLIV") == 444
