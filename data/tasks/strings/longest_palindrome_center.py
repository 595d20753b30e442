# query: Return the longest contiguous palindromic substring of a string; when several have the same maximal
# length return the one that starts earliest, and return an empty string for empty input.
def longest_palindrome_center(s):
    n = len(s)
    best_start, best_len = 0, 1
    for center in range(n):
        for lo, hi in ((center, center), (center, center + 1)):
            while lo >= 0 and hi < n and s[lo] == s[hi]:
                lo -= 1
                hi += 1
            length = hi - lo - 1
            if length > best_len:
                best_start, best_len = lo + 1, length
    return s[best_start:best_start + best_len]

# tests
assert longest_palindrome_center("") == ""
assert longest_palindrome_center("x") == "x"
assert longest_palindrome_center("babad") == "bab"
assert longest_palindrome_center("cbbd") == "bb"
assert longest_palindrome_center("abcd") == "a"
assert longest_palindrome_center("forgeeksskeegfor") == "geeksskeeg"
assert longest_palindrome_center("aaaa") == "aaaa"
assert longest_palindrome_center("aab") == "aa"
assert longest_palindrome_center("xyzracecar") == "racecar"
