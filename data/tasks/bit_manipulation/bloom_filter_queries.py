# query: Simulate a Bloom filter of m bits with k probes per item, where an item is given by two hashes (h1, h2) and its
# probe positions are (h1 + i * h2) mod m for i = 0..k-1: insert every item of `added`, then return for each item of
# `queried` whether all of its probe bits are set.
def bloom_filter_queries(m, k, added, queried):
    bits = 0
    for h1, h2 in added:
        for i in range(k):
            bits |= 1 << ((h1 + i * h2) % m)
    answers = []
    for h1, h2 in queried:
        hit = True
        for i in range(k):
            if not bits >> ((h1 + i * h2) % m) & 1:
                hit = False
                break
        answers.append(hit)
    return answers

# tests
assert bloom_filter_queries(16, 3, [], [(1, 2), (0, 16)]) == [False, False]
assert bloom_filter_queries(16, 3, [(1, 2)], [(1, 2)]) == [True]
assert bloom_filter_queries(16, 3, [(1, 2)], [(1, 3)]) == [False]
assert bloom_filter_queries(16, 3, [(1, 2)], [(3, 2), (5, 14)]) == [False, True]
assert bloom_filter_queries(16, 2, [(1, 2)], [(3, 14)]) == [True]
assert bloom_filter_queries(8, 2, [(7, 3)], [(7, 3), (2, 5), (1, 1)]) == [True, True, False]
assert bloom_filter_queries(10, 3, [(0, 1), (5, 1)], [(2, 4), (3, 1), (9, 1)]) == [True, False, False]
assert bloom_filter_queries(10, 3, [(0, 1), (5, 1)], [(1, 5), (6, 1)]) == [True, False]
assert bloom_filter_queries(100, 4, [(12, 40), (7, 33)], [(52, 80), (12, 40), (40, 33)]) == [True, True, False]
assert bloom_filter_queries(5, 1, [(9, 0)], [(4, 7), (3, 1)]) == [True, False]
