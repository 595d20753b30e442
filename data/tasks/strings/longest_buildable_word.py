# query: Given a bag of letters and a word list, return the longest word that can be spelled using each letter at most
# as many times as it occurs in the bag; ties go to the alphabetically smallest word, and "" when none can be spelled.
def longest_buildable_word(letters, words):
    stock = {}
    for c in letters:
        stock[c] = stock.get(c, 0) + 1
    best = ""
    for w in words:
        need = {}
        for c in w:
            need[c] = need.get(c, 0) + 1
        if any(need[c] > stock.get(c, 0) for c in need):
            continue
        if len(w) > len(best) or (len(w) == len(best) and w < best):
            best = w
    return best

# tests
assert longest_buildable_word("aelpp", ["apple", "pale", "leap", "plea"]) == "apple"
assert longest_buildable_word("abc", []) == ""
assert longest_buildable_word("abc", ["d"]) == ""
assert longest_buildable_word("aab", ["aa", "ab", "ba"]) == "aa"
assert longest_buildable_word("tca", ["cat", "tac", "act"]) == "act"
assert longest_buildable_word("a", ["aa", "a"]) == "a"
assert longest_buildable_word("listen", ["silent", "enlist", "tinsel", "listens"]) == "enlist"
assert longest_buildable_word("xyz", ["", "z"]) == "z"
assert longest_buildable_word("ab", ["ba", "ab"]) == "ab"
assert longest_buildable_word("abc", ["ab", "a"]) == "ab"
