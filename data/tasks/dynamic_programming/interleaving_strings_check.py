# query: Decide whether string c can be formed by interleaving all characters of strings a and b while keeping the
# relative order of characters from each; the lengths must add up exactly, otherwise return False.
def interleaving_strings_check(a, b, c):
    if len(a) + len(b) != len(c):
        return False
    ok = [False] * (len(b) + 1)
    for i in range(len(a) + 1):
        for j in range(len(b) + 1):
            if i == 0 and j == 0:
                ok[j] = True
            elif i == 0:
                ok[j] = ok[j - 1] and b[j - 1] == c[j - 1]
            elif j == 0:
                ok[j] = ok[j] and a[i - 1] == c[i - 1]
            else:
                ok[j] = (ok[j] and a[i - 1] == c[i + j - 1]) or (ok[j - 1] and b[j - 1] == c[i + j - 1])
    return ok[len(b)]

# tests
assert interleaving_strings_check("", "", "") is True
assert interleaving_strings_check("", "ab", "cb") is False
assert interleaving_strings_check("aabcc", "dbbca", "aadbbcbcac") is True
assert interleaving_strings_check("aabcc", "dbbca", "aadbbbaccc") is False
assert interleaving_strings_check("abc", "", "abc") is True
assert interleaving_strings_check("", "xy", "yx") is False
assert interleaving_strings_check("ab", "cd", "acbd") is True
assert interleaving_strings_check("ab", "cd", "abdc") is False
assert interleaving_strings_check("ab", "", "xb") is False
assert interleaving_strings_check("ab", "b", "bba") is False
