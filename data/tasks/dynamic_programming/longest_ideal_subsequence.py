# query: Return the length of the longest subsequence of a lowercase string in which every two adjacent letters are at
# most k apart in the alphabet (0 for an empty string).
def longest_ideal_subsequence(s, k):
    best = [0] * 26
    for ch in s:
        c = ord(ch) - ord("a")
        lo, hi = max(0, c - k), min(25, c + k)
        best[c] = max(best[lo:hi + 1]) + 1
    return max(best)

# tests
assert longest_ideal_subsequence("", 3) == 0
assert longest_ideal_subsequence("a", 0) == 1
assert longest_ideal_subsequence("acfgbd", 2) == 4
assert longest_ideal_subsequence("abcd", 3) == 4
assert longest_ideal_subsequence("azaz", 0) == 2
assert longest_ideal_subsequence("azaz", 25) == 4
assert longest_ideal_subsequence("zyx", 1) == 3
assert longest_ideal_subsequence("pvjcci", 4) == 2
assert longest_ideal_subsequence("eduktdb", 15) == 5
assert longest_ideal_subsequence("ba", 0) == 1
