# query: Replay a sequence of key accesses against a least-recently-used cache holding at most `capacity` keys (a
# hit refreshes the key, a miss inserts it and evicts the least recently used key when over capacity) and return
# (hits, misses); capacity 0 makes every access a miss.
def lru_cache_hits(capacity, keys):
    cache = []
    hits = 0
    misses = 0
    for k in keys:
        if k in cache:
            hits += 1
            cache.remove(k)
        else:
            misses += 1
        cache.append(k)
        if len(cache) > capacity:
            cache.pop(0)
    return hits, misses

# tests
assert lru_cache_hits(2, []) == (0, 0)
assert lru_cache_hits(0, [1, 1]) == (0, 2)
assert lru_cache_hits(1, [1, 1, 2, 1]) == (1, 3)
assert lru_cache_hits(2, [1, 2, 1, 3, 1, 2]) == (2, 4)
assert lru_cache_hits(2, [1, 2, 3, 1]) == (0, 4)
assert lru_cache_hits(3, [1, 2, 3, 1, 4, 2, 5, 1]) == (1, 7)
assert lru_cache_hits(2, ["a", "b", "a", "c", "b", "a"]) == (1, 5)
assert lru_cache_hits(5, [7, 7, 7]) == (2, 1)
assert lru_cache_hits(2, [1, 2, 2, 1, 3, 2]) == (2, 4)
