# query: Given daily prices, return the largest profit from buying on one day and selling on a strictly later
# day; if no trade makes money (or there are fewer than two prices) return 0.
def best_single_trade_profit(prices):
    if len(prices) < 2:
        return 0
    lowest = prices[0]
    best = 0
    for p in prices[1:]:
        if p - lowest > best:
            best = p - lowest
        if p < lowest:
            lowest = p
    return best

# tests
assert best_single_trade_profit([]) == 0
assert best_single_trade_profit([5]) == 0
assert best_single_trade_profit([7, 1, 5, 3, 6, 4]) == 5
assert best_single_trade_profit([7, 6, 4, 3, 1]) == 0
assert best_single_trade_profit([1, 2]) == 1
assert best_single_trade_profit([2, 4, 1]) == 2
assert best_single_trade_profit([3, 3, 3]) == 0
assert best_single_trade_profit([2, 1, 2, 0, 1]) == 1
assert best_single_trade_profit([5, 10, 1, 7]) == 6
assert best_single_trade_profit([1, 5, 3, 2, 8]) == 7
