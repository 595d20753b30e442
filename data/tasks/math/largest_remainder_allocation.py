# query: Share an integer total among parties in proportion to non-negative integer weights so the shares are integers
# summing to the total: each gets the floor of its exact quota, and leftover units go one each to the largest
# fractional remainders (ties to the lower index); if the weights sum to 0 everyone gets 0.
def largest_remainder_allocation(total, weights):
    s = sum(weights)
    if s == 0:
        return [0] * len(weights)
    shares = [total * w // s for w in weights]
    rems = [total * w % s for w in weights]
    left = total - sum(shares)
    order = sorted(range(len(weights)), key=lambda i: (-rems[i], i))
    for i in order[:left]:
        shares[i] += 1
    return shares

# tests
assert largest_remainder_allocation(5, []) == []
assert largest_remainder_allocation(5, [0, 0]) == [0, 0]
assert largest_remainder_allocation(100, [1, 1, 1]) == [34, 33, 33]
assert largest_remainder_allocation(10, [1, 2, 3]) == [2, 3, 5]
assert largest_remainder_allocation(10, [3, 2, 1]) == [5, 3, 2]
assert largest_remainder_allocation(100, [50, 30, 20]) == [50, 30, 20]
assert largest_remainder_allocation(7, [0, 5]) == [0, 7]
assert largest_remainder_allocation(3, [1, 1, 1, 1]) == [1, 1, 1, 0]
assert largest_remainder_allocation(100, [1] * 7) == [15, 15, 14, 14, 14, 14, 14]
assert largest_remainder_allocation(10, [2, 7, 1]) == [2, 7, 1]
