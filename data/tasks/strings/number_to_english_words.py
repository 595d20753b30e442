# query: Spell out an integer from 0 to 999999 in English words without "and", hyphenating compound tens, as in
# "forty-two", "one hundred five" and "twelve thousand three hundred forty-five".
SMALL = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
         "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

def below_thousand_words(n):
    words = []
    if n >= 100:
        words.append(SMALL[n // 100] + " hundred")
        n %= 100
    if n >= 20:
        words.append(TENS[n // 10] + ("-" + SMALL[n % 10] if n % 10 else ""))
    elif n > 0:
        words.append(SMALL[n])
    return " ".join(words)

def number_to_english_words(n):
    if n == 0:
        return "zero"
    if n >= 1000:
        rest = below_thousand_words(n % 1000)
        head = below_thousand_words(n // 1000) + " thousand"
        return head + (" " + rest if rest else "")
    return below_thousand_words(n)

# tests
assert number_to_english_words(0) == "zero"
assert number_to_english_words(7) == "seven"
assert number_to_english_words(19) == "nineteen"
assert number_to_english_words(20) == "twenty"
assert number_to_english_words(42) == "forty-two"
assert number_to_english_words(100) == "one hundred"
assert number_to_english_words(105) == "one hundred five"
assert number_to_english_words(1000) == "one thousand"
assert number_to_english_words(12345) == "twelve thousand three hundred forty-five"
assert number_to_english_words(999999) == "nine hundred ninety-nine thousand nine hundred ninety-nine"
