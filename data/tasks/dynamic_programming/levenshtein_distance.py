# query: Return the minimum number of single-character insertions, deletions and substitutions that turn one
# string into another, keeping only two rows of the dynamic programming table.
def levenshtein_distance(source, target):
    prev = list(range(len(target) + 1))
    for i in range(1, len(source) + 1):
        curr = [i] + [0] * len(target)
        for j in range(1, len(target) + 1):
            cost = 0 if source[i - 1] == target[j - 1] else 1
            curr[j] = min(prev[j] + 1, curr[j - 1] + 1, prev[j - 1] + cost)
        prev = curr
    return prev[len(target)]

# tests
assert levenshtein_distance("", "") == 0
assert levenshtein_distance("", "abc") == 3
assert levenshtein_distance("abcd", "") == 4
assert levenshtein_distance("kitten", "sitting") == 3
assert levenshtein_distance("ab", "a") == 1
assert levenshtein_distance("same", "same") == 0
assert levenshtein_distance("a", "b") == 1
assert levenshtein_distance("intention", "execution") == 5
assert levenshtein_distance("ab", "ba") == 2
assert levenshtein_distance("abc", "xabcx") == 2
