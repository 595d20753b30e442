# query: Spell out an integer in English words without "and" ("one hundred twenty-three", "two million five", "minus
# seven"), hyphenating tens and units and using the scales thousand, million and billion; 0 is "zero" and values
# whose absolute value is 10**12 or more give "".
def number_to_english_words(n):
    ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
    tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    if abs(n) >= 10 ** 12:
        return ""
    if n == 0:
        return "zero"
    def below_thousand(x):
        words = []
        if x >= 100:
            words.append(ones[x // 100] + " hundred")
            x %= 100
        if x >= 20:
            words.append(tens[x // 10] + ("-" + ones[x % 10] if x % 10 else ""))
        elif x > 0:
            words.append(ones[x])
        return " ".join(words)
    parts = []
    rest = abs(n)
    for value, name in ((10 ** 9, " billion"), (10 ** 6, " million"), (1000, " thousand"), (1, "")):
        chunk, rest = divmod(rest, value)
        if chunk:
            parts.append(below_thousand(chunk) + name)
    return ("minus " if n < 0 else "") + " ".join(parts)

# tests
assert number_to_english_words(0) == "zero"
assert number_to_english_words(13) == "thirteen"
assert number_to_english_words(20) == "twenty"
assert number_to_english_words(99) == "ninety-nine"
assert number_to_english_words(123) == "one hundred twenty-three"
assert number_to_english_words(1005) == "one thousand five"
assert number_to_english_words(-7) == "minus seven"
assert number_to_english_words(2000019) == "two million nineteen"
assert number_to_english_words(999999999999) == "nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine"
assert number_to_english_words(10 ** 12) == ""
