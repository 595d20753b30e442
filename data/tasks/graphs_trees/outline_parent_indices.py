# query: Given the indentation levels of the lines of an outline in order, return for each line the index of its
# parent, the nearest earlier line with a smaller level, or -1 when there is none.
def outline_parent_indices(levels):
    parents = []
    stack = []
    for i, level in enumerate(levels):
        while stack and levels[stack[-1]] >= level:
            stack.pop()
        parents.append(stack[-1] if stack else -1)
        stack.append(i)
    return parents

# tests
assert outline_parent_indices([]) == []
assert outline_parent_indices([0]) == [-1]
assert outline_parent_indices([0, 0, 0]) == [-1, -1, -1]
assert outline_parent_indices([0, 1, 2]) == [-1, 0, 1]
assert outline_parent_indices([0, 1, 1, 0, 1]) == [-1, 0, 0, -1, 3]
assert outline_parent_indices([0, 1, 2, 1, 2, 2]) == [-1, 0, 1, 0, 3, 3]
assert outline_parent_indices([0, 4, 2, 3]) == [-1, 0, 0, 2]
assert outline_parent_indices([2, 1, 0]) == [-1, -1, -1]
assert outline_parent_indices([0, 2, 4, 2, 0, 4]) == [-1, 0, 1, 0, -1, 4]
