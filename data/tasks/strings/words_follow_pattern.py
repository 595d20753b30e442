# query: Decide whether a space-separated sentence follows a letter pattern, meaning there is a one-to-one
# correspondence between pattern letters and words (same letter <-> same word); a word count that differs from the pattern length gives False.
def words_follow_pattern(pattern, sentence):
    words = sentence.split()
    if len(words) != len(pattern):
        return False
    letter_to_word = {}
    word_to_letter = {}
    for letter, word in zip(pattern, words):
        if letter in letter_to_word and letter_to_word[letter] != word:
            return False
        if word in word_to_letter and word_to_letter[word] != letter:
            return False
        letter_to_word[letter] = word
        word_to_letter[word] = letter
    return True

# tests
assert words_follow_pattern("", "") is True
assert words_follow_pattern("a", "") is False
assert words_follow_pattern("abba", "dog cat cat dog") is True
assert words_follow_pattern("abba", "dog cat cat fish") is False
assert words_follow_pattern("aaaa", "dog cat cat dog") is False
assert words_follow_pattern("abba", "dog dog dog dog") is False
assert words_follow_pattern("abc", "x y z") is True
assert words_follow_pattern("ab", "x y z") is False
assert words_follow_pattern("aab", "q q r") is True
