# query: Given sorted event times, return when a trailing-edge debounced handler fires: each event (re)starts a timer
# of `wait` time units and the handler fires when a timer expires, that is at t + wait for every event t not followed
# by another event strictly less than wait later.
def debounce_fire_times(timestamps, wait):
    out = []
    for i, t in enumerate(timestamps):
        if i + 1 == len(timestamps) or timestamps[i + 1] - t >= wait:
            out.append(t + wait)
    return out

# tests
assert debounce_fire_times([], 5) == []
assert debounce_fire_times([3], 5) == [8]
assert debounce_fire_times([0, 1, 2], 5) == [7]
assert debounce_fire_times([0, 5, 10], 5) == [5, 10, 15]
assert debounce_fire_times([0, 4, 20, 21, 30], 5) == [9, 26, 35]
assert debounce_fire_times([0, 6, 7], 5) == [5, 12]
assert debounce_fire_times([1, 1, 1], 3) == [4]
assert debounce_fire_times([0, 2, 4, 6, 20], 3) == [9, 23]
