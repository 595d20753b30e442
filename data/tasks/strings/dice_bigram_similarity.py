# query: Score the similarity of two strings with the Sorensen-Dice coefficient on character bigrams (after lowercasing
# and removing spaces, counting repeated bigrams as a multiset), rounded to 3 decimals; equal strings score 1.0 and a
# string shorter than 2 characters otherwise scores 0.0.
def dice_bigram_similarity(a, b):
    a = a.lower().replace(" ", "")
    b = b.lower().replace(" ", "")
    if a == b:
        return 1.0
    if len(a) < 2 or len(b) < 2:
        return 0.0
    grams = {}
    for i in range(len(a) - 1):
        g = a[i:i + 2]
        grams[g] = grams.get(g, 0) + 1
    shared = 0
    for i in range(len(b) - 1):
        g = b[i:i + 2]
        if grams.get(g, 0) > 0:
            grams[g] -= 1
            shared += 1
    return round(2 * shared / (len(a) + len(b) - 2), 3)

# tests
assert dice_bigram_similarity("night", "nacht") == 0.25
assert dice_bigram_similarity("", "") == 1.0
assert dice_bigram_similarity("ab", "") == 0.0
assert dice_bigram_similarity("Hello World", "hello world") == 1.0
assert dice_bigram_similarity("aaa", "aaaa") == 0.8
assert dice_bigram_similarity("abc", "abd") == 0.5
assert dice_bigram_similarity("france", "french") == 0.4
assert dice_bigram_similarity("xab", "ab") == 0.667
assert dice_bigram_similarity("ab", "xab") == 0.667
assert dice_bigram_similarity("", "ab") == 0.0
