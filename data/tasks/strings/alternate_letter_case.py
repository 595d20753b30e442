# query: Return the string with its letters alternating between upper and lower case, the first letter upper;
# characters that are not letters are copied unchanged and do not advance the alternation.
def alternate_letter_case(s):
    out = []
    seen = 0
    for ch in s:
        if not ch.isalpha():
            out.append(ch)
            continue
        if seen % 2 == 0:
            out.append(ch.upper())
        else:
            out.append(ch.lower())
        seen += 1
    return "".join(out)

# tests
assert alternate_letter_case("") == ""
assert alternate_letter_case("a") == "A"
assert alternate_letter_case("hello") == "HeLlO"
assert alternate_letter_case("HELLO") == "HeLlO"
assert alternate_letter_case("a b c") == "A b C"
assert alternate_letter_case("12ab") == "12Ab"
assert alternate_letter_case("x-y-z!") == "X-y-Z!"
assert alternate_letter_case("!!") == "!!"
