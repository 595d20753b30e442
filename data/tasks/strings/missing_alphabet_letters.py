# query: Return, in alphabetical order as one lowercase string, the letters a-z that do not appear in a text
# (case-insensitive); a pangram gives an empty string and an empty text gives the whole alphabet.
def missing_alphabet_letters(text):
    present = [False] * 26
    for ch in text:
        code = ord(ch.lower()) - ord("a")
        if 0 <= code < 26:
            present[code] = True
    return "".join(chr(ord("a") + i) for i in range(26) if not present[i])

# tests
assert missing_alphabet_letters("") == "abcdefghijklmnopqrstuvwxyz"
assert missing_alphabet_letters("The quick brown fox jumps over the lazy dog") == ""
assert missing_alphabet_letters("abcdefghijklmnopqrstuvwxy") == "z"
assert missing_alphabet_letters("BCDEFGHIJKLMNOPQRSTUVWXYZ") == "a"
assert missing_alphabet_letters("Hello, World!") == "abcfgijkmnpqstuvxyz"
assert missing_alphabet_letters("{|}~`") == "abcdefghijklmnopqrstuvwxyz"
assert missing_alphabet_letters("zzz aaa") == "bcdefghijklmnopqrstuvwxy"
assert missing_alphabet_letters("Pack my box with five dozen liquor jugs") == ""
