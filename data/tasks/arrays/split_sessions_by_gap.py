# query: Group sorted event timestamps into sessions, starting a new session whenever an event comes more than gap
# after the previous event; return (first time, last time, event count) for each session in order.
def split_sessions_by_gap(timestamps, gap):
    sessions = []
    for t in timestamps:
        if sessions and t - sessions[-1][1] <= gap:
            start, _, count = sessions[-1]
            sessions[-1] = (start, t, count + 1)
        else:
            sessions.append((t, t, 1))
    return sessions

# tests
assert split_sessions_by_gap([], 30) == []
assert split_sessions_by_gap([100], 30) == [(100, 100, 1)]
assert split_sessions_by_gap([0, 10, 20], 30) == [(0, 20, 3)]
assert split_sessions_by_gap([0, 30, 61], 30) == [(0, 30, 2), (61, 61, 1)]
assert split_sessions_by_gap([0, 5, 100, 104, 300], 10) == [(0, 5, 2), (100, 104, 2), (300, 300, 1)]
assert split_sessions_by_gap([7, 7, 7], 0) == [(7, 7, 3)]
assert split_sessions_by_gap([1, 2, 4, 7, 11], 3) == [(1, 7, 4), (11, 11, 1)]
assert split_sessions_by_gap([-20, -15, 0], 5) == [(-20, -15, 2), (0, 0, 1)]
