# query: Given two people's free slots as [start, end] pairs (each list non-overlapping, in any order), return the
# earliest [start, start + duration] that fits inside a free slot of both, or [] if there is none.
def earliest_common_slot(slots_a, slots_b, duration):
    a = sorted(slots_a)
    b = sorted(slots_b)
    i = j = 0
    while i < len(a) and j < len(b):
        start = max(a[i][0], b[j][0])
        end = min(a[i][1], b[j][1])
        if end - start >= duration:
            return [start, start + duration]
        if a[i][1] < b[j][1]:
            i += 1
        else:
            j += 1
    return []

# tests
assert earliest_common_slot([], [[0, 10]], 1) == []
assert earliest_common_slot([[10, 50], [60, 120], [140, 210]], [[0, 15], [60, 70]], 8) == [60, 68]
assert earliest_common_slot([[10, 50], [60, 120], [140, 210]], [[0, 15], [60, 70]], 12) == []
assert earliest_common_slot([[0, 5]], [[5, 10]], 0) == [5, 5]
assert earliest_common_slot([[0, 5]], [[5, 10]], 1) == []
assert earliest_common_slot([[0, 100]], [[50, 90], [20, 30]], 5) == [20, 25]
assert earliest_common_slot([[30, 40], [0, 10]], [[5, 35]], 5) == [5, 10]
assert earliest_common_slot([[30, 40], [0, 10]], [[5, 35]], 6) == []
assert earliest_common_slot([[0, 100]], [[20, 30], [50, 90]], 40) == [50, 90]
assert earliest_common_slot([[1, 4], [6, 9]], [[2, 7]], 2) == [2, 4]
