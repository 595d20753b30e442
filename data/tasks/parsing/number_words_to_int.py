# query: Read an English number written in words, such as "one hundred twenty-three" or "two million five thousand",
# into an int: case-insensitive, hyphens count as spaces and "and" is ignored; values up to nineteen and the tens add
# up within a group, "hundred" multiplies the group so far, and "thousand" or "million" closes the group with that
# factor; return None for empty text or any other word.
def number_words_to_int(text):
    small = "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
    tens = "twenty thirty forty fifty sixty seventy eighty ninety".split()
    words = text.lower().replace("-", " ").split()
    if not words:
        return None
    total = current = 0
    for w in words:
        if w == "and":
            continue
        if w in small:
            current += small.index(w)
        elif w in tens:
            current += 10 * (tens.index(w) + 2)
        elif w == "hundred":
            current *= 100
        elif w in ("thousand", "million"):
            total += current * (1000 if w == "thousand" else 1000000)
            current = 0
        else:
            return None
    return total + current

# tests
assert number_words_to_int("zero") == 0
assert number_words_to_int("one hundred twenty-three") == 123
assert number_words_to_int("Twelve Thousand Three Hundred and Forty-Five") == 12345
assert number_words_to_int("two million five thousand") == 2005000
assert number_words_to_int("nineteen") == 19
assert number_words_to_int("ninety nine") == 99
assert number_words_to_int("one million two hundred thousand one") == 1200001
assert number_words_to_int("seven hundred thousand eleven") == 700011
assert number_words_to_int("twenty") == 20
assert [number_words_to_int(t) for t in ("", "and", "one dozen", "ten-")] == [None, 0, None, 10]
