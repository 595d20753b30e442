# query: Compute the prefix-function table of a string: entry i is the length of the longest proper prefix of s[:i+1]
# that is also a suffix of it (so "abab" gives [0, 0, 1, 2] and "" gives []).
def kmp_prefix_function(s):
    pi = [0] * len(s)
    k = 0
    for i in range(1, len(s)):
        while k > 0 and s[i] != s[k]:
            k = pi[k - 1]
        if s[i] == s[k]:
            k += 1
        pi[i] = k
    return pi

# tests
assert kmp_prefix_function("") == []
assert kmp_prefix_function("a") == [0]
assert kmp_prefix_function("aa") == [0, 1]
assert kmp_prefix_function("abab") == [0, 0, 1, 2]
assert kmp_prefix_function("aabaaab") == [0, 1, 0, 1, 2, 2, 3]
assert kmp_prefix_function("abcd") == [0, 0, 0, 0]
assert kmp_prefix_function("abacaba") == [0, 0, 1, 0, 1, 2, 3]
assert kmp_prefix_function("aaaa") == [0, 1, 2, 3]
assert kmp_prefix_function("abcabcd") == [0, 0, 0, 1, 2, 3, 0]
assert kmp_prefix_function("aabaabaaa") == [0, 1, 0, 1, 2, 3, 4, 5, 2]
