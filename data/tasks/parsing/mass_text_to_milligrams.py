# query: Convert a mass such as "1.5 kg", "250g" or ".75 g" (a non-negative decimal number, optional spaces, and one of
# mg, g, kg or t in any case) to whole milligrams, rounding down; return None if the number or unit is malformed.
def mass_text_to_milligrams(text):
    t = text.strip().lower()
    i = 0
    while i < len(t) and (t[i].isdigit() or t[i] == "."):
        i += 1
    number, unit = t[:i], t[i:].strip()
    factors = {"mg": 1, "g": 1000, "kg": 1000000, "t": 1000000000}
    if unit not in factors or number.count(".") > 1 or number.replace(".", "") == "":
        return None
    whole, _, frac = number.partition(".")
    scaled = int((whole or "0") + frac) * factors[unit]
    return scaled // 10 ** len(frac)

# tests
assert mass_text_to_milligrams("1.5 kg") == 1500000
assert mass_text_to_milligrams("250g") == 250000
assert mass_text_to_milligrams("2 T") == 2000000000
assert mass_text_to_milligrams("12mg") == 12
assert mass_text_to_milligrams(".75 g") == 750
assert mass_text_to_milligrams("3. kg") == 3000000
assert mass_text_to_milligrams("0.0015 g") == 1
assert mass_text_to_milligrams("0.5MG") == 0
assert mass_text_to_milligrams(" 10 g ") == 10000
assert [mass_text_to_milligrams(t) for t in ("1.2.3 g", "kg", "5 lb", ". g", "-1 g", "12")] == [None] * 6
