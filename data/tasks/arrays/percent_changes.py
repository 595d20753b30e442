# query: Return the percentage change between each pair of consecutive values, (current - previous) / |previous| * 100
# rounded to 1 decimal, with None where the previous value is 0; fewer than two values give [].
def percent_changes(values):
    out = []
    for i in range(1, len(values)):
        prev = values[i - 1]
        if prev == 0:
            out.append(None)
        else:
            out.append(round((values[i] - prev) / abs(prev) * 100, 1))
    return out

# tests
assert percent_changes([]) == []
assert percent_changes([5]) == []
assert percent_changes([100, 110]) == [10.0]
assert percent_changes([200, 150, 150]) == [-25.0, 0.0]
assert percent_changes([0, 5, 0]) == [None, -100.0]
assert percent_changes([-50, -25]) == [50.0]
assert percent_changes([-20, 10]) == [150.0]
assert percent_changes([3, 4, 1]) == [33.3, -75.0]
assert percent_changes([8, 2, 7, 7]) == [-75.0, 250.0, 0.0]
