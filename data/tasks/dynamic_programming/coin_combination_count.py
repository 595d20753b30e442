# query: Count the distinct combinations (order does not matter) of coins from the given denominations, each usable
# any number of times, that sum exactly to the amount; amount 0 has one combination and a negative amount has 0.
def coin_combination_count(coins, amount):
    if amount < 0:
        return 0
    ways = [1] + [0] * amount
    for c in coins:
        if c <= 0:
            continue
        for total in range(c, amount + 1):
            ways[total] += ways[total - c]
    return ways[amount]

# tests
assert coin_combination_count([1, 2, 5], -1) == 0
assert coin_combination_count([], 0) == 1
assert coin_combination_count([1, 2, 5], 5) == 4
assert coin_combination_count([2], 3) == 0
assert coin_combination_count([10], 10) == 1
assert coin_combination_count([1, 2, 3], 4) == 4
assert coin_combination_count([2, 5, 3, 6], 10) == 5
assert coin_combination_count([0, 1], 3) == 1
assert coin_combination_count([1, 5, 10, 25], 30) == 18
