# query: Order the language tags of an Accept-Language header by quality, highest first and ties in header order: a
# ";q=" weight (name in any case) is 0 to 1 with at most three decimals and defaults to 1, and entries with q=0, an
# invalid weight or an empty tag are dropped.
def accept_language_order(header):
    ranked = []
    for index, part in enumerate(header.split(",")):
        pieces = [p.strip() for p in part.split(";")]
        tag = pieces[0]
        q = 1000
        for p in pieces[1:]:
            if p[:2].lower() == "q=":
                whole, _, frac = p[2:].partition(".")
                if whole not in ("0", "1") or len(frac) > 3 or not (frac.isdigit() or frac == ""):
                    q = -1
                else:
                    q = int(whole) * 1000 + int(frac.ljust(3, "0"))
                    if q > 1000:
                        q = -1
        if tag and q > 0:
            ranked.append((-q, index, tag))
    ranked.sort()
    return [t for _, _, t in ranked]

# tests
assert accept_language_order("en-US,en;q=0.9,fr;q=0.8") == ["en-US", "en", "fr"]
assert accept_language_order("") == []
assert [accept_language_order(h) for h in ("a;q=1,b", "b;q=0.999,a")] == [["a", "b"], ["a", "b"]]
assert accept_language_order("a;q=0.5,b;q=0.5,c") == ["c", "a", "b"]
assert accept_language_order("x;q=0,y") == ["y"]
assert accept_language_order("x;q=1.5,y;q=0.1") == ["y"]
assert accept_language_order("x;q=0.0001,y;q=0.001,z;q=0.8765") == ["y"]
assert accept_language_order("x;Q=0.125,y;q=0.3") == ["y", "x"]
assert accept_language_order("*;q=0.1, en;q=1.000") == ["en", "*"]
assert accept_language_order("x;q=abc,y;q=1., ,z;q=1.001,w;q=0.a") == ["y"]
