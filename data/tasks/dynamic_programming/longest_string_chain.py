# query: A word is a predecessor of another when inserting exactly one letter anywhere into it gives the other; return
# the length of the longest chain of words from the list where each word is a predecessor of the next.
def longest_string_chain(words):
    best = {}
    result = 0
    for w in sorted(set(words), key=len):
        best[w] = 1
        for i in range(len(w)):
            prev = w[:i] + w[i + 1:]
            if prev in best:
                best[w] = max(best[w], best[prev] + 1)
        result = max(result, best[w])
    return result

# tests
assert longest_string_chain([]) == 0
assert longest_string_chain(["a"]) == 1
assert longest_string_chain(["a", "b", "ba", "bca", "bda", "bdca"]) == 4
assert longest_string_chain(["xbc", "pcxbcf", "xb", "cxbc", "pcxbc"]) == 5
assert longest_string_chain(["abcd", "dbqca"]) == 1
assert longest_string_chain(["ab", "abc", "abcd", "b"]) == 4
assert longest_string_chain(["ca", "ac", "cab"]) == 2
assert longest_string_chain(["a", "aa", "aaa", "aaa"]) == 3
assert longest_string_chain(["bc", "abc", "xabc", "abcx", "c"]) == 4
