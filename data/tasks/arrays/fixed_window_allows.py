# query: Rate-limit requests with fixed windows: time is cut into windows [k*window, (k+1)*window) and at most `limit`
# requests are allowed in each window, counted in order; given non-decreasing integer timestamps, return one
# boolean per request.
def fixed_window_allows(timestamps, limit, window):
    out = []
    current = None
    count = 0
    for t in timestamps:
        bucket = t // window
        if bucket != current:
            current = bucket
            count = 0
        if count < limit:
            count += 1
            out.append(True)
        else:
            out.append(False)
    return out

# tests
assert fixed_window_allows([], 2, 10) == []
assert fixed_window_allows([1, 2, 3], 2, 10) == [True, True, False]
assert fixed_window_allows([8, 9, 10, 11], 2, 10) == [True, True, True, True]
assert fixed_window_allows([9, 10, 19, 20], 1, 10) == [True, True, False, True]
assert fixed_window_allows([0, 5, 9, 10, 15], 2, 10) == [True, True, False, True, True]
assert fixed_window_allows([1, 2], 0, 10) == [False, False]
assert fixed_window_allows([-3, -1, 0, 2], 1, 2) == [True, True, True, True]
assert fixed_window_allows([3, 3, 3, 3, 4], 3, 1) == [True, True, True, False, True]
assert fixed_window_allows([1, 9, 11, 25, 29, 31], 2, 10) == [True, True, True, True, True, True]
