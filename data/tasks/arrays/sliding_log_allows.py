# query: Rate-limit requests with a sliding log: for request timestamps in non-decreasing order, a request at time t
# is allowed when fewer than `limit` previously allowed requests have a timestamp greater than t - window; rejected
# requests do not count. Return one boolean per request.
def sliding_log_allows(timestamps, limit, window):
    kept = []
    out = []
    for t in timestamps:
        while kept and kept[0] <= t - window:
            kept.pop(0)
        if len(kept) < limit:
            kept.append(t)
            out.append(True)
        else:
            out.append(False)
    return out

# tests
assert sliding_log_allows([], 2, 10) == []
assert sliding_log_allows([1, 2, 3], 0, 10) == [False, False, False]
assert sliding_log_allows([1, 2, 3], 2, 10) == [True, True, False]
assert sliding_log_allows([1, 2, 11], 2, 10) == [True, True, True]
assert sliding_log_allows([1, 2, 10], 2, 10) == [True, True, False]
assert sliding_log_allows([0, 5, 9, 10, 15], 2, 10) == [True, True, False, True, True]
assert sliding_log_allows([0, 1, 2, 12], 1, 10) == [True, False, False, True]
assert sliding_log_allows([5, 5, 5, 5], 3, 1) == [True, True, True, False]
assert sliding_log_allows([9, 10, 11, 19, 20], 2, 10) == [True, True, False, True, True]
