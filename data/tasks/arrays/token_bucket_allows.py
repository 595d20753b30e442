# query: Rate-limit requests with a token bucket that starts full with `capacity` tokens at the first request and
# gains one token every refill_every seconds after that (never above capacity); each request at a non-decreasing
# integer timestamp takes a token if one is left. Return one boolean per request.
def token_bucket_allows(timestamps, capacity, refill_every):
    tokens = capacity
    last = timestamps[0] if timestamps else 0
    out = []
    for t in timestamps:
        gained = (t - last) // refill_every
        if gained > 0:
            tokens = min(capacity, tokens + gained)
            last += gained * refill_every
        if tokens > 0:
            tokens -= 1
            out.append(True)
        else:
            out.append(False)
    return out

# tests
assert token_bucket_allows([], 3, 5) == []
assert token_bucket_allows([0, 0, 0, 0], 3, 5) == [True, True, True, False]
assert token_bucket_allows([0, 0, 4, 5], 2, 5) == [True, True, False, True]
assert token_bucket_allows([0, 0, 5, 5, 5], 2, 5) == [True, True, True, False, False]
assert token_bucket_allows([10, 10, 10, 21, 21, 21, 22], 3, 5) == [True, True, True, True, True, False, False]
assert token_bucket_allows([0, 1, 2, 3], 1, 2) == [True, False, True, False]
assert token_bucket_allows([0, 100, 100, 100], 2, 1) == [True, True, True, False]
assert token_bucket_allows([3, 3, 6, 8, 9], 1, 3) == [True, False, True, False, True]
assert token_bucket_allows([0, 0, 0, 7, 7, 7], 3, 2) == [True, True, True, True, True, True]
