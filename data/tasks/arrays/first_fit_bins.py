# query: Pack item sizes in order with the first-fit rule: put each item into the lowest-numbered open bin with
# enough room left, opening a new bin of the given capacity when none fits; return each item's bin index, with -1
# for an item larger than the capacity.
def first_fit_bins(sizes, capacity):
    free = []
    out = []
    for s in sizes:
        if s > capacity:
            out.append(-1)
            continue
        for b, room in enumerate(free):
            if s <= room:
                free[b] -= s
                out.append(b)
                break
        else:
            free.append(capacity - s)
            out.append(len(free) - 1)
    return out

# tests
assert first_fit_bins([], 10) == []
assert first_fit_bins([11], 10) == [-1]
assert first_fit_bins([10, 10], 10) == [0, 1]
assert first_fit_bins([4, 8, 1, 4, 2, 1], 10) == [0, 1, 0, 0, 1, 0]
assert first_fit_bins([5, 5, 5], 10) == [0, 0, 1]
assert first_fit_bins([7, 6, 3, 4, 1], 10) == [0, 1, 0, 1, 2]
assert first_fit_bins([3, 12, 7], 10) == [0, -1, 0]
assert first_fit_bins([2, 9, 8, 1, 1], 10) == [0, 1, 0, 1, 2]
assert first_fit_bins([6, 6, 4, 4], 10) == [0, 1, 0, 1]
