# query: Return the fewest cuts needed to split a string into pieces that are all palindromes (0 for an empty string or
# one that is already a palindrome).
def min_palindrome_partition_cuts(s):
    n = len(s)
    if n == 0:
        return 0
    pal = [[False] * n for _ in range(n)]
    cuts = [0] * n
    for end in range(n):
        best = end
        for start in range(end + 1):
            if s[start] == s[end] and (end - start < 2 or pal[start + 1][end - 1]):
                pal[start][end] = True
                best = 0 if start == 0 else min(best, cuts[start - 1] + 1)
        cuts[end] = best
    return cuts[n - 1]

# tests
assert min_palindrome_partition_cuts("") == 0
assert min_palindrome_partition_cuts("a") == 0
assert min_palindrome_partition_cuts("ab") == 1
assert min_palindrome_partition_cuts("aab") == 1
assert min_palindrome_partition_cuts("racecar") == 0
assert min_palindrome_partition_cuts("abcde") == 4
assert min_palindrome_partition_cuts("abacdc") == 1
assert min_palindrome_partition_cuts("banana") == 1
assert min_palindrome_partition_cuts("aabba") == 1
assert min_palindrome_partition_cuts("abbab") == 1
