# query: Return the 1-based position of a sequence of distinct values among all orderings of those same values sorted
# lexicographically (the sorted order has rank 1, the reversed order has rank n!); an empty sequence has rank 1.
def permutation_rank_lexicographic(perm):
    n = len(perm)
    fact = [1] * (n + 1)
    for i in range(1, n + 1):
        fact[i] = fact[i - 1] * i
    rank = 0
    for i, v in enumerate(perm):
        smaller = sum(1 for w in perm[i + 1:] if w < v)
        rank += smaller * fact[n - 1 - i]
    return rank + 1

# tests
assert permutation_rank_lexicographic([]) == 1
assert permutation_rank_lexicographic([7]) == 1
assert permutation_rank_lexicographic([1, 2, 3]) == 1
assert permutation_rank_lexicographic([1, 3, 2]) == 2
assert permutation_rank_lexicographic([2, 1, 3]) == 3
assert permutation_rank_lexicographic([3, 2, 1]) == 6
assert permutation_rank_lexicographic([2, 3, 1, 4]) == 9
assert permutation_rank_lexicographic([5, 1, 3, 4, 2]) == 100
assert permutation_rank_lexicographic(["c", "a", "b"]) == 5
assert permutation_rank_lexicographic([40, 10, 30, 20]) == 20
