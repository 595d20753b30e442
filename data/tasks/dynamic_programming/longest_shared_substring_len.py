# query: Return the length of the longest contiguous substring that appears in both strings, with 0 when they share
# no character or either is empty.
def longest_shared_substring_len(a, b):
    best = 0
    prev = [0] * (len(b) + 1)
    for i in range(1, len(a) + 1):
        curr = [0] * (len(b) + 1)
        for j in range(1, len(b) + 1):
            if a[i - 1] == b[j - 1]:
                curr[j] = prev[j - 1] + 1
                if curr[j] > best:
                    best = curr[j]
        prev = curr
    return best

# tests
assert longest_shared_substring_len("", "abc") == 0
assert longest_shared_substring_len("abc", "") == 0
assert longest_shared_substring_len("abc", "xyz") == 0
assert longest_shared_substring_len("abcdxyz", "xyzabcd") == 4
assert longest_shared_substring_len("zxabcdezy", "yzabcdezx") == 6
assert longest_shared_substring_len("a", "a") == 1
assert longest_shared_substring_len("abab", "baba") == 3
assert longest_shared_substring_len("aXbXc", "abc") == 1
assert longest_shared_substring_len("hello", "yellow") == 4
assert longest_shared_substring_len("abcab", "cab") == 3
