# query: Shift every ASCII letter of a string by k positions in the alphabet, wrapping around and keeping its
# case, while leaving all other characters unchanged; k may be negative or larger than 26.
def caesar_shift_letters(text, k):
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - ord("a") + k) % 26 + ord("a")))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - ord("A") + k) % 26 + ord("A")))
        else:
            out.append(ch)
    return "".join(out)

# tests
assert caesar_shift_letters("", 5) == ""
assert caesar_shift_letters("abc", 1) == "bcd"
assert caesar_shift_letters("xyz", 3) == "abc"
assert caesar_shift_letters("Hello, World!", 3) == "Khoor, Zruog!"
assert caesar_shift_letters("abc", -1) == "zab"
assert caesar_shift_letters("Zz", 27) == "Aa"
assert caesar_shift_letters("a1-B", 0) == "a1-B"
assert caesar_shift_letters("AZaz", 25) == "ZYzy"
assert caesar_shift_letters("`{@[", 1) == "`{@["
