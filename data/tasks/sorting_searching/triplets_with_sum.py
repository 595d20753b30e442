# query: Return every distinct triple of values from a list (using each position at most once) that sums to target,
# each triple sorted ascending and the list of triples sorted, with no triple repeated.
def triplets_with_sum(nums, target):
    a = sorted(nums)
    out = []
    for i in range(len(a) - 2):
        if i > 0 and a[i] == a[i - 1]:
            continue
        lo, hi = i + 1, len(a) - 1
        while lo < hi:
            s = a[i] + a[lo] + a[hi]
            if s < target:
                lo += 1
            elif s > target:
                hi -= 1
            else:
                out.append([a[i], a[lo], a[hi]])
                while lo < hi and a[lo] == a[lo + 1]:
                    lo += 1
                lo += 1
                hi -= 1
    return out

# tests
assert triplets_with_sum([], 0) == []
assert triplets_with_sum([0, 0], 0) == []
assert triplets_with_sum([0, 0, 0, 0], 0) == [[0, 0, 0]]
assert triplets_with_sum([-1, 0, 1, 2, -1, -4], 0) == [[-1, -1, 2], [-1, 0, 1]]
assert triplets_with_sum([1, 2, 3, 4, 5], 9) == [[1, 3, 5], [2, 3, 4]]
assert triplets_with_sum([0, 1, 1], 2) == [[0, 1, 1]]
assert triplets_with_sum([0, -2, 3, 0, 4, 1], 2) == [[-2, 0, 4], [-2, 1, 3]]
assert triplets_with_sum([2, 3, 3, 2, -3], 2) == [[-3, 2, 3]]
assert triplets_with_sum([0, 0, 1, 1, 0], 1) == [[0, 0, 1]]
assert triplets_with_sum([5, -5, 0, 10, -10, 5], 0) == [[-10, 0, 10], [-10, 5, 5], [-5, 0, 5]]
