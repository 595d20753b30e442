# query: Count how many distinct anagram classes occur in a list of words, where two words share a class when
# their letters are rearrangements of each other, comparing case-insensitively and ignoring non-letters; an empty list gives 0.
def count_anagram_classes(words):
    keys = set()
    for word in words:
        counts = [0] * 26
        for ch in word.lower():
            if "a" <= ch <= "z":
                counts[ord(ch) - ord("a")] += 1
        keys.add(tuple(counts))
    return len(keys)

# tests
assert count_anagram_classes([]) == 0
assert count_anagram_classes(["a"]) == 1
assert count_anagram_classes(["eat", "tea", "tan", "ate", "nat", "bat"]) == 3
assert count_anagram_classes(["Listen", "Silent", "enlist"]) == 1
assert count_anagram_classes(["ab", "abb"]) == 2
assert count_anagram_classes(["", "!"]) == 1
assert count_anagram_classes(["z", "", "zz"]) == 3
assert count_anagram_classes(["a-1", "A", "b"]) == 2
assert count_anagram_classes(["{", "`", "a"]) == 2
