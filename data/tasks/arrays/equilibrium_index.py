# query: Return the first index i of an integer list at which the sum of the elements strictly left of i equals the
# sum of those strictly right of i, or -1 when there is no such index (an empty list gives -1).
def equilibrium_index(nums):
    total = sum(nums)
    left = 0
    for i, x in enumerate(nums):
        if left == total - left - x:
            return i
        left += x
    return -1

# tests
assert equilibrium_index([]) == -1
assert equilibrium_index([5]) == 0
assert equilibrium_index([1, 7, 3, 6, 5, 6]) == 3
assert equilibrium_index([1, 2, 3]) == -1
assert equilibrium_index([2, 1, -1]) == 0
assert equilibrium_index([-1, 1, 2]) == 2
assert equilibrium_index([0, 0, 0]) == 0
assert equilibrium_index([1, -1, 4]) == 2
assert equilibrium_index([3, 2, 1, 5]) == 2
