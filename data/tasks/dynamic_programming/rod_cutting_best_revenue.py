# query: A rod of integer length n can be cut into integer pieces, and prices[i] is the price of a piece of length
# i + 1; return the maximum revenue from cutting and selling the rod (pieces longer than the price list are not
# sellable), with 0 for n <= 0.
def rod_cutting_best_revenue(prices, n):
    if n <= 0:
        return 0
    best = [0] * (n + 1)
    for length in range(1, n + 1):
        top = 0
        for piece in range(1, min(length, len(prices)) + 1):
            value = prices[piece - 1] + best[length - piece]
            if value > top:
                top = value
        best[length] = top
    return best[n]

# tests
assert rod_cutting_best_revenue([1, 5, 8, 9], 0) == 0
assert rod_cutting_best_revenue([1, 5, 8, 9], -3) == 0
assert rod_cutting_best_revenue([1, 5, 8, 9], 4) == 10
assert rod_cutting_best_revenue([1, 5, 8, 9, 10, 17, 17, 20], 8) == 22
assert rod_cutting_best_revenue([3, 5, 8, 9, 10, 17, 17, 20], 8) == 24
assert rod_cutting_best_revenue([2], 5) == 10
assert rod_cutting_best_revenue([1, 1, 10], 3) == 10
assert rod_cutting_best_revenue([1, 1, 10], 4) == 11
assert rod_cutting_best_revenue([], 4) == 0
assert rod_cutting_best_revenue([2, 5], 1) == 2
