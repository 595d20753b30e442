# query: Write a count followed by an English noun, pluralizing the noun unless the count is exactly 1: nouns ending in
# s, x, z, ch or sh add "es", a consonant followed by a final "y" becomes "ies", and every other noun adds "s".
def count_with_noun(count, noun):
    if count == 1:
        return "1 " + noun
    if noun.endswith(("s", "x", "z", "ch", "sh")):
        plural = noun + "es"
    elif len(noun) > 1 and noun[-1] == "y" and noun[-2] not in "aeiou":
        plural = noun[:-1] + "ies"
    else:
        plural = noun + "s"
    return str(count) + " " + plural

# tests
assert count_with_noun(1, "file") == "1 file"
assert count_with_noun(0, "file") == "0 files"
assert count_with_noun(2, "box") == "2 boxes"
assert count_with_noun(3, "church") == "3 churches"
assert count_with_noun(4, "dish") == "4 dishes"
assert count_with_noun(5, "city") == "5 cities"
assert count_with_noun(2, "day") == "2 days"
assert count_with_noun(2, "y") == "2 ys"
assert count_with_noun(-1, "bus") == "-1 buses"
assert count_with_noun(7, "buzz") == "7 buzzes"
