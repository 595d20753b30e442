# query: Encrypt text with the Vigenere cipher: each ASCII letter is shifted forward by the next letter of the key
# (a = 0, key case ignored, non-letters in the key ignored), keeping its case; other characters are copied and do not
# use up a key letter, and a key without letters leaves the text unchanged.
def vigenere_encrypt(text, key):
    shifts = [ord(c) - ord("a") for c in key.lower() if "a" <= c <= "z"]
    if not shifts:
        return text
    out = []
    k = 0
    for ch in text:
        if "a" <= ch <= "z":
            base = ord("a")
        elif "A" <= ch <= "Z":
            base = ord("A")
        else:
            out.append(ch)
            continue
        out.append(chr((ord(ch) - base + shifts[k % len(shifts)]) % 26 + base))
        k += 1
    return "".join(out)

# tests
assert vigenere_encrypt("ATTACKATDAWN", "LEMON") == "LXFOPVEFRNHR"
assert vigenere_encrypt("attack at dawn", "lemon") == "lxfopv ef rnhr"
assert vigenere_encrypt("abc", "") == "abc"
assert vigenere_encrypt("abc", "a") == "abc"
assert vigenere_encrypt("xyz", "b") == "yza"
assert vigenere_encrypt("zZ", "B") == "aA"
assert vigenere_encrypt("abc", "1b2") == "bcd"
assert vigenere_encrypt("Hi, Bo!", "ab") == "Hj, Bp!"
assert vigenere_encrypt("", "key") == ""
