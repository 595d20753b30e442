# query: Write an integer from 1 to 3999 in standard Roman numerals using subtractive pairs (IV, IX, XL, XC, CD,
# CM); any value outside that range gives an empty string.
def roman_numeral_from_int(n):
    if n < 1 or n > 3999:
        return ""
    table = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
             (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]
    out = []
    for value, symbol in table:
        while n >= value:
            out.append(symbol)
            n -= value
    return "".join(out)

# tests
assert roman_numeral_from_int(0) == ""
assert roman_numeral_from_int(4000) == ""
assert roman_numeral_from_int(1) == "I"
assert roman_numeral_from_int(3999) == "MMMCMXCIX"
assert roman_numeral_from_int(4) == "IV"
assert roman_numeral_from_int(9) == "IX"
assert roman_numeral_from_int(58) == "LVIII"
assert roman_numeral_from_int(1994) == "MCMXCIV"
assert roman_numeral_from_int(444) == "CDXLIV"
assert roman_numeral_from_int(3888) == "MMMDCCCLXXXVIII"
