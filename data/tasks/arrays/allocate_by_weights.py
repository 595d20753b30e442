# query: Split a non-negative integer total into integer shares proportional to non-negative integer weights: each
# gets the floor of its exact share and the leftover units go one each to the largest fractional remainders (ties
# to the earlier index); if the weights sum to 0 every share is 0.
def allocate_by_weights(total, weights):
    wsum = sum(weights)
    if wsum == 0:
        return [0] * len(weights)
    shares = []
    rems = []
    for i, w in enumerate(weights):
        q, r = divmod(total * w, wsum)
        shares.append(q)
        rems.append((-r, i))
    left = total - sum(shares)
    for _, i in sorted(rems)[:left]:
        shares[i] += 1
    return shares

# tests
assert allocate_by_weights(10, []) == []
assert allocate_by_weights(10, [0, 0]) == [0, 0]
assert allocate_by_weights(100, [1, 1, 1]) == [34, 33, 33]
assert allocate_by_weights(10, [1, 2, 3, 4]) == [1, 2, 3, 4]
assert allocate_by_weights(7, [1, 1]) == [4, 3]
assert allocate_by_weights(5, [3, 0, 2]) == [3, 0, 2]
assert allocate_by_weights(0, [2, 5]) == [0, 0]
assert allocate_by_weights(11, [1, 2, 2]) == [2, 5, 4]
assert allocate_by_weights(3, [5, 1, 1]) == [2, 1, 0]
assert allocate_by_weights(8, [3, 2, 2]) == [4, 2, 2]
