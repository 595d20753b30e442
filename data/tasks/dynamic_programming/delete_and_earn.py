# query: Given non-negative integers, repeatedly pick a value v to earn v points while every occurrence of v - 1 and
# v + 1 is discarded; return the most points obtainable (picking all copies of a value is allowed).
def delete_and_earn(nums):
    if not nums:
        return 0
    points = [0] * (max(nums) + 1)
    for v in nums:
        points[v] += v
    take, skip = 0, 0
    for p in points:
        take, skip = skip + p, max(take, skip)
    return max(take, skip)

# tests
assert delete_and_earn([]) == 0
assert delete_and_earn([4]) == 4
assert delete_and_earn([3, 4, 2]) == 6
assert delete_and_earn([2, 2, 3, 3, 3, 4]) == 9
assert delete_and_earn([1, 1, 1, 2, 4, 5, 5, 5, 6]) == 18
assert delete_and_earn([1, 2]) == 2
assert delete_and_earn([0, 0, 1]) == 1
assert delete_and_earn([8, 10, 4, 9, 1, 3, 5, 9, 4, 10]) == 37
