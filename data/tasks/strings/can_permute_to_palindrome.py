# query: Decide whether the letters of a string can be rearranged into a palindrome, ignoring case and every
# character that is not a letter; a string with no letters counts as a palindrome.
def can_permute_to_palindrome(s):
    counts = {}
    for ch in s.lower():
        if ch.isalpha():
            counts[ch] = counts.get(ch, 0) + 1
    odd = 0
    for c in counts.values():
        if c % 2 == 1:
            odd += 1
            if odd > 1:
                return False
    return True

# tests
assert can_permute_to_palindrome("") is True
assert can_permute_to_palindrome("a") is True
assert can_permute_to_palindrome("ab") is False
assert can_permute_to_palindrome("Tact Coa") is True
assert can_permute_to_palindrome("aabb") is True
assert can_permute_to_palindrome("aabbc") is True
assert can_permute_to_palindrome("abc") is False
assert can_permute_to_palindrome("Aa!!b b") is True
assert can_permute_to_palindrome("aaabbbcc") is False
