# query: Find the longest run of one repeated character in a string and return it as a (character, length) tuple;
# ties go to the run that starts first, and an empty string gives ("", 0).
def longest_char_run(s):
    best_char, best_len = "", 0
    i = 0
    n = len(s)
    while i < n:
        j = i
        while j + 1 < n and s[j + 1] == s[i]:
            j += 1
        if j - i + 1 > best_len:
            best_char, best_len = s[i], j - i + 1
        i = j + 1
    return (best_char, best_len)

# tests
assert longest_char_run("") == ("", 0)
assert longest_char_run("z") == ("z", 1)
assert longest_char_run("abc") == ("a", 1)
assert longest_char_run("aabbb") == ("b", 3)
assert longest_char_run("aaabb") == ("a", 3)
assert longest_char_run("abbcc") == ("b", 2)
assert longest_char_run("xyyyyzzzz") == ("y", 4)
assert longest_char_run("  a") == (" ", 2)
assert longest_char_run("abcdd") == ("d", 2)
