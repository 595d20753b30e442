# query: For each element of an integer list return the first strictly greater element to its right, or -1 when
# there is none; the result has the same length as the input.
def next_greater_to_right(nums):
    result = [-1] * len(nums)
    stack = []
    for i, x in enumerate(nums):
        while stack and nums[stack[-1]] < x:
            result[stack.pop()] = x
        stack.append(i)
    return result

# tests
assert next_greater_to_right([]) == []
assert next_greater_to_right([3]) == [-1]
assert next_greater_to_right([4, 5, 2, 25]) == [5, 25, 25, -1]
assert next_greater_to_right([13, 7, 6, 12]) == [-1, 12, 12, -1]
assert next_greater_to_right([2, 2, 3]) == [3, 3, -1]
assert next_greater_to_right([5, 4, 3]) == [-1, -1, -1]
assert next_greater_to_right([1, 3, 2, 4]) == [3, 4, 4, -1]
assert next_greater_to_right([-5, -7, -2, 0]) == [-2, -2, 0, -1]
