# query: Given coin denominations (unlimited supply of each) and an amount, return the fewest coins that sum exactly
# to the amount, 0 for amount 0, and -1 if it cannot be formed or the amount is negative.
def fewest_coins_for_amount(coins, amount):
    if amount < 0:
        return -1
    inf = amount + 1
    best = [0] + [inf] * amount
    for value in range(1, amount + 1):
        for c in coins:
            if 0 < c <= value and best[value - c] + 1 < best[value]:
                best[value] = best[value - c] + 1
    return best[amount] if best[amount] < inf else -1

# tests
assert fewest_coins_for_amount([1, 2, 5], -1) == -1
assert fewest_coins_for_amount([1, 2, 5], 0) == 0
assert fewest_coins_for_amount([1, 2, 5], 11) == 3
assert fewest_coins_for_amount([2], 3) == -1
assert fewest_coins_for_amount([1], 1) == 1
assert fewest_coins_for_amount([1, 3, 4], 6) == 2
assert fewest_coins_for_amount([5, 10], 15) == 2
assert fewest_coins_for_amount([], 4) == -1
assert fewest_coins_for_amount([7, 3], 13) == 3
assert fewest_coins_for_amount([2, 5], 1) == -1
