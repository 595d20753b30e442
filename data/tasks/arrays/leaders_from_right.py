# query: Return, in their original order, the elements of a list that are strictly greater than every element to
# their right (the last element always qualifies); an empty list gives an empty list.
def leaders_from_right(nums):
    leaders = []
    best = None
    for i in range(len(nums) - 1, -1, -1):
        if best is None or nums[i] > best:
            leaders.append(nums[i])
            best = nums[i]
    leaders.reverse()
    return leaders

# tests
assert leaders_from_right([]) == []
assert leaders_from_right([9]) == [9]
assert leaders_from_right([16, 17, 4, 3, 5, 2]) == [17, 5, 2]
assert leaders_from_right([1, 2, 3]) == [3]
assert leaders_from_right([3, 2, 1]) == [3, 2, 1]
assert leaders_from_right([5, 5]) == [5]
assert leaders_from_right([-1, -3, -2]) == [-1, -2]
assert leaders_from_right([0, 4, 0]) == [4, 0]
