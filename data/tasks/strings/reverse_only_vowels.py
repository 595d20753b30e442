# query: Reverse the order of the vowels (a, e, i, o, u in either case) in a string while every other character
# stays in place; a string with fewer than two vowels is unchanged.
def reverse_only_vowels(s):
    chars = list(s)
    vowels = "aeiouAEIOU"
    i, j = 0, len(chars) - 1
    while i < j:
        if chars[i] not in vowels:
            i += 1
        elif chars[j] not in vowels:
            j -= 1
        else:
            chars[i], chars[j] = chars[j], chars[i]
            i += 1
            j -= 1
    return "".join(chars)

# tests
assert reverse_only_vowels("") == ""
assert reverse_only_vowels("b") == "b"
assert reverse_only_vowels("hello") == "holle"
assert reverse_only_vowels("leetcode") == "leotcede"
assert reverse_only_vowels("aA") == "Aa"
assert reverse_only_vowels("xyz") == "xyz"
assert reverse_only_vowels("ab") == "ab"
assert reverse_only_vowels("uxyo") == "oxyu"
assert reverse_only_vowels("aeiou") == "uoiea"
