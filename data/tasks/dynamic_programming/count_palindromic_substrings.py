# query: Count the substrings of a string that are palindromes, where substrings at different positions count
# separately even if equal; the empty string has 0.
def count_palindromic_substrings(s):
    n = len(s)
    total = 0
    for center in range(2 * n - 1):
        left = center // 2
        right = left + center % 2
        while left >= 0 and right < n and s[left] == s[right]:
            total += 1
            left -= 1
            right += 1
    return total

# tests
assert count_palindromic_substrings("") == 0
assert count_palindromic_substrings("a") == 1
assert count_palindromic_substrings("abc") == 3
assert count_palindromic_substrings("aaa") == 6
assert count_palindromic_substrings("ab") == 2
assert count_palindromic_substrings("aa") == 3
assert count_palindromic_substrings("abba") == 6
assert count_palindromic_substrings("racecar") == 10
assert count_palindromic_substrings("abcbaxa") == 10
