# query: Replace every value of a list by its dense rank: 1 for the smallest distinct value, 2 for the next distinct
# value and so on, with equal values sharing a rank.
def dense_rank_transform(values):
    ranks = {}
    for v in sorted(set(values)):
        ranks[v] = len(ranks) + 1
    return [ranks[v] for v in values]

# tests
assert dense_rank_transform([]) == []
assert dense_rank_transform([7]) == [1]
assert dense_rank_transform([40, 10, 20, 30]) == [4, 1, 2, 3]
assert dense_rank_transform([100, 100, 100]) == [1, 1, 1]
assert dense_rank_transform([37, 12, 28, 9, 100, 56, 80, 5, 12]) == [5, 3, 4, 2, 8, 6, 7, 1, 3]
assert dense_rank_transform([-1, 0, -1]) == [1, 2, 1]
assert dense_rank_transform([3, 1, 2, 1, 3]) == [3, 1, 2, 1, 3]
