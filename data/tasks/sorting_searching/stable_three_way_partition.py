# query: Rearrange a list of numbers around a pivot value into a new list: all elements smaller than the pivot,
# then those equal to it, then those larger, with each group keeping its original relative order.
def stable_three_way_partition(values, pivot):
    smaller, equal, larger = [], [], []
    for v in values:
        if v < pivot:
            smaller.append(v)
        elif v == pivot:
            equal.append(v)
        else:
            larger.append(v)
    return smaller + equal + larger

# tests
assert stable_three_way_partition([], 3) == []
assert stable_three_way_partition([3], 3) == [3]
assert stable_three_way_partition([5, 1, 3, 4, 2, 3], 3) == [1, 2, 3, 3, 5, 4]
assert stable_three_way_partition([9, 8, 7], 1) == [9, 8, 7]
assert stable_three_way_partition([9, 8, 7], 10) == [9, 8, 7]
assert stable_three_way_partition([4, -1, 4, -2, 0], 0) == [-1, -2, 0, 4, 4]
assert stable_three_way_partition([2, 2, 1, 3, 1], 2) == [1, 1, 2, 2, 3]
assert stable_three_way_partition([6, 5, 4, 5, 6], 5) == [4, 5, 5, 6, 6]
assert stable_three_way_partition([1.5, 1, 2], 1.5) == [1, 1.5, 2]
