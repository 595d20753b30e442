# query: Return the longest string that is a prefix of every word in a list; an empty list or any pair of words
# without a shared first character gives an empty string.
def common_prefix_of_words(words):
    if not words:
        return ""
    prefix_len = len(words[0])
    for word in words[1:]:
        limit = min(prefix_len, len(word))
        i = 0
        while i < limit and word[i] == words[0][i]:
            i += 1
        prefix_len = i
    return words[0][:prefix_len]

# tests
assert common_prefix_of_words([]) == ""
assert common_prefix_of_words(["alone"]) == "alone"
assert common_prefix_of_words(["flower", "flow", "flight"]) == "fl"
assert common_prefix_of_words(["dog", "racecar", "car"]) == ""
assert common_prefix_of_words(["interview", "internet", "interval"]) == "inter"
assert common_prefix_of_words(["abc", "abd"]) == "ab"
assert common_prefix_of_words(["abc", "", "abd"]) == ""
assert common_prefix_of_words(["prefix", "pre"]) == "pre"
assert common_prefix_of_words(["ab", "abcd", "abce"]) == "ab"
