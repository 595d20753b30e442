# query: Return the k-th permutation (1-based) of the numbers 1..n in lexicographic order as a list, without
# generating the earlier ones; k outside 1..n! gives [] (n of 0 has the single empty permutation).
def kth_lexicographic_permutation(n, k):
    fact = 1
    for i in range(2, n + 1):
        fact *= i
    if k < 1 or k > fact:
        return []
    items = list(range(1, n + 1))
    k -= 1
    out = []
    for size in range(n, 0, -1):
        fact //= size
        idx, k = divmod(k, fact)
        out.append(items.pop(idx))
    return out

# tests
assert kth_lexicographic_permutation(3, 0) == []
assert kth_lexicographic_permutation(3, 7) == []
assert kth_lexicographic_permutation(0, 1) == []
assert kth_lexicographic_permutation(1, 1) == [1]
assert kth_lexicographic_permutation(3, 1) == [1, 2, 3]
assert kth_lexicographic_permutation(3, 2) == [1, 3, 2]
assert kth_lexicographic_permutation(3, 3) == [2, 1, 3]
assert kth_lexicographic_permutation(3, 6) == [3, 2, 1]
assert kth_lexicographic_permutation(4, 9) == [2, 3, 1, 4]
assert kth_lexicographic_permutation(5, 100) == [5, 1, 3, 4, 2]
