# query: For each position of a list, count how many values to its right are strictly smaller, and return the counts.
import bisect
def count_smaller_to_right(nums):
    seen = []
    out = []
    for v in reversed(nums):
        out.append(bisect.bisect_left(seen, v))
        bisect.insort(seen, v)
    out.reverse()
    return out

# tests
assert count_smaller_to_right([]) == []
assert count_smaller_to_right([3]) == [0]
assert count_smaller_to_right([5, 2, 6, 1]) == [2, 1, 1, 0]
assert count_smaller_to_right([1, 2, 3]) == [0, 0, 0]
assert count_smaller_to_right([3, 2, 1]) == [2, 1, 0]
assert count_smaller_to_right([2, 2, 2]) == [0, 0, 0]
assert count_smaller_to_right([-1, -1, -2]) == [1, 1, 0]
assert count_smaller_to_right([4, 1, 3, 1, 2]) == [4, 0, 2, 0, 0]
