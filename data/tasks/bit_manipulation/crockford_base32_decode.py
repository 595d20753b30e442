# query: Parse Crockford base32 text into an integer: digits "0123456789ABCDEFGHJKMNPQRSTVWXYZ" in any case, where I and
# L read as 1, O reads as 0 and hyphens are ignored; return None for any other character or when no digit remains.
def crockford_base32_decode(text):
    alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    aliases = {"I": "1", "L": "1", "O": "0"}
    value = 0
    count = 0
    for ch in text.upper():
        if ch == "-":
            continue
        ch = aliases.get(ch, ch)
        index = alphabet.find(ch)
        if index < 0:
            return None
        value = (value << 5) | index
        count += 1
    if count == 0:
        return None
    return value

# tests
assert crockford_base32_decode("0") == 0
assert crockford_base32_decode("10") == 32
assert crockford_base32_decode("16J") == 1234
assert crockford_base32_decode("16j") == 1234
assert crockford_base32_decode("1-6-J") == 1234
assert crockford_base32_decode("Il") == 33
assert crockford_base32_decode("oO1") == 1
assert crockford_base32_decode("7ZZZZZZZZZ") == 2 ** 48 - 1
assert crockford_base32_decode("U") is None
assert [crockford_base32_decode(s) for s in ("", "--", "1 2", "A_")] == [None] * 4
