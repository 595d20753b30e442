# query: Return the next permutation of a list in lexicographic order (as a new list); the last permutation, a
# non-increasing list, wraps around to the ascending one. Repeated values are allowed.
def next_lexicographic_permutation(values):
    a = list(values)
    i = len(a) - 2
    while i >= 0 and a[i] >= a[i + 1]:
        i -= 1
    if i < 0:
        a.reverse()
        return a
    j = len(a) - 1
    while a[j] <= a[i]:
        j -= 1
    a[i], a[j] = a[j], a[i]
    a[i + 1:] = reversed(a[i + 1:])
    return a

# tests
assert next_lexicographic_permutation([]) == []
assert next_lexicographic_permutation([1]) == [1]
assert next_lexicographic_permutation([1, 2, 3]) == [1, 3, 2]
assert next_lexicographic_permutation([3, 2, 1]) == [1, 2, 3]
assert next_lexicographic_permutation([1, 3, 2]) == [2, 1, 3]
assert next_lexicographic_permutation([1, 1, 5]) == [1, 5, 1]
assert next_lexicographic_permutation([2, 3, 1]) == [3, 1, 2]
assert next_lexicographic_permutation([1, 5, 1]) == [5, 1, 1]
assert next_lexicographic_permutation([1, 2, 4, 3, 1]) == [1, 3, 1, 2, 4]
assert next_lexicographic_permutation([2, 2, 1]) == [1, 2, 2]
