# query: Given daily stock prices, return the maximum profit from any number of buy/sell transactions when you hold at
# most one share and must wait one day after selling before buying again; fewer than two prices give 0.
def stock_profit_with_cooldown(prices):
    if len(prices) < 2:
        return 0
    hold = -prices[0]
    sold = 0
    rest = 0
    for p in prices[1:]:
        new_hold = max(hold, rest - p)
        new_sold = hold + p
        new_rest = max(rest, sold)
        hold, sold, rest = new_hold, new_sold, new_rest
    return max(sold, rest)

# tests
assert stock_profit_with_cooldown([]) == 0
assert stock_profit_with_cooldown([5]) == 0
assert stock_profit_with_cooldown([1, 2, 3, 0, 2]) == 3
assert stock_profit_with_cooldown([5, 4, 3, 2]) == 0
assert stock_profit_with_cooldown([1, 5]) == 4
assert stock_profit_with_cooldown([1, 4, 2, 5]) == 4
assert stock_profit_with_cooldown([1, 4, 1, 2, 7]) == 8
assert stock_profit_with_cooldown([2, 1, 4, 1, 5, 2, 9]) == 10
assert stock_profit_with_cooldown([3, 3, 3]) == 0
assert stock_profit_with_cooldown([6, 1, 3, 2, 4, 7]) == 6
