# query: Compute the American Soundex code of a name: keep the first letter in upper case, code the following letters as
# digits (bfpv 1, cgjkqsxz 2, dt 3, l 4, mn 5, r 6), write adjacent equal codes once even across h or w but not across
# vowels, drop uncoded letters, ignore non-letters, and pad or cut to 4 characters ("" when there are no letters).
def soundex_code(name):
    groups = ["bfpv", "cgjkqsxz", "dt", "l", "mn", "r"]
    letters = [c for c in name.lower() if "a" <= c <= "z"]
    if not letters:
        return ""
    def code(c):
        for i, g in enumerate(groups):
            if c in g:
                return str(i + 1)
        return ""
    out = letters[0].upper()
    prev = code(letters[0])
    for c in letters[1:]:
        d = code(c)
        if d and d != prev:
            out += d
            if len(out) == 4:
                return out
        if c not in "hw":
            prev = d
    return out + "0" * (4 - len(out))

# tests
assert soundex_code("Robert") == "R163"
assert soundex_code("Rupert") == "R163"
assert soundex_code("Ashcraft") == "A261"
assert soundex_code("Tymczak") == "T522"
assert soundex_code("Pfister") == "P236"
assert soundex_code("Honeyman") == "H555"
assert soundex_code("Lee") == "L000"
assert soundex_code("") == ""
assert soundex_code("O'Hara") == "O600"
assert soundex_code("Washington") == "W252"
